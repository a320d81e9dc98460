import Foundation
import Testing
import PlistKit
@testable import PlistLint

@Suite("plist-lint --max-size overflow")
struct MaxSizeOverflowLintTests {
    @Test("--max-size 9223372036854775807 reads the file instead of overflowing")
    func maxSizeIntMax() throws {
        let dir = try TempLintDirectory.make(["m.plist": "<plist><true/></plist>"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = LintRun.run(["--max-size", "9223372036854775807"], files: ["m.plist"], in: dir)
        #expect(run == LintRun(status: 0, stdout: "m.plist: OK\n", stderr: ""))
    }
}
