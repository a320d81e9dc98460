import Foundation
import Testing
@testable import PlistLint
import PlistKit

/// A root array checked against a schema whose root is a plain array is read element by
/// element (`FileLinter` with ``ElementValidation``): the same findings as the whole tree gives
/// (an editor's check, ``DocumentLinter``, reads the whole tree), capped together at 1 000.
@Suite struct StreamedSchemaLintTests {
    static let schema = #"{"type": "array", "items": {"type": "object", "properties": {"n": {"type": "integer"}, "name": {"type": "string"}}, "required": ["n"], "additionalProperties": false}}"#

    static func records(_ count: Int, bad: (Int) -> Bool) -> String {
        "[\n" + (0..<count).map { i in bad(i) ? #"  {"nmae": "r\#(i)"}"# : #"  {"n": \#(i)}"# }.joined(separator: ",\n") + "\n]\n"
    }

    @Test(arguments: ["json", "plist"])
    func elementFindingsAreThoseOfTheWholeTree(_ format: String) throws {
        var text = Self.records(6, bad: { $0 % 2 == 1 })
        if format == "plist" {
            text = String(decoding: try XMLPlistWriter().write(try PlistReader().read(Data(text.utf8)).root), as: UTF8.self)
        }
        let folder = try TempLintDirectory.make(["a.schema.json": Self.schema, "a.\(format)": text])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = LintRun.run(["--schema", folder.appendingPathComponent("a.schema.json").path], files: ["a.\(format)"], in: folder)
        let schema = try Schema(jsonSchema: try PlistReader().read(Data(Self.schema.utf8)).root)
        let whole = Validator(schema: schema).validate(try PlistReader().read(Data(text.utf8)).root, file: "a.\(format)")
        #expect(run.status == 1)
        let streamed = run.stderr.split(separator: "\n").filter { $0.hasPrefix("a.\(format):") }.map(String.init)
        #expect(streamed == whole.map { $0.description.components(separatedBy: "\n")[0] })
        #expect(streamed.count == 6)
        #expect(streamed.first?.hasSuffix(": error: [missing-key] missing required key \"n\" in [1]") == true)
    }

    /// Arrays below the root: streamed where the schema allows it (a dictionary of arrays, a
    /// model's array property, arrays of arrays), held whole where it does not (the array's
    /// own `minItems`, a constraint of a container above it); the findings are the whole
    /// tree's either way.
    @Test(arguments: [
        (#"{"type": "object", "additionalProperties": {"type": "array", "items": {"type": "integer"}}}"#,
         #"{"a": [1, "x", 2], "b": ["y"], "c": 3}"#),
        (#"{"type": "object", "properties": {"items": {"type": "array", "items": \#(Self.schemaRecord)}, "name": {"type": "string"}}, "required": ["name"]}"#,
         #"{"items": [{"n": 1}, {"nmae": "x"}, 4], "nmae": "q"}"#),
        (#"{"type": "object", "properties": {"list": {"type": "array", "minItems": 5, "items": {"type": "integer"}}}}"#,
         #"{"list": [1, "x"]}"#),
        (#"{"type": "array", "items": {"type": "array", "items": {"type": "integer"}}}"#,
         #"[[1, "a"], ["b", [2]], 7]"#),
        (#"{"type": "object", "minProperties": 3, "properties": {"l": {"type": "array", "items": {"type": "integer"}}}}"#,
         #"{"l": [1, "x"]}"#),
    ])
    func nestedArraysGiveTheWholeTreesFindings(_ schemaText: String, _ json: String) throws {
        for format in ["json", "plist"] {
            let comparison = try SchemaLintComparison(schema: schemaText, json: json, format: format)
            // Each finding's first line (related notes follow it on lines of their own).
            let streamed = comparison.linted.filter { !$0.contains(": note: ") }
            #expect(!comparison.whole.isEmpty)
            #expect(streamed == comparison.whole.map { $0.description.components(separatedBy: "\n")[0] }, "\(format): \(comparison.run.stderr)")
        }
    }

    static let schemaRecord = #"{"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"], "additionalProperties": false}"#

    /// Which arrays stream: decided from the schema and the array's key path alone.
    @Test func whichArraysStream() throws {
        func streams(_ schemaText: String, _ path: PlistPath) throws -> Bool {
            let schema = try Schema(jsonSchema: try PlistReader().read(Data(schemaText.utf8)).root)
            return Validator(schema: schema).elementValidation(file: nil).streams(arrayAt: path)
        }
        let map = #"{"type": "object", "additionalProperties": {"type": "array", "items": {"type": "integer"}}}"#
        #expect(try streams(map, PlistPath([.key("any")])))
        #expect(try !streams(map, PlistPath()))
        let model = #"{"type": "object", "properties": {"l": {"type": "array", "items": {"type": "integer"}}, "u": {"type": "array", "uniqueItems": true, "items": {"type": "integer"}}}}"#
        #expect(try streams(model, PlistPath([.key("l")])))
        #expect(try !streams(model, PlistPath([.key("u")])))
        #expect(try !streams(model, PlistPath([.key("other")])))
        #expect(try !streams(model, PlistPath([.key("L")])))
        let nested = #"{"type": "array", "items": {"type": "array", "items": {"type": "integer"}}}"#
        #expect(try streams(nested, PlistPath()))
        #expect(try streams(nested, PlistPath([.index(3)])))
        #expect(try !streams(nested, PlistPath([.index(3), .index(0)])))
    }

    /// A key written twice holding an array: both arrays' elements are checked (the first
    /// array is in the file too), where the whole tree keeps the last value only.
    @Test func aRepeatedKeysArraysAreBothChecked() throws {
        let schemaText = #"{"type": "object", "additionalProperties": {"type": "array", "items": {"type": "integer"}}}"#
        let folder = try TempLintDirectory.make(["a.schema.json": schemaText, "a.json": #"{"l": ["x"], "l": [1]}"#])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = LintRun.run(["--schema", folder.appendingPathComponent("a.schema.json").path], files: ["a.json"], in: folder)
        let lines = run.stderr.split(separator: "\n").filter { $0.hasPrefix("a.json:") }.map(String.init)
        #expect(lines == [
            #"a.json:1:14: warning: [duplicate-key] duplicate key "l" (first defined at 1:2); the later value wins"#,
            #"a.json:1:2: note: first definition of "l""#,
            #"a.json:1:8: error: [type-mismatch] l[0]: expected integer, found string "x""#,
        ])
    }

    @Test func findingsOfAllElementsShareOneCap() throws {
        let folder = try TempLintDirectory.make(["a.schema.json": Self.schema, "a.json": Self.records(1500, bad: { _ in true })])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = LintRun.run(["--schema", folder.appendingPathComponent("a.schema.json").path, "--output-format", "json"],
                              files: ["a.json"], in: folder)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let files = try #require(report["files"] as? [[String: Any]])
        let diagnostics = try #require(files.first?["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1001)
        #expect(diagnostics.last?["message"] as? String == "2000 more findings not shown (limit 1000 of each severity)")
        #expect(diagnostics.first?["keyPath"] as? String == "[0].n")
        #expect(diagnostics[999]["keyPath"] as? String == "[499].nmae")
    }
}
