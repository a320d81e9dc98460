import Foundation
import Testing
@testable import PlistKit

/// A printed key path is bounded: a deep path of long keys (issue 15's hostile run: 500
/// levels of 16 KB keys made 43 KB message lines, each key cut at 80 characters but not the
/// path) keeps its first and last steps around a marker counting the rest.
@Suite struct KeyPathElisionTests {
    /// `["kkk…"]` as a path prints a key longer than 80 characters: 87 bytes.
    static func longKey(_ letter: Character) -> String { String(repeating: letter, count: 16000) }
    static func printed(_ letter: Character) -> String { "[\"" + String(repeating: letter, count: 80) + "…\"]" }

    @Test func aDeepPathOfLongKeysKeepsItsEndsAndCountsTheRest() {
        let letters = (0..<500).map { Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8($0 % 26))) }
        let path = PlistPath(letters.map { .key(Self.longKey($0)) })
        let expected = letters.prefix(4).map(Self.printed).joined() + "[… 492 more …]" + letters.suffix(4).map(Self.printed).joined()
        #expect(path.description == expected)
        #expect(path.description.utf8.count == 714)
    }

    @Test func shortPathsAndPlainStepsAfterTheMarkerPrintAsBefore() {
        #expect(PlistPath(["a", 1, "b"]).description == "a[1].b")
        let deep = PlistPath((0..<400).map { .key("key\($0)") })
        let text = deep.description
        #expect(text.hasPrefix("key0.key1.key2."))
        #expect(text.hasSuffix(".key398.key399"))
        #expect(text.contains("more …].key"))
        #expect(text.utf8.count <= 830)
        // Exactly the limit: printed whole.
        let whole = PlistPath((0..<128).map { _ in .key("abcdefg") })
        #expect(whole.description.utf8.count == 1023)
        #expect(!whole.description.contains("more"))
    }

    @Test func aFindingUnderADeepPathOfLongKeysHasABoundedLine() throws {
        var schema = "{\"type\": \"integer\"}"
        var data = "\"x\""
        for i in (0..<30).reversed() {
            schema = "{\"type\": \"object\", \"additionalProperties\": \(schema)}"
            data = "{\"" + String(repeating: Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(i % 26))), count: 1000) + "\": \(data)}"
        }
        let found = try SchemaHostileTests.messages(schema, data)
        #expect(found.count == 1)
        let letters = (0..<30).map { Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8($0 % 26))) }
        let path = letters.prefix(4).map(Self.printed).joined() + "[… 22 more …]" + letters.suffix(4).map(Self.printed).joined()
        #expect(found.first == "t.json:1:30151: error: [type-mismatch] \(path): expected integer, found string \"x\"")
    }
}
