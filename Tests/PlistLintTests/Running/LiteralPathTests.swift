import Foundation
import Testing
@testable import PlistLint

/// A path is opened exactly as given or found, never through a `URL`, which expands a leading
/// `~` to `$HOME` and drops a trailing `/` or `/.`: the file checked (and its sibling schema)
/// is the one the walk found and the results name.
@Suite struct LiteralPathTests {
    static let good = "<plist><true/></plist>\n"
    static let bad = "<plist><true/>\n"

    @Test func aFolderNamedTildeIsReadThereNotInHome() throws {
        // `~/t.plist` (bad) and a sibling schema `~/s.schema.json` that does not load, in the
        // current folder: read through a `URL`, `~` became the user's home folder (from the
        // password database), where neither is: "no such file" for a file the walk had found,
        // and a file that fails would pass were a good `t.plist` there.
        let tree = try TemporaryTree(["~/t.plist": Self.bad, "~/s.plist": Self.good, "~/s.schema.json": "{"])
        defer { tree.remove() }
        let outcome = try ChildProcess.run(URL(fileURLWithPath: "/bin/sh"), [
            "-c", "cd \"$1\" && exec \"$2\" '~' '~/t.plist'", "sh", tree.url.path, ChildProcess.plistLint.path,
        ])
        #expect(outcome.exitStatus == 1)
        #expect(outcome.stdout == "")
        let schemaError = "~/s.schema.json:1:2: error: [syntax] unterminated object (opened at 1:1)\n"
        #expect(outcome.stderr == schemaError + NonUTF8WalkTests.badReport("~/t.plist") + NonUTF8WalkTests.badReport("~/t.plist"))
    }

    @Test func aFileNamedWithATrailingSlashOrDotIsNotAFile() throws {
        let tree = try TemporaryTree(["ok.plist": Self.good])
        defer { tree.remove() }
        let run = LintRun.run([], files: ["ok.plist/", "ok.plist/."], in: tree.url)
        #expect(run == LintRun(status: 1, stdout: "", stderr: """
            ok.plist/: error: [io] cannot read file: Not a directory
            ok.plist/.: error: [io] cannot read file: Not a directory

            """))
    }
}
