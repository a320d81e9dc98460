extension DiagnosticRule {
    /// Rules of mapping a tree onto a model: ``PlistDecoder`` and the ``Validator`` (a schema
    /// probed from a `Decodable` type or imported from JSON Schema).
    static let mappingRules: [DiagnosticRule] = [
        missingKey, unknownKey, typeMismatch, outOfRange, nullValue, invalidEnumValue, coercion, defaultUsed, decodingFailed,
    ]

    /// `missing-key`: A key the model or schema requires is not in the dictionary.
    static let missingKey = DiagnosticRule("missing-key", .error,
        summary: "A key the model or schema requires is not in the dictionary.",
        explanation: """
        The property has no default and is not optional, so the value cannot be built. \
        When a present unknown key is a likely misspelling, a note pairs the two \
        ("probably misspelled as …"). (A value in an XML `<dict>` with no `<key>` before \
        it is `value-without-key`.)

        Bad:
            struct Question: Decodable { var options: [String] }
            <dict><key>optoins</key><array/></dict>

        Good:
            <dict><key>options</key><array/></dict>
        """
    )

    /// `unknown-key`: A key the model or schema does not define; "did you mean" names a near key.
    static let unknownKey = DiagnosticRule("unknown-key", .warning,
        summary: "A key the model or schema does not define; \"did you mean\" names a near key.",
        explanation: """
        Under the default `warn` policy an unknown key is a warning and is ignored; with \
        `AdditionalKeysPolicy.error` (or `"additionalProperties": false`) it is an error, \
        with `ignore` it is silent. An unknown key that is the near-miss of a required key \
        which is missing is an error under every policy (the value the model needs is \
        there, under the wrong name), paired with a `missing-key` note; so is a near-miss \
        of a known key in an open dictionary (`"x-plist-additional-keys": "suggest"`). A \
        misspelt key is the usual cause: the suggestion is \
        given only when exactly one absent key is near (case, `_`/`-`, a dropped Boolean \
        prefix such as `is`, one or two edits). Keys compare by their exact bytes: a key \
        equal to a declared one only in another Unicode normalisation (NFD `café` for NFC \
        `café`) is unknown, and its suggestion says that the two differ only in \
        normalisation.

        Bad:
            <key>CFBundleVersoin</key><string>1</string>

        Good:
            <key>CFBundleVersion</key><string>1</string>
        """
    )

    /// `type-mismatch`: A value of a different type than the model or schema expects.
    static let typeMismatch = DiagnosticRule("type-mismatch", .error,
        summary: "A value of a different type than the model or schema expects.",
        explanation: """
        The value cannot become the property's type (a string where an integer is \
        declared). With the KVC-like coercion mode, numeric and Boolean strings are \
        converted instead (see `coercion`).

        Bad:
            var count: Int
            <key>count</key><string>three</string>

        Good:
            <key>count</key><integer>3</integer>
        """
    )

    /// `out-of-range`: A number outside the range of the property's type, or not exactly representable in it.
    static let outOfRange = DiagnosticRule("out-of-range", .error,
        summary: "A number outside the range of the property's type, or not exactly representable in it.",
        explanation: """
        Numbers are never truncated or wrapped: 300 does not fit a `UInt8`, 1.5 is not an \
        `Int`, 2^53 + 1 is not exactly a `Double`.

        Bad:
            var level: UInt8
            <key>level</key><integer>300</integer>

        Good:
            <key>level</key><integer>200</integer>
        """
    )

    /// `null-value`: A null (JSON null, binary null) where the property is not optional.
    static let nullValue = DiagnosticRule("null-value", .error,
        summary: "A null (JSON null, binary null) where the property is not optional.",
        explanation: """
        Property lists have no null, but JSON and binary files can hold one. A \
        non-optional property cannot take it.

        Bad:
            var name: String
            {"name": null}

        Good:
            {"name": "App"}      (or declare `var name: String?`)
        """
    )

    /// `invalid-enum-value`: A value that is not one of the enumeration's cases (or the schema's enum).
    static let invalidEnumValue = DiagnosticRule("invalid-enum-value", .error,
        summary: "A value that is not one of the enumeration's cases (or the schema's enum).",
        explanation: """
        A `String`- or `Int`-backed enum, or a JSON Schema `enum`, lists every accepted \
        value; the message lists them, with "did you mean" for a near-miss of one. In a \
        variant chosen by a discriminator (`if` a key has a `const` value, `then` …), the \
        message names that key and value, and the variant that allows the value when there \
        is one.

        Bad:
            enum Level: String, Decodable { case low, high }
            <key>level</key><string>medium</string>

        Good:
            <key>level</key><string>high</string>
        """
    )

    /// `coercion`: A value converted to the declared type under the KVC-like coercion mode.
    static let coercion = DiagnosticRule("coercion", .note,
        summary: "A value converted to the declared type under the KVC-like coercion mode.",
        explanation: """
        With `.kvcLike` coercion, `"42"` becomes an `Int`, `"YES"` a `Bool`, as \
        Objective-C's key-value coding would convert them. The note records each \
        conversion so nothing changes silently.

        Bad:
            <key>count</key><string>42</string>     (for `var count: Int`)

        Good:
            <key>count</key><integer>42</integer>
        """
    )

    /// `default-used`: A missing key whose declared default was used.
    static let defaultUsed = DiagnosticRule("default-used", .note,
        summary: "A missing key whose declared default was used.",
        explanation: """
        The model gives the property a default (through `PlistMappable` or a schema's \
        `default`), so the missing key is not an error; the note says which value was \
        used.

        Bad:
            <dict/>                 (relies on the default without saying so)

        Good:
            <dict><key>retries</key><integer>3</integer></dict>
        """
    )

    /// `decoding-failed`: The model's own init(from:) threw an error that is none of the above.
    static let decodingFailed = DiagnosticRule("decoding-failed", .error,
        summary: "The model's own init(from:) threw an error that is none of the above.",
        explanation: """
        A custom `init(from:)` threw (for example a validation in the initialiser). The \
        error's text is shown, escaped, at the value being decoded.

        Bad:
            init(from:) throws MyError.emptyName for <string></string>

        Good:
            <string>App</string>
        """
    )
}
