/// The error every reader throws: what is wrong, and where.
///
/// `kind` is a stable rule id (also the diagnostic's `rule`); `message` is one line in the
/// user's terms with untrusted text escaped; `location` is where the problem is (the line and
/// column of the offending tag or character, or a binary plist's byte offset); `keyPath`
/// names the enclosing key path when the reader knows it.
public struct PlistReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A stable identifier of the kind of problem. Open for extension: each reader declares
    /// its kinds next to its code (`PlistReadError.Kind.invalidInteger`, …).
    public struct Kind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The kebab-case rule id, e.g. `invalid-integer`.
        public var rawValue: String
        /// Creates a kind from its rule id.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The rule id, as diagnostics print it.
        public var description: String { rawValue }

        /// The file could not be read (missing, not a regular file, permission).
        public static let io = Kind(rawValue: DiagnosticRule.io.id)
        /// The input has zero bytes (or only whitespace).
        public static let emptyFile = Kind(rawValue: DiagnosticRule.emptyFile.id)
        /// The input is not in a format PlistKit reads (gzip, unknown magic).
        public static let unknownFormat = Kind(rawValue: DiagnosticRule.unknownFormat.id)
        /// The input is not well-formed in its format (XML, JSON or bplist00 syntax).
        public static let syntax = Kind(rawValue: DiagnosticRule.syntax.id)
        /// A configured limit (size, depth, length, count) was exceeded.
        public static let limitExceeded = Kind(rawValue: DiagnosticRule.limitExceeded.id)
    }

    /// What kind of problem.
    public var kind: Kind
    /// The message, one line.
    public var message: String
    /// Where, or `nil` for a file-level problem.
    public var location: SourceLocation?
    /// The file name as given by the caller, or `nil`.
    public var file: String?
    /// The key path of the enclosing value (`[3].options`), when known.
    public var keyPath: String?
    /// Related locations (e.g. the line of an unclosed start tag), as notes.
    public var related: [Diagnostic]
    /// The warnings the reader found before this error, in document order (a duplicate key
    /// ahead of a syntax error): reported before the error, as a compiler does. Empty for an
    /// error found before reading (I/O, size, encoding).
    public var precedingDiagnostics: [Diagnostic] = []

    /// Creates a read error.
    public init(_ kind: Kind, _ message: String, at location: SourceLocation? = nil,
                file: String? = nil, keyPath: String? = nil, related: [Diagnostic] = []) {
        self.kind = kind
        self.message = message
        self.location = location
        self.file = file
        self.keyPath = keyPath
        self.related = related
    }

    /// The error as an error-severity ``Diagnostic``.
    public var diagnostic: Diagnostic {
        Diagnostic(severity: .error, rule: kind.rawValue, message: message, file: file,
                   location: location, keyPath: keyPath, related: related)
    }

    /// ``precedingDiagnostics`` followed by the error itself (``diagnostic``).
    public var diagnostics: [Diagnostic] { precedingDiagnostics + [diagnostic] }

    /// The same error, its notes and its preceding findings naming `file`.
    public func inFile(_ file: String?) -> PlistReadError {
        var copy = self
        copy.file = file
        copy.related = related.map { $0.inFile(file) }
        copy.precedingDiagnostics = precedingDiagnostics.map { $0.inFile(file) }
        return copy
    }

    /// The compiler-style headline, e.g. `b-bad.plist:7:3: error: [syntax] …`.
    public var description: String { diagnostic.description }
}
