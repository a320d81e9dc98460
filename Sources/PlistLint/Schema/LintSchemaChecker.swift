import PlistKit

/// A schema that `plist-lint` checks documents against (`--schema FILE`, or `NAME.schema.json`
/// beside `NAME.plist`).
public protocol LintSchemaChecker: Sendable {
    /// Every finding about `document` (errors, warnings and notes), located and naming
    /// `document.file`.
    func check(_ document: PlistDocument) -> [Diagnostic]
}

/// Turns a schema file into a ``LintSchemaChecker``.
public struct LintSchemaLoader: Sendable {
    /// Loads the schema at `path`; throws a ``PlistReadError`` (or any error, reported with
    /// rule `schema`) when the file is missing or not a schema PlistKit understands.
    public var load: @Sendable (_ path: String) throws -> any LintSchemaChecker

    /// Creates a loader from a closure.
    public init(load: @escaping @Sendable (_ path: String) throws -> any LintSchemaChecker) {
        self.load = load
    }
}
