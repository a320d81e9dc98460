import Foundation
import Testing
import PlistKit

/// Files that fit no format: a well-known kind of file is named (`this is a ZIP archive, not
/// a property list`), and text whose first character starts no format says what each format
/// starts with. Before, a ZIP got OpenStep's `expected "=" or ";" after the key "PK"`, a PNG
/// OpenStep's "invalid UTF-8", a PDF `expected a value, found "%"`.
@Suite struct ForeignFileTests {
    static func error(_ bytes: [UInt8]) -> String? {
        do {
            _ = try PlistReader().read(Data(bytes), file: "f.plist")
            return nil
        } catch {
            return "\(error)"
        }
    }

    static let rows: [(String, [UInt8], String)] = [
        ("ZIP (also .ipa, .xlsx)", [0x50, 0x4B, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00],
         "this is a ZIP archive (as .zip, .ipa, .xlsx, .docx and .jar files are), not a property list; unzip it first"),
        ("empty ZIP", [0x50, 0x4B, 0x05, 0x06] + [UInt8](repeating: 0, count: 18),
         "this is a ZIP archive (as .zip, .ipa, .xlsx, .docx and .jar files are), not a property list; unzip it first"),
        ("gzip", [0x1F, 0x8B, 0x08, 0x00], "this is gzip-compressed data, not a property list; decompress it first (gunzip)"),
        ("bzip2", Array("BZh91AY&SY".utf8) + [0x12, 0x34], "this is bzip2-compressed data, not a property list; decompress it first (bunzip2)"),
        ("xz", [0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00, 0x00, 0x04], "this is xz-compressed data, not a property list; decompress it first (unxz)"),
        ("PNG", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D], "this is a PNG image, not a property list"),
        ("JPEG", [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10], "this is a JPEG image, not a property list"),
        ("GIF", Array("GIF89a".utf8) + [0x10, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00], "this is a GIF image, not a property list"),
        ("PDF", Array("%PDF-1.4\n%\u{E2}".utf8), "this is a PDF document, not a property list"),
        ("Mach-O 64-bit", [0xCF, 0xFA, 0xED, 0xFE, 0x0C, 0x00, 0x00, 0x01], "this is a Mach-O executable or library, not a property list"),
        ("Mach-O universal", [0xCA, 0xFE, 0xBA, 0xBE, 0x00, 0x00, 0x00, 0x02],
         "this is a Mach-O universal binary (or a Java class file), not a property list"),
        ("ELF", [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01], "this is an ELF executable or library, not a property list"),
        ("SQLite", Array("SQLite format 3".utf8) + [0, 0x10, 0x00], "this is an SQLite database, not a property list"),
        ("ar (static library)", Array("!<arch>\n".utf8), "this is an ar archive (a static library), not a property list"),
        ("Assets.car", Array("BOMStore".utf8) + [0, 0, 0, 1], "this is an Apple BOM store (as a compiled asset catalogue, Assets.car, is), not a property list"),
    ]

    @Test(arguments: rows)
    func namesTheKindOfFile(_ row: (String, [UInt8], String)) {
        #expect(Self.error(row.1) == "f.plist: error: [unknown-format] \(row.2) (at byte 0)", "\(row.0)")
        #expect(PlistFormat.detected(in: Data(row.1)) == nil, "\(row.0)")
    }

    /// A UTF-32 byte-order mark: the text is named UTF-32.
    @Test func utf32ByteOrderMark() {
        let message = "f.plist: error: [unknown-format] the text looks UTF-32-encoded; property lists are read as UTF-8 or UTF-16 (convert it, e.g. with iconv -f UTF-32 -t UTF-8) (at byte 0)"
        #expect(Self.error([0xFF, 0xFE, 0x00, 0x00, 0x7B, 0x00, 0x00, 0x00]) == message)
        #expect(Self.error([0x00, 0x00, 0xFE, 0xFF, 0x00, 0x00, 0x00, 0x7B]) == message)
    }

    /// A signature made of letters an OpenStep text could start with counts only when binary
    /// bytes follow it: text plists that merely start with those letters are still read.
    @Test func textThatStartsLikeASignatureIsStillRead() throws {
        let gif = try PlistReader().read(Data("GIF89a = \"an image format\";".utf8))
        #expect(gif.format == .openStep)
        #expect(try PlistReader().read(Data("MZ = x;".utf8)).root.value.dictionaryValue?.entry(forKey: "MZ") != nil)
        #expect(try PlistReader().read(Data("BOMStore;".utf8)).format == .openStep)
    }

    /// Text whose first character starts no format: the message says what each format starts
    /// with (it was OpenStep's `expected a value, found "#"`).
    @Test func firstCharacterThatStartsNoFormat() {
        let starts = "binary starts with \"bplist00\", XML with \"<\", JSON with a value, OpenStep with a string, \"{\", \"(\" or \"<\""
        #expect(Self.error(Array("#!/bin/sh\necho hi\n".utf8))
                == "f.plist: error: [unknown-format] not a property list: it starts with \"#\", which starts no format (\(starts)) (at byte 0)")
        #expect(Self.error(Array("  }".utf8))
                == "f.plist: error: [unknown-format] not a property list: it starts with \"}\", which starts no format (\(starts)) (at byte 2)")
        #expect(Self.error([0x01, 0x3C])
                == "f.plist: error: [unknown-format] not a property list: it starts with control character U+0001, which starts no format (\(starts)) (at byte 0)")
        #expect(Self.error([0x80, 0x81, 0x82])
                == "f.plist: error: [unknown-format] not a property list: it starts with byte 0x80, which starts no format (\(starts)) (at byte 0)")
        #expect(PlistFormat.detected(in: Data("%x".utf8)) == nil)
    }

    /// Whitespace only OpenStep has (CoreFoundation's U+000B, U+000C, U+2028, U+2029) still
    /// starts an OpenStep text.
    @Test func openStepWhitespaceStartsOpenStep() throws {
        for text in ["\u{C}{ a = b; }", "\u{B}( a )", "\u{2028}\"k\" = \"v\";"] {
            #expect(try PlistReader().read(Data(text.utf8)).format == .openStep, "\(text)")
        }
        let utf16 = [0xFF, 0xFE] + Array("\u{2029}( a )".data(using: .utf16LittleEndian)!)
        #expect(try PlistReader().read(Data(utf16)).format == .openStep)
    }
}
