import CommandLineSupport
import Foundation
import Testing
@testable import PlistLint

/// A folder walk lists names by their bytes: a file or folder whose name is not valid UTF-8,
/// inside a searched folder or as the folder argument, is checked like any other and named
/// with its invalid bytes written `\xHH` (as an argument so named is).
@Suite struct NonUTF8WalkTests {
    static let good = "<plist><true/></plist>\n"
    static let bad = "<plist><true/>\n"

    /// Makes the folder `name` (bytes) inside `folder`.
    static func makeFolder(_ path: [UInt8]) throws {
        try #require((path + [0]).withUnsafeBufferPointer { p in
            p.withMemoryRebound(to: CChar.self) { mkdir($0.baseAddress!, 0o755) } } == 0)
    }

    /// `dir/` holding `a.plist`, `\xFF.plist` (valid), `\xFE-bad.plist` (a syntax error), the
    /// folder `\xFD` with `c.plist` inside, and `.\xFC.plist` (hidden) and `\xFB.plist` (a
    /// symbolic link), both skipped.
    static func makeTree() throws -> TemporaryTree {
        let tree = try TemporaryTree(["dir/a.plist": good])
        let dir = tree.url.appendingPathComponent("dir")
        try NonUTF8ArgumentTests.create(good, at: NonUTF8ArgumentTests.path(dir, [0xFF] + Array(".plist".utf8)))
        try NonUTF8ArgumentTests.create(bad, at: NonUTF8ArgumentTests.path(dir, [0xFE] + Array("-bad.plist".utf8)))
        try makeFolder(NonUTF8ArgumentTests.path(dir, [0xFD]))
        try NonUTF8ArgumentTests.create(good, at: NonUTF8ArgumentTests.path(dir, [0xFD] + Array("/c.plist".utf8)))
        try NonUTF8ArgumentTests.create(bad, at: NonUTF8ArgumentTests.path(dir, Array(".".utf8) + [0xFC] + Array(".plist".utf8)))
        let link = NonUTF8ArgumentTests.path(dir, [0xFB] + Array(".plist".utf8))
        try #require((link + [0]).withUnsafeBufferPointer { p in
            p.withMemoryRebound(to: CChar.self) { symlink("a.plist", $0.baseAddress!) } } == 0)
        return tree
    }

    /// The error `plist-lint` prints for ``bad`` in the file `name`.
    static func badReport(_ name: String) -> String {
        """
        \(name):1:1: error: [syntax] <plist> opened at line 1 is not closed before the end of the file
        <plist><true/>
        ^
        \(name):1:15: note: the file ends here
        <plist><true/>
                      ^

        """
    }

    @Test func aListingGivesTheNamesBytesOrNilForWhatIsNoFolder() throws {
        let tree = try Self.makeTree()
        defer { tree.remove() }
        let dir = NonUTF8ArgumentTests.path(tree.url, Array("dir".utf8))
        let names = try #require(FolderListing.names(in: dir))
        #expect(names.sorted { $0.lexicographicallyPrecedes($1) } == [
            Array(".".utf8) + [0xFC] + Array(".plist".utf8), Array("a.plist".utf8), [0xFB] + Array(".plist".utf8),
            [0xFD], [0xFE] + Array("-bad.plist".utf8), [0xFF] + Array(".plist".utf8),
        ])
        // A file, and a path that is not there: no listing (the walk reports "cannot read folder").
        #expect(FolderListing.names(in: dir + Array("/a.plist".utf8)) == nil)
        #expect(FolderListing.names(in: dir + Array("/missing".utf8)) == nil)
        #expect(PathKind(of: dir) == .directory)
        #expect(PathKind(of: dir + [UInt8(ascii: "/"), 0xFF] + Array(".plist".utf8)) == .regularFile)
        #expect(PathKind(of: dir + [UInt8(ascii: "/"), 0xFB] + Array(".plist".utf8)) == .other)
        #expect(PathKind(of: dir + Array("/missing".utf8)) == .missing)
    }

    @Test func filesAndFoldersNamedWithInvalidBytesAreCheckedInAWalk() throws {
        let tree = try Self.makeTree()
        defer { tree.remove() }
        let run = LintRun.run([], files: ["dir"], in: tree.url)
        #expect(run.status == 1)
        #expect(run.stdout == "dir/a.plist: OK\ndir/\\xFD/c.plist: OK\ndir/\\xFF.plist: OK\n")
        #expect(run.stderr == Self.badReport("dir/\\xFE-bad.plist"))

        let targets = LintTarget.expand([tree.url.path + "/dir"])
        #expect(targets.map { $0.path.replacingOccurrences(of: tree.url.path + "/", with: "") }
                == ["dir/a.plist", "dir/\\xFD/c.plist", "dir/\\xFE-bad.plist", "dir/\\xFF.plist"])
        // Read by their bytes when those are not valid UTF-8.
        let dir = tree.url.appendingPathComponent("dir")
        #expect(targets.map(\.rawPath) == [nil, NonUTF8ArgumentTests.path(dir, [0xFD] + Array("/c.plist".utf8)),
                                           NonUTF8ArgumentTests.path(dir, [0xFE] + Array("-bad.plist".utf8)),
                                           NonUTF8ArgumentTests.path(dir, [0xFF] + Array(".plist".utf8))])
        #expect(targets.allSatisfy { $0.problem == nil })
    }

    @Test func jsonNamesThemInTheirVisibleForm() throws {
        let tree = try Self.makeTree()
        defer { tree.remove() }
        let run = LintRun.run(["--output-format", "json"], files: ["dir"], in: tree.url)
        #expect(run.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let files = try #require(report["files"] as? [[String: Any]])
        #expect(files.compactMap { $0["path"] as? String }
                == ["dir/a.plist", "dir/\\xFD/c.plist", "dir/\\xFE-bad.plist", "dir/\\xFF.plist"])
        #expect(files.compactMap { $0["status"] as? String } == ["ok", "ok", "error", "ok"])
        #expect(run.stdout.contains(#"{"path": "dir/\\xFF.plist", "status": "ok", "format": "xml", "diagnostics": []}"#))
    }

    @Test func twoJobsPrintWhatOneJobPrints() throws {
        let tree = try Self.makeTree()
        defer { tree.remove() }
        let one = LintRun.run(["--jobs", "1", "--verbose"], files: ["dir", "dir"], in: tree.url)
        let two = LintRun.run(["--jobs", "2", "--verbose"], files: ["dir", "dir"], in: tree.url)
        #expect(two == one)
        let ok = "dir/a.plist: OK (XML)\ndir/\\xFD/c.plist: OK (XML)\ndir/\\xFF.plist: OK (XML)\n"
        #expect(one == LintRun(status: 1, stdout: ok + ok, stderr: Self.badReport("dir/\\xFE-bad.plist") + Self.badReport("dir/\\xFE-bad.plist")
                               + "plist-lint: 8 files checked, 6 passed, 2 failed\n"))
    }

    @Test func aFolderArgumentNamedWithInvalidBytesIsSearched() throws {
        let tree = try TemporaryTree(["a.plist": Self.good])
        defer { tree.remove() }
        let folder = NonUTF8ArgumentTests.path(tree.url, Array("f".utf8) + [0xFF])
        try Self.makeFolder(folder)
        try NonUTF8ArgumentTests.create(Self.good, at: folder + Array("/a.plist".utf8))
        try NonUTF8ArgumentTests.create(Self.bad, at: folder + Array("/b".utf8) + [0xFE] + Array(".plist".utf8))
        // A schema beside a file so named is not skipped: it cannot be read by name.
        try NonUTF8ArgumentTests.create(Self.good, at: folder + Array("/c".utf8) + [0xFE] + Array(".plist".utf8))
        try NonUTF8ArgumentTests.create("{}", at: folder + Array("/c".utf8) + [0xFE] + Array(".schema.json".utf8))
        let empty = NonUTF8ArgumentTests.path(tree.url, [0xFE])
        try Self.makeFolder(empty)
        let dir = tree.url.path
        let run = LintRun.run([NonUTF8Argument.decode(folder), NonUTF8Argument.decode(empty)])
        #expect(run.status == 1)
        #expect(run.stdout == "\(dir)/f\\xFF/a.plist: OK\n")
        #expect(run.stderr == Self.badReport("\(dir)/f\\xFF/b\\xFE.plist")
                + "\(dir)/f\\xFF/c\\xFE.schema.json: error: [io] schema name is not valid UTF-8; cannot be read\n"
                + "\(dir)/\\xFE: error: [io] no property list files (*.plist, *.strings, *.stringsdict, *.entitlements, *.xcprivacy, *.mobileconfig) in this folder\n")

        // The real process, given the folder's bytes in argv.
        let outcome = try ChildProcess.run(ChildProcess.plistLint, rawArguments: [folder])
        #expect(outcome.exitStatus == 1)
        #expect(outcome.stdout == "\(dir)/f\\xFF/a.plist: OK\n")
        #expect(outcome.stderr == run.stderr.replacingOccurrences(of: "\(dir)/\\xFE: error: [io] no property list files (*.plist, *.strings, *.stringsdict, *.entitlements, *.xcprivacy, *.mobileconfig) in this folder\n", with: ""))
    }
}
