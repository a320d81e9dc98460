import Foundation
import Testing

/// Naming a synthetic file (`/proc/self/environ`, which states 0 bytes and holds the
/// process's environment) must not print any of it: a file whose content differs from the size
/// it stated when opened is not checked. Before, plist-lint printed the environment's first 200
/// bytes under the finding (`SHELL=/bin/bash\u{0}…`), and with the OpenStep reader its message
/// quoted the first variable's name (`missing ";" after the value of "PIP_CERT"`).
@Suite struct SyntheticFileExcerptTests {
    #if os(Linux)
    @Test(arguments: ["/proc/self/environ", "/proc/self/cmdline"])
    func aProcFileGetsTheFindingWithoutAnExcerpt(_ path: String) {
        let run = LintRun.run([path])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        // One headline naming the problem, nothing of the content.
        #expect(run.stderr.hasPrefix(path + ": error: [io] file changed size while it was read (stated 0 bytes, read "))
        #expect(run.stderr.hasSuffix("): a synthetic file such as one in /proc, or one being written; not checked\n"))
        #expect(run.stderr.filter { $0 == "\n" }.count == 1, "\(run.stderr)")
    }
    #endif

    /// An ordinary file still gets its excerpt.
    @Test func aRegularFileStillGetsItsExcerpt() throws {
        let tree = try TemporaryTree(["e.plist": "A=B\n"])
        defer { tree.remove() }
        let run = LintRun.run([], files: ["e.plist"], in: tree.url)
        #expect(run.stderr == "e.plist:2:1: error: [syntax] missing \";\" after the value of \"A\", found the end of the file\n\n^\n")
    }
}
