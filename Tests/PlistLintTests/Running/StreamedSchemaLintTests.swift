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

    @Test func findingsOfAllElementsShareOneCap() throws {
        let folder = try TempLintDirectory.make(["a.schema.json": Self.schema, "a.json": Self.records(1500, bad: { _ in true })])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = LintRun.run(["--schema", folder.appendingPathComponent("a.schema.json").path, "--output-format", "json"],
                              files: ["a.json"], in: folder)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let files = try #require(report["files"] as? [[String: Any]])
        let diagnostics = try #require(files.first?["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1001)
        #expect(diagnostics.last?["message"] as? String == "2000 more findings not shown (limit 1000)")
        #expect(diagnostics.first?["keyPath"] as? String == "[0].n")
        #expect(diagnostics[999]["keyPath"] as? String == "[499].nmae")
    }
}
