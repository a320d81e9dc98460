import Foundation
import PlistKit

/// A project's `plist-lint` configuration: the file `.plistkit.json`, found in the folder of each
/// checked file or the nearest folder above it (up to the repository root, the first folder
/// holding `.git`), as SwiftLint finds `.swiftlint.yml`. One JSON object (RFC 8259), every
/// member optional:
///
/// ```json
/// {
///   "include": ["App", "Config/**/*.plist"],
///   "exclude": ["Pods", "**/*.xcbaseline"],
///   "schemas": {"Deploy/*.plist": "ota-manifest", "Data/*.plist": "Schemas/data.schema.json", "Vendor/**": "none"},
///   "builtinSchemas": true,
///   "rules": {"unknown-key": "error", "deprecated-value": "off"}
/// }
/// ```
/// Patterns are ``PathGlob``s relative to the folder holding the file. `include` and `exclude`
/// choose among the files found by searching a folder (a file named on the command line is
/// always checked); `schemas` maps the first matching pattern, in the order written, to a
/// built-in kind (`--list-kinds`), a JSON Schema file (relative to the configuration's folder)
/// or `none`; `builtinSchemas: false` stops choosing a built-in schema by file name;
/// `rules` sets a rule's severity (`error`, `warning`, `note`) or turns it `off`.
struct LintConfiguration: Sendable {
    /// The file name looked for.
    static let fileName = ".plistkit.json"

    /// What a `schemas` pattern maps a file to.
    enum SchemaTarget: Equatable, Sendable {
        /// A built-in kind.
        case kind(PlistKind)
        /// A JSON Schema file: its path relative to the configuration's folder.
        case file(String)
        /// No schema (not even a built-in one): `"none"`.
        case noSchema
    }

    /// A rule's severity as configured.
    enum RuleSetting: Equatable, Sendable {
        /// Reported with this severity.
        case severity(Diagnostic.Severity)
        /// Not reported.
        case off
    }

    /// The folder holding the configuration file (a lexically normalised absolute path).
    var folder: String
    /// The configuration file's name as printed.
    var printedName: String
    /// `include`: when not empty, only found files matching one are checked.
    var include: [PathGlob] = []
    /// Where each `include` pattern is written: its key path (`include[1]`) and place.
    var includeSites: [(keyPath: String, location: SourceLocation)] = []
    /// `exclude`: found files matching one are not checked.
    var exclude: [PathGlob] = []
    /// `schemas`, in the order written.
    var schemas: [(pattern: PathGlob, target: SchemaTarget)] = []
    /// `builtinSchemas`.
    var builtinSchemas = true
    /// `rules`.
    var rules: [String: RuleSetting] = [:]

    /// Whether a file found by searching a folder, at `relativePath` below ``folder``, is checked.
    func includes(_ relativePath: [Substring]) -> Bool {
        inclusion(of: relativePath).checked
    }

    /// Whether a found file at `relativePath` is checked, and the index of the first `include`
    /// pattern that matched it (`nil` when `include` is empty or the file is excluded).
    func inclusion(of relativePath: [Substring]) -> (checked: Bool, include: Int?) {
        if exclude.contains(where: { $0.matchesPathOrFolder(relativePath) }) { return (false, nil) }
        if include.isEmpty { return (true, nil) }
        guard let index = include.firstIndex(where: { $0.matchesPathOrFolder(relativePath) }) else { return (false, nil) }
        return (true, index)
    }

    /// The `schemas` target of the file at `relativePath`, or `nil` when no pattern matches.
    func schemaTarget(for relativePath: [Substring]) -> SchemaTarget? {
        schemas.first { $0.pattern.matches(relativePath) }?.target
    }

    /// `diagnostics` with the `rules` severities applied (those turned `off` removed).
    ///
    /// A note of another rule paired with a finding whose rule the configuration changes (the
    /// `missing-key` note of an `unknown-key` misspelling) becomes a finding of its own, at its
    /// own rule's severity (configured, else the catalogue's default): turning `unknown-key`
    /// off or down must not hide a required key that is missing.
    func applyingRules<C: Collection<Diagnostic>>(to diagnostics: C) -> [Diagnostic] {
        guard !rules.isEmpty else { return Array(diagnostics) }
        var out: [Diagnostic] = []
        for diagnostic in diagnostics {
            guard let setting = rules[diagnostic.rule] else {
                out.append(diagnostic)
                continue
            }
            var kept = diagnostic
            let detached = diagnostic.related.filter { $0.rule != diagnostic.rule && DiagnosticRule.named($0.rule) != nil }
            kept.related.removeAll { $0.rule != diagnostic.rule && DiagnosticRule.named($0.rule) != nil }
            if case .severity(let severity) = setting {
                kept.severity = severity
                out.append(kept)
            }
            for note in detached {
                var finding = note
                switch rules[note.rule] {
                case .off: continue
                case .severity(let severity): finding.severity = severity
                case nil: finding.severity = DiagnosticRule.named(note.rule)?.defaultSeverity ?? .error
                }
                out.append(finding)
            }
        }
        return out
    }
}
