import PlistKit

/// The default output: `path: OK` on stdout for a passing file (unless `--quiet`; with
/// `--verbose` the format follows, `path: OK (XML)`), and every finding on stderr rendered by
/// ``DiagnosticRenderer`` with the source line and a caret.
struct TextReporter: Sendable {
    let io: LintIO
    let renderer: DiagnosticRenderer
    let quiet: Bool
    let verbose: Bool

    func report(_ result: FileResult) {
        if !result.diagnostics.isEmpty {
            let source = result.source.map { [UInt8]($0) }
            // The source line is shown only under findings about this file: a sibling schema's
            // error names the schema file, whose lines are not these.
            io.writeErr(result.diagnostics.map {
                renderer.render($0, source: $0.file == nil || $0.file == result.path ? source : nil)
            }.joined())
        }
        if result.passed && !quiet {
            var line = "\(result.path): OK"
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
