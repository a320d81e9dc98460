import CommandLineSupport
import Foundation
import Testing
@testable import PlistLint

/// Two names that Swift's `String ==` holds equal (canonically equivalent: `é` as U+00E9 and
/// as `e` + U+0301) are two different files: each `NAME.plist` is checked against its own
/// `NAME.schema.json`, with any number of jobs.
@Suite struct CanonicalNameTests {
    static let plist = "<plist><dict><key>a</key><true/></dict></plist>"

    @Test(arguments: ["1", "2", "8"])
    func eachFileGetsItsOwnSiblingSchemaThoughTheNamesCompareEqual(jobs: String) throws {
        let nfc = "\u{E9}", nfd = "e\u{301}"
        // Not one dictionary literal: its keys would be duplicates.
        let tree = try TemporaryTree(["dir/\(nfc).plist": Self.plist, "dir/\(nfc).schema.json": "{}"])
        defer { tree.remove() }
        let dir = tree.url.appendingPathComponent("dir")
        try NonUTF8ArgumentTests.create(Self.plist, at: NonUTF8ArgumentTests.path(dir, Array("\(nfd).plist".utf8)))
        try NonUTF8ArgumentTests.create("{", at: NonUTF8ArgumentTests.path(dir, Array("\(nfd).schema.json".utf8)))
        let run = LintRun.run(["--jobs", jobs], files: ["dir"], in: tree.url)
        #expect(run.status == 1)
        // Compared as bytes: `String ==` would take either name for the other.
        #expect(Array(run.stdout.utf8) == Array("dir/\(nfc).plist: OK\n".utf8))
        #expect(Array(run.stderr.utf8)
                == Array("dir/\(nfd).schema.json:1:2: error: [syntax] unterminated object (opened at 1:1)\n".utf8))
    }
}
