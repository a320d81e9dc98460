extension DiagnosticRule {
    /// Rules of `plist-modelgen`: what inferring a model from samples could not decide.
    static let modelGenRules: [DiagnosticRule] = [
        depthLimit, unknownElementType, uidValue, typeConflict,
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

    /// `type-conflict`: One key holds values of different kinds across samples; one kind is chosen.
    static let typeConflict = DiagnosticRule("type-conflict", .warning,
        summary: "One key holds values of different kinds across samples; one kind is chosen.",
        explanation: """
        The same key is a string in one sample and an integer in another. The warning \
        names both places; make the samples agree (or decide the type in the model by hand).

        Bad:
            sample 1: <key>id</key><string>7</string>
            sample 2: <key>id</key><integer>7</integer>

        Good:
            both samples: <key>id</key><integer>7</integer>
        """
    )
}
