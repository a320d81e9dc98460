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
            + "f.plist: warning: [finding-limit] 200 more findings not shown (limit 1000)\n"))
    }
}
