extension DiagnosticRule {
    /// Rules of importing a JSON Schema (2020-12, the subset PlistKit implements), and of the
    /// configuration file that chooses schemas (`invalid-config`).
    static let schemaRules: [DiagnosticRule] = [
        invalidSchema, unsupportedSchemaKeyword, invalidConfig,
    ]

    /// `invalid-schema`: A JSON Schema keyword with a value of the wrong kind, an unknown type, or an unresolvable $ref.
    package static let invalidSchema = DiagnosticRule("invalid-schema", .error,
        summary: "A JSON Schema keyword with a value of the wrong kind, an unknown type, or an unresolvable $ref.",
        explanation: """
        The schema itself is wrong, so no file can be judged against it: `plist-lint` fails \
        before reading any input. The message names the JSON Pointer of the keyword.

        Bad:
            {"type": "strng"}

        Good:
            {"type": "string"}
        """
    )

    /// `unsupported-schema-keyword`: A JSON Schema keyword PlistKit does not implement; never silently ignored.
    package static let unsupportedSchemaKeyword = DiagnosticRule("unsupported-schema-keyword", .error,
        summary: "A JSON Schema keyword PlistKit does not implement; never silently ignored.",
        explanation: """
        Ignoring a keyword would accept files the schema means to refuse, so PlistKit \
        refuses the schema instead and names the keyword.

        Bad:
            {"type": "object", "dependentSchemas": {"a": {"required": ["b"]}}}

        Good:
            {"type": "object", "dependentRequired": {"a": ["b"]}}
        """
    )
}

// MARK: Message templates of `invalid-schema` (the importer adds ` at /pointer`)

extension DiagnosticRule {
    /// A keyword whose value is not what it must be: `"required" must be an array`,
    /// `"minLength" must be a non-negative integer`, `"multipleOf" must be greater than 0`
    /// (`keyword` as the schema spells it; `what` as the message says it).
    static func keywordMustBeMessage(_ keyword: String, _ what: String) -> String {
        "\"\(keyword)\" must be \(what)"
    }
}
