import Foundation
import Testing
@testable import PlistKit

/// Issue 18's conformance list: where PlistKit and Apple's parser (CoreFoundation, and
/// swift-foundation's, libplist's, go-plist's tests) differed. Each test states the behaviour
/// chosen and why; inputs are written here from those projects' facts.
@Suite struct ReaderConformanceTests {
    static func xml(_ body: String) -> Data {
        Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\(body)</plist>".utf8)
    }

    static func error(_ data: Data) -> PlistReadError? {
        do { _ = try PlistReader().read(data, file: "t.plist"); return nil } catch { return error as? PlistReadError }
    }

    // 1. Leading whitespace in <integer> and <real>: Apple reads it (swift-foundation's
    // test_xmlIntegerWhitespace: ` +\t42` is 42, `\t-   99` is -99; Linux plutil reads
    // `<real>  -3.14</real>`). Trailing whitespace still fails there and here.
    @Test func gap1LeadingWhitespaceInNumbers() throws {
        let document = try PlistReader().read(Self.xml(
            "<array><integer> +\t42</integer><integer>\t-   99</integer><integer> -\t0xFACE</integer><integer>\n7</integer><real>  -3.14</real></array>"))
        #expect(document.root.value == .array([PlistNode(.integer(42)), PlistNode(.integer(-99)), PlistNode(.integer(-0xFACE)),
                                               PlistNode(.integer(7)), PlistNode(.real(-3.14))]))
        #expect(Self.error(Self.xml("<integer>42 </integer>"))?.description
                == "t.plist:2:22: error: [invalid-integer] invalid integer \"42 \": unexpected character ' ' (space)")
        #expect(Self.error(Self.xml("<real>3.14 </real>"))?.description == "t.plist:2:22: error: [invalid-real] invalid real \"3.14 \"")
        #expect(Self.error(Self.xml("<real>- 3.14</real>"))?.description == "t.plist:2:22: error: [invalid-real] invalid real \"- 3.14\"")
    }

    // 2. A one-entry <dict><key>CF$UID</key><integer>N</integer></dict> is a UID, as Apple's XML
    // parser, swift-foundation, libplist and go-plist read it (and Linux plutil prints an
    // _NSKeyedArchiverUID): the XML document and its binary twin give one tree.
    @Test func gap2KeyedArchiverUIDInXML() throws {
        let xml = try PlistReader().read(Self.xml("<array><dict><key>CF$UID</key><integer>7</integer></dict></array>"))
        let binary = try PlistReader().read(try BinaryPlistWriter().write(.array([PlistNode(.uid(7))])))
        #expect(xml.root.value == .array([PlistNode(.uid(7))]))
        #expect(xml.root.value == binary.root.value)
        // Two entries, a non-integer or a value beyond 32 bits stay a dictionary.
        let other = try PlistReader().read(Self.xml("<array><dict><key>CF$UID</key><integer>4294967296</integer></dict><dict><key>CF$UID</key><string>7</string></dict></array>"))
        #expect(other.root.value.arrayValue?.allSatisfy { $0.value.dictionaryValue != nil } == true)
    }

    // 3. Year 0000: Apple's encoder writes it (for dates before year 1) and reads it back.
    @Test func gap3YearZero() throws {
        let document = try PlistReader().read(Self.xml("<date>0000-01-02T00:00:00Z</date>"))
        #expect(document.root.value == .date(Date(timeIntervalSince1970: -62_167_132_800)))
    }

    // 4. Files Apple's parser rejects pass here with a warning saying so (an error under
    // plist-lint --strict): a comment inside <string>/<key> (CF: "Encountered improper CDATA
    // opening", Linux plutil -lint agrees) and UTF-16 XML without a byte-order mark.
    @Test func gap4WarningsForWhatAppleRejects() throws {
        let document = try PlistReader().read(Self.xml("<dict><key>k<!-- x --></key><string>a<!-- c -->b</string></dict>"), file: "t.plist")
        #expect(document.root.value == .dictionary(PlistDictionary(entries: [.init(key: "k", value: PlistNode(.string("ab")))])))
        #expect(document.diagnostics.map(\.description) == [
            "t.plist:2:34: warning: [comment-in-text] comment inside <key>: Apple's parser rejects the file (\"Encountered improper CDATA opening\")",
            "t.plist:2:59: warning: [comment-in-text] comment inside <string>: Apple's parser rejects the file (\"Encountered improper CDATA opening\")",
        ])
        // Elsewhere a comment is fine.
        #expect(try PlistReader().read(Self.xml("<!-- a --><dict><!-- b --><key>k</key><string>v</string></dict>")).diagnostics.isEmpty)
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?><plist version=\"1.0\"><true/></plist>"
        let noMark = try PlistReader().read(text.data(using: .utf16LittleEndian)!, file: "u.plist")
        #expect(noMark.root.value == .bool(true))
        #expect(noMark.diagnostics.map(\.description) == [
            "u.plist:1:1: warning: [utf16-without-bom] UTF-16 XML without a byte-order mark: Apple's parser rejects the file; save it as UTF-8 or with a BOM",
        ])
        let withMark = try PlistReader().read(Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!)
        #expect(withMark.diagnostics.isEmpty)
    }

    // 5a. A root element other than <plist>: Apple, swift-foundation, libplist, go-plist and
    // dd-plist read a bare value. PlistKit keeps requiring <plist> (so an arbitrary XML file is
    // never taken for a property list) and the message says what Apple would do.
    @Test func gap5BareRootValue() {
        #expect(Self.error(Data("<integer>127</integer>".utf8))?.description
                == "t.plist:1:1: error: [wrong-root] root element is <integer>, expected <plist>; Apple's parser would read this <integer> as the whole property list")
        #expect(Self.error(Data("<html></html>".utf8))?.description == "t.plist:1:1: error: [wrong-root] root element is <html>, expected <plist>")
    }

    // 5b. `bplist0?` other than bplist00: CoreFoundation checks only `bplist0`. PlistKit reads
    // only bplist00 (a later version may change the layout) and says what Apple would do.
    @Test func gap5BinaryVersion() throws {
        var bytes = [UInt8](try BinaryPlistWriter().write(.string("x")))
        bytes[7] = UInt8(ascii: "1")
        #expect(Self.error(Data(bytes))?.description
                == "t.plist: error: [invalid-binary] unsupported binary plist version \"bplist01\" (only bplist00 is read; Apple's parser reads any bplist0? header as bplist00) (at byte 0)")
    }

    // 5c. Out-of-range days: Apple rolls them over (Linux plutil reads 2024-01-32 as
    // 2024-02-01). PlistKit rejects a date that is not one and names Apple's reading.
    @Test func gap5OutOfRangeDay() {
        #expect(Self.error(Self.xml("<date>2024-01-32T00:00:00Z</date>"))?.description
                == "t.plist:2:22: error: [invalid-date] invalid <date> \"2024-01-32T00:00:00Z\": day 32 is out of range; Apple's parser rolls it over to 2024-02-01T00:00:00Z")
    }

    // 5d. UIDs wider than 32 bits: CoreFoundation's binary reader fails on a UID above
    // 4294967295 (`UINT32_MAX < bigint`). PlistKit reads UIDs up to 64 bits (the format allows
    // them; NSKeyedArchiver never writes them) with a warning that Apple rejects the file.
    @Test func gap5WideUID() throws {
        let bytes: [UInt8] = Array("bplist00".utf8) + [0x84, 0x01, 0x00, 0x00, 0x00, 0x00] + [0x08]
            + [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 1] + [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, 14]
        let document = try PlistReader().read(Data(bytes), file: "u.bplist")
        #expect(document.root.value == .uid(4_294_967_296))
        #expect(document.diagnostics.map(\.description) == ["u.bplist: warning: [wide-uid] UID 4294967296 is above 4294967295: Apple's parser rejects the file (object #0) (at byte 8)"])
    }

    // 5e. UTF-32 XML: named as such (it was "starts with byte 0x0"); PlistKit reads UTF-8 and
    // UTF-16, as Linux plutil (which rejects UTF-32 XML too).
    @Test func gap5UTF32() {
        let text = "<?xml version=\"1.0\"?><plist version=\"1.0\"><true/></plist>"
        for data in [text.data(using: .utf32LittleEndian)!, text.data(using: .utf32BigEndian)!, text.data(using: .utf32)!] {
            #expect(Self.error(data)?.description
                    == "t.plist: error: [unknown-format] the text looks UTF-32-encoded; property lists are read as UTF-8 or UTF-16 (convert it, e.g. with iconv -f UTF-32 -t UTF-8) (at byte 0)")
        }
    }

    // 5f. A key repeated in a binary dictionary: the later value wins (CFDictionarySetValue in
    // CoreFoundation's reader), at the first position, with a duplicate-key warning.
    @Test func gap5BinaryDuplicateKeyLastWins() throws {
        let bytes: [UInt8] = Array("bplist00".utf8) + [0xD2, 0x01, 0x01, 0x02, 0x03, 0x51, 0x61, 0x10, 0x01, 0x10, 0x02]
            + [0x08, 0x0D, 0x0F, 0x11]
            + [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 4] + [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, 19]
        let document = try PlistReader().read(Data(bytes))
        #expect(document.root.value == .dictionary(PlistDictionary(entries: [.init(key: "a", value: PlistNode(.integer(2)))])))
        #expect(document.diagnostics.map(\.rule) == ["duplicate-key"])
    }
}
