import Foundation
import Testing
@testable import PlistLint
import PlistKit

/// A root dictionary checked against a model: the reader keeps only the entries of declared
/// keys and the other keys' names and places (``Validator/rootDictionaryKeeps``), so that a
/// file of 500 000 unknown keys is checked without holding their values (issue 15, d7). The
/// findings are the whole tree's, in the same order and words.
@Suite struct OmittedRootKeysLintTests {
    static let model = #"{"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}, "options": {"type": "array", "items": {"type": "integer"}}, "sub": {"type": "object", "properties": {"q": {"type": "integer"}}, "additionalProperties": false}}}"#
    static let modifiers = #"{"type": "object", "required": ["name"], "x-plist-additional-keys": "suggest", "x-plist-key-modifiers": ["~ipad", "~iphone"], "properties": {"Orientations": {"type": "array"}, "name": {"type": "string"}}}"#
    static let closed = #"{"type": "object", "properties": {"a": {"type": "string"}, "b": {"type": "integer"}}, "additionalProperties": false}"#

    @Test(arguments: [
        // Unknown keys around declared ones, a misspelling of a missing key, a repeated
        // unknown key, an unknown key holding a tree.
        (model, #"{"zz1": 1, "optoins": [1], "zz2": {"a": [1, {"b": 2}]}, "nmae": "x", "zz1": 2, "sub": {"q": "w", "r": 1}}"#),
        (model, #"{"name": "n", "extra": true, "options": [1, "x"]}"#),
        (model, #"{"name": "n", "options": [1]}"#),
        (model, #"{}"#),
        (closed, #"{"c": 1, "a": 2, "bb": 3, "b": 4, "d": {}}"#),
        // A keyed archiver's UID in XML only when it is the dictionary's one entry.
        (model, #"{"CF$UID": 5, "other": "x"}"#),
        // A near-miss of a key that is present, though its entry was not kept.
        (modifiers, #"{"name": "n", "Orientations~ipad": [], "Orientations~ipda": []}"#),
    ])
    func findingsAreTheWholeTrees(_ schemaText: String, _ json: String) throws {
        for format in ["json", "plist"] {
            let comparison = try SchemaLintComparison(schema: schemaText, json: json, format: format)
            let expected = comparison.whole.flatMap { d in ([d] + d.related).map { $0.description.components(separatedBy: "\n")[0] } }
            // The same lines; plist-lint prints the reader's findings first, then those of
            // streamed elements, then the rest, each group in document order.
            #expect(comparison.linted.sorted() == expected.sorted(), "\(format): \(comparison.run.stderr)")
            #expect(comparison.run.status == (comparison.whole.contains { $0.severity == .error } ? 1 : 0))
        }
    }

    @Test func theKeysAreReportedInTheirWords() throws {
        let folder = try TempLintDirectory.make(["a.schema.json": Self.model,
                                                 "a.json": #"{"zz1": 1, "optoins": [1], "name": "x", "zz1": 2}"#])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = LintRun.run(["--schema", folder.appendingPathComponent("a.schema.json").path], files: ["a.json"], in: folder)
        #expect(run.status == 0)
        #expect(run.stderr.split(separator: "\n").filter { $0.hasPrefix("a.json:") } == [
            #"a.json:1:41: warning: [duplicate-key] duplicate key "zz1" (first defined at 1:2); the later value wins"#,
            #"a.json:1:2: note: first definition of "zz1""#,
            #"a.json:1:2: warning: [unknown-key] unknown key "zz1" at (root)"#,
            #"a.json:1:12: warning: [unknown-key] unknown key "optoins" at (root), did you mean "options"?"#,
        ])
    }

    @Test func whichRootsOmit() throws {
        func omits(_ schemaText: String) throws -> Bool {
            let schema = try Schema(jsonSchema: try PlistReader().read(Data(schemaText.utf8)).root)
            return Validator(schema: schema).rootDictionaryKeeps != nil
        }
        #expect(try omits(Self.model))
        #expect(try omits(Self.closed))
        // Constraints of the root's own, a map, an array: every entry is kept.
        #expect(try !omits(#"{"type": "object", "minProperties": 2, "properties": {"a": {"type": "string"}}}"#))
        #expect(try !omits(#"{"type": "object", "additionalProperties": {"type": "integer"}}"#))
        #expect(try !omits(#"{"type": "array", "items": {"type": "integer"}}"#))
    }
}
