import Foundation
import Testing
@testable import PlistLint

/// The command's contract that does not depend on file contents: help, version, usage
/// errors, I/O errors, exit codes.
@Suite struct CommandLineTests {
    static let usageTail = "Usage: plist-lint [<options>] <path> ...\n  See 'plist-lint --help' for more information.\n"

    @Test func helpGoesToStdoutWithStatusZero() throws {
        let run = LintRun.run(["--help"])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout == String(decoding: try Fixtures.data("Expected/lint-help.txt"), as: UTF8.self))
    }

    @Test func versionGoesToStdout() {
        #expect(LintRun.run(["--version"]) == LintRun(status: 0, stdout: "plist-lint 0.2.0\n", stderr: ""))
    }

    @Test func unknownOptionSuggestsTheClosestAndExits64() {
        #expect(LintRun.run(["--quite", "a.plist"]) == LintRun(
            status: 64, stdout: "",
            stderr: "Error: Unknown option '--quite'. Did you mean '--quiet'?\n" + Self.usageTail))
    }

    @Test func noPathsIsAUsageError() {
        #expect(LintRun.run(["--strict"]) == LintRun(
            status: 64, stdout: "", stderr: "Error: No files or folders given.\n" + Self.usageTail))
    }

    @Test func badValueIsAUsageError() {
        #expect(LintRun.run(["--jobs", "65", "a.plist"]) == LintRun(
            status: 64, stdout: "",
            stderr: "Error: The value '65' is invalid for '--jobs': expected a whole number from 0 to 64 or auto (0 and auto: one per core).\n" + Self.usageTail))
    }

    @Test func negativeJobsIsAnInvalidValueNotAMissingOne() {
        #expect(LintRun.run(["--jobs", "-1", "a.plist"]) == LintRun(
            status: 64, stdout: "",
            stderr: "Error: The value '-1' is invalid for '--jobs': expected a whole number from 0 to 64 or auto (0 and auto: one per core).\n" + Self.usageTail))
    }

    @Test func missingAndEmptyFilesAreReportedLikeFindings() {
        let dir = Fixtures.url("Cases/014-lint-multi-file-exit-codes")
        #expect(LintRun.run([], files: ["missing.plist", "e-empty.plist"], in: dir) == LintRun(
            status: 1, stdout: "",
            stderr: "missing.plist: error: [io] no such file\ne-empty.plist: error: [empty-file] file is empty\n"))
    }

    @Test func aFolderIsNotAFileButItsPlistsAre() throws {
        let dir = try TemporaryTree(["x/empty.plist": "", "x/notes.txt": "hello"])
        defer { dir.remove() }
        #expect(LintRun.run(["-s"], files: ["x"], in: dir.url) == LintRun(
            status: 1, stdout: "", stderr: "x/empty.plist: error: [empty-file] file is empty\n"))
    }

    @Test func fileNamesAreEscapedInOutput() throws {
        let dir = try TemporaryTree(["evil\n.plist": "", "\u{1B}[2J.plist": ""])
        defer { dir.remove() }
        #expect(LintRun.run([], files: ["evil\n.plist", "\u{1B}[2J.plist"], in: dir.url) == LintRun(
            status: 1, stdout: "",
            stderr: "evil\\n.plist: error: [empty-file] file is empty\n\\u{1B}[2J.plist: error: [empty-file] file is empty\n"))
    }

    @Test func oversizedFileIsRejectedBeforeReading() throws {
        let dir = try TemporaryTree(["big.plist": String(repeating: " ", count: 2048)])
        defer { dir.remove() }
        #expect(LintRun.run(["--max-size", "1k"], files: ["big.plist"], in: dir.url) == LintRun(
            status: 1, stdout: "",
            stderr: "big.plist: error: [limit-exceeded] file is 2048 bytes, more than the limit of 1024 (raise it with --max-size)\n"))
    }

    @Test func schemaWithoutSchemaSupportFailsTheRun() {
        let run = LintRun.run(["--schema", "/nonexistent/s.schema.json", "a.plist"], schemaLoader: nil)
        #expect(run == LintRun(status: 1, stdout: "",
                               stderr: "/nonexistent/s.schema.json: error: [io] schema validation is not available in this build\n"))
    }

    @Test func jsonOutputDescribesEveryFile() {
        let dir = Fixtures.url("Cases/014-lint-multi-file-exit-codes")
        let run = LintRun.run(["--output-format", "json"], files: ["missing.plist", "e-empty.plist"], in: dir)
        #expect(run == LintRun(status: 1, stdout: """
            {"files": [
            {"path": "missing.plist", "status": "error", "format": null, "diagnostics": [{"severity": "error", "rule": "io", "message": "no such file", "file": "missing.plist"}]},
            {"path": "e-empty.plist", "status": "error", "format": null, "diagnostics": [{"severity": "error", "rule": "empty-file", "message": "file is empty", "file": "e-empty.plist"}]}
            ],
            "summary": {"checked": 2, "passed": 0, "failed": 2}}

            """, stderr: ""))
    }

    /// A file that fails to read still names the format it was read as: detected from its
    /// first bytes, or forced with --format (it was null for every failed file).
    @Test func jsonOutputNamesTheFormatOfAFileThatFailedToRead() {
        let dir = Fixtures.url("Cases/014-lint-multi-file-exit-codes")
        let detected = LintRun.run(["--output-format", "json"], files: ["b-bad.plist", "d-bad.json"], in: dir)
        #expect(detected == LintRun(status: 1, stdout: """
            {"files": [
            {"path": "b-bad.plist", "status": "error", "format": "xml", "diagnostics": [{"severity": "error", "rule": "syntax", "message": "end tag </dict> does not match <string> opened at line 6", "file": "b-bad.plist", "line": 7, "column": 1, "offset": 236, "keyPath": "CFBundleName", "related": [{"severity": "note", "rule": "", "message": "<string> opened here", "file": "b-bad.plist", "line": 6, "column": 2, "offset": 197}]}]},
            {"path": "d-bad.json", "status": "error", "format": "json", "diagnostics": [{"severity": "error", "rule": "syntax", "message": "unterminated object (opened at 1:1)", "file": "d-bad.json", "line": 3, "column": 1, "offset": 22, "keyPath": "name"}]}
            ],
            "summary": {"checked": 2, "passed": 0, "failed": 2}}

            """, stderr: ""))
        let forced = LintRun.run(["--output-format", "json", "--format", "binary"], files: ["a-good.plist"], in: dir)
        #expect(forced == LintRun(status: 1, stdout: """
            {"files": [
            {"path": "a-good.plist", "status": "error", "format": "binary", "diagnostics": [{"severity": "error", "rule": "invalid-binary", "message": "unsupported binary plist version \\"<?xml ve\\" (only bplist00 is read)", "file": "a-good.plist", "offset": 0}]}
            ],
            "summary": {"checked": 1, "passed": 0, "failed": 1}}

            """, stderr: ""))
    }

    static let colorCases: [(LintOptions.ColorMode, Bool, [String: String], Bool)] = [
        (.auto, true, [:], true), (.auto, false, [:], false), (.auto, true, ["NO_COLOR": "1"], false),
        (.auto, true, ["TERM": "dumb"], false), (.always, false, [:], true), (.never, true, [:], false),
    ]

    @Test(arguments: colorCases.indices)
    func colourOnlyOnATerminal(_ i: Int) {
        let (mode, terminal, environment, expected) = Self.colorCases[i]
        let io = LintIO(writeOut: { _ in }, writeErr: { _ in }, stderrIsTerminal: terminal, environment: environment)
        #expect(io.usesColor(mode) == expected)
    }
}
