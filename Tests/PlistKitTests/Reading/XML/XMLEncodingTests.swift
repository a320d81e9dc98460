import Foundation
import Testing
@testable import PlistKit

/// Encodings and the XML declaration: UTF-8 ± BOM, UTF-16 LE/BE, declared encodings.
@Suite struct XMLEncodingTests {
    static let expected: PlistValue = ["名字": "九宫格 😀", "count": 12]

    @Test(arguments: ["XML/utf16le-bom.plist", "XML/utf16be-bom.plist", "XML/utf16le-nobom.plist"])
    func utf16Reads(path: String) throws {
        let doc = try XMLTest.read(path)
        #expect(doc.root.value == Self.expected)
        let entries = try #require(doc.root.value.dictionaryValue?.entries)
        // Lines and columns are in characters; offsets are byte offsets in the UTF-16 file.
        let bom = path.contains("nobom") ? 0 : 2
        #expect(entries[0].keyLocation == SourceLocation(line: 5, column: 2, offset: bom + 2 * 173))
        #expect(entries[1].value.location == SourceLocation(line: 8, column: 2, offset: bom + 2 * 231))
    }

    @Test func utf8WithBOMReads() throws {
        var bytes = Data([0xEF, 0xBB, 0xBF])
        bytes.append(Data(XMLTest.wrap("<string>x</string>").utf8))
        let doc = try PlistReader().read(bytes)
        #expect(doc.root.value == "x")
        #expect(doc.root.location == SourceLocation(line: 2, column: 1, offset: 25))
    }

    static let rejected: [(String, String)] = [
        ("XML/utf7.plist",
         "utf7.plist:1:31: error: [unsupported-encoding] declared encoding \"UTF-7\" is not supported (UTF-8 or UTF-16 only)"),
        ("XML/utf16-declares-utf8.plist",
         "utf16-declares-utf8.plist:1:31: error: [unsupported-encoding] declared encoding \"UTF-8\" does not match the file, which is UTF-16"),
        ("XML/utf8-declares-utf16.plist",
         "utf8-declares-utf16.plist:1:31: error: [unsupported-encoding] declared encoding \"UTF-16\" does not match the file, which is not UTF-16"),
        ("XML/mangled-declaration.plist",
         "mangled-declaration.plist:1:1: error: [syntax] malformed XML declaration \"<?XmlRss/ target=_blank class=infotextkey>Xml version=\\\"1.0\\\" \"…; expected <?xml version=\"1.0\" encoding=\"UTF-8\"?>"),
    ]

    @Test(arguments: rejected)
    func rejectedBeforeLibXML2Decodes(path: String, expected: String) {
        #expect(XMLTest.error(path)?.description == expected)
    }

    @Test(arguments: ["ISO-8859-1", "US-ASCII", "Shift_JIS", "UTF-32", "EBCDIC"])
    func otherDeclaredEncodingsAreRejected(name: String) {
        let xml = "<?xml version=\"1.0\" encoding='\(name)'?>\n<plist><string>x</string></plist>"
        #expect(XMLTest.error(xml: xml)?.message == "declared encoding \"\(name)\" is not supported (UTF-8 or UTF-16 only)")
    }

    @Test(arguments: ["UTF-8", "utf-8", "UTF8"])
    func utf8SpellingsAreAccepted(name: String) throws {
        let xml = "<?xml version=\"1.0\" encoding=\"\(name)\" standalone=\"yes\"?>\n<plist><true/></plist>"
        #expect(try XMLTest.read(xml: xml).root.value == true)
    }

    @Test(arguments: ["UTF16", "utf-16", "UTF-16LE"])
    func utf16SpellingsAreAccepted(name: String) throws {
        let xml = "<?xml version=\"1.0\" encoding=\"\(name)\"?>\n<plist><string>é</string></plist>"
        var bytes: [UInt8] = [0xFF, 0xFE]
        for u in xml.utf16 { bytes.append(UInt8(u & 0xFF)); bytes.append(UInt8(u >> 8)) }
        let doc = try PlistReader().read(Data(bytes))
        #expect(doc.root.value == "é")
        #expect(doc.root.location == SourceLocation(line: 2, column: 8, offset: 2 + 2 * (xml.utf16.count - 26)))
    }

    @Test func unpairedSurrogateInUTF16IsAnError() {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for u in Array("<plist><string>".utf16) + [0xD800] + Array("</string></plist>".utf16) {
            bytes.append(UInt8(u & 0xFF)); bytes.append(UInt8(u >> 8))
        }
        let error = XMLTest.errorFor(bytes)
        #expect(error?.message == "invalid UTF-16: unpaired surrogate 0xD800")
        #expect(error?.kind == .invalidEncoding)
        #expect(error?.location == SourceLocation(line: 1, column: 0, offset: 32))
    }

    @Test func invalidUTF8IsOneLine() {
        let bytes = Array("<plist>\n<string>a".utf8) + [0xC3, 0x28] + Array("</string>\n</plist>".utf8)
        let error = XMLTest.errorFor(bytes)
        #expect(error?.message == "invalid UTF-8 byte sequence (bytes 0xC3 0x28 0x3C 0x2F)")
        #expect(error?.kind == .invalidEncoding)
        #expect(error?.location == SourceLocation(line: 2, column: 10, offset: -1))
    }
}

extension XMLTest {
    /// The error reading raw bytes (no file name), or `nil`.
    static func errorFor(_ bytes: [UInt8]) -> PlistReadError? {
        do {
            _ = try PlistReader().read(Data(bytes))
            return nil
        } catch {
            return error as? PlistReadError
        }
    }
}
