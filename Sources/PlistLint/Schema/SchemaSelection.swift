import Foundation
import PlistKit

/// Chooses the schema each file is checked against. The first that applies wins:
///
/// 1. `--schema FILE` or `--kind KIND` (one of them; every file);
/// 2. `NAME.schema.json` beside `NAME.plist`;
/// 3. the first pattern of the configuration file's `schemas` that matches (a kind, a schema
///    file, or `none`);
/// 4. the built-in kind of the file's name and place (``PlistKind/kind(forPath:)``), unless
///    `--no-builtin-schemas` or the configuration's `builtinSchemas: false`;
/// 5. none: the file is only read.
///
/// Standard input has no name or place: only the first step applies to it.
struct SchemaSelection: Sendable {
    /// A choice, with the words `--verbose` names it by (`built-in schema info-plist`).
    struct Choice: Sendable {
        /// What checks the document, or `nil` for no schema.
        var checker: (any LintSchemaChecker)?
        /// A finding that replaces the check (a schema file that did not load).
        var problem: Diagnostic?
        /// `built-in schema KIND` or `schema FILE`; `nil` for no schema.
        var label: String?
        /// The schema file's path (as files are opened: relative to the working folder or
        /// absolute) when the schema is a file; `nil` for a built-in kind or none.
        var file: String?

        /// No schema.
        static let none = Choice(checker: nil, problem: nil, label: nil)

        /// A built-in kind's schema.
        static func builtin(_ kind: PlistKind) -> Choice {
            Choice(checker: BuiltinSchemaChecker(kind: kind), problem: nil, label: "built-in schema \(kind.id)")
        }
    }

    /// `--schema`'s checker and printed name, loaded before the run.
    var commonSchema: (checker: any LintSchemaChecker, name: String)?
    /// `--kind`.
    var forcedKind: PlistKind?
    /// Sibling and configured schema files (`nil` when no schema support is wired).
    var schemaFiles: SchemaCache?
    /// Whether a built-in schema is chosen by a file's name (`--no-builtin-schemas` clears it).
    var builtinSchemas = true

    /// The schema for `target`, governed by `configuration` (the file's path relative to its
    /// folder given as `relativePath`) when there is one; `localPath` turns an absolute path
    /// into the one files are opened and named by (relative to the working folder when below it).
    func choice(for target: LintTarget, configuration: LintConfiguration?, relativePath: [Substring],
                localPath: (String) -> String) -> Choice {
        if let commonSchema { return Choice(checker: commonSchema.checker, problem: nil, label: "schema \(commonSchema.name)") }
        if let forcedKind { return .builtin(forcedKind) }
        if target.isStandardInput { return .none }
        let bytes = target.rawPath ?? Array(target.path.utf8)
        if let schemaFiles, let schemaBytes = FileLinter.siblingSchemaPath(for: bytes) {
            if let schemaPath = String(validating: schemaBytes, as: UTF8.self) {
                if let choice = file(schemaPath, in: schemaFiles) { return choice }
            } else if let problem = FileLinter.unreadableSchema(schemaBytes) {
                return Choice(checker: nil, problem: problem, label: "schema \(problem.file ?? "")")
            }
        }
        if let configuration, let configured = configuration.schemaTarget(for: relativePath) {
            switch configured {
            case .kind(let kind): return .builtin(kind)
            case .noSchema: return .none
            case .file(let relative):
                let path = configuration.folder == "/" ? "/" + relative : configuration.folder + "/" + relative
                let resolved = localPath(path)
                if let schemaFiles, let choice = file(resolved, in: schemaFiles) { return choice }
                let name = FileLinter.printedName(ofPath: relative)
                let problem = Diagnostic(severity: .error, rule: PlistReadError.Kind.io.rawValue,
                                         message: "no such schema file '\(name)' (named in \(configuration.printedName))",
                                         file: configuration.printedName)
                return Choice(checker: nil, problem: problem, label: "schema \(name)")
            }
        }
        if let configuration, !configuration.builtinSchemas { return .none }
        if builtinSchemas, let kind = PlistKind.kind(forPath: target.path) { return .builtin(kind) }
        return .none
    }

    /// The schema file at `path`, or `nil` when there is none.
    private func file(_ path: String, in cache: SchemaCache) -> Choice? {
        let label = "schema \(FileLinter.printedName(ofPath: path))"
        switch cache.entry(for: path) {
        case .checker(let checker): return Choice(checker: checker, problem: nil, label: label, file: path)
        case .failed(let problem): return Choice(checker: nil, problem: problem, label: label, file: path)
        case .absent: return nil
        }
    }
}

/// A built-in kind's schema (``PlistKind/validator``), compiled on first use.
struct BuiltinSchemaChecker: LintSchemaChecker {
    let kind: PlistKind

    /// The validator's findings, without `default-used` notes: a built-in schema's `default`s
    /// say what Apple's tools assume for a key left out, which every file may leave out, so a
    /// note per omitted key would bury the findings (a configuration profile omitting its
    /// optional keys gave a dozen).
    func check(_ document: PlistDocument) -> [Diagnostic] {
        do {
            return try kind.validator.validateTree(of: document).filter { $0.rule != DiagnosticRule.defaultUsed.id }
        } catch {
            return [FileLinter.diagnostic(for: error, file: kind.schemaFileName)]
        }
    }

    /// The kind's schema (`nil` in the impossible case that the embedded schema does not import).
    var schema: Schema? { try? kind.schema }
}
