extension DiagnosticRule {
    /// Rules about scalar values and dictionary keys, shared by the readers where the formats
    /// share the concept.
    static let valueRules: [DiagnosticRule] = [
        invalidInteger, invalidReal, realUnderflow, invalidDate, invalidData, selfClosingData, unpaddedBase64, skippedBase64Characters, invalidBoolean, duplicateKey,
    ]

    /// `invalid-integer`: <integer> text that is not a whole number in Int64.min ... UInt64.max.
    package static let invalidInteger = DiagnosticRule("invalid-integer", .error,
        summary: "<integer> text that is not a whole number in Int64.min ... UInt64.max.",
        explanation: """
        Integers are decimal (or `0x` hexadecimal) with an optional sign, as \
        CoreFoundation reads them; anything else, or a value outside 64 bits, is refused \
        rather than truncated.

        Bad:
            <integer>12px</integer>

        Good:
            <integer>12</integer>
        """
    )

    /// `invalid-real`: <real> text that is not a number, or one beyond the Double range.
    package static let invalidReal = DiagnosticRule("invalid-real", .error,
        summary: "<real> text that is not a number, or one beyond the Double range.",
        explanation: """
        Reals are decimal numbers with an optional exponent, or `nan`, `inf` and `-inf` as \
        Apple writes them.

        Bad:
            <real>1,5</real>

        Good:
            <real>1.5</real>
        """
    )

    /// `real-underflow`: A non-zero <real> too small for a Double: it reads as 0.
    package static let realUnderflow = DiagnosticRule("real-underflow", .warning,
        summary: "A non-zero <real> too small for a Double: it reads as 0.",
        explanation: """
        The value is below the smallest subnormal Double (about 4.9e-324), so every reader \
        turns it into zero. Write 0 if that is meant.

        Bad:
            <real>1e-400</real>

        Good:
            <real>0</real>
        """
    )

    /// `invalid-date`: <date> text that is not YYYY-MM-DDTHH:MM:SSZ with valid fields.
    package static let invalidDate = DiagnosticRule("invalid-date", .error,
        summary: "<date> text that is not YYYY-MM-DDTHH:MM:SSZ with valid fields.",
        explanation: """
        Property-list dates are ISO 8601 in UTC with a `Z`, as Apple writes them; a time \
        zone offset, fractional seconds or an impossible day is refused.

        Bad:
            <date>2024-02-30T10:00:00+02:00</date>

        Good:
            <date>2024-02-28T08:00:00Z</date>
        """
    )

    /// `invalid-data`: <data> text that is not base64.
    package static let invalidData = DiagnosticRule("invalid-data", .error,
        summary: "<data> text that is not base64.",
        explanation: """
        `<data>` holds base64 (RFC 4648), whitespace allowed between characters.

        Bad:
            <data>not base64!</data>

        Good:
            <data>aGVsbG8=</data>
        """
    )

    /// `self-closing-data`: <data/>, which Apple's parser rejects.
    package static let selfClosingData = DiagnosticRule("self-closing-data", .warning,
        summary: "<data/>, which Apple's parser rejects.",
        explanation: """
        CoreFoundation refuses an empty-element `<data/>` although XML allows it; write an \
        explicit empty element so the file reads everywhere.

        Bad:
            <data/>

        Good:
            <data></data>
        """
    )

    /// `unpadded-base64`: Base64 in <data> not padded to a multiple of 4; Apple's parser drops the last bytes.
    static let unpaddedBase64 = DiagnosticRule("unpadded-base64", .warning,
        summary: "Base64 in <data> not padded to a multiple of 4; Apple's parser drops the last bytes.",
        explanation: """
        PlistKit decodes every byte, but CoreFoundation keeps only complete groups of four \
        characters, so the two readers disagree about the value.

        Bad:
            <data>aGVsbG8</data>

        Good:
            <data>aGVsbG8=</data>
        """
    )

