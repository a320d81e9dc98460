import Foundation
import Testing
@testable import PlistLint

/// A file or folder whose name is not valid UTF-8 cannot be reached through a Swift `String`
/// path (Foundation lists it with U+FFFD in place of the bad bytes). It must not be skipped
/// silently by a folder walk: that would let a pull request hide a plist from CI.
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
    func aNameThatIsNotUTF8IsReportedNotSkipped(isFolder: Bool) throws {
        let tree = try TemporaryTree(["dir/a.plist": "<plist><true/></plist>"])
        defer { tree.remove() }
        let dir = tree.url.appendingPathComponent("dir")
        try Self.create(Array("b".utf8) + [0xFF, 0xFE] + (isFolder ? [] : Array(".plist".utf8)), in: dir, folder: isFolder)
        let path = dir.path
        let targets = LintTarget.expand([path])
        let shown = path + "/b\u{FFFD}\u{FFFD}" + (isFolder ? "" : ".plist")
        #expect(targets.map(\.path) == [path + "/a.plist", shown])
        #expect(targets.last?.problem?.message == "name is not valid UTF-8; cannot be checked")
        let run = LintRun.run([], files: ["dir"], in: tree.url)
        #expect(run.status == 1)
        #expect(run.stdout == "dir/a.plist: OK\n")
    }
}
