/// A command-line argument whose bytes are not valid UTF-8, e.g. a file name holding byte
/// 0xFF. `CommandLine.arguments` repairs such bytes to U+FFFD, which names no file, so
/// ``PlistLintCommand/main(rawArguments:)`` decodes argv itself: a valid argument is its
/// text; an invalid one becomes its *visible form* followed by a NUL character, a character
/// no argv element can hold, so it is never mistaken for an ordinary argument and the bytes
/// can be recovered exactly from it.
///
/// The visible form writes each byte of an invalid sequence as `\xHH` (two upper-case hex
/// digits) and a backslash as `\\`; valid characters stay as they are: the bytes
/// `2F 74 6D 70 2F FF 2E 70 6C 69 73 74` are shown `/tmp/\xFF.plist` (`ls -b` writes
/// `\377`). That form names the file in every result, text and JSON alike.
enum NonUTF8Argument {
    /// The character that ends an argument decoded from invalid UTF-8.
    static let marker: Character = "\u{0}"

    /// `bytes` as an argument: its text when valid UTF-8, else its visible form + ``marker``.
    static func decode(_ bytes: [UInt8]) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        return visibleForm(bytes) + String(marker)
    }

    /// Whether `argument` was decoded from bytes that are not valid UTF-8.
    static func isRaw(_ argument: String) -> Bool {
        argument.last == marker
    }

    /// The name printed for `argument`: the visible form, without the marker.
    static func displayName(_ argument: String) -> String {
        isRaw(argument) ? String(argument.dropLast()) : argument
    }

    /// The bytes `argument` was decoded from, or `nil` when it is an ordinary argument (or not
    /// a well-formed visible form, which ``decode(_:)`` never makes).
    static func bytes(of argument: String) -> [UInt8]? {
        guard isRaw(argument) else { return nil }
        let shown = Array(displayName(argument).utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(shown.count)
        var i = 0
        while i < shown.count {
            guard shown[i] == UInt8(ascii: "\\") else { bytes.append(shown[i]); i += 1; continue }
            guard i + 1 < shown.count else { return nil }
            if shown[i + 1] == UInt8(ascii: "\\") { bytes.append(shown[i]); i += 2; continue }
            guard shown[i + 1] == UInt8(ascii: "x"), i + 3 < shown.count,
                  let high = hexValue(shown[i + 2]), let low = hexValue(shown[i + 3]) else { return nil }
            bytes.append(high << 4 | low)
            i += 4
        }
        return bytes
    }

    /// The visible form of `bytes` (see the type), in one pass: each maximal invalid
    /// sequence the UTF-8 parser reports is escaped byte by byte.
    static func visibleForm(_ bytes: [UInt8]) -> String {
        var out = String.UnicodeScalarView()
        var parser = Unicode.UTF8.ForwardParser()
        var input = bytes.makeIterator()
        var offset = 0
        func escape(_ byte: UInt8) {
            let hex = String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            out.append(contentsOf: ("\\x" + hex).unicodeScalars)
        }
        loop: while true {
            switch parser.parseScalar(from: &input) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                if scalar == "\\" { out.append("\\") }
                out.append(scalar)
                offset += encoded.count
            case .error(let length):
                for byte in bytes[offset..<offset + length] { escape(byte) }
                offset += length
            case .emptyInput:
                break loop
            }
        }
        return String(out)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
