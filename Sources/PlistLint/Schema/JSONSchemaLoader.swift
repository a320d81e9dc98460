import Foundation
import PlistKit

/// A JSON Schema file checked with PlistKit's ``Validator``: the real schema support behind
/// `--schema FILE` and sibling `NAME.schema.json` files.
struct ValidatorSchemaChecker: LintSchemaChecker {
    let validator: Validator

    /// The validator's findings (missing, unknown, misspelled, mistyped keys…); the reader's own
    /// findings are reported by the linter already.
    func check(_ document: PlistDocument) -> [Diagnostic] {
        validator.validateTree(of: document)
    }

    /// The schema file's schema.
    var schema: Schema? { validator.schema }

    /// The validator's element-by-element check of the arrays that allow it.
    func elementValidation(file: String) -> ElementValidation? { validator.elementValidation(file: file) }
}

extension LintSchemaLoader {
    /// Reads a JSON Schema 2020-12 file (the subset ``Schema/init(jsonSchema:file:)`` imports)
    /// and validates with the default ``Validator/Options`` (unknown keys are warnings).
    /// Throws ``PlistReadError`` when the file is not readable JSON and ``JSONSchemaError`` for
    /// an unsupported keyword or malformed schema. The file is read within the run's limits
    /// (`--max-size`, `--max-values`): a schema file comes from the same pull request as the
    /// property lists.
    /// The file is opened by the bytes of `path`, never through a `URL` (which would expand a
    /// leading `~` to the home folder): the schema read is the one found beside the file.
    package static let jsonSchema = LintSchemaLoader { path, limits in
        let name = FileLinter.printedName(ofPath: path)
        let schema = try Schema(jsonSchemaContentsOfPath: Array(path.utf8), file: name, readerOptions: limits)
        return ValidatorSchemaChecker(validator: Validator(schema: schema))
    }
}
