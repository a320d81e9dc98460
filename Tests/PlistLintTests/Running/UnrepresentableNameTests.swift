import CommandLineSupport
import Foundation
import Testing
@testable import PlistLint

/// A file or folder whose name is not valid UTF-8 cannot be reached through a Swift `String`
/// path (Foundation lists it with U+FFFD in place of the bad bytes). The folder walk lists
/// names by their bytes, so such an entry is checked like any other: skipping it would let a
/// pull request hide a plist from CI.
@Suite struct UnrepresentableNameTests {
    /// Creates `name` (raw bytes) inside `folder`, as a file or a folder.
    static func create(_ name: [UInt8], in folder: URL, folder isFolder: Bool) throws {
        var path = Array(folder.path.utf8) + [UInt8(ascii: "/")] + name
        path.append(0)
        let rc = path.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { p -> Int32 in
                guard let base = p.baseAddress else { return -1 }
                if isFolder { return mkdir(base, 0o755) }
                let fd = open(base, O_CREAT | O_WRONLY, 0o644)
                if fd >= 0 { close(fd) }
                return fd >= 0 ? 0 : -1
            }
        }
        try #require(rc == 0)
    }

    @Test(arguments: [false, true])
    func aNameThatIsNotUTF8IsCheckedNotSkipped(isFolder: Bool) throws {
        let tree = try TemporaryTree(["dir/a.plist": "<plist><true/></plist>"])
        defer { tree.remove() }
        let dir = tree.url.appendingPathComponent("dir")
        let name = Array("b".utf8) + [0xFF, 0xFE] + (isFolder ? [] : Array(".plist".utf8))
        try Self.create(name, in: dir, folder: isFolder)
        // The file itself, or a file inside the folder: empty, so that it fails when checked.
        let file = name + (isFolder ? Array("/inner.plist".utf8) : [])
        if isFolder { try Self.create(file, in: dir, folder: false) }
        let path = dir.path
        let targets = LintTarget.expand([path])
        let shown = "dir/b\\xFF\\xFE" + (isFolder ? "/inner.plist" : ".plist")
        #expect(targets.map(\.path) == [path + "/a.plist", tree.url.path + "/" + shown])
        #expect(targets.last?.rawPath == NonUTF8ArgumentTests.path(dir, file))
        #expect(targets.allSatisfy { $0.problem == nil })
        let run = LintRun.run([], files: ["dir"], in: tree.url)
        #expect(run == LintRun(status: 1, stdout: "dir/a.plist: OK\n", stderr: "\(shown): error: [empty-file] file is empty\n"))
    }
}
