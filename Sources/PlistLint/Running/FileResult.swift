import Foundation
import PlistKit

/// The outcome of checking one file.
struct FileResult: Sendable {
    /// The path as printed (escaped: no control characters).
    var path: String
    /// The path's own bytes, for a file named by a path (not standard input, not a usage-level
    /// problem): what SARIF's `artifactLocation.uri` encodes, so that a name printed escaped
    /// (`a\tb.plist`) is still located as the file it is (`a%09b.plist`).
    var pathBytes: [UInt8]? = nil
    /// The format the file was read as, when reading got that far.
    var format: PlistFormat?
    /// Every finding, in order: the reader's error or findings, then the schema's.
    var diagnostics: [Diagnostic]
    /// The file's bytes, for source excerpts (nil when the file could not be read). Kept as
    /// read, converted only when there is a finding to show.
    var source: Data?
    /// The schema the file was checked against, as `--verbose` names it (`built-in schema
    /// info-plist`, `schema a.schema.json`); `nil` when there was none or it was not read.
    var schema: String?
    /// The schema choice itself (its checker's ``LintSchemaChecker/schema`` and file), for
    /// `plist-lsp`'s completion, hover and go to definition; `nil` when reading failed.
    var schemaChoice: SchemaSelection.Choice?
    /// The document read, kept only for contents checked in memory (``DocumentLinter``), whose
    /// editor needs its tree; `nil` for files read from disk, whose results wait in the run's
    /// window and must not hold trees.
    var document: PlistDocument?
    /// Whether the last diagnostic is the error that stopped reading the file (unreadable,
    /// malformed): a configuration's `rules` do not change it, since nothing was checked.
    var endsWithReadError = false
    /// The result of the configuration file governing this file when it did not load (its
    /// every mistake): reported once per run, before the first result it governs
    /// (``ConfigurationReports``). Empty otherwise.
    var configurationResults: [FileResult] = []
    /// Whether the file passes: no error, and no warning under `--strict`.
    var passed: Bool
    /// With `--fix`: what was done (`path: applied 1 fix`) or, with `--dry-run`, the unified diff
    /// of what would be; printed before the findings.
    var fixReport: String?

    /// Builds a result, deciding ``passed`` from the diagnostics.
    init(path: String, format: PlistFormat?, diagnostics: [Diagnostic], source: Data?, strict: Bool) {
        self.path = path
        self.format = format
        self.diagnostics = diagnostics
        self.source = source
        let failing: Diagnostic.Severity = strict ? .warning : .error
        self.passed = !diagnostics.contains { $0.severity >= failing }
    }
}
