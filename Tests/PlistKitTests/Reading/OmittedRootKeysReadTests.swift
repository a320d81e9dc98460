import Foundation
import Testing
@testable import PlistKit

/// ``TreeStreaming/rootDictionaryKeeps``: the XML and JSON readers keep only the root
/// dictionary's entries it accepts and record the other keys, each with its first location, in
/// ``PlistDocument/omittedRootKeys``; a key written twice among them is reported as the whole
/// read reports it.
@Suite struct OmittedRootKeysReadTests {
    static let json = """
    {"a": 1, "keep": {"x": [1, 2]}, "b": {"c": "d"},
     "a": 3}
    """

    static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>a</key><integer>1</integer>
    \t<key>keep</key><dict><key>x</key><array><integer>1</integer><integer>2</integer></array></dict>
    \t<key>b</key><dict><key>c</key><string>d</string></dict>
    \t<key>a</key><integer>3</integer>
    </dict>
    </plist>
    """

    static func read(_ text: String, keeping keeps: @escaping @Sendable (String) -> Bool) throws -> PlistDocument {
        try PlistReader().read(Data(text.utf8), file: "f", streaming: TreeStreaming(.none, rootDictionaryKeeps: keeps, sink: { _, _, _ in }))
    }

    static func keys(_ omitted: OmittedKeys?) -> [String] {
        guard let omitted else { return [] }
        return (0..<omitted.count).map { "\(omitted[$0].key)@\(omitted[$0].location.line):\(omitted[$0].location.column)" }
    }

    @Test(arguments: [(json, ["a@1:2", "b@1:33"]), (xml, ["a@4:2", "b@6:2"])])
    func keptEntriesStayAndTheOthersKeysAreRecorded(_ text: String, _ omitted: [String]) throws {
        let whole = try PlistReader().read(Data(text.utf8), file: "f")
        let document = try Self.read(text, keeping: { $0 == "keep" })
        #expect(document.root.value.dictionaryValue?.keys == ["keep"])
        #expect(document.root.value.dictionaryValue?["keep"]?.debugDescription == whole.root.value.dictionaryValue?["keep"]?.debugDescription)
        #expect(Self.keys(document.omittedRootKeys) == omitted)
        // The repeated "a" is reported as the whole read reports it.
        #expect(document.diagnostics.map(\.description) == whole.diagnostics.map(\.description))
        #expect(document.diagnostics.count == 1)
        #expect(document.diagnostics.first?.rule == "duplicate-key")
    }

    @Test func withoutThePredicateEveryEntryIsKept() throws {
        let document = try PlistReader().read(Data(Self.json.utf8), file: "f", streaming: TreeStreaming(.none, sink: { _, _, _ in }))
        #expect(document.root.value.dictionaryValue?.keys == ["a", "keep", "b"])
        #expect(document.omittedRootKeys == nil)
    }

    /// Only the root dictionary omits: nested dictionaries and a root array keep everything.
    @Test func onlyTheRootDictionaryOmits() throws {
        let nested = try Self.read(#"[{"a": 1}, {"b": {"c": 2}}]"#, keeping: { _ in false })
        #expect(nested.root.debugDescription == (try PlistReader().read(Data(#"[{"a": 1}, {"b": {"c": 2}}]"#.utf8))).root.debugDescription)
        #expect(nested.omittedRootKeys == nil)
        let inner = try Self.read(#"{"k": {"a": 1}}"#, keeping: { $0 == "k" })
        #expect(inner.root.value.dictionaryValue?["k"]?.value.dictionaryValue?.keys == ["a"])
        #expect(inner.omittedRootKeys?.count == 0)
    }

    /// A root dictionary that is a keyed archiver's UID reads as one whatever the predicate.
    @Test func aKeyedArchiverUIDRootIsKept() throws {
        let text = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>CF$UID</key><integer>7</integer></dict></plist>"#
        #expect(try Self.read(text, keeping: { _ in false }).root.value == .uid(7))
        // With another entry it is a dictionary, as the whole read has it, though that entry
        // was not kept.
        let two = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>CF$UID</key><integer>7</integer><key>b</key><string>x</string></dict></plist>"#
        let document = try Self.read(two, keeping: { _ in false })
        #expect(document.root.value.dictionaryValue?.keys == ["CF$UID"])
        #expect(Self.keys(document.omittedRootKeys) == ["b@1:103"])
    }

    /// The record holds thousands of keys across its chunks and finds each repeat.
    @Test func manyKeysAndRepeats() throws {
        var keys = OmittedKeys()
        for i in 0..<10_000 {
            #expect(keys.insert("k\(i)", at: SourceLocation(line: i + 1, column: 1, offset: i)) == nil)
        }
        #expect(keys.count == 10_000)
        #expect(keys.insert("k9000", at: SourceLocation(line: 1, column: 1, offset: 99_999)) == SourceLocation(line: 9001, column: 1, offset: 9000))
        // Exact scalars: "é" precomposed and decomposed are two keys.
        #expect(keys.insert("caf\u{E9}", at: .unknown) == nil)
        #expect(keys.insert("cafe\u{301}", at: .unknown) == nil)
        #expect(keys.count == 10_002)
        #expect(keys[4096].key == "k4096" && keys[10_001].key == "cafe\u{301}")
    }
}
