/// The error every writer throws: a value of the tree that the chosen format cannot represent.
///
/// `kind` is a stable rule id; `message` is one line naming the value's kind and the format,
/// with untrusted text (keys, string contents) escaped by ``UntrustedText``; `path` is the key
/// path of the offending value from the root of the tree written (`items[2].name`).
public struct PlistWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A stable identifier of the kind of problem. Open for extension: each writer declares its
    /// kinds next to its code (`PlistWriteError.Kind.invalidCharacter`, …).
    public struct Kind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The kebab-case rule id, e.g. `unsupported-value`.
        public var rawValue: String
        /// Creates a kind from its rule id.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The rule id, as diagnostics print it.
        public var description: String { rawValue }

        /// A value kind the format has no representation for: `null` in any property-list
        /// format, a UID in XML or JSON, NaN or infinity in JSON.
        public static let unsupportedValue = Kind(rawValue: DiagnosticRule.unsupportedValue.id)
    }

    /// What kind of problem.
    public var kind: Kind
    /// The message, one line.
    public var message: String
    /// The key path of the offending value; the root is the empty path.
    public var path: PlistPath
    /// What a program can change to write the value, in PlistKit's API terms (Foundation's
    /// `LocalizedError.recoverySuggestion`), or `nil`: `write it as a string, or set
    /// OpenStepPlistWriter.Options.typedValues = .gnustep …`. Kept out of ``message`` so a
    /// command-line tool can word its own advice or none.
    public var recoverySuggestion: String?

    /// Creates a write error.
    public init(_ kind: Kind, _ message: String, path: PlistPath = .root, recoverySuggestion: String? = nil) {
        self.kind = kind
        self.message = message
        self.path = path
        self.recoverySuggestion = recoverySuggestion
    }

    /// `error: [unsupported-value] message; recovery suggestion`, the form used by the
    /// command-line tools.
    public var description: String {
        "error: [\(kind.rawValue)] \(message)" + (recoverySuggestion.map { "; \($0)" } ?? "")
    }
}
