extension DiagnosticRule {
    /// Rules of `plist-modelgen`: what inferring a model from samples could not decide.
    static let modelGenRules: [DiagnosticRule] = [
        depthLimit, unknownElementType, uidValue, typeConflict, unusedTypeName, invalidConfiguration,
    ]

    /// `depth-limit`: Values nested deeper than the inference limit are not inspected; their types are guessed.
    package static let depthLimit = DiagnosticRule("depth-limit", .warning,
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
    package static let unknownElementType = DiagnosticRule("unknown-element-type", .warning,
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
    package static let uidValue = DiagnosticRule("uid-value", .warning,
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
    package static let typeConflict = DiagnosticRule("type-conflict", .warning,
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
    package static let unusedTypeName = DiagnosticRule("unused-type-name", .warning,
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
    package static let invalidConfiguration = DiagnosticRule("invalid-configuration", .error,
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

// MARK: Message templates (plist-modelgen's findings; names and paths as the tool shows them)

extension DiagnosticRule {
    /// `unused-type-name`: a `--type-name KEYPATH=NAME` that names no generated type.
    package static func unusedTypeNameMessage(keyPath: String, name: String) -> String {
        "no generated type holds the values at \(UntrustedText.quoted(keyPath, limit: 200)); its type name \(UntrustedText.quoted(name, limit: 200)) is not used"
    }

    /// `depth-limit`: `values nested deeper than 64 levels at a.b are not inspected; their types are guessed`.
    package static func depthLimitMessage(levels: Int, at place: String) -> String {
        "values nested deeper than \(levels) levels at \(place) are not inspected; their types are guessed"
    }

    /// `unknown-element-type`: `the array at items is empty in every sample; its elements are generated as String`.
    package static func unknownElementTypeMessage(at place: String) -> String {
        "the array at \(place) is empty in every sample; its elements are generated as String"
    }

    /// `type-conflict`: `[1].id is a string here and an integer elsewhere; generated as an enum
    /// with one case per kind` (kinds with their article).
    package static func typeConflictMessage(at place: String, kind: String, otherKind: String) -> String {
        "\(place) is \(kind) here and \(otherKind) elsewhere; generated as an enum with one case per kind"
    }

    /// The annotation of `type-conflict` at the first value: `first seen as an integer here`.
    package static func typeConflictFirstSeenMessage(kind: String) -> String {
        "first seen as \(kind) here"
    }

    /// `invalid-configuration`: a problem at `place` of plist-modelgen's configuration (`types.x: …`).
    package static func invalidConfigurationMessage(_ problem: String, at place: String) -> String {
        place + ": " + problem
    }
}
