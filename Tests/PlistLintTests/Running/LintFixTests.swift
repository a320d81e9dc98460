import Foundation
import Testing
import PlistKit
@testable import PlistLint

/// `plist-lint --fix` (issue 21): the safe fixes applied in place, byte-preserving elsewhere;
/// `--dry-run` prints them as a unified diff; the JSON report and SARIF carry them as data.
@Suite struct LintFixTests {
    static let repository = Fixtures.root.deletingLastPathComponent()

    /// A temporary folder holding the misspelled fixture and its schema, as Scripts/lint-fixtures lints them.
    private func misspelledCopy() throws -> (folder: URL, original: Data) {
        let folder = try TempLintDirectory.make([:])
        let original = try Fixtures.data("Bad/questions-misspelled.plist")
        try original.write(to: folder.appendingPathComponent("questions-misspelled.plist"))
        try Fixtures.data("questions.schema.json").write(to: folder.appendingPathComponent("questions.schema.json"))
        return (folder, original)
    }

    @Test func fixRenamesTheMisspelledKeyOnlyAndTheFileThenLintsClean() throws {
        let (folder, original) = try misspelledCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let schema = ["--schema", folder.path + "/questions.schema.json"]
        let run = LintRun.run(["--fix"] + schema, files: ["questions-misspelled.plist"], in: folder)
        #expect(run == LintRun(status: 0, stdout: "questions-misspelled.plist: applied 1 fix\nquestions-misspelled.plist: OK\n", stderr: ""))
        let fixed = try Data(contentsOf: folder.appendingPathComponent("questions-misspelled.plist"))
        let expected = String(decoding: original, as: UTF8.self)
            .replacingOccurrences(of: "<key>optoins</key>", with: "<key>options</key>")
        #expect(fixed == Data(expected.utf8))
        #expect(LintRun.run(schema, files: ["questions-misspelled.plist"], in: folder).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["questions-misspelled.plist", "questions.schema.json"])
    }

    @Test func dryRunPrintsAUnifiedDiffAndWritesNothing() throws {
        let (folder, original) = try misspelledCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = LintRun.run(["--fix", "--dry-run", "--schema", folder.path + "/questions.schema.json"],
                              files: ["questions-misspelled.plist"], in: folder)
        #expect(run.status == 1)
        let lines = String(decoding: original, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let context = { (range: ClosedRange<Int>) in range.map { " " + lines[$0 - 1] + "\n" }.joined() }
        #expect(run.stdout == "--- a/questions-misspelled.plist\n+++ b/questions-misspelled.plist\n@@ -37,7 +37,7 @@\n"
                + context(37...39) + "-\t\t<key>optoins</key>\n+\t\t<key>options</key>\n" + context(41...43))
        #expect(try Data(contentsOf: folder.appendingPathComponent("questions-misspelled.plist")) == original)
        #expect(LintRun.run(["--dry-run"], files: ["questions-misspelled.plist"], in: folder).status == 64)
    }

    @Test func theJSONReportCarriesTheFixAsAByteRange() throws {
        let (folder, original) = try misspelledCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = LintRun.run(["--output-format", "json", "--schema", folder.path + "/questions.schema.json"],
                              files: ["questions-misspelled.plist"], in: folder)
        let offset = try #require(original.firstRange(of: Data("optoins".utf8))).lowerBound
        #expect(run.stdout.contains(#""fixes": [{"title": "rename \"optoins\" to \"options\"", "safe": true, "edits": [{"offset": \#(offset), "length": 7, "text": "options"}]}]"#))
    }

    @Test func sarifFixesValidateAgainstTheOfficialSchema() throws {
        let (folder, original) = try misspelledCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = LintRun.run(["--output-format", "sarif", "--schema", folder.path + "/questions.schema.json"],
                              files: ["questions-misspelled.plist"], in: folder)
        let offset = try #require(original.firstRange(of: Data("optoins".utf8))).lowerBound
        #expect(run.stdout.contains(#""fixes": [{"description": {"text": "rename \"optoins\" to \"options\""}, "artifactChanges": [{"artifactLocation": {"uri": "#))
        #expect(run.stdout.contains(#""replacements": [{"deletedRegion": {"byteOffset": \#(offset), "byteLength": 7}, "insertedContent": {"text": "options"}}]}]}]"#))
        let logURL = folder.appendingPathComponent("out.sarif")
        try Data(run.stdout.utf8).write(to: logURL)
        let schema = Self.repository.deletingLastPathComponent().appendingPathComponent("shared/sarif/sarif-schema-2.1.0.json")
        try #require(FileManager.default.fileExists(atPath: schema.path))
        let check = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"),
            ["python3", Self.repository.appendingPathComponent("Scripts/sarif-check").path, schema.path, logURL.path])
        #expect(check.stdout == "valid\n", "\(check.stderr)")
    }

    @Test func aDeprecatedExportMethodIsReplacedByItsSuccessor() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>method</key>
            <string>app-store</string>
        </dict>
        </plist>

        """
        let folder = try TempLintDirectory.make(["ExportOptions.plist": text])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = LintRun.run(["--fix"], files: ["ExportOptions.plist"], in: folder)
        #expect(run == LintRun(status: 0, stdout: "ExportOptions.plist: applied 1 fix\nExportOptions.plist: OK\n", stderr: ""))
        #expect(try String(contentsOf: folder.appendingPathComponent("ExportOptions.plist"), encoding: .utf8)
                == text.replacingOccurrences(of: "<string>app-store</string>", with: "<string>app-store-connect</string>"))
    }
}
