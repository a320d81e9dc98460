import CommandLineSupport
import Foundation
import Testing
@testable import PlistLint

/// Two different file names never print alike: a backslash of any name is written `\\`, so that
/// the literal text `\xFF.plist` is told from the byte 0xFF + `.plist`, and `n\n` from a newline.
@Suite struct BackslashNameTests {
    static let good = "<plist><true/></plist>\n"

    @Test func aBackslashInANameIsDoubledSoThatNoTwoNamesPrintAlike() throws {
        // The literal text `\xFF.plist` (valid UTF-8) and the byte 0xFF + `.plist`; a literal `\n`
        // and a newline.
        let tree = try TemporaryTree(["dir/\\xFF.plist": Self.good, "dir/n\\n.plist": Self.good, "dir/n\n.plist": Self.good,
                                      "a\\b.plist": Self.good])
        defer { tree.remove() }
        try NonUTF8ArgumentTests.create(Self.good, at: NonUTF8ArgumentTests.path(tree.url.appendingPathComponent("dir"),
                                                                                 [0xFF] + Array(".plist".utf8)))
        let run = LintRun.run([], files: ["dir", "a\\b.plist"], in: tree.url)
        #expect(run == LintRun(status: 0, stdout: """
            dir/\\\\xFF.plist: OK
            dir/n\\n.plist: OK
            dir/n\\\\n.plist: OK
            dir/\\xFF.plist: OK
            a\\\\b.plist: OK

            """, stderr: ""))
        let json = LintRun.run(["--output-format", "json"], files: ["dir"], in: tree.url)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let files = try #require(report["files"] as? [[String: Any]])
        #expect(files.compactMap { $0["path"] as? String } == ["dir/\\\\xFF.plist", "dir/n\\n.plist", "dir/n\\\\n.plist", "dir/\\xFF.plist"])
    }

    @Test func aSiblingSchemaOfANameWithABackslashIsStillRead() throws {
        let tree = try TemporaryTree(["dir/a\\b.plist": Self.good, "dir/a\\b.schema.json": "{"])
        defer { tree.remove() }
        let run = LintRun.run([], files: ["dir"], in: tree.url)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        // The schema's name is written like the file's: its backslash doubled.
        #expect(run.stderr == "dir/a\\\\b.schema.json:1:2: error: [syntax] unterminated object (opened at 1:1)\n")
        let given = LintRun.run(["--schema", tree.url.standardizedFileURL.path + "/dir/a\\b.schema.json"], files: ["dir/a\\b.plist"], in: tree.url)
        #expect(given == LintRun(status: 1, stdout: "", stderr: "dir/a\\\\b.schema.json:1:2: error: [syntax] unterminated object (opened at 1:1)\n"))
    }
}
