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

// MARK: Message templates of the JSON Schema importer's `invalid-schema` and
// `unsupported-schema-keyword` findings (the importer adds ` at POINTER` to each)

extension DiagnosticRule {
    /// `invalid-schema`: the document or a subschema (`subject`: `a JSON Schema`, `a schema`)
    /// is not `what` it must be (`an object`, `an object or a boolean`), `found` names its kind.
    static func schemaMustBeMessage(_ subject: String, _ what: String, found: String) -> String {
        "\(subject) must be \(what), found \(found)"
    }

    /// `invalid-schema`: an entry of `keyword` (`type`, `required`, `dependentRequired`) is not
    /// `what` it must be: `"required" entries must be strings`.
    static func entriesMustBeMessage(_ keyword: String, _ what: String) -> String {
        "\"\(keyword)\" entries must be \(what)"
    }

    /// `invalid-schema`: `"type"` names `type` (shown quoted), which JSON Schema does not have.
    static func unknownTypeMessage(_ type: String) -> String {
        "unknown type \(UntrustedText.quoted(type))"
    }

    /// `invalid-schema`: `"x-plist-type"` names `type` (shown quoted), which has no meaning for
    /// `kind` (`a string`, `an integer`, `a number`).
    static func unknownPlistTypeMessage(_ type: String, for kind: String) -> String {
        "unknown \"x-plist-type\" \(UntrustedText.quoted(type)) for \(kind)"
    }

    /// `invalid-schema` or `unsupported-schema-keyword`: the `"$ref"` `ref` (shown quoted)
    /// cannot be followed, for `problem`: `"$ref" "#/x" points to nothing in this document`.
    static func referenceMessage(_ ref: String, _ problem: String) -> String {
        "\"$ref\" \(UntrustedText.quoted(ref)) \(problem)"
    }

    /// `unsupported-schema-keyword`: a `"$ref"` to another document.
    static func nonLocalReferenceMessage(_ ref: String) -> String {
        referenceMessage(ref, "is not supported (only local references such as \"#/$defs/Name\")")
    }

    /// `invalid-schema`: following `ref` (shown quoted) never reaches a schema; `how` says why.
    static func referenceCycleMessage(_ ref: String, _ how: String) -> String {
        "\"$ref\" cycle: \(UntrustedText.quoted(ref)) \(how)"
    }

    /// `unsupported-schema-keyword`: `subject` (`"$id" below the root`) is not supported;
    /// `only`, when given, says what is: `… is not supported (checked formats: date, …)`.
    static func notSupportedMessage(_ subject: String, only: String? = nil) -> String {
        "\(subject) is not supported" + (only.map { " (\($0))" } ?? "")
    }

    /// `invalid-schema`: the `pattern` `source` (shown quoted) does not compile; `error` says
    /// why and where. Met by the importer and, for a schema built in code, by the validator.
    static func invalidPatternMessage(_ source: String, _ error: SchemaPattern.SyntaxError) -> String {
        "the pattern \(UntrustedText.quoted(source)) is not a valid regular expression: \(error.reason) (at offset \(error.offset))"
    }

    /// `unsupported-schema-keyword`: a keyword PlistKit does not implement (shown quoted).
    static func unsupportedKeywordMessage(_ keyword: String) -> String {
        "unsupported JSON Schema keyword \(UntrustedText.quoted(keyword))"
    }
}
