extension DiagnosticRule {
    /// Rules of `plist-modelgen`: what inferring a model from samples could not decide.
    static let modelGenRules: [DiagnosticRule] = [
        depthLimit, unknownElementType, uidValue, typeConflict, unusedTypeName, invalidConfiguration,
    ]

    /// `depth-limit`: Values nested deeper than the inference limit are not inspected; their types are guessed.
    static let depthLimit = DiagnosticRule("depth-limit", .warning,
        summary: "Values nested deeper than the inference limit are not inspected; their types are guessed.",
        explanation: """
        plist-modelgen stops descending at its depth limit so that a hostile sample cannot \
        exhaust the stack; the deeper values get a generic type.

        Bad:
            a sample nested 600 levels deep

        Good:
            a sample of the real, shallow shape
        """
    )

    /// `unknown-element-type`: An array empty in every sample: its element type is generated as String.
    static let unknownElementType = DiagnosticRule("unknown-element-type", .warning,
        summary: "An array empty in every sample: its element type is generated as String.",
        explanation: """
        With no element to look at, the generator cannot know the type. Add a sample with \
        at least one element.

        Bad:
            <key>tags</key><array/>

        Good:
            <key>tags</key><array><string>new</string></array>
        """
    )

    /// `uid-value`: A keyed-archiver UID, which Codable cannot read; generated as UInt64.
    static let uidValue = DiagnosticRule("uid-value", .warning,
        summary: "A keyed-archiver UID, which Codable cannot read; generated as UInt64.",
        explanation: """
        UIDs appear in NSKeyedArchiver files, which are object graphs, not configuration: \
        decode them with NSKeyedUnarchiver instead.

        Bad:
            an NSKeyedArchiver .plist given as a sample

        Good:
            a configuration plist given as a sample
        """
    )

    /// `type-conflict`: One key holds values of different kinds across samples; an enum with one case per kind is generated.
    static let typeConflict = DiagnosticRule("type-conflict", .warning,
        summary: "One key holds values of different kinds across samples; an enum with one case per kind is generated.",
        explanation: """
        The same key is a string in one sample and an integer in another. The generated \
        model still decodes every sample: the value becomes an enum with one case per kind \
        (`case integer(Int)`, `case string(String)`), and the JSON Schema accepts any value \
        there. The warning names both places; make the samples agree for a plain property.

        Bad:
            sample 1: <key>id</key><string>7</string>
            sample 2: <key>id</key><integer>7</integer>

        Good:
            both samples: <key>id</key><integer>7</integer>
        """
    )

    /// `unused-type-name`: A configured type name whose key path holds no generated type.
    static let unusedTypeName = DiagnosticRule("unused-type-name", .warning,
        summary: "A configured type name whose key path holds no generated type.",
        explanation: """
        `--rename KEY-PATH=NAME` and `typeNames` in plist-modelgen.json name the type of the \
        values at a key path (keys joined by `.`, `[]` for elements). A key path that is \
        misspelt, or that holds scalars, names nothing.

        Bad:
            "typeNames": { "sever": "Backend" }

        Good:
            "typeNames": { "server": "Backend" }
        """
    )

    /// `invalid-configuration`: plist-modelgen.json has a value plist-modelgen cannot use.
    static let invalidConfiguration = DiagnosticRule("invalid-configuration", .error,
        summary: "plist-modelgen.json has a value plist-modelgen cannot use.",
        explanation: """
        `access` must be `public` or `internal`; `typeName` and the names in `typeNames` \
        must be Swift identifiers (letters, digits and `_`, not starting with a digit, not a \
        keyword). The error gives the file, line and column of the value.

        Bad:
            { "access": "open", "samples": [ { "path": "a.plist", "typeName": "My Type" } ] }

        Good:
            { "access": "public", "samples": [ { "path": "a.plist", "typeName": "MyType" } ] }
        """
    )
}
