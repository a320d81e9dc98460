/// The cursor of one JSON parse over raw UTF-8 bytes, with the bookkeeping that turns a byte
/// offset into a 1-based line and a column counted in Unicode scalars.
///
/// Lines end at LF, CRLF or a lone CR (only whitespace and, in lenient mode, comments can hold
/// them: RFC 8259 §7 forbids raw control characters in strings). A column is the byte distance
/// from the start of the line minus the UTF-8 continuation bytes met on that line so far, plus
/// one; non-ASCII bytes only occur inside strings and comments, where every sequence is
/// validated (and counted) as it is passed, so a location costs O(1).
///
/// The scanner never reads outside `0..<end`; every index is checked before use.
struct JSONScanner {
    /// The first input byte.
    let base: UnsafePointer<UInt8>
    /// The number of input bytes.
    let end: Int
    /// The next byte to read.
    var pos = 0
    /// The current 1-based line.
    var line = 1
    /// The offset of the first byte of the current line.
    var lineStart = 0
    /// UTF-8 continuation bytes between `lineStart` and the bytes already passed.
    var continuationBytes = 0
    /// Whether `//` and `/* */` comments and one trailing comma are accepted.
    let lenient: Bool
    /// ``PlistReader/Options/maxStringLength``.
    let maxStringLength: Int
    /// A reusable buffer for strings with escapes.
    var scratch: [UInt8] = []
    /// Short member names already made (see ``scanMemberName()``); empty until the first one.
    var names: [NameSlot] = []

    init(base: UnsafePointer<UInt8>, count: Int, lenient: Bool, maxStringLength: Int) {
        self.base = base
        self.end = count
        self.lenient = lenient
        self.maxStringLength = maxStringLength
    }

    /// The location of byte `p`, which must lie on the current line at or after the bytes
    /// whose continuation bytes have been counted.
    @inline(__always)
    func location(at p: Int) -> SourceLocation {
        SourceLocation(line: line, column: p - lineStart - continuationBytes + 1, offset: p)
    }

    /// A read error of `kind` located at byte `p`.
    func error(_ kind: PlistReadError.Kind, _ message: String, at p: Int) -> PlistReadError {
        PlistReadError(kind, message, at: location(at: p))
    }

    @inline(__always)
    mutating func newLine() {
        line += 1
        lineStart = pos
        continuationBytes = 0
    }

    /// Skips JSON whitespace (space, tab, LF, CR: RFC 8259 §2) and, in lenient mode, comments.
    /// - Throws: `syntax` for a comment in strict mode or an unterminated `/* */` comment.
    @inline(__always)
    mutating func skipWhitespace() throws {
        while pos < end {
            switch base[pos] {
            case 0x20, 0x09:
                pos += 1
            case 0x0A, 0x0D:
                skipLineBreak()
            case UInt8(ascii: "/"):
                try skipComment()
            default:
                return
            }
        }
    }

    /// Skips the line break at `pos` (`\n`, `\r` or `\r\n`: one line, RFC 8259 whitespace) and
    /// starts counting columns on the next line.
    @inline(__always)
    private mutating func skipLineBreak() {
        if base[pos] == 0x0D && pos + 1 < end && base[pos + 1] == 0x0A { pos += 1 }
        pos += 1
        newLine()
    }

    /// Skips a `//` or `/* */` comment starting at `pos` (lenient mode only).
    private mutating func skipComment() throws {
        let start = pos
        guard lenient else {
            throw error(.syntax, "comments are not allowed in JSON (PlistReader.Options.jsonSyntax = .lenient allows them)", at: start)
        }
        let next = pos + 1 < end ? base[pos + 1] : 0
        if next == UInt8(ascii: "/") {
            pos += 2
            while pos < end, base[pos] != 0x0A, base[pos] != 0x0D { try skipCommentByte() }
        } else if next == UInt8(ascii: "*") {
            let opened = location(at: start)
            pos += 2
            while true {
                guard pos < end else {
                    throw error(.syntax, DiagnosticRule.unterminatedJSONMessage("comment", openedAt: opened), at: end)
                }
                switch base[pos] {
                case UInt8(ascii: "*") where pos + 1 < end && base[pos + 1] == UInt8(ascii: "/"):
                    pos += 2
                    return
                case 0x0A, 0x0D:
                    skipLineBreak()
                default:
                    try skipCommentByte()
                }
            }
        } else {
            throw error(.syntax, DiagnosticRule.expectedMessage("a value", found: "\"/\""), at: start)
        }
    }

    /// Passes one character of a comment, validating UTF-8.
    private mutating func skipCommentByte() throws {
        if base[pos] < 0x80 {
            pos += 1
            return
        }
        guard let n = utf8SequenceLength(at: pos) else { throw invalidUTF8(at: pos) }
        continuationBytes += n - 1
        pos += n
    }

    /// The length (2–4) of the well-formed UTF-8 sequence whose lead byte (≥ 0x80) is at `p`,
    /// or `nil` when the bytes there are not UTF-8 (Unicode 15 Table 3-7: no overlong forms,
    /// no surrogates, nothing above U+10FFFF, no truncated sequence).
    func utf8SequenceLength(at p: Int) -> Int? {
        let b0 = base[p]
        @inline(__always) func cont(_ i: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            i < end && base[i] >= low && base[i] <= high
        }
        switch b0 {
        case 0xC2...0xDF:
            return cont(p + 1) ? 2 : nil
        case 0xE0:
            return cont(p + 1, 0xA0) && cont(p + 2) ? 3 : nil
        case 0xED:
            return cont(p + 1, 0x80, 0x9F) && cont(p + 2) ? 3 : nil
        case 0xE1...0xEC, 0xEE, 0xEF:
            return cont(p + 1) && cont(p + 2) ? 3 : nil
        case 0xF0:
            return cont(p + 1, 0x90) && cont(p + 2) && cont(p + 3) ? 4 : nil
        case 0xF1...0xF3:
            return cont(p + 1) && cont(p + 2) && cont(p + 3) ? 4 : nil
        case 0xF4:
            return cont(p + 1, 0x80, 0x8F) && cont(p + 2) && cont(p + 3) ? 4 : nil
        default:
            return nil
        }
    }

    /// The error for a byte at `p` that does not start a well-formed UTF-8 sequence.
    func invalidUTF8(at p: Int) -> PlistReadError {
        error(PlistReadError.Kind.invalidEncoding,
              "invalid UTF-8 sequence starting with byte 0x\(Self.hex(base[p], digits: 2)) at byte offset \(p)", at: p)
    }

    /// How the character at `p` is shown in a message: quoted text, a control character's code
    /// point, a byte that is not UTF-8, or "the end of the file".
    func describe(at p: Int) -> String {
        guard p < end else { return "the end of the file" }
        let b = base[p]
        if b >= 0x20 && b < 0x7F { return UntrustedText.quoted(String(UnicodeScalar(b))) }
        if b < 0x80 { return "control character U+\(Self.hex(UInt32(b), digits: 4))" }
        if let n = utf8SequenceLength(at: p) {
            return UntrustedText.quoted(String(decoding: UnsafeBufferPointer(start: base + p, count: n), as: UTF8.self))
        }
        return "byte 0x\(Self.hex(b, digits: 2)) (not UTF-8)"
    }

    /// Upper-case hexadecimal, zero-padded to `digits`.
    static func hex<T: BinaryInteger>(_ value: T, digits: Int) -> String {
        let s = String(value, radix: 16, uppercase: true)
        return s.count >= digits ? s : String(repeating: "0", count: digits - s.count) + s
    }
}
