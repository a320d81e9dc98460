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

// MARK: Message templates of the writers' rules

extension DiagnosticRule {
    /// `unsupported-value`: the `value` (`null`, `UID 7`, `real nan`) at `path` (its display
    /// name) has no form in the target format; `how` says which and why:
    /// `null at /a cannot be written to an XML property list: property lists have no null`.
    static func cannotBeWrittenMessage(_ value: String, at path: String, _ how: String) -> String {
        "\(value) at \(path) cannot be written \(how)"
    }

    /// `unsupported-value` from the OpenStep writer: `what` (`a UID`, `a date outside years
    /// 0001–9999`) has no OpenStep form; `origin` (` (read at 3:5)` or empty) and `hint`
    /// (`; write it as a string, …` or empty) follow.
    static func openStepCannotHoldMessage(_ what: String, origin: String, hint: String) -> String {
        "OpenStep property lists cannot hold \(what)\(origin)\(hint)"
    }

    /// `invalid-character`: `what` (`string`, `key "a"`) at `path` (its display name) holds
    /// `code` (`U+0001`), which XML 1.0 cannot carry.
    static func invalidCharacterMessage(_ what: String, at path: String, code: String) -> String {
        "\(what) at \(path) contains \(code), which XML 1.0 cannot represent, not even as a character reference"
    }

    /// `unrepresentable-date`: the date at `path` (its display name), `interval` seconds from
    /// 2001-01-01, has no `YYYY-MM-DDTHH:MM:SSZ` form; `outsideYears` says it is outside years
    /// 0001–9999 (the JSON writer's bound) rather than NaN, infinite or past 10^15 seconds.
    static func unrepresentableDateMessage(at path: String, interval: Double, outsideYears: Bool) -> String {
        "date at \(path) (\(interval) s from 2001-01-01) "
            + (outsideYears ? "is outside years 0001–9999 and " : "") + "cannot be written as YYYY-MM-DDTHH:MM:SSZ"
    }
}
