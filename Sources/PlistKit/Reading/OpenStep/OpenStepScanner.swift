/// The cursor of one OpenStep parse over raw bytes in UTF-8 or UTF-16 (either byte order),
/// decoding one Unicode scalar at a time and keeping the 1-based line and the column (in
/// Unicode scalars) of the next one, so every location costs O(1).
///
/// Whitespace and comments follow CoreFoundation (`CFOldStylePList.c`, `advanceToNonSpace`):
/// U+0009–U+000D, space, U+2028 and U+2029 are whitespace; `//` runs to the end of the line and
/// `/* */` to the first `*/`. Lines end at LF, CR LF or a lone CR (CF's line count); U+2028
/// and U+2029 separate tokens but do not start a line, as in CF's messages.
///
/// The scanner never reads outside `0..<end`.
struct OpenStepScanner {
    /// The byte order and width of the text.
    enum Encoding: Sendable {
        case utf8, utf16LittleEndian, utf16BigEndian

        /// Bytes per code unit.
        var unitSize: Int { self == .utf8 ? 1 : 2 }
    }

    /// The first input byte.
    let base: UnsafePointer<UInt8>
    /// The number of input bytes.
    let end: Int
    /// How the bytes encode text.
    let encoding: Encoding
    /// ``PlistReader/Options/maxStringLength``.
    let maxStringLength: Int
    /// The offset of the next scalar.
    var pos: Int
    /// The line of the next scalar.
    var line = 1
    /// The column of the next scalar.
    var column = 1
    /// Whether a string escape JSON has not (`\U`, `\a`, `\v`, octal digits, `\'`, …) was
    /// read: syntax only OpenStep has (``OpenStepPlistReader/readNotingSyntax(_:)``).
    var usedOpenStepEscape = false

    init(base: UnsafePointer<UInt8>, count: Int, start: Int, encoding: Encoding, maxStringLength: Int) {
        self.base = base
        self.end = count
        self.pos = start
        self.encoding = encoding
        self.maxStringLength = maxStringLength
    }

    /// Whether the whole input has been read.
    var isAtEnd: Bool { pos >= end }

    /// The location of the next scalar.
    var location: SourceLocation { SourceLocation(line: line, column: column, offset: pos) }

    /// A read error of `kind` at `location`.
    func error(_ kind: PlistReadError.Kind, _ message: String, at location: SourceLocation) -> PlistReadError {
        PlistReadError(kind, message, at: location)
    }

    /// A read error of `kind` at the next scalar.
    func error(_ kind: PlistReadError.Kind, _ message: String) -> PlistReadError {
        error(kind, message, at: location)
    }

    /// The scalar at `p` and its length in bytes; `nil` at the end of the input.
    /// - Throws: `invalid-encoding` for bytes that are not well-formed UTF-8 (Unicode Table 3-7)
    ///   or UTF-16 (an unpaired surrogate, an odd trailing byte).
    @inline(__always)
    func scalar(at p: Int) throws -> (value: UInt32, length: Int)? {
        guard p < end else { return nil }
        switch encoding {
        case .utf8:
            let b0 = base[p]
            if b0 < 0x80 { return (UInt32(b0), 1) }
            return try utf8Scalar(at: p)
        case .utf16LittleEndian, .utf16BigEndian:
            guard let u0 = unit16(at: p) else { throw invalidEncoding(at: p, "a lone byte at the end of UTF-16 text") }
            if u0 < 0xD800 || u0 > 0xDFFF { return (UInt32(u0), 2) }
            guard u0 < 0xDC00, let u1 = unit16(at: p + 2), (0xDC00...0xDFFF).contains(u1) else {
                throw invalidEncoding(at: p, "an unpaired UTF-16 surrogate 0x\(String(u0, radix: 16, uppercase: true))")
            }
            return (0x10000 + ((UInt32(u0) - 0xD800) << 10) + (UInt32(u1) - 0xDC00), 4)
        }
    }

    /// The next scalar, or `nil` at the end.
    @inline(__always)
    func peek() throws -> UInt32? { try scalar(at: pos)?.value }

    /// The scalar after the next one, or `nil`.
    func peekSecond() throws -> UInt32? {
        guard let first = try scalar(at: pos) else { return nil }
        return try scalar(at: pos + first.length)?.value
    }

    /// The code unit at `p` of UTF-16 text, or `nil` when fewer than two bytes remain.
    private func unit16(at p: Int) -> UInt16? {
        guard p + 1 < end else { return nil }
        return encoding == .utf16LittleEndian
            ? UInt16(base[p]) | UInt16(base[p + 1]) << 8
            : UInt16(base[p]) << 8 | UInt16(base[p + 1])
    }

