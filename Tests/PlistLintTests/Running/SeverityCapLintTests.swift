import Foundation
import Testing
import PlistKit
@testable import PlistLint

/// The caps on findings (1 000 kept per file, 100 rendered per file) never hide the error that
/// fails a file: a file missing a required key behind 1 001 unknown keys linted `OK`, exit 0.
@Suite("plist-lint: warnings never hide the error that fails a file")
struct SeverityCapLintTests {
    static let schema = "{\"type\": \"object\", \"required\": [\"name\"], \"properties\": {\"name\": {\"type\": \"string\"}, \"z\": {\"type\": \"string\"}}}"

    static func keys(_ count: Int) -> String {
        (0..<count).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
    }

    @Test("1 001 unknown keys and no required key: exit 1, the missing-key error shown")
    func missingKeyBehindAThousandWarnings() throws {
        let dir = try TempLintDirectory.make(["u.json": "{" + Self.keys(1001) + "}\n", "u.schema.json": Self.schema])
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = LintRun.run(["--schema", dir.appendingPathComponent("u.schema.json").path], files: ["u.json"], in: dir)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        let lines = run.stderr.split(separator: "\n").filter { $0.hasPrefix("u.json:") }.map(String.init)
        #expect(lines.first == "u.json:1:1: error: [missing-key] missing required key \"name\" (Root)")
        #expect(lines.suffix(2) == [
            "u.json: note: … 901 more findings in this file not shown",
            "u.json: warning: [finding-limit] 1 more finding not shown (limit 1000 of each severity)",
        ])
    }

    @Test("an error after 150 warnings is among the 100 rendered")
    func errorAfterTheRenderCap() throws {
        let dir = try TempLintDirectory.make(["r.json": "{\"name\": \"n\", " + Self.keys(150) + ", \"z\": 1}\n",
                                              "r.schema.json": Self.schema])
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = LintRun.run(["--schema", dir.appendingPathComponent("r.schema.json").path], files: ["r.json"], in: dir)
        #expect(run.status == 1)
        let lines = run.stderr.split(separator: "\n").filter { $0.hasPrefix("r.json:") }.map(String.init)
        #expect(lines.filter { $0.contains(": warning: [unknown-key]") }.count == 99)
        // Rendered in document order: the error last, after the 99 first warnings.
        #expect(lines.suffix(2).first?.hasSuffix(": error: [type-mismatch] z: expected String, found number 1") == true)
        #expect(lines.last == "r.json: note: … 51 more findings in this file not shown")
    }
}
