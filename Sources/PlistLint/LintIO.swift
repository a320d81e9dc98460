import Foundation
import PlistKit

/// Where `plist-lint` writes, and what it knows about its surroundings: injected so that tests
/// run the command in-process and compare stdout and stderr exactly. Every write passes
/// through ``OutputLine/neutralized(_:)`` (no line is a CI workflow command), whatever wrote it.
package struct LintIO: Sendable {
    private let rawOut: @Sendable (String) -> Void
    private let rawErr: @Sendable (String) -> Void
    /// Whether standard error is a terminal (for `--color auto`).
    package var stderrIsTerminal: Bool
    /// The environment variables consulted (`NO_COLOR`, `TERM`).
    package var environment: [String: String]
    /// The file descriptor read for the path `-` (standard input): a pipe, a terminal or a
    /// file, read to its end (never closed by the command).
    package var standardInput: Int32

    /// Creates an IO from closures; `-` reads `standardInput` (default: the process's own).
    package init(writeOut: @escaping @Sendable (String) -> Void, writeErr: @escaping @Sendable (String) -> Void,
                stderrIsTerminal: Bool = false, environment: [String: String] = [:],
                standardInput: Int32 = STDIN_FILENO) {
        self.rawOut = writeOut
        self.rawErr = writeErr
        self.stderrIsTerminal = stderrIsTerminal
        self.environment = environment
        self.standardInput = standardInput
    }

    /// The process's standard output and error.
    package static var standard: LintIO {
        LintIO(
            writeOut: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeErr: { FileHandle.standardError.write(Data($0.utf8)) },
            stderrIsTerminal: isatty(STDERR_FILENO) == 1,
            environment: consultedEnvironment())
    }

    /// The variables of the process environment that ``usesColor(_:)`` reads, looked up one by
    /// one: building the whole `ProcessInfo` dictionary cost 0.75 M instructions at start-up.
    private static func consultedEnvironment() -> [String: String] {
        var found: [String: String] = [:]
        for name in ["NO_COLOR", "TERM"] {
            if let value = getenv(name) { found[name] = String(cString: value) }
        }
        return found
    }

    /// Writes whole lines of text to standard output (no newline added), neutralised.
    package func writeOut(_ text: String) { rawOut(OutputLine.neutralized(text)) }

    /// Writes whole lines of text to standard error (no newline added), neutralised.
    package func writeErr(_ text: String) { rawErr(OutputLine.neutralized(text)) }

    /// Writes GitHub Actions workflow commands to standard output, not neutralised: only for
    /// ``GitHubReporter``, whose lines are commands by intent, each one line with every value
    /// escaped as the runner requires (no CR or LF, no `##[`), so no value can start another.
    func writeWorkflowCommands(_ lines: String) { rawOut(lines) }

    /// Whether diagnostics are coloured under `mode`: `auto` means stderr is a terminal,
    /// `NO_COLOR` is unset or empty (no-color.org) and `TERM` is not `dumb`.
    func usesColor(_ mode: LintOptions.ColorMode) -> Bool {
        switch mode {
        case .always: return true
        case .never: return false
        case .auto:
            return stderrIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        }
    }
}