    private func utf8Scalar(at p: Int) throws -> (value: UInt32, length: Int) {
        let b0 = base[p]
        @inline(__always) func cont(_ i: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            i < end && base[i] >= low && base[i] <= high
        }
        let n: Int
        switch b0 {
        case 0xC2...0xDF: n = cont(p + 1) ? 2 : 0
        case 0xE0: n = cont(p + 1, 0xA0) && cont(p + 2) ? 3 : 0
        case 0xED: n = cont(p + 1, 0x80, 0x9F) && cont(p + 2) ? 3 : 0
        case 0xE1...0xEC, 0xEE, 0xEF: n = cont(p + 1) && cont(p + 2) ? 3 : 0
        case 0xF0: n = cont(p + 1, 0x90) && cont(p + 2) && cont(p + 3) ? 4 : 0
        case 0xF1...0xF3: n = cont(p + 1) && cont(p + 2) && cont(p + 3) ? 4 : 0
        case 0xF4: n = cont(p + 1, 0x80, 0x8F) && cont(p + 2) && cont(p + 3) ? 4 : 0
        default: n = 0
        }
        guard n > 0 else {
            throw invalidEncoding(at: p, "an invalid UTF-8 sequence starting with byte 0x\(String(b0, radix: 16, uppercase: true))")
        }
        var value = UInt32(b0) & (n == 2 ? 0x1F : n == 3 ? 0x0F : 0x07)
        for k in 1..<n { value = value << 6 | UInt32(base[p + k] & 0x3F) }
        return (value, n)
    }

    /// The error for text that is not in the scanner's encoding, at byte `p` (on the current
    /// line: columns are exact up to it).
    private func invalidEncoding(at p: Int, _ what: String) -> PlistReadError {
        PlistReadError(PlistReadError.Kind.invalidEncoding, "\(what) at byte offset \(p); OpenStep text must be UTF-8 or UTF-16",
                       at: p == pos ? location : SourceLocation(line: line, column: 0, offset: p))
    }

    /// Moves past the next scalar, `value` of `length` bytes, counting lines.
    @inline(__always)
    mutating func advance(_ value: UInt32, _ length: Int) throws {
        pos += length
        switch value {
        case 0x0A:
            line += 1
            column = 1
        case 0x0D:
            // CR LF is one line end: the LF that follows starts the new line.
            if try peek() != 0x0A {
                line += 1
                column = 1
            } else {
                column += 1
            }
        default:
            column += 1
        }
    }

    /// Moves past the next scalar, if any.
    mutating func advance() throws {
        guard let s = try scalar(at: pos) else { return }
        try advance(s.value, s.length)
    }

    /// Skips whitespace and comments (see the type's documentation).
    /// - Throws: `syntax` for a `/*` comment with no `*/` (CoreFoundation silently ends the
    ///   document there; a linter names it), `invalid-encoding`.
    mutating func skipWhitespace() throws {
        while let s = try scalar(at: pos) {
            switch s.value {
            case 0x09...0x0D, 0x20, 0x2028, 0x2029:
                try advance(s.value, s.length)
            case UInt32(UInt8(ascii: "/")):
                let next = try scalar(at: pos + s.length)?.value
                if next == UInt32(UInt8(ascii: "/")) {
                    try skipLineComment()
                } else if next == UInt32(UInt8(ascii: "*")) {
                    try skipBlockComment()
                } else {
                    return
                }
            default:
                return
            }
        }
    }

    private mutating func skipLineComment() throws {
        while let s = try scalar(at: pos) {
            if s.value == 0x0A || s.value == 0x0D || s.value == 0x2028 || s.value == 0x2029 { return }
            try advance(s.value, s.length)
        }
    }

    private mutating func skipBlockComment() throws {
        let opened = location
        try advance()
        try advance()
        while let s = try scalar(at: pos) {
            try advance(s.value, s.length)
            if s.value == UInt32(UInt8(ascii: "*")), try peek() == UInt32(UInt8(ascii: "/")) {
                try advance()
                return
            }
        }
        throw error(.syntax, DiagnosticRule.unterminatedOpenStepMessage("comment", openedAt: opened))
    }

    /// How the next scalar is shown in a message: quoted text, a control character's code
    /// point, or "the end of the file".
    func describeNext() -> String {
        guard let s = try? scalar(at: pos) else { return pos >= end ? "the end of the file" : "text that is not UTF-8 or UTF-16" }
        return Self.describe(s.value)
    }

    /// How scalar `value` is shown in a message.
    static func describe(_ value: UInt32) -> String {
        guard let scalar = Unicode.Scalar(value) else { return "U+\(String(value, radix: 16, uppercase: true))" }
        if value < 0x20 || value == 0x7F {
            let hex = String(value, radix: 16, uppercase: true)
            return "control character U+\(String(repeating: "0", count: 4 - hex.count))\(hex)"
        }
        return UntrustedText.quoted(String(scalar))
    }

    /// Whether `value` may appear in an unquoted string: CoreFoundation's set
    /// (`isValidUnquotedStringCharacter`): ASCII letters and digits and `_ $ / : . -`.
    @inline(__always)
    static func isUnquotedCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x61...0x7A, 0x41...0x5A, 0x30...0x39: return true
        case UInt32(UInt8(ascii: "_")), UInt32(UInt8(ascii: "$")), UInt32(UInt8(ascii: "/")),
             UInt32(UInt8(ascii: ":")), UInt32(UInt8(ascii: ".")), UInt32(UInt8(ascii: "-")): return true
        default: return false
        }
    }
}
