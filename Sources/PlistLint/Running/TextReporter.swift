import PlistKit

/// The default output: `path: OK` on stdout for a passing file (unless `--quiet`; with
/// `--verbose` the format follows, `path: OK (XML)`), and every finding on stderr rendered by
/// ``DiagnosticRenderer`` with the source line and a caret.
/// At most ``maxRendered`` diagnostics are rendered per file, then one note
/// `path: note: … N more findings in this file not shown`.
struct TextReporter: Sendable {
    /// How many diagnostics of one file are rendered.
    static let maxRendered = 100
    let io: LintIO
    let renderer: DiagnosticRenderer
    let quiet: Bool
    let verbose: Bool

    func report(_ result: FileResult) {
        if !result.diagnostics.isEmpty {
            let shown = result.diagnostics.prefix(Self.maxRendered)
            io.writeErr(renderer.render(Array(shown), source: result.source.map { [UInt8]($0) }))
            let hidden = result.diagnostics.count - shown.count
            if hidden > 0 {
                let note = Diagnostic(severity: .note, rule: "", message: "… \(hidden) more findings in this file not shown",
                                      file: result.path)
                io.writeErr(renderer.render(note))
            }
        }
        if result.passed && !quiet {
            var line = "\(UntrustedText.escaped(result.path, limit: Int.max)): OK"
            if verbose, let format = result.format { line += " (\(format))" }
            io.writeOut(line + "\n")
        }
    }

    /// `--verbose` summary on stderr: `plist-lint: 6 files checked, 2 passed, 4 failed`.
    func summary(checked: Int, failed: Int) {
        guard verbose else { return }
        io.writeErr("\(LintHelp.commandName): \(checked) file\(checked == 1 ? "" : "s") checked, \(checked - failed) passed, \(failed) failed\n")
    }
}
