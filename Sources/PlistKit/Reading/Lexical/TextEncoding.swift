/// How the text of a property list is encoded, decided from its first bytes: the one rule that
/// format detection (``PlistFormatDetector``), the XML, OpenStep and JSON readers and the
/// excerpts of ``DiagnosticRenderer`` all use, so that they never disagree about a file.
///
/// 1. A byte-order mark: UTF-32 `00 00 FE FF` or `FF FE 00 00` (checked before UTF-16's, whose
///    mark `FF FE` starts UTF-32LE's), UTF-16 `FE FF` or `FF FE`, UTF-8 `EF BB BF`.
/// 2. UTF-32 without a mark: three zero bytes beside a non-zero one in the first four
///    (`00 00 00 3C`, `3C 00 00 00`).
/// 3. UTF-16 without a mark: the first code unit is an ASCII character (tab, line feed,
///    carriage return or U+0020–U+007E) beside a zero byte, and the second code unit, when there
///    is one, is a character of U+0001–U+00FF in the same byte order (a zero byte beside a
///    non-zero one). Every property-list text starts with an ASCII character — `<` or
///    whitespace (XML), a JSON value, OpenStep's `{ ( < " '`, an unquoted string or a comment
///    — so this is XML 1.0 Appendix F's detection (`00 3C 00 3F`) and RFC 4627 §3's (the first
///    two characters are ASCII) widened to every first character. Both code units are
///    checked so that bytes with a stray zero in front (`00` + `bplist00`, `00` + `<?xml`) are
///    not mistaken for UTF-16: their second unit has no zero byte. BOM-less UTF-16 whose second
///    character lies beyond U+00FF needs a byte-order mark.
/// 4. Anything else is UTF-8 (decoding then names any byte that is not).
enum TextEncoding: Equatable, Sendable {
    case utf8, utf16LittleEndian, utf16BigEndian, utf32LittleEndian, utf32BigEndian

    /// Whether the encoding is UTF-16 (either byte order).
    var isUTF16: Bool { self == .utf16LittleEndian || self == .utf16BigEndian }

    /// The encoding of `b` and the length of its byte-order mark (0 when it has none).
    static func sniff(_ b: UnsafeBufferPointer<UInt8>) -> (encoding: TextEncoding, byteOrderMark: Int) {
        let n = b.count
        if n >= 4 {
            if b[0] == 0 && b[1] == 0 && b[2] == 0xFE && b[3] == 0xFF { return (.utf32BigEndian, 4) }
            if b[0] == 0xFF && b[1] == 0xFE && b[2] == 0 && b[3] == 0 { return (.utf32LittleEndian, 4) }
            if b[0] == 0 && b[1] == 0 && b[2] == 0 && b[3] != 0 { return (.utf32BigEndian, 0) }
            if b[0] != 0 && b[1] == 0 && b[2] == 0 && b[3] == 0 { return (.utf32LittleEndian, 0) }
        }
        if n >= 2 {
            if b[0] == 0xFE && b[1] == 0xFF { return (.utf16BigEndian, 2) }
            if b[0] == 0xFF && b[1] == 0xFE { return (.utf16LittleEndian, 2) }
            let secondIsLatin1: (_ high: Int, _ low: Int) -> Bool = { high, low in n < 4 || (b[high] == 0 && b[low] != 0) }
            if b[0] == 0 && isASCIIText(b[1]) && secondIsLatin1(2, 3) { return (.utf16BigEndian, 0) }
            if b[1] == 0 && isASCIIText(b[0]) && secondIsLatin1(3, 2) { return (.utf16LittleEndian, 0) }
        }
        if n >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF { return (.utf8, 3) }
        return (.utf8, 0)
    }

    /// ``sniff(_:)`` of raw bytes.
    static func sniff(_ bytes: UnsafeRawBufferPointer) -> (encoding: TextEncoding, byteOrderMark: Int) {
        sniff(bytes.bindMemory(to: UInt8.self))
    }

    /// ``sniff(_:)`` of the first bytes of `bytes` (it reads at most four).
    static func sniff(_ bytes: [UInt8]) -> (encoding: TextEncoding, byteOrderMark: Int) {
        bytes.withUnsafeBufferPointer { sniff(UnsafeBufferPointer(rebasing: $0.prefix(4))) }
    }

    /// Tab, line feed, carriage return or U+0020–U+007E: an ASCII character a text may start with.
    private static func isASCIIText(_ byte: UInt8) -> Bool {
        byte == 0x09 || byte == 0x0A || byte == 0x0D || (0x20...0x7E).contains(byte)
    }
}
