import Foundation
import Testing
@testable import PlistKit
import PlistTestSupport

/// One document, `{"a": 1, "a": 2}`, written in every format: each reader reports the repeated
/// key in the same words (`FindingList.recordDuplicateKey`), keeps the first position and takes
/// the later value; only the locations differ, as the formats do.
@Suite struct DuplicateKeyWordingTests {
    static let xml = """
        <plist version="1.0"><dict>
        <key>a</key><integer>1</integer>
        <key>a</key><integer>2</integer>
        </dict></plist>
        """
    static let json = "{\"a\": 1,\n\"a\": 2}"
    static let openStep = "{ a = 1;\na = 2; }"
    /// The binary twin: a dictionary of two entries whose keys are two equal ASCII strings.
    static let binary = Data(BPlist.make([[0xD2, 1, 2, 3, 4], [0x51, 0x61], [0x51, 0x61], [0x10, 1], [0x10, 2]]))

    static func findings(_ data: Data, _ options: PlistReader.Options = PlistReader.Options()) throws -> (PlistValue, [String]) {
        let document = try PlistReader(options: options).read(data)
        return (document.root.value, document.diagnostics.map { "\($0.message) @\($0.location.map(\.description) ?? "?") path=\($0.keyPath ?? "nil") note=\($0.related.map(\.message))" })
    }

    @Test func everyFormatWordsItTheSame() throws {
        let (x, xf) = try Self.findings(Data(Self.xml.utf8))
        let (j, jf) = try Self.findings(Data(Self.json.utf8))
        let (o, of) = try Self.findings(Data(Self.openStep.utf8))
        let (b, bf) = try Self.findings(Self.binary)
        #expect(x == ["a": 2] && j == ["a": 2] && b == ["a": 2])
        #expect(o == ["a": "2"])  // every OpenStep scalar is a string
        #expect(xf == [#"duplicate key "a" (first defined at 2:1); the later value wins @3:1 path=a note=["first definition of \"a\""]"#])
        #expect(jf == [#"duplicate key "a" (first defined at 1:2); the later value wins @2:1 path=a note=["first definition of \"a\""]"#])
        #expect(of == [#"duplicate key "a" (first defined at 1:3); the later value wins @2:1 path=a note=["first definition of \"a\""]"#])
        #expect(bf == [#"duplicate key "a" (first defined at byte 13); the later value wins @byte 15 path=a note=["first definition of \"a\""]"#])
    }

    @Test func everyReaderMarksTheRepeatedEntryAndNoOther() throws {
        let withSecondKey = [
            "<plist version=\"1.0\"><dict><key>a</key><integer>1</integer><key>b</key><integer>3</integer><key>a</key><integer>2</integer></dict></plist>",
            "{\"a\": 1, \"b\": 3, \"a\": 2}", "{ a = 1; b = 3; a = 2; }", "\"a\"; \"b\" = \"3\"; \"a\";",
        ].map { Data($0.utf8) } + [Data(BPlist.make([[0xD3, 1, 2, 1, 3, 4, 5], [0x51, 0x61], [0x51, 0x62], [0x10, 1], [0x10, 3], [0x10, 2]]))]
        for data in withSecondKey {
            let entries = try #require(try PlistReader().read(data).root.value.dictionaryValue?.entries)
            #expect(entries.map(\.key) == ["a", "b"])
            #expect(entries.map(\.isRepeated) == [true, false])
        }
        #expect(PlistDictionary(entries: [.init(key: "a", value: PlistNode(1)), .init(key: "a", value: PlistNode(2))]).entries[0].isRepeated == false)
    }

    @Test func underTheErrorPolicyEveryFormatFailsInTheSameWords() throws {
        var options = PlistReader.Options()
        options.duplicateKeys = .error
        var messages: [String] = []
        for data in [Data(Self.xml.utf8), Data(Self.json.utf8), Data(Self.openStep.utf8), Self.binary] {
            let error = try #require(throws: PlistReadError.self) { try PlistReader(options: options).read(data) }
            #expect(error.kind == .duplicateKey)
            #expect(error.related.map(\.message) == [#"first definition of "a""#])
            messages.append(error.message)
        }
        #expect(messages == [#"duplicate key "a" (first defined at 2:1)"#, #"duplicate key "a" (first defined at 1:2)"#,
                             #"duplicate key "a" (first defined at 1:3)"#, #"duplicate key "a" (first defined at byte 13)"#])
    }
}
