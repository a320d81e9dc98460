import PlistKit

/// The default output: `path: OK` on stdout for a passing file (unless `--quiet`; with
/// `--verbose` the format follows, `path: OK (XML)`), and every finding on stderr rendered by
/// ``DiagnosticRenderer`` with the source line and a caret.
/// At most ``maxRendered`` diagnostics are rendered per file, the most severe first chosen and
/// then shown in their order (so 100 warnings never hide the error that fails the file), then
/// one note `path: note: … N more findings in this file not shown`; the limit findings always follow,
/// whatever the cap hid: a `limit-exceeded` error (a check stopped short, so the findings
/// are incomplete) and a reader's `finding-limit` warning (findings it did not keep).
struct TextReporter: Sendable {
    /// How many diagnostics of one file are rendered.
    static let maxRendered = 100
    /// The rule of the warning a reader ends a capped finding list with.
    static let readerLimitRule = DiagnosticRule.findingLimit.id
    /// The rules of the findings rendered whatever the cap: they say the rest is incomplete.
    static let limitRules: Set<String> = [readerLimitRule, DiagnosticRule.limitExceeded.id]
    let io: LintIO
    let renderer: DiagnosticRenderer
    let quiet: Bool
    let verbose: Bool

    func report(_ result: FileResult) {
        if !result.diagnostics.isEmpty {
            // The limit findings (`limit-exceeded`, then a reader's closing `finding-limit`
            // warning, its own count of dropped findings) are always rendered, after the note
            // counting what this cap hides.
            let limits = result.diagnostics.filter { Self.limitRules.contains($0.rule) }
            let others = result.diagnostics.filter { !Self.limitRules.contains($0.rule) }
            let shown = Self.mostSevere(others, count: Self.maxRendered)
            let source = result.source.map { [UInt8]($0) }
            // The source line is shown only under findings about this file: a sibling schema's
            // error names the schema file, whose lines are not these.
            let render = { (d: Diagnostic) in renderer.render(d, source: d.file == nil || d.file == result.path ? source : nil) }
            io.writeErr(shown.map(render).joined())
            let hidden = others.count - shown.count
            if hidden > 0 {
                let note = Diagnostic.annotation("… \(hidden) more findings in this file not shown",
                                                 file: result.path)
                io.writeErr(renderer.render(note))
            }
            io.writeErr(limits.map(render).joined())
        }
        if result.passed && !quiet {
            var line = "\(UntrustedText.escaped(result.path, limit: Int.max)): OK"
            if verbose, let format = result.format { line += " (\(format)" + (result.schema.map { ", \($0)" } ?? "") + ")" }
            io.writeOut(line + "\n")
        } else if !result.passed && verbose, let schema = result.schema {
            // A failing file says what it was checked against after its findings.
            let note = Diagnostic.annotation("checked against \(schema)", file: result.path)
            io.writeErr(renderer.render(note))
        }
    }

    /// The `count` most severe of `diagnostics` (errors, then warnings, then notes, each in
    /// order), in the order of `diagnostics`.
    static func mostSevere(_ diagnostics: [Diagnostic], count: Int) -> [Diagnostic] {
        guard diagnostics.count > count else { return diagnostics }
        let chosen = diagnostics.indices
            .sorted { (diagnostics[$0].severity, $1) > (diagnostics[$1].severity, $0) }
            .prefix(count)
            .sorted()
        return chosen.map { diagnostics[$0] }
    }

    /// `--verbose` summary on stderr: `plist-lint: 6 files checked, 2 passed, 4 failed`.
    func summary(checked: Int, failed: Int) {
        guard verbose else { return }
        io.writeErr("\(LintHelp.commandName): \(checked) file\(checked == 1 ? "" : "s") checked, \(checked - failed) passed, \(failed) failed\n")
    }
}
