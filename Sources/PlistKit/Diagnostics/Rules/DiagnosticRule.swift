/// One rule of PlistKit's catalogue: the stable, kebab-case id a ``Diagnostic`` carries in
/// ``Diagnostic/rule`` (and a ``PlistReadError``, ``JSONSchemaError`` or ``PlistWriteError`` in
/// its kind), with its default severity, a one-line summary and a full explanation with a bad
/// and a good example.
///
/// Every id PlistKit and its tools report is catalogued exactly once (a test scans the sources
/// and the tests' expected outputs for ids that are not). `plist-lint --list-rules` prints
/// ``catalogue``; `plist-lint --explain RULE` prints one rule's ``explanation``; SARIF output
/// (`--output-format sarif`) lists the rules a run reports in `tool.driver.rules`.
///
/// ```swift
/// let rule = DiagnosticRule.named("unknown-key")   // .warning, "A key the schema does not define…"
/// ```
/// The rules are grouped by where they arise, one file per family (`DiagnosticRule+XML.swift`,
/// …), each declaring an array that ``catalogue`` joins.
public struct DiagnosticRule: Hashable, Sendable, CustomStringConvertible {
    /// The rule id, kebab-case, e.g. `unknown-key`.
    public let id: String
    /// The severity the rule reports with under default options (a policy may change it: an
    /// unknown key is an error with `AdditionalKeysPolicy.error`, any warning fails a file under
    /// `plist-lint --strict`).
    public let defaultSeverity: Diagnostic.Severity
    /// One sentence saying what the rule finds.
    public let summary: String
    /// Several paragraphs: what the rule finds and why it matters, then a `Bad:` and a `Good:`
    /// example (indented four spaces), plain text that reads as Markdown.
    public let explanation: String

    /// Creates a rule (the catalogue's families use it; a rule made elsewhere is not reported).
    init(_ id: String, _ defaultSeverity: Diagnostic.Severity, summary: String, explanation: String) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.explanation = explanation
    }

    /// The rule id.
    public var description: String { id }

    /// Every rule, sorted by id.
    public static let catalogue: [DiagnosticRule] = (fileRules + xmlStructureRules + valueRules + jsonRules + binaryRules
        + mappingRules + schemaRules + writingRules + modelGenRules + appleConformanceRules + constraintRules + editorRules).sorted { $0.id < $1.id }

    /// The rule with id `id`, or `nil` when the catalogue has none.
    public static func named(_ id: String) -> DiagnosticRule? {
        catalogue.first { $0.id == id }
    }

    /// `plist-lint --explain`'s text: `id (severity): summary`, a blank line, the explanation.
    package var explainedText: String {
        "\(id) (default severity: \(defaultSeverity.rawValue))\n\(summary)\n\n\(explanation)\n"
    }
}
