extension DiagnosticRule {
    /// Rules of the writers (``PlistWriteError``): values a format cannot carry.
    static let writingRules: [DiagnosticRule] = [
        unsupportedValue, invalidCharacter, unrepresentableDate,
    ]

    /// `unsupported-value`: A value kind the output format has no representation for (null in any property list, a UID in XML or JSON, NaN or infinity in JSON).
    static let unsupportedValue = DiagnosticRule("unsupported-value", .error,
        summary: "A value kind the output format has no representation for (null in any property list, a UID in XML or JSON, NaN or infinity in JSON).",
        explanation: """
        Writing it would produce a file that does not read back as the same value, so the \
        writer refuses it and names the key path.

        Bad:
            PlistWriter(format: .json).write(["ratio": .real(.nan)])

        Good:
            PlistWriter(format: .xml).write(["ratio": .real(.nan)])     (XML writes nan)
        """
    )

    /// `invalid-character`: A string or key holds a character XML 1.0 cannot carry, not even as a character reference.
    static let invalidCharacter = DiagnosticRule("invalid-character", .error,
        summary: "A string or key holds a character XML 1.0 cannot carry, not even as a character reference.",
        explanation: """
        U+0000–U+0008, U+000B, U+000C, U+000E–U+001F, U+FFFE and U+FFFF are not XML \
        characters (XML 1.0 §2.2). Apple's writer emits them raw and produces a file no \
        XML parser reads back; PlistKit refuses. Binary and JSON can carry them.

        Bad:
            ["bell": .string("\\u{7}")] written as XML

        Good:
            the same value written as binary
        """
    )

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

    /// `unrepresentable-date`: A date that cannot be written as YYYY-MM-DDTHH:MM:SSZ: NaN, infinite, or outside the years 0001–9999.
    static let unrepresentableDate = DiagnosticRule("unrepresentable-date", .error,
        summary: "A date that cannot be written as YYYY-MM-DDTHH:MM:SSZ: NaN, infinite, or outside the years 0001–9999.",
        explanation: """
        Such a date has no text form in XML or JSON property lists, so it is refused \
        rather than written as text no reader accepts.

        Bad:
            .date(Date(timeIntervalSinceReferenceDate: .infinity))

        Good:
            .date(Date(timeIntervalSinceReferenceDate: 0))
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
