import Foundation
import Testing
@testable import PlistLint

/// Targets are drawn from the expansion while files are being checked: the order, the
/// `--verbose` count and the folder errors are those of the whole list made first.
@Suite struct StreamedExpansionTests {
    @Test("the expansion gives, one at a time, what expand gives", arguments: [
        ["root", "root/sub/", "missing.plist", "empty", "root/a.plist"],
        ["empty", "empty"],
        [],
    ])
    func sameTargetsOneAtATime(arguments: [String]) throws {
        let tree = try TemporaryTree(["root/b.plist": "", "root/a.plist": "", "root/sub/c.plist": "",
                                      "root/notes.txt": "", "empty/notes.txt": ""])
        defer { tree.remove() }
        let paths = arguments.map { tree.url.path + "/" + $0 }
        var expansion = LintTarget.Expansion(paths)
        var streamed: [LintTarget] = []
        while let target = expansion.next() { streamed.append(target) }
        #expect(streamed == LintTarget.expand(paths))
        #expect(expansion.next() == nil)
    }

    @Test func verboseCountAndOrderWithTwoJobsOverAFolderAndFiles() throws {
        var files: [String: String] = ["bad.plist": "<plist><true></plist>", "empty/notes.txt": ""]
        for i in 0..<12 { files["dir/f\(i < 10 ? "0" : "")\(i).plist"] = "<plist><integer>\(i)</integer></plist>" }
        let tree = try TemporaryTree(files)
        defer { tree.remove() }
        let one = LintRun.run(["--verbose"], files: ["dir", "bad.plist", "empty", "dir/f03.plist"], in: tree.url)
        let two = LintRun.run(["--verbose", "--jobs", "2"], files: ["dir", "bad.plist", "empty", "dir/f03.plist"], in: tree.url)
        #expect(two == one)
        #expect(one.status == 1)
        #expect(one.stdout == (0..<12).map { "dir/f\($0 < 10 ? "0" : "")\($0).plist: OK (XML)\n" }.joined() + "dir/f03.plist: OK (XML)\n")
        #expect(one.stderr.hasSuffix("empty: error: [io] no property list files (*.plist, *.strings, *.stringsdict, *.entitlements, *.xcprivacy, *.mobileconfig) in this folder\nplist-lint: 15 files checked, 13 passed, 2 failed\n"))
    }
}
