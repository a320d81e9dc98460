/// Decides the format of input bytes by content, never by file name.
///
/// - `bplist` magic → binary.
/// - A well-known kind of file that is no property list (``ForeignFileSignature``: ZIP, gzip,
///   PNG, PDF, Mach-O, …) → `unknown-format` naming it: `this is a PNG image, not a property list`.
/// - Text in UTF-32 → `unknown-format` saying so. Otherwise the text's encoding is
///   ``TextEncoding``'s (UTF-8, or UTF-16 with or without a byte-order mark), and its first
///   character after the mark and whitespace decides:
///   - `<` → XML, unless what follows up to `>` is hex digits and whitespace or starts with
///     `*` (OpenStep data `<0fbe 12>`, a GNUstep typed value `<*I12>`) → OpenStep;
///   - `{`, `[`, `"`, `-`, a digit, `t`, `f`, `n`, `/` → JSON, which ``PlistReader`` reads
///     as OpenStep instead when the whole is not JSON (a strings file, `{ key = value; }`,
///     a `//` comment, and any UTF-16 text, which JSON never is);
///   - `(`, `'`, another character of OpenStep's unquoted strings, or whitespace only OpenStep
///     has (U+000B, U+000C, U+2028, U+2029) → OpenStep;
///   - anything else (`#`, `%`, `}`, a control byte, a non-ASCII character) starts no format:
///     `unknown-format`, naming what each format starts with.
/// - Zero bytes or whitespace alone → `empty-file`.
enum PlistFormatDetector {
    static func detect(_ bytes: UnsafeRawBufferPointer) throws -> PlistFormat {
        if bytes.isEmpty { throw PlistReadError(.emptyFile, DiagnosticRule.emptyFileMessage) }
        if bytes.starts(with: "bplist".utf8) { return .binary }
        if let message = ForeignFileSignature.message(for: bytes) {
            throw PlistReadError(.unknownFormat, message, at: .byteOffset(0))
        }
        let (encoding, mark) = TextEncoding.sniff(bytes)
        var text: Text
        switch encoding {
        case .utf32LittleEndian, .utf32BigEndian:
            throw PlistReadError(.unknownFormat,
                "the text looks UTF-32-encoded; property lists are read as UTF-8 or UTF-16 (convert it, e.g. with iconv -f UTF-32 -t UTF-8)",
                at: .byteOffset(0))
        case .utf8: text = Text(bytes: bytes, width: 1, littleEndian: true, start: mark)
        case .utf16LittleEndian: text = Text(bytes: bytes, width: 2, littleEndian: true, start: mark)
        case .utf16BigEndian: text = Text(bytes: bytes, width: 2, littleEndian: false, start: mark)
        }
        var i = text.start
        while let u = text.unit(at: i), u == 0x20 || u == 0x09 || u == 0x0A || u == 0x0D { i += text.width }
        guard let first = text.unit(at: i) else {
            if text.width == 2 && text.start == 2 { return .openStep }  // a byte-order mark alone: an empty strings file
            if text.width == 2 && i < bytes.count { return .openStep }  // whitespace and a lone byte: the reader names it
            throw PlistReadError(.emptyFile, DiagnosticRule.whitespaceOnlyFileMessage)
        }
        if first == UInt16(UInt8(ascii: "<")) {
            return text.startsOpenStepData(at: i + text.width) ? .openStep : .xml
        }
        // EBCDIC `<?xm`: the XML reader names the encoding.
        if text.width == 1 && bytes.starts(with: [0x4C, 0x6F, 0xA7, 0x94]) { return .xml }
        switch first {
        case UInt16(UInt8(ascii: "{")), UInt16(UInt8(ascii: "[")), UInt16(UInt8(ascii: "\"")), UInt16(UInt8(ascii: "-")),
             UInt16(UInt8(ascii: "0"))...UInt16(UInt8(ascii: "9")), UInt16(UInt8(ascii: "t")), UInt16(UInt8(ascii: "f")),
             UInt16(UInt8(ascii: "n")), UInt16(UInt8(ascii: "/")):
            return .json
        case UInt16(UInt8(ascii: "(")), UInt16(UInt8(ascii: "'")):
            return .openStep
        case 0x0B, 0x0C, 0x2028, 0x2029:
            return .openStep  // whitespace to OpenStep alone (CFOldStylePList), which XML and JSON refuse
        case 0xE2 where text.width == 1 && text.unit(at: i + 1) == 0x80 && (text.unit(at: i + 2) == 0xA8 || text.unit(at: i + 2) == 0xA9):
            return .openStep  // U+2028 or U+2029 in UTF-8
        case let u where OpenStepScanner.isUnquotedCharacter(UInt32(u)):
            return .openStep
        default:
            throw PlistReadError(.unknownFormat, Self.startsNoFormat(first, text: text), at: .byteOffset(i))
        }
    }

    /// What each format starts with, for the message of a first character none starts with.
    static let formatStarts = "binary starts with \"bplist00\", XML with \"<\", JSON with a value, OpenStep with a string, \"{\", \"(\" or \"<\""

    /// The message for text whose first character, `first`, starts no format.
    private static func startsNoFormat(_ first: UInt16, text: Text) -> String {
        if first == 0 && text.width == 1 && !text.bytes.contains(where: { $0 != 0 }) {
            return "not a property list: the file is \(text.bytes.count) zero bytes"
        }
        // A byte of UTF-8 text that starts no character is named as a byte, anything else as
        // the OpenStep reader names a character.
        let what = text.width == 1 && first >= 0x80
            ? "byte 0x\(String(first, radix: 16, uppercase: true))" : OpenStepScanner.describe(UInt32(first))
        return "not a property list: it starts with \(what), which starts no format (\(formatStarts))"
    }

    /// The input seen as code units of one width (1: bytes; 2: UTF-16 in either order).
    private struct Text {
        let bytes: UnsafeRawBufferPointer
        let width: Int
        let littleEndian: Bool
        var start: Int

        func unit(at i: Int) -> UInt16? {
            guard i + width <= bytes.count else { return nil }
            if width == 1 { return UInt16(bytes[i]) }
            return littleEndian ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
        }

        /// Whether the text after a `<` at `i` is OpenStep's: `*` (GNUstep), or hex digits and
        /// whitespace up to `>` (or up to the end of the bytes seen). `<?`, `<!` and element
        /// names that are not all hex (`<plist>`, `<dict>`) are XML.
        func startsOpenStepData(at i: Int) -> Bool {
            guard let next = unit(at: i) else { return false }  // a lone `<`: the XML reader's error
            if next == UInt16(UInt8(ascii: "*")) { return true }
            var k = i
            while let u = unit(at: k) {
                switch u {
                case UInt16(UInt8(ascii: ">")): return true
                case 0x30...0x39, 0x41...0x46, 0x61...0x66, 0x20, 0x09, 0x0A, 0x0D: k += width
                default: return false
                }
            }
            return true
        }
    }
}
