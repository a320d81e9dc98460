import CommandLineSupport
import Foundation
import Testing
@testable import PlistLint

/// The NUL that marks an argument decoded from bytes that are not valid UTF-8
/// (``NonUTF8Argument/marker``) is internal: no message or report shows it.
@Suite struct RawMarkerTests {
    /// The argument the command receives for the argv bytes `bytes`.
    static func argument(_ bytes: [UInt8]) -> String { NonUTF8Argument.decode(bytes) }

    @Test func aUsageErrorNamesTheValueInItsVisibleForm() {
        let size = LintRun.run(["--max-size", Self.argument([0xFF])], files: ["a.plist"])
        #expect(size.status == 64)
        #expect(size.stderr.hasPrefix(
            "Error: The value '\\xFF' is invalid for '--max-size': expected a positive number of bytes, optionally with k, m or g.\n"))
        let option = LintRun.run([Self.argument(Array("--".utf8) + [0xFF])], files: ["a.plist"])
        #expect(option.status == 64)
        #expect(option.stderr.hasPrefix("Error: Unknown option '--\\xFF'.\n"))
    }

    @Test func aJSONReportOfAnUnreadableSchemaNamesItWithoutTheMarker() {
        let run = LintRun.run(["--output-format", "json", "--schema", Self.argument([0xFF])], files: ["a.plist"])
        #expect(run.status == 1)
        #expect(run.stdout == """
            {"files": [
            {"path": "\\\\xFF", "status": "error", "format": null, "diagnostics": [{"severity": "error", "rule": "io", "message": "name is not valid UTF-8; cannot be read (given with --schema)", "file": "\\\\xFF"}]}
            ],
            "summary": {"checked": 1, "passed": 0, "failed": 1}}

            """)
    }
}
