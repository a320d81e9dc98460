extension DiagnosticRule {
    /// Rules of the writers (``PlistWriteError``): values a format cannot carry.
    static let writingRules: [DiagnosticRule] = [
        unsupportedValue, invalidCharacter, unrepresentableDate,
    ]

    /// `unsupported-value`: A value kind the output format has no representation for (null in any property list, a UID in XML or JSON, NaN or infinity in JSON).
    package static let unsupportedValue = DiagnosticRule("unsupported-value", .error,
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
    package static let invalidCharacter = DiagnosticRule("invalid-character", .error,
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

    /// `unrepresentable-date`: A date that cannot be written as YYYY-MM-DDTHH:MM:SSZ: NaN, infinite, or outside the years 0001–9999.
    package static let unrepresentableDate = DiagnosticRule("unrepresentable-date", .error,
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
}
