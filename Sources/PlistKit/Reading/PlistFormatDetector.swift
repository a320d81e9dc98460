/// Decides the format of input bytes by content, never by file name.
///
/// - `bplist` magic → binary.
/// - The first character (after a UTF-8 or UTF-16 byte-order mark and whitespace; UTF-16
///   without a mark when a zero byte sits beside an ASCII `<`, XML 1.0 Appendix F):
///   - `<` → XML, unless what follows up to `>` is hex digits and whitespace or starts with
///     `*` (OpenStep data `<0fbe 12>`, a GNUstep typed value `<*I12>`) → OpenStep;
///   - `{`, `[`, `"`, `-`, a digit, `t`, `f`, `n`, `/` → JSON, which ``PlistReader`` reads
///     as OpenStep instead when the whole is not JSON (a strings file, `{ key = value; }`,
///     a `//` comment);
///   - any other printable character → OpenStep (`(`, `'`, an unquoted string; the OpenStep
///     reader names a character no format starts with).
/// - gzip (`1F 8B`) and control bytes → `unknown-format`, with a message saying what it looks
///   like; zero bytes or whitespace alone → `empty-file`.
enum PlistFormatDetector {
    static func detect(_ bytes: UnsafeRawBufferPointer) throws -> PlistFormat {
        if bytes.isEmpty { throw PlistReadError(.emptyFile, "file is empty") }
        if bytes.starts(with: "bplist".utf8) { return .binary }
        if bytes.count >= 4 {
            let head = (bytes[0], bytes[1], bytes[2], bytes[3])
            let utf32 = head == (0, 0, 0xFE, 0xFF) || head == (0xFF, 0xFE, 0, 0)
                || (head.0 == 0 && head.1 == 0 && head.2 == 0 && head.3 != 0) || (head.0 != 0 && head.1 == 0 && head.2 == 0 && head.3 == 0)
            if utf32 {
                throw PlistReadError(.unknownFormat,
                    "the text looks UTF-32-encoded; property lists are read as UTF-8 or UTF-16 (convert it, e.g. with iconv -f UTF-32 -t UTF-8)",
                    at: .byteOffset(0))
            }
        }
        var text = Text(bytes: bytes, width: 1, littleEndian: true, start: 0)
        if bytes.count >= 2 {
            let b0 = bytes[0], b1 = bytes[1]
            if b0 == 0xFE && b1 == 0xFF { text = Text(bytes: bytes, width: 2, littleEndian: false, start: 2) }
            if b0 == 0xFF && b1 == 0xFE { text = Text(bytes: bytes, width: 2, littleEndian: true, start: 2) }
            if b0 == 0x00 && b1 == 0x3C { text = Text(bytes: bytes, width: 2, littleEndian: false, start: 0) }
            if b0 == 0x3C && b1 == 0x00 { text = Text(bytes: bytes, width: 2, littleEndian: true, start: 0) }
            if b0 == 0x1F && b1 == 0x8B {
                throw PlistReadError(.unknownFormat, "gzip-compressed data is not a property list; decompress it first",
                                     at: .byteOffset(0))
            }
        }
        if text.width == 1 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) { text.start = 3 }
        var i = text.start
        while let u = text.unit(at: i), u == 0x20 || u == 0x09 || u == 0x0A || u == 0x0D { i += text.width }
        guard let first = text.unit(at: i) else {
            if text.width == 2 && text.start == 2 { return .openStep }  // a byte-order mark alone: an empty strings file
            throw PlistReadError(.emptyFile, "file is empty (only whitespace)")
        }
        if first == UInt16(UInt8(ascii: "<")) {
            return text.startsOpenStepData(at: i + text.width) ? .openStep : .xml
        }
        if text.width == 2 { return .openStep }
        // EBCDIC `<?xm`: the XML reader names the encoding.
        if bytes.starts(with: [0x4C, 0x6F, 0xA7, 0x94]) { return .xml }
        switch first {
        case UInt16(UInt8(ascii: "{")), UInt16(UInt8(ascii: "[")), UInt16(UInt8(ascii: "\"")), UInt16(UInt8(ascii: "-")),
             UInt16(UInt8(ascii: "0"))...UInt16(UInt8(ascii: "9")), UInt16(UInt8(ascii: "t")), UInt16(UInt8(ascii: "f")),
             UInt16(UInt8(ascii: "n")), UInt16(UInt8(ascii: "/")):
            return .json
        default:
            if first < 0x20 || first == 0x7F {
                throw PlistReadError(.unknownFormat,
                    "not a property list: starts with byte 0x\(String(first, radix: 16, uppercase: true)) (not XML, JSON, OpenStep or bplist00)",
                    at: .byteOffset(i))
            }
            return .openStep
        }
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