    /// `skipped-base64-characters`: Characters outside the base64 alphabet in <data>, skipped.
    static let skippedBase64Characters = DiagnosticRule("skipped-base64-characters", .warning,
        summary: "Characters outside the base64 alphabet in <data>, skipped.",
        explanation: """
        With the lenient base64 policy, characters that are neither base64 nor whitespace \
        are skipped (as CoreFoundation does) and counted here; the first is named.

        Bad:
            <data>aGVs-bG8=</data>

        Good:
            <data>aGVsbG8=</data>
        """
    )

    /// `invalid-boolean`: <true> or <false> with content.
    package static let invalidBoolean = DiagnosticRule("invalid-boolean", .error,
        summary: "<true> or <false> with content.",
        explanation: """
        Booleans are the empty elements `<true/>` and `<false/>`.

        Bad:
            <true>yes</true>

        Good:
            <true/>
        """
    )

    /// `duplicate-key`: A key repeated in one dictionary; the later value wins.
    package static let duplicateKey = DiagnosticRule("duplicate-key", .warning,
        summary: "A key repeated in one dictionary; the later value wins.",
        explanation: """
        Foundation keeps the last value silently, so the first is dead text that a reader \
        of the file believes. An error with `DuplicateKeyPolicy.error` (and always for a \
        decode); a note points at the first definition.

        Bad:
            <key>Version</key><string>1</string>
            <key>Version</key><string>2</string>

        Good:
            <key>Version</key><string>2</string>
        """
    )
}

// MARK: Message templates of `duplicate-key` (every reader's, through `FindingList`)

extension DiagnosticRule {
    /// `duplicate-key`: `duplicate key "k" (first defined at 2:3)` (`at byte 13` in a binary
    /// plist), the error under `DuplicateKeyPolicy.error`; the warning adds ``laterValueWins``.
    static func duplicateKeyMessage(_ key: String, firstAt first: SourceLocation) -> String {
        "duplicate key \(UntrustedText.quoted(key)) (first defined at \(first))"
    }

    /// What the `duplicate-key` warning adds: the document keeps the later value.
    static let laterValueWins = "; the later value wins"

    /// The annotation at the first definition: `first definition of "k"`.
    static func firstDefinitionMessage(_ key: String) -> String {
        "first definition of \(UntrustedText.quoted(key))"
    }
}

// MARK: Message templates of the value rules met by several readers or places

extension DiagnosticRule {
    /// `invalid-integer`, `invalid-real`, `invalid-date`: an `element` (`integer`, `real`,
    /// `date`) with no text: `empty <integer>`.
    static func emptyElementMessage(_ element: String) -> String {
        "empty <\(element)>"
    }

    /// `invalid-boolean`: `<true>` or `<false>` (`element`) with content: `<true> must be empty`.
    static func mustBeEmptyMessage(_ element: String) -> String {
        "<\(element)> must be empty"
    }

    /// `invalid-date`: the date `subject` (its quoted text, or `(object #N)` in a binary
    /// property list) cannot be read, for `problem`:
    /// `invalid <date> "2024-13-01T00:00:00Z": month 13 is out of range`.
    static func invalidDateMessage(_ subject: String, _ problem: String) -> String {
        "invalid <date> \(subject): \(problem)"
    }

    /// `invalid-integer`: a binary property list's `what` (`integer`, `UID`) in object
    /// #`index` is wider than 64 bits.
    static func notIn64BitsMessage(_ what: String, object index: Int) -> String {
        "\(what) in binary plist does not fit in 64 bits (object #\(index))"
    }

    /// `invalid-integer`: an `<integer>` whose text (`quoted`) is not a number, for `reason`:
    /// `invalid integer "12a": unexpected character "a"`.
    static func invalidIntegerMessage(_ quoted: String, _ reason: String) -> String {
        "invalid integer \(quoted): \(reason)"
    }
}
