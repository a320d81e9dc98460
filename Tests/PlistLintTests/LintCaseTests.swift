import Foundation
import Testing
@testable import PlistLint

/// The field cases about plist-lint (`Fixtures/Cases/012-…`, `014-…`), asserted exactly.
@Suite struct LintCaseTests {
    /// Case 012: a `<key>` where a value belongs, and a key with no value — each reported at
    /// the right line, naming the key; all three files reported; exit 1.
    @Test func case012KeyInValuePosition() {
        let dir = Fixtures.url("Cases/012-lint-key-in-value-position")
        let run = LintRun.run([], files: ["consecutive-keys.plist", "key-as-value.plist", "trailing-key.plist"], in: dir)
        #expect(run == LintRun(status: 1, stdout: "", stderr: """
            consecutive-keys.plist:6:2: error: [missing-value] key "files" (line 5) has no value: found <key>diagnostics</key> where a value was expected
            \t<key>diagnostics</key>
            \t^
            key-as-value.plist:6:2: error: [missing-value] key "com.example.allowed" (line 5) has no value: found <key>true</key> where a value was expected
            \t<key>true</key>
            \t^
            trailing-key.plist:5:4: error: [missing-value] value missing for key "a" (line 5): the <dict> ends at line 6
               <key>a</key>
               ^

            """))
    }

    /// Case 014: every file checked in argument order whatever its format (detected from the
    /// bytes), one result per file; `b-bad.plist` names line 7 and the `<string>` opened at
    /// line 6; `d-bad.json` the end of input at 3:1; the empty and the missing file reported in
    /// the same format; exit 1.
    @Test func case014MultiFileExitCodes() {
        let dir = Fixtures.url("Cases/014-lint-multi-file-exit-codes")
        let files = ["a-good.plist", "b-bad.plist", "c-good.json", "d-bad.json", "e-empty.plist", "missing.plist"]
        let run = LintRun.run([], files: files, in: dir)
        #expect(run == LintRun(status: 1, stdout: "a-good.plist: OK\nc-good.json: OK\n", stderr: """
            b-bad.plist:7:1: error: [syntax] end tag </dict> does not match <string> opened at line 6
            </dict>
            ^
            b-bad.plist:6:2: note: <string> opened here
            \t<string>BidirectionalIndexable/string>
            \t^
            d-bad.json:3:1: error: [syntax] unterminated object (opened at 1:1)

            ^
            e-empty.plist: error: [empty-file] file is empty
            missing.plist: error: [io] no such file

            """))
        #expect(LintRun.run(["--jobs", "2"], files: files, in: dir) == run)
    }

    /// Formats are detected per file and named with `--verbose`; `--format` forces one.
    @Test func everyFormatInOneRun() {
        let run = LintRun.run(["--verbose"], files: ["app.plist", "Binary/all-types.bplist", "Cases/014-lint-multi-file-exit-codes/c-good.json"],
                              in: Fixtures.root)
        #expect(run == LintRun(status: 0, stdout: """
            app.plist: OK (XML, schema app.schema.json)
            Binary/all-types.bplist: OK (binary)
            Cases/014-lint-multi-file-exit-codes/c-good.json: OK (JSON)

            """, stderr: "plist-lint: 3 files checked, 3 passed, 0 failed\n"))
        let forced = LintRun.run(["--format", "json"], files: ["app.plist"], in: Fixtures.root)
        #expect(forced.status == 1)
        #expect(forced.stderr.hasPrefix("app.plist:1:1: error: "))
    }

    /// Case 014 with `--quiet`: the same findings and status, nothing on stdout.
    @Test func case014Quiet() {
        let dir = Fixtures.url("Cases/014-lint-multi-file-exit-codes")
        let files = ["a-good.plist", "b-bad.plist", "c-good.json", "d-bad.json", "e-empty.plist", "missing.plist"]
        let loud = LintRun.run([], files: files, in: dir)
        let quiet = LintRun.run(["-s"], files: files, in: dir)
        #expect(quiet == LintRun(status: 1, stdout: "", stderr: loud.stderr))
    }
}
