import Foundation
import Testing

/// Naming a synthetic file (`/proc/self/environ`, which states 0 bytes and holds the
/// process's environment) must not print its start: no source excerpt is shown for a file whose
/// content differs from the size it stated when opened. Before, plist-lint printed the
/// environment's first 200 bytes under the finding (`SHELL=/bin/bash\u{0}…`).
@Suite struct SyntheticFileExcerptTests {
    #if os(Linux)
    @Test(arguments: ["/proc/self/environ", "/proc/self/cmdline"])
    func aProcFileGetsTheFindingWithoutAnExcerpt(_ path: String) {
        let run = LintRun.run([path])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        // One headline, nothing under it.
        #expect(run.stderr.hasPrefix(path + ":1:1: error: ["))
        #expect(run.stderr.filter { $0 == "\n" }.count == 1, "\(run.stderr)")
        #expect(!run.stderr.contains("\\u{0}"))
    }
    #endif

    /// An ordinary file still gets its excerpt.
    @Test func aRegularFileStillGetsItsExcerpt() throws {
        let tree = try TemporaryTree(["e.plist": "A=B\n"])
        defer { tree.remove() }
        let run = LintRun.run([], files: ["e.plist"], in: tree.url)
        #expect(run.stderr == "e.plist:1:1: error: [syntax] not an XML property list: expected '<', found byte 0x41\nA=B\n^\n")
    }
}
