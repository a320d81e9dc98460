import PlistKit

/// A schema that `plist-lint` checks documents against (`--schema FILE`, or `NAME.schema.json`
/// beside `NAME.plist`).
package protocol LintSchemaChecker: Sendable {
    /// Every finding about `document` (errors, warnings and notes), located and naming
    /// `document.file`.
    func check(_ document: PlistDocument) -> [Diagnostic]

    /// The schema checked against, for an editor's completion and hover (`plist-lsp`), or
    /// `nil` when the checker has none to show (the default).
    var schema: Schema? { get }

    /// The check of array elements one at a time as they are read, naming `file`, for the
    /// arrays the schema allows it for (``Validator/elementValidation(file:)``); ``check(_:)``
    /// then gets the document with those arrays emptied. `nil` (the default): the whole tree.
    func elementValidation(file: String) -> ElementValidation?
}

extension LintSchemaChecker {
    /// No schema to show.
    package var schema: Schema? { nil }

    /// No element-by-element check: the whole tree is read.
    package func elementValidation(file: String) -> ElementValidation? { nil }
}

/// Turns a schema file into a ``LintSchemaChecker``.
package struct LintSchemaLoader: Sendable {
    /// Loads the schema at `path`; throws a ``PlistReadError`` (or any error, reported with
    /// rule `schema`) when the file is missing or not a schema PlistKit understands.
    package var load: @Sendable (_ path: String) throws -> any LintSchemaChecker
    /// Loads the schema at `path` within the run's reader limits (`--max-size`,
    /// `--max-values`), or `nil` when the loader takes no limits.
    package var loadWithinLimits: (@Sendable (_ path: String, _ limits: PlistReader.Options) throws -> any LintSchemaChecker)?

    /// Creates a loader from a closure that takes no limits.
    package init(load: @escaping @Sendable (_ path: String) throws -> any LintSchemaChecker) {
        self.load = load
        self.loadWithinLimits = nil
    }

    /// Creates a loader that reads schema files within the run's reader limits; ``load``
    /// uses `plist-lint`'s default limits.
    package init(loadWithinLimits: @escaping @Sendable (_ path: String, _ limits: PlistReader.Options) throws -> any LintSchemaChecker) {
        self.loadWithinLimits = loadWithinLimits
        self.load = { path in try loadWithinLimits(path, LintOptions().readerLimits) }
    }

    /// Loads `path` with `limits` when the loader takes them, else with ``load``.
    func load(_ path: String, limits: PlistReader.Options) throws -> any LintSchemaChecker {
        if let loadWithinLimits { return try loadWithinLimits(path, limits) }
        return try load(path)
    }
}
