import Foundation
import Testing
import PlistKit
@testable import PlistLint

@Suite("plist-lint renders at most 100 diagnostics per file")
struct RenderCapLintTests {
    @Test("at most 100 diagnostics per file, then a note counting the rest")
    func renderCap() throws {
        let body = "<plist><dict>" + String(repeating: "<key>k</key><true/>", count: 151) + "</dict></plist>\n"
        let dir = try TempLintDirectory.make(["d.plist": body])
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = LintRun.run(["--strict"], files: ["d.plist"], in: dir)
        let warnings = run.stderr.split(separator: "\n").filter { $0.hasPrefix("d.plist:") && $0.contains(": warning: ") }
        #expect(warnings.count == 100)
        #expect(run.stderr.hasSuffix("\nd.plist: note: … 50 more findings in this file not shown\n"))
    }

    @Test("a reader's finding-limit warning is rendered after the note")
    func readerLimitKept() throws {
        let body = "<plist><dict>" + String(repeating: "<key>k</key><true/>", count: 1201) + "</dict></plist>\n"
        let dir = try TempLintDirectory.make(["f.plist": body])
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = LintRun.run(["--strict"], files: ["f.plist"], in: dir)
        #expect(run.stderr.hasSuffix("\nf.plist: note: … 900 more findings in this file not shown\n"
            + "f.plist: warning: [finding-limit] 200 more findings not shown (limit 1000 of each severity)\n"))
    }

    @Test("a limit-exceeded finding is rendered whatever the cap hides before it")
    func limitFindingKept() throws {
        // 200 type errors (checked first), then a string whose pattern match would exceed the
        // step budget: the text output showed the first 100 and hid the limit among the rest.
        let schema = "{\"type\": \"object\", \"properties\": {\"b\": {\"type\": \"array\", \"items\": {\"type\": \"string\", \"pattern\": \"a{998}\"}},"
            + " \"a\": {\"type\": \"array\", \"items\": {\"type\": \"integer\"}}}}"
        let data = "{\"a\": [" + Array(repeating: "\"x\"", count: 200).joined(separator: ",") + "], \"b\": [\""
            + String(repeating: "b", count: 200_000) + "\"]}"
        let dir = try TempLintDirectory.make(["l.json": data, "l.schema.json": schema])
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = LintRun.run(["--schema", dir.appendingPathComponent("l.schema.json").path], files: ["l.json"], in: dir)
        let lines = run.stderr.split(separator: "\n").filter { $0.hasPrefix("l.json:") }
        #expect(lines.filter { $0.contains("[type-mismatch]") }.count == 100)
        #expect(lines.suffix(2).map(String.init) == [
            "l.json: note: … 100 more findings in this file not shown",
            "l.json:1:816: error: [limit-exceeded] b[0]: validation stopped: matching the pattern \"a{998}\" against a string of 200000 characters may take 199800999 steps, more than the 100000000 left of the 100000000 one validation may take",
        ])
    }
}
