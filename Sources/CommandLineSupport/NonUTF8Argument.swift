import Foundation

/// A command-line argument whose bytes are not valid UTF-8, e.g. a file name holding byte
/// 0xFF: the one way the tools read argv. `CommandLine.arguments` repairs such bytes to
/// U+FFFD, which names no file (and, as a key path or value, another key), so each tool's
/// `main` reads argv as bytes (``processArguments()``) and decodes it here: a valid argument
/// is its text; an invalid one becomes its *visible form* followed by a NUL character, a
/// character no argv element can hold, so it is never mistaken for an ordinary argument and
/// the bytes can be recovered exactly from it. `plist-lint` reads a file so named;
/// `plist-edit` refuses every such argument (``firstRawArgument(in:)``).
///
/// The visible form writes each byte of an invalid sequence as `\xHH` (two upper-case hex
/// digits) and a backslash as `\\`; valid characters stay as they are: the bytes
/// `2F 74 6D 70 2F FF 2E 70 6C 69 73 74` are shown `/tmp/\xFF.plist` (`ls -b` writes
/// `\377`). That form names the argument in every message, text and JSON alike.
package enum NonUTF8Argument {
    /// The character that ends an argument decoded from invalid UTF-8.
    package static let marker: Character = "\u{0}"

    /// `bytes` as an argument: its text when valid UTF-8, else its visible form + ``marker``.
    package static func decode(_ bytes: [UInt8]) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        return visibleForm(bytes) + String(marker)
    }

    /// Whether `argument` was decoded from bytes that are not valid UTF-8.
    package static func isRaw(_ argument: String) -> Bool {
        argument.last == marker
    }

    /// The name printed for `argument`: the visible form, without the marker.
    package static func displayName(_ argument: String) -> String {
        isRaw(argument) ? String(argument.dropLast()) : argument
    }

    /// The bytes `argument` was decoded from, or `nil` when it is an ordinary argument (or not
    /// a well-formed visible form, which ``decode(_:)`` never makes).
    package static func bytes(of argument: String) -> [UInt8]? {
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
    package static func visibleForm(_ bytes: [UInt8]) -> String {
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

    /// The process's arguments (without the program name) as bytes, from
    /// `CommandLine.unsafeArgv`, which holds them as the system passed them.
    package static func processArguments() -> [[UInt8]] {
        (1..<Int(CommandLine.argc)).map { index -> [UInt8] in
            guard let argument = CommandLine.unsafeArgv[index] else { return [] }
            return Array(UnsafeBufferPointer(start: argument, count: strlen(argument))).map { UInt8(bitPattern: $0) }
        }
    }

    /// The first of `arguments` (decoded by ``decode(_:)``) that was not valid UTF-8, with its
    /// 1-based position, or `nil` when every one is text.
    package static func firstRawArgument(in arguments: [String]) -> (position: Int, argument: String)? {
        arguments.enumerated().first { isRaw($0.element) }.map { ($0.offset + 1, $0.element) }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
