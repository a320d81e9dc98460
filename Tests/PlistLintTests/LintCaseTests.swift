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

    /// Case 014 (XML, empty and missing files): every file checked in argument order, one
    /// result per file, `b-bad.plist` names line 7 and the `<string>` opened at line 6, I/O
    /// problems reported in the same format, exit 1.
    @Test func case014MultiFileExitCodesXML() {
        let dir = Fixtures.url("Cases/014-lint-multi-file-exit-codes")
        let run = LintRun.run([], files: ["a-good.plist", "b-bad.plist", "e-empty.plist", "missing.plist"], in: dir)
        #expect(run == LintRun(status: 1, stdout: "a-good.plist: OK\n", stderr: """
            b-bad.plist:7:1: error: [syntax] end tag </dict> does not match <string> opened at line 6
            </dict>
            ^
            b-bad.plist:6:2: note: <string> opened here
            \t<string>BidirectionalIndexable/string>
            \t^
            e-empty.plist: error: [empty-file] file is empty
            missing.plist: error: [io] no such file

            """))
    }

    /// Case 014 with `--quiet`: the same findings and status, nothing on stdout.
    @Test func case014Quiet() {
        let dir = Fixtures.url("Cases/014-lint-multi-file-exit-codes")
        let loud = LintRun.run([], files: ["a-good.plist", "b-bad.plist", "missing.plist"], in: dir)
        let quiet = LintRun.run(["-s"], files: ["a-good.plist", "b-bad.plist", "missing.plist"], in: dir)
        #expect(quiet == LintRun(status: 1, stdout: "", stderr: loud.stderr))
    }
}
