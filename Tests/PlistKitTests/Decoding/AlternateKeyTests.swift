import Foundation
import Testing
import PlistKit

/// Issue #16: a property's own key and its alternate keys are resolved by one rule
/// (`PropertyKeys`) that the decoder, the Validator and the encoder share.
@Suite struct AlternateKeyTests {
    struct Item: Codable, Equatable, PlistMappable {
        var id: Int
        var name: String
        static let plistMapping = PlistMapping(alternateKeys: ["id": ["ID", "identifier"]])
    }

    static func xml(_ key: String) -> Data {
        Data("""
            <plist version="1.0"><dict>
            <key>\(key)</key><integer>7</integer>
            <key>name</key><string>n</string>
            </dict></plist>
            """.utf8)
    }

    @Test(arguments: ["id", "ID", "identifier"])
    func everyAcceptedKeyDecodesWithoutFindings(key: String) throws {
        let r = try PlistDecoder().decodeWithDiagnostics(Item.self, from: Self.xml(key), file: "i.plist")
        #expect(r.value == Item(id: 7, name: "n"))
        #expect(r.diagnostics.map(\.description) == [])
        #expect(try Validator(schema: Schema(of: Item.self)).validate(PlistReader().read(Self.xml(key), file: "i.plist"))
            .map(\.description) == [])
    }

    @Test func aMisspellingIsReportedOncePairedWithTheOwnKey() {
        #expect(headlines { _ = try PlistDecoder().decode(Item.self, from: Self.xml("idd"), file: "i.plist") } == [
            #"i.plist:2:1: error: [unknown-key] unknown key "idd" at (root), did you mean "id"?"#,
            #"i.plist:1:22: note: [missing-key] missing required key "id" in (root) (Item.id: Int), probably misspelled as "idd" on line 2"#,
        ])
    }

    @Test func theOwnKeyWinsThenTheAlternatesInOrder() throws {
        let both = Data("""
            <plist version="1.0"><dict><key>identifier</key><integer>3</integer><key>ID</key><integer>2</integer>\
            <key>id</key><integer>1</integer><key>name</key><string>n</string></dict></plist>
            """.utf8)
        #expect(try PlistDecoder().decode(Item.self, from: both).id == 1)
        let alternates = Data("""
            <plist version="1.0"><dict><key>identifier</key><integer>3</integer><key>ID</key><integer>2</integer>\
            <key>name</key><string>n</string></dict></plist>
            """.utf8)
        #expect(try PlistDecoder().decode(Item.self, from: alternates).id == 2)
    }

    @Test func theEncoderWritesTheOwnKeyAndTheExportNamesTheAlternates() throws {
        #expect(try PlistEncoder().encodeTree(Item(id: 1, name: "n")).dictionaryValue?.keys == ["id", "name"])
        guard case .object(let object) = Schema(of: Item.self).shape, let property = object.properties.first else {
            Issue.record("Item is not probed as an object")
            return
        }
        #expect(property.key == "id")
        #expect(property.alternateKeys == ["ID", "identifier"])
    }
}
