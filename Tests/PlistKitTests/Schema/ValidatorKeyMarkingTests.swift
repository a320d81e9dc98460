import Foundation
import Testing
@testable import PlistKit

/// A streamed element is validated once (``Validator/validateMarkingKeys(_:file:element:)``): its
/// full findings, and marked among them the key findings a keys-only walk reports. Both lists
/// must be those of the two walks the streamed decode used to make.
@Suite struct ValidatorKeyMarkingTests {
    struct Inner: Decodable { var title: String; var count: Int }
    struct Outer: Decodable {
        var name: String
        var level: UInt8
        var tags: [Int]
        var inner: Inner
        var items: [Inner]
        var note: String?
    }

    static func element(_ xml: String) throws -> PlistNode {
        try PlistReader().read(Data("<plist version=\"1.0\">\(xml)</plist>".utf8), file: "e.plist").root
    }

    /// Mistyped scalars (full list only), unknown, misspelt, missing and null keys (both lists).
    static let mixed = """
        <dict>
          <key>name</key><integer>1</integer>
          <key>level</key><integer>300</integer>
          <key>tags</key><array><integer>1</integer><string>two</string></array>
          <key>inner</key><dict><key>titel</key><string>t</string><key>count</key><string>x</string></dict>
          <key>items</key><array><dict><key>title</key><string/><key>count</key><true/><key>extra</key><true/></dict></array>
          <key>note</key><string>n</string>
          <key>colour</key><string>red</string>
        </dict>
        """

    @Test func oneWalkGivesBothListsOfTheTwoWalks() throws {
        let node = try Self.element(Self.mixed)
        let validator = Validator(schema: Schema(of: Outer.self))
        let marked = validator.validateMarkingKeys(node, file: "e.plist")
        #expect(marked.all == validator.validate(node, file: "e.plist"))
        #expect(marked.keys == validator.validateTree(of: PlistDocument(root: node, format: .xml, file: "e.plist"), keysOnly: true))
        #expect(marked.keys.map(\.description) == [
            "e.plist:5:25: error: [unknown-key] unknown key \"titel\" at inner, did you mean \"title\"?",
            "e.plist:6:80: warning: [unknown-key] unknown key \"extra\" at items[0]",
            "e.plist:8:3: warning: [unknown-key] unknown key \"colour\" at (root)",
        ])
        #expect(marked.all.count == 8)
    }

    /// Past the cap of 1 000 findings the full list counts the rest; the key findings after
    /// them are still kept in the key list, as a keys-only walk keeps them.
    @Test func keyFindingsPastTheFullListsCapAreKept() throws {
        struct Many: Decodable { var values: [Int]; var id: Int }
        let strings = String(repeating: "<string>s</string>", count: 1200)
        let node = try Self.element("<dict><key>values</key><array>\(strings)</array><key>ID</key><integer>1</integer></dict>")
        let validator = Validator(schema: Schema(of: Many.self))
        let marked = validator.validateMarkingKeys(node, file: "m.plist")
        #expect(marked.all == validator.validate(node, file: "m.plist"))
        #expect(marked.keys == validator.validateTree(of: PlistDocument(root: node, format: .xml, file: "m.plist"), keysOnly: true))
        #expect(marked.all.last?.message == "201 more findings not shown (limit 1000 of each severity)")
        #expect(marked.keys.map(\.message) == ["unknown key \"ID\" at (root), did you mean \"id\"?"])
    }

    /// A scalar of a JSON Schema (whose `type` is a constraint) is checked by a keys-only walk
    /// too: its findings are key findings.
    @Test func aJSONSchemaScalarsFindingsAreKeyFindings() throws {
        let text = #"{"type": "object", "properties": {"code": {"type": "string", "pattern": "^[A-Z]+$"}, "n": {"type": "integer"}}}"#
        let schema = try Schema(jsonSchema: try PlistReader().read(Data(text.utf8), file: "s.json").root)
        let node = try Self.element("<dict><key>code</key><string>abc</string><key>n</key><string>x</string></dict>")
        let validator = Validator(schema: schema)
        let marked = validator.validateMarkingKeys(node, file: "c.plist")
        #expect(marked.all == validator.validate(node, file: "c.plist"))
        #expect(marked.keys == validator.validateTree(of: PlistDocument(root: node, format: .xml, file: "c.plist"), keysOnly: true))
        #expect(marked.keys.map(\.rule) == ["pattern-mismatch", "type-mismatch"])
        #expect(marked.all == marked.keys)
    }
}
