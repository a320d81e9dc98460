/// Why a JSON Schema document cannot be imported: an unsupported keyword or a malformed value,
/// with its JSON Pointer (RFC 6901) and, when the document was read from a file, its location.
///
/// Rule ids: `unsupported-schema-keyword` (a keyword PlistKit does not implement — never
/// silently ignored), `invalid-schema` (a keyword with a value of the wrong kind, an
/// unresolvable `$ref`), `limit-exceeded` (more than ``Schema/jsonSchemaImportNodeLimit``
/// schema nodes once `$ref`s are inlined).
public struct JSONSchemaError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The rule id.
    public var rule: String
    /// The message, one line, e.g. `unsupported JSON Schema keyword "dependentSchemas" at /properties/name`.
    public var message: String
    /// The JSON Pointer of the offending keyword or value, e.g. `/properties/name/dependentSchemas`.
    public var pointer: String
    /// Where the keyword is in the schema file, when known.
    public var location: SourceLocation?
    /// The schema file, when known.
    public var file: String?

    /// Creates an error.
    public init(rule: String, message: String, pointer: String, location: SourceLocation? = nil, file: String? = nil) {
        self.rule = rule
        self.message = message
        self.pointer = pointer
        self.location = location
        self.file = file
    }

    /// The error as a ``Diagnostic``.
    public var diagnostic: Diagnostic {
        Diagnostic(severity: .error, rule: rule, message: message, file: file, location: location)
    }

    /// The compiler-style headline.
    public var description: String { diagnostic.description }
}
