extension DiagnosticRule {
    /// Rules of the JSON reader (RFC 8259).
    static let jsonRules: [DiagnosticRule] = [
        invalidNumber, numberOutOfRange, invalidString,
    ]

    /// `invalid-number`: A JSON number that breaks the RFC 8259 grammar (01, 1., -, 1e, 0x1).
    package static let invalidNumber = DiagnosticRule("invalid-number", .error,
        summary: "A JSON number that breaks the RFC 8259 grammar (01, 1., -, 1e, 0x1).",
        explanation: """
        JSON numbers have no leading zeros, no trailing dot, no hexadecimal form and no \
        `+` sign (RFC 8259 §6).

        Bad:
            {"count": 01}

        Good:
            {"count": 1}
        """
    )

    /// `number-out-of-range`: A JSON number beyond the Double range (1e400); never read as infinity.
    package static let numberOutOfRange = DiagnosticRule("number-out-of-range", .error,
        summary: "A JSON number beyond the Double range (1e400); never read as infinity.",
        explanation: """
        A number too large for a Double would silently become infinity in many parsers; \
        PlistKit refuses it.

        Bad:
            {"size": 1e400}

        Good:
            {"size": 1e300}
        """
    )

    /// `invalid-string`: A JSON string with an unknown or malformed escape, an unpaired surrogate escape, or a raw control character.
    package static let invalidString = DiagnosticRule("invalid-string", .error,
        summary: "A JSON string with an unknown or malformed escape, an unpaired surrogate escape, or a raw control character.",
        explanation: """
        RFC 8259 §7 allows the escapes \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX \
        (surrogates in pairs), and no control character unescaped.

        Bad:
            {"pattern": "\\d+"}

        Good:
            {"pattern": "\\\\d+"}
        """
    )
}

// MARK: Message templates of the JSON reader's number and string rules

extension DiagnosticRule {
    /// `invalid-number`: a number that breaks RFC 8259's grammar, for `reason`:
    /// `invalid number (leading zero)`.
    static func invalidNumberMessage(_ reason: String) -> String {
        "invalid number (\(reason))"
    }

    /// `invalid-string`: a `\u` escape of a surrogate `unit` (4 hexadecimal digits) with no
    /// other half, for `reason`.
    static func unpairedEscapeMessage(_ unit: String, _ reason: String) -> String {
        "unpaired surrogate \\u\(unit) in string (\(reason))"
    }
}
