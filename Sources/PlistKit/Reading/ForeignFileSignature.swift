/// Well-known kinds of file that are not property lists, recognised by their magic bytes so
/// that a ZIP archive, an image or an executable named `.plist` is refused as what it is
/// ("this is a ZIP archive, not a property list") rather than with the complaint of whichever
/// reader its first byte happened to reach (OpenStep's `expected "=" or ";" after the key "PK"`).
///
/// Each signature is the one its format's specification puts at byte 0 (PKWARE's APPNOTE for
/// ZIP, RFC 1952 gzip, the PNG, GIF89a, JFIF and TIFF 6.0 specifications, ISO 32000 for PDF,
/// `<mach-o/loader.h>` and `<mach-o/fat.h>`, the ELF and WebAssembly specifications, SQLite's
/// file format, …). A signature made only of characters an OpenStep document could start with
/// (`GIF89a`, `MZ`, `BOMStore`) counts only when a byte that no property-list text holds (a
/// control character other than tab, line feed and carriage return) follows it, so a text
/// plist that merely starts with those letters is still read.
enum ForeignFileSignature {
    /// One kind of file.
    private struct Kind {
        /// The byte strings the file starts with (any one of them).
        let magics: [[UInt8]]
        /// What the file is, as the subject of "this is …, not a property list".
        let name: String
        /// Advice appended after a semicolon, or `nil`.
        var advice: String?
        /// Bytes after the signature among which a control byte must appear (0: none needed).
        var binaryWithin = 0
    }

    private static func ascii(_ text: String) -> [UInt8] { Array(text.utf8) }

    private static let kinds: [Kind] = [
        Kind(magics: [[0x50, 0x4B, 0x03, 0x04], [0x50, 0x4B, 0x05, 0x06], [0x50, 0x4B, 0x07, 0x08]],
             name: "a ZIP archive (as .zip, .ipa, .xlsx, .docx and .jar files are)", advice: "unzip it first"),
        Kind(magics: [[0x1F, 0x8B]], name: "gzip-compressed data", advice: "decompress it first (gunzip)"),
        Kind(magics: (0x31...0x39).flatMap { level -> [[UInt8]] in
                 [ascii("BZh") + [level] + [0x31, 0x41, 0x59, 0x26, 0x53, 0x59], ascii("BZh") + [level] + [0x17, 0x72, 0x45, 0x38, 0x50, 0x90]]
             }, name: "bzip2-compressed data", advice: "decompress it first (bunzip2)"),
        Kind(magics: [[0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00]], name: "xz-compressed data", advice: "decompress it first (unxz)"),
        Kind(magics: [[0x28, 0xB5, 0x2F, 0xFD]], name: "Zstandard-compressed data", advice: "decompress it first (unzstd)"),
        Kind(magics: [[0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C]], name: "a 7-Zip archive"),
        Kind(magics: [ascii("xar!")], name: "a xar archive (as .pkg and .xip files are)"),
        Kind(magics: [ascii("!<arch>\n")], name: "an ar archive (a static library)"),
        Kind(magics: [[0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]], name: "a PNG image"),
        Kind(magics: [[0xFF, 0xD8, 0xFF]], name: "a JPEG image"),
        Kind(magics: [ascii("GIF87a"), ascii("GIF89a")], name: "a GIF image", binaryWithin: 7),
        Kind(magics: [[0x49, 0x49, 0x2A, 0x00], [0x4D, 0x4D, 0x00, 0x2A]], name: "a TIFF image"),
        Kind(magics: [ascii("%PDF-")], name: "a PDF document"),
        Kind(magics: [[0xFE, 0xED, 0xFA, 0xCE], [0xFE, 0xED, 0xFA, 0xCF], [0xCE, 0xFA, 0xED, 0xFE], [0xCF, 0xFA, 0xED, 0xFE]],
             name: "a Mach-O executable or library"),
        Kind(magics: [[0xCA, 0xFE, 0xBA, 0xBE]], name: "a Mach-O universal binary (or a Java class file)"),
        Kind(magics: [[0x7F, 0x45, 0x4C, 0x46]], name: "an ELF executable or library"),
        Kind(magics: [ascii("MZ")], name: "a Windows executable", binaryWithin: 6),
        Kind(magics: [[0x00, 0x61, 0x73, 0x6D]], name: "a WebAssembly module"),
        Kind(magics: [ascii("SQLite format 3") + [0]], name: "an SQLite database"),
        Kind(magics: [ascii("BOMStore")], name: "an Apple BOM store (as a compiled asset catalogue, Assets.car, is)", binaryWithin: 4),
    ]

    /// The message for `bytes` when they start as a well-known kind of file that is not a
    /// property list (`this is a PNG image, not a property list`), else `nil`.
    static func message(for bytes: UnsafeRawBufferPointer) -> String? {
        let b = bytes.bindMemory(to: UInt8.self)
        for kind in kinds {
            guard let magic = kind.magics.first(where: { b.starts(with: $0) }) else { continue }
            if kind.binaryWithin > 0 {
                let following = b.dropFirst(magic.count).prefix(kind.binaryWithin)
                guard following.contains(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) else { continue }
            }
            var message = "this is \(kind.name), not a property list"
            if let advice = kind.advice { message += "; \(advice)" }
            return message
        }
        return nil
    }
}
