import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import PlistLint

/// `-` names standard input: read once, to its end but at most `--max-size` + 1 bytes, and
/// named `<stdin>` in every result (as `plutil -lint -` names it).
@Suite struct StandardInputTests {
    static let case014 = Fixtures.url("Cases/014-lint-multi-file-exit-codes")
    static let usageTail = "Usage: plist-lint [<options>] <path> ...\n  See 'plist-lint --help' for more information.\n"

    /// A pipe holding `bytes` (less than the pipe's 64 KiB buffer) with its writing end closed,
    /// so that a reader meets the end of the input after them.
    final class InputPipe {
        let readEnd: Int32

        init(_ bytes: Data) throws {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
            readEnd = ends[0]
            let written = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
            close(ends[1])
            guard written == bytes.count else { throw POSIXError(.EIO) }
        }

        /// The bytes nobody read (reads to the end).
        func rest() -> Int {
            var count = 0
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = read(readEnd, &buffer, buffer.count)
                if n <= 0 { return count }
                count += n
            }
        }

        deinit { close(readEnd) }
    }

    @Test func aGoodPlistOnStandardInputPasses() throws {
        let input = try InputPipe(Data(contentsOf: Self.case014.appendingPathComponent("a-good.plist")))
        #expect(LintRun.run(["-"], standardInput: input.readEnd) == LintRun(status: 0, stdout: "<stdin>: OK\n", stderr: ""))
        #expect(input.rest() == 0)
    }

    @Test func findingsAreNamedStdinWithTheSourceLine() throws {
        let input = try InputPipe(Data(contentsOf: Self.case014.appendingPathComponent("b-bad.plist")))
        #expect(LintRun.run(["--verbose", "-"], standardInput: input.readEnd) == LintRun(status: 1, stdout: "", stderr: """
            <stdin>:7:1: error: [syntax] end tag </dict> does not match <string> opened at line 6
            </dict>
            ^
            <stdin>:6:2: note: <string> opened here
            \t<string>BidirectionalIndexable/string>
            \t^
            plist-lint: 1 file checked, 0 passed, 1 failed

            """))
    }

    @Test func emptyStandardInputIsAnEmptyFile() throws {
        let input = try InputPipe(Data())
        #expect(LintRun.run(["-"], standardInput: input.readEnd) == LintRun(
            status: 1, stdout: "", stderr: "<stdin>: error: [empty-file] file is empty\n"))
    }

    @Test func maxSizeReadsAtMostOneByteMoreThenStops() throws {
        let input = try InputPipe(Data(repeating: UInt8(ascii: " "), count: 100))
        #expect(LintRun.run(["--max-size", "10", "-"], standardInput: input.readEnd) == LintRun(
            status: 1, stdout: "",
            stderr: "<stdin>: error: [limit-exceeded] file is more than the limit of 10 bytes (raise it with --max-size)\n"))
        #expect(input.rest() == 89)
    }

    @Test func inputOfExactlyMaxSizeIsRead() throws {
        let bytes = try Data(contentsOf: Self.case014.appendingPathComponent("a-good.plist"))
        #expect(bytes.count == 253)
        let input = try InputPipe(bytes)
        #expect(LintRun.run(["--max-size", "253", "-"], standardInput: input.readEnd) == LintRun(
            status: 0, stdout: "<stdin>: OK\n", stderr: ""))
    }

    @Test func theSchemaOptionAppliesToStandardInput() throws {
        let input = try InputPipe(Fixtures.data("Bad/questions-misspelled.plist"))
        #expect(LintRun.run(["--schema", Fixtures.url("questions.schema.json").path, "-"], standardInput: input.readEnd) == LintRun(
            status: 1, stdout: "", stderr: """
            <stdin>:40:3: error: [unknown-key] unknown key "optoins" at [2], did you mean "options"?
            \t\t<key>optoins</key>
            \t\t^
            <stdin>:35:2: note: [missing-key] missing required key "options" in [2] (Question.options: [String]), probably misspelled as "optoins" on line 40
            \t<dict>
            \t^

            """))
    }

    @Test(arguments: [1, 2, 4])
    func standardInputKeepsItsPlaceAmongFilesWithJobs(_ jobs: Int) throws {
        let input = try InputPipe(Data(contentsOf: Self.case014.appendingPathComponent("d-bad.json")))
        let a = Self.case014.appendingPathComponent("a-good.plist").path
        let c = Self.case014.appendingPathComponent("c-good.json").path
        let run = LintRun.run(["--jobs", "\(jobs)", "--verbose", a, "-", c], standardInput: input.readEnd)
        #expect(run.status == 1)
        #expect(run.stdout == "\(a): OK (XML)\n\(c): OK (JSON)\n")
        #expect(run.stderr == """
            <stdin>:3:1: error: [syntax] unterminated object (opened at 1:1)

            ^
            plist-lint: 3 files checked, 2 passed, 1 failed

            """)
    }

    @Test func jsonOutputNamesStdin() throws {
        let input = try InputPipe(Data())
        #expect(LintRun.run(["--output-format", "json", "-"], standardInput: input.readEnd) == LintRun(status: 1, stdout: """
            {"files": [
            {"path": "<stdin>", "status": "error", "format": null, "diagnostics": [{"severity": "error", "rule": "empty-file", "message": "file is empty", "file": "<stdin>"}]}
            ],
            "summary": {"checked": 1, "passed": 0, "failed": 1}}

            """, stderr: ""))
    }

    @Test func standardInputGivenTwiceIsAUsageError() throws {
        let input = try InputPipe(Data("<plist><true/></plist>".utf8))
        #expect(LintRun.run(["-", "a.plist", "--", "-"], standardInput: input.readEnd) == LintRun(
            status: 64, stdout: "",
            stderr: "Error: The argument '-' is given more than once: standard input can be read only once.\n" + Self.usageTail))
        #expect(input.rest() == 22)
    }

    @Test func aFileNamedDashIsReachedAsDotSlashDash() throws {
        let dir = try TemporaryTree(["-": "<plist><true/></plist>"])
        defer { dir.remove() }
        let input = try InputPipe(Data())
        #expect(LintRun.run([], files: ["./-"], in: dir.url, standardInput: input.readEnd) == LintRun(
            status: 0, stdout: "./-: OK\n", stderr: ""))
    }

    @Test func aFolderNamedDashIsNotWalkedForDash() throws {
        let dir = try TemporaryTree(["-/a.plist": "<plist><true/></plist>"])
        defer { dir.remove() }
        // `-` is standard input even when the current folder holds an entry named `-`:
        // the argument is never looked up as a path.
        let input = try InputPipe(Data("<plist><false/></plist>".utf8))
        #expect(LintRun.run(["-", dir.url.appendingPathComponent("-").path], standardInput: input.readEnd).stdout
                == "<stdin>: OK\n" + dir.url.appendingPathComponent("-").path + "/a.plist: OK\n")
    }

    @Test func aNonBlockingStandardInputIsWaitedFor() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        #expect(fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK) == 0)
        // Written a little later, so that the first read meets an empty pipe (EAGAIN).
        let writeEnd = ends[1]
        let writer = Thread {
            usleep(100_000)
            let text = "<plist><true/></plist>"
            _ = text.withCString { write(writeEnd, $0, strlen($0)) }
            close(writeEnd)
        }
        writer.start()
        #expect(LintRun.run(["-"], standardInput: ends[0]) == LintRun(status: 0, stdout: "<stdin>: OK\n", stderr: ""))
    }

    @Test func unreadableStandardInputIsAnIOError() throws {
        let folder = open(FileManager.default.temporaryDirectory.path, O_RDONLY | O_DIRECTORY)
        #expect(folder >= 0)
        defer { close(folder) }
        #expect(LintRun.run(["-"], standardInput: folder) == LintRun(
            status: 1, stdout: "", stderr: "<stdin>: error: [io] cannot read standard input: Is a directory\n"))
        #expect(LintRun.run(["-"], standardInput: -1) == LintRun(
            status: 1, stdout: "", stderr: "<stdin>: error: [io] cannot read standard input: Bad file descriptor\n"))
    }

    @Test func theBuiltCommandReadsItsStandardInput() throws {
        let good = Self.case014.appendingPathComponent("a-good.plist").path
        let outcome = try ChildProcess.run(ChildProcess.plistLint, ["-"], standardInput: good)
        #expect(outcome.exitStatus == 0)
        #expect(outcome.stdout == "<stdin>: OK\n")
        #expect(outcome.stderr == "")
        let empty = try ChildProcess.run(ChildProcess.plistLint, ["-", good])
        #expect(empty.exitStatus == 1)
        #expect(empty.stdout == good + ": OK\n")
        #expect(empty.stderr == "<stdin>: error: [empty-file] file is empty\n")
    }
}
