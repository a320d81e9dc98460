import Foundation
import Testing
@testable import PlistLint

@Suite struct ParallelLintTests {
    @Test func jobsTwoGivesTheSameOutputAsOneJob() {
        let files = ["app.plist", "questions.plist", "columnList.plist", "imageInfo.plist", "Bad",
                     "Cases/012-lint-key-in-value-position", "Cases/014-lint-multi-file-exit-codes"]
        let one = LintRun.run([], files: files, in: Fixtures.root)
        let two = LintRun.run(["--jobs", "2"], files: files, in: Fixtures.root)
        let eight = LintRun.run(["-j", "8"], files: files, in: Fixtures.root)
        #expect(!one.stderr.isEmpty)
        #expect(two == one)
        #expect(eight == one)
    }

    @Test func resultsArriveInArgumentOrderWhateverTheirSpeed() throws {
        // Big files (slow: read, then rejected by the reader) interleaved with missing ones
        // (fast): with 4 workers the fast ones finish first, yet print in argument order.
        let tree = try TemporaryTree(["big.plist": String(repeating: " ", count: 1 << 20)])
        defer { tree.remove() }
        var files: [String] = []
        var expected = ""
        for i in 0..<60 {
            if i % 10 == 0 {
                files.append("big.plist")
                expected += "big.plist: error: [empty-file] file is empty (only whitespace)\n"
            } else {
                files.append("m\(i).plist")
                expected += "m\(i).plist: error: [io] no such file\n"
            }
        }
        let run = LintRun.run(["--jobs", "4"], files: files, in: tree.url)
        #expect(run == LintRun(status: 1, stdout: "", stderr: expected))
    }
}
