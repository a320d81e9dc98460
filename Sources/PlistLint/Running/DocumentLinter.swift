import Foundation
import PlistKit

/// `plist-lint`'s check of one document held in memory, for an editor (`plist-lsp`): the same
/// reader, schema choice (``SchemaSelection``: a sibling `NAME.schema.json`, the
/// `.plistkit.json` configuration's `schemas`, the built-in kind of the file's name) and rule
/// severities as `plist-lint PATH` with default options, applied to the editor's unsaved text.
///
/// Configuration files and schema files are read once and kept (as in one `plist-lint` run);
/// make a new linter when one of them changes.
package struct DocumentLinter: Sendable {
    private let linter: FileLinter

    /// Creates a linter whose relative paths are relative to `workingFolder` (default: the
    /// process's working folder), with `plist-lint`'s default options but for the reader
    /// limits: `maxSize` bytes (`--max-size`) and `maxValues` values (`--max-values`) per file.
    ///
    /// - Parameter limitFlags: how the document's reader-limit findings advise raising a limit
    ///   (``LimitAdvice``): the calling tool's setting or flag for each ``PlistReader/Options``
    ///   property name (`["maxInputSize": "--max-size"]` gives `raise it with --max-size`);
    ///   advice about a limit not in the table is dropped. Default: `plist-lint`'s flags.
    package init(workingFolder: String = FileManager.default.currentDirectoryPath,
                 maxSize: Int = LintOptions.defaultMaxSize, maxValues: Int = LintOptions.defaultMaxValues,
                 limitFlags: [String: String] = LintOptions.limitFlags) {
        var options = LintOptions()
        options.maxSize = maxSize
        options.maxValues = maxValues
        let limits = options.readerLimits
        var linter = FileLinter(options: options, commonSchema: nil,
                                siblingSchemas: SchemaCache(loader: .jsonSchema, limits: limits),
                                configurations: ConfigurationFinder(limits: limits, workingFolder: workingFolder))
        linter.limitFlags = limitFlags
        self.linter = linter
    }

    /// Checks `contents` as the file at `path` (absolute), without reading that file.
    package func check(_ contents: Data, path: String) -> DocumentLintResult {
        let result = linter.lint(LintTarget.file(at: Array(path.utf8)), contents: contents)
        let choice = result.schemaChoice
        return DocumentLintResult(diagnostics: result.diagnostics, format: result.format, document: result.document,
                                  schema: choice?.checker?.schema, schemaLabel: result.schema,
                                  schemaFile: choice?.file, name: result.path)
    }
}

/// What ``DocumentLinter`` found about one document.
package struct DocumentLintResult: Sendable {
    /// Every finding, in `plist-lint`'s order: the reader's (ending with the error that stopped
    /// it, if any), then the schema's, severities as the configuration sets them.
    package var diagnostics: [Diagnostic]
    /// The format the text was read as, when reading got that far.
    package var format: PlistFormat?
    /// The document read, or `nil` when reading failed.
    package var document: PlistDocument?
    /// The schema chosen for the file, or `nil` for none.
    package var schema: Schema?
    /// The schema as `plist-lint --verbose` names it (`built-in schema info-plist`).
    package var schemaLabel: String?
    /// The schema file's path when the schema is a file (as opened: absolute, or relative to
    /// the working folder).
    package var schemaFile: String?
    /// The document's name as its own findings carry it (``Diagnostic/file``); a finding with
    /// another name is about another file (the schema, the configuration).
    package var name: String
}
