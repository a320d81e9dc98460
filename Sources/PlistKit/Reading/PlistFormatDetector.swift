/// Decides the format of input bytes by content, never by file name.
///
/// - `bplist00` magic → binary.
/// - A UTF-16 byte-order mark, or UTF-16 `<` without a mark (XML 1.0 Appendix F) → XML.
/// - After an optional UTF-8 BOM and whitespace: `<` → XML; `{`, `[`, `"`, `-`, a digit,
///   `t`, `f`, `n`, `/` (a comment, lenient JSON) → JSON.
/// - gzip (`1F 8B`) and other binary magic → `unknown-format`, with a message saying what
///   it looks like; zero bytes → `empty-file`.
enum PlistFormatDetector {
    static func detect(_ bytes: UnsafeRawBufferPointer) throws -> PlistFormat {
        if bytes.isEmpty { throw PlistReadError(.emptyFile, "file is empty") }
        if bytes.starts(with: "bplist".utf8) { return .binary }
        if bytes.count >= 2 {
            let b0 = bytes[0], b1 = bytes[1]
            if (b0 == 0xFE && b1 == 0xFF) || (b0 == 0xFF && b1 == 0xFE) { return .xml }
            if (b0 == 0x00 && b1 == 0x3C) || (b0 == 0x3C && b1 == 0x00) { return .xml }
            if b0 == 0x1F && b1 == 0x8B {
                throw PlistReadError(.unknownFormat, "gzip-compressed data is not a property list; decompress it first",
                                     at: .byteOffset(0))
            }
        }
        var i = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
        if i == bytes.count { throw PlistReadError(.emptyFile, "file is empty (only whitespace)") }
        switch bytes[i] {
        case UInt8(ascii: "<"): return .xml
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "-"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"),
             UInt8(ascii: "/"):  // a comment: lenient JSON, or a located error from the JSON reader
            return .json
        default:
            // Neither markup nor JSON: let the XML reader name the first bad character with its
            // line, as plutil does ("Unexpected character t at line 3").
            if bytes[i] < 0x20 || bytes[i] == 0x7F {
                throw PlistReadError(.unknownFormat,
                    "not a property list: starts with byte 0x\(String(bytes[i], radix: 16, uppercase: true)) (not XML, JSON or bplist00)",
                    at: .byteOffset(i))
            }
            return .xml
        }
    }
}
