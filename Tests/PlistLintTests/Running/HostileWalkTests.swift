import Foundation
import Testing
@testable import PlistLint

/// Hostile trees for the folder walk: a file past `PATH_MAX` is checked rather than skipped,
/// and a listing never follows a symbolic link.
@Suite struct HostileWalkTests {
    static let good = "<plist><true/></plist>\n"

    /// Makes the folder chain `root/d…d/d…d/…` (100-byte names) deep enough that `root/chain/x.plist`
    /// is longer than `PATH_MAX` (4096 bytes with its NUL) while the last folder's path is not,
    /// with `x.plist` in the last folder; built with `mkdirat`/`openat`, which take short names.
    /// - Returns: the names of the chain's folders.
    static func makeDeepChain(in root: URL) throws -> [String] {
        let name = String(repeating: "d", count: 100)
        var names: [String] = []
        var fd = open(root.path, O_RDONLY | O_DIRECTORY)
        try #require(fd >= 0)
        var length = root.path.utf8.count
        // The last folder's path stays below 4096 - "/x.plist".count, its file's path is not.
        while length + 1 + name.count + "/x.plist".utf8.count < 4096 {
            try #require(mkdirat(fd, name, 0o755) == 0)
            let child = openat(fd, name, O_RDONLY | O_DIRECTORY)
            close(fd)
            try #require(child >= 0)
            fd = child
            names.append(name)
            length += 1 + name.count
        }
        // Padding so that the last folder plus "/x.plist" passes 4095 bytes by a few.
        let pad = String(repeating: "p", count: 4096 - (length + 1 + "/x.plist".utf8.count) + 2)
        try #require(mkdirat(fd, pad, 0o755) == 0)
        let last = openat(fd, pad, O_RDONLY | O_DIRECTORY)
        close(fd)
        try #require(last >= 0)
        names.append(pad)
        let file = openat(last, "x.plist", O_CREAT | O_WRONLY, 0o644)
        try #require(file >= 0)
        _ = Array(good.utf8).withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
        close(file)
        close(last)
        return names
    }

    /// Removes what ``makeDeepChain(in:)`` made under `root`, deepest first, by `unlinkat`.
    static func removeDeepChain(in root: URL, _ names: [String]) {
        var fds = [open(root.path, O_RDONLY | O_DIRECTORY)]
        for name in names { fds.append(openat(fds.last!, name, O_RDONLY | O_DIRECTORY)) }
        unlinkat(fds.last!, "x.plist", 0)
        for (i, name) in names.enumerated().reversed() { unlinkat(fds[i], name, AT_REMOVEDIR) }
        fds.forEach { close($0) }
    }

    /// A file whose path is longer than `PATH_MAX` is checked, not skipped: the walk examines
    /// and opens every entry relative to its folder's descriptor, one short name at a time.
    /// (Before the walk used `openat`, such a file failed the run with `cannot examine: File
    /// name too long`, which was already better than skipping it.)
    @Test func aFilePastPathMaxIsChecked() throws {
        let tree = try TemporaryTree(["deep/top.plist": Self.good])
        defer { tree.remove() }
        let deep = tree.url.appendingPathComponent("deep")
        let names = try Self.makeDeepChain(in: deep)
        defer { Self.removeDeepChain(in: deep, names) }
        let longName = deep.path + "/" + names.joined(separator: "/") + "/x.plist"
        #expect(longName.utf8.count > 4095)

        let targets = LintTarget.expand([deep.path])
        #expect(targets.map(\.path) == [longName, deep.path + "/top.plist"])
        #expect(targets.map { $0.problem?.message } == [nil, nil])

        let run = LintRun.run([], files: ["deep"], in: tree.url)
        #expect(run.status == 0)
        // The long name is printed cut, as every printed path is (FileLinter.maxPrintedPathLength).
        #expect(run.stdout.hasSuffix("…: OK\ndeep/top.plist: OK\n"))
        #expect(run.stdout.filter { $0 == "\n" }.count == 2)
        #expect(run.stderr == "")
    }

    @Test func aListingNeverFollowsASymbolicLink() throws {
        let tree = try TemporaryTree(["dir/a.plist": Self.good], symlinks: ["link": "dir"])
        defer { tree.remove() }
        #expect(FolderListing.names(in: Array(tree.url.path.utf8) + Array("/dir".utf8)) == [Array("a.plist".utf8)])
        // A folder swapped for a link between its lstat and its listing is not listed through the link.
        #expect(FolderListing.names(in: Array(tree.url.path.utf8) + Array("/link".utf8)) == nil)
    }
}
