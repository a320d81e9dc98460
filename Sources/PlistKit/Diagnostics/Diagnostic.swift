/// One finding about an input: an error, a warning or a note, with where it is.
///
/// Every reader, the ``Validator``, ``PlistDecoder`` and the command-line tools speak in
/// diagnostics, and ``DiagnosticRenderer`` prints them the way a compiler does:
/// `path:line:col: error: [rule] message`, then the source line and a caret.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How bad a finding is.
    public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
        /// A note: information, such as a coercion that was applied or a default that was used.
        case note
        /// A warning: the input is accepted but probably not what was meant (exit status stays 0
        /// unless `--strict`).
        case warning
        /// An error: the input is rejected.
        case error

        private var rank: Int { self == .note ? 0 : self == .warning ? 1 : 2 }
        /// Orders by seriousness: `note` < `warning` < `error` (so `max()` of a report's
        /// severities is its worst).
        public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    /// How bad it is.
    public var severity: Severity
    /// A stable, kebab-case rule identifier such as `invalid-integer`, `duplicate-key` or
    /// `unknown-key`; printed in brackets and usable for filtering. Empty for a note that only
    /// annotates: a related place of another finding (it belongs to that finding's rule), or a
    /// line of a report about the run.
    public var rule: String
    /// The message in the user's terms, one line, untrusted text already escaped.
    public var message: String
    /// The file the finding is about, as given by the caller (not resolved), or `nil`.
    public var file: String?
    /// Where in the file, or `nil` when the finding is about the file as a whole.
    public var location: SourceLocation?
    /// The key path of the value, rendered as in ``PlistPath`` (`[2].options[1]`), or `nil`.
    public var keyPath: String?
    /// Related locations (e.g. the first definition of a duplicate key), rendered as notes.
    public var related: [Diagnostic]
    /// Changes to the source that resolve the finding (renaming a misspelled key to its
    /// suggestion, replacing a deprecated value), empty when none is known.
    public var fixes: [Fix]

    /// Creates a diagnostic.
    public init(
        severity: Severity, rule: String, message: String, file: String? = nil,
        location: SourceLocation? = nil, keyPath: String? = nil, related: [Diagnostic] = [],
        fixes: [Fix] = []
    ) {
        self.severity = severity
        self.rule = rule
        self.message = message
        self.file = file
        self.location = location
        self.keyPath = keyPath
        self.related = related
        self.fixes = fixes
    }

    /// Creates a diagnostic of a catalogued rule: how PlistKit and its tools make every finding,
    /// so that a rule id cannot be misspelt.
    package init(
        severity: Severity, rule: DiagnosticRule, message: String, file: String? = nil,
        location: SourceLocation? = nil, keyPath: String? = nil, related: [Diagnostic] = [],
        fixes: [Fix] = []
    ) {
        self.init(severity: severity, rule: rule.id, message: message, file: file, location: location, keyPath: keyPath,
                  related: related, fixes: fixes)
    }

    /// A note that only annotates, the one form PlistKit and its tools make it in: a related
    /// place of another finding (`first definition of "a"`, `<string> opened here`, `first
    /// seen as a string here`), which belongs to that finding's rule (the GitHub reporter titles
    /// it with the parent's), or a line of a report about the run (`checked against …`). It has
    /// no rule of its own: its ``rule`` is empty, nothing is printed in brackets, and no rule
    /// filter or severity override applies to it. A note that is a finding of its own kind —
    /// the `missing-key` note paired with the key that misspells it, the other format's error
    /// (`read as JSON: …`) — is made with its rule instead.
    package static func annotation(_ message: String, file: String? = nil, location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(severity: .note, rule: "", message: message, file: file, location: location)
    }

    /// A copy naming `file` (for diagnostics produced before the file name was known).
    public func inFile(_ file: String?) -> Diagnostic {
        var copy = self
        copy.file = file
        copy.related = related.map { $0.inFile(file) }
        return copy
    }

    /// The one-line form without colour or source excerpt:
    /// `path:line:col: severity: [rule] message`.
    public var description: String { DiagnosticRenderer.plain.headline(of: self) }
}
