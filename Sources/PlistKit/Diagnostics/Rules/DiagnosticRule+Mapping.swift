extension DiagnosticRule {
    /// Rules of mapping a tree onto a model: ``PlistDecoder`` and the ``Validator`` (a schema
    /// probed from a `Decodable` type or imported from JSON Schema).
    static let mappingRules: [DiagnosticRule] = [
        missingKey, unknownKey, typeMismatch, outOfRange, nullValue, invalidEnumValue, coercion, defaultUsed, decodingFailed,
    ]

    /// `missing-key`: A key the model or schema requires is not in the dictionary.
    package static let missingKey = DiagnosticRule("missing-key", .error,
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
    package static let unknownKey = DiagnosticRule("unknown-key", .warning,
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
    package static let typeMismatch = DiagnosticRule("type-mismatch", .error,
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
    package static let outOfRange = DiagnosticRule("out-of-range", .error,
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
    package static let nullValue = DiagnosticRule("null-value", .error,
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
    package static let invalidEnumValue = DiagnosticRule("invalid-enum-value", .error,
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
    package static let coercion = DiagnosticRule("coercion", .note,
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
    package static let defaultUsed = DiagnosticRule("default-used", .note,
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
    package static let decodingFailed = DiagnosticRule("decoding-failed", .error,
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

// MARK: Message templates (the one wording of each mapping rule; the decoder and the
// Validator put the key path, or `(root): `, before a value's message)

extension DiagnosticRule {
    /// `missing-key`: `missing required key "name"`; the caller adds where (` in [1]`) and why.
    static func missingKeyMessage(_ key: String) -> String {
        "missing required key \(UntrustedText.quoted(key))"
    }

    /// `missing-key`, the note paired with the unknown key that probably misspells it:
    /// `missing required key "options" in [0] (AppConfig.options: [String]), probably misspelled
    /// as "optoins" on line 4` (`at byte N` in a binary plist). `declared` is `` (text)`` or "".
    static func missingKeyMisspeltMessage(_ key: String, in place: String, declared: String,
                                          misspelling: String, at location: SourceLocation) -> String {
        let there = location.line > 0 ? "on line \(location.line)" : "at byte \(location.offset)"
        return missingKeyMessage(key) + " in \(place)\(declared), probably misspelled as \(UntrustedText.quoted(misspelling)) \(there)"
    }

    /// `unknown-key`: `unknown key "colour" at [1]`.
    static func unknownKeyMessage(_ key: String, at place: String) -> String {
        "unknown key \(UntrustedText.quoted(key)) at \(place)"
    }

    /// `unknown-key` naming the declared key `known` the key is a near-miss of: `…, did you mean
    /// "options"?`, or, when `known` is present too (renaming would make a duplicate), `… is a
    /// near-miss of "options", which is also present`; then, when the two differ only in
    /// Unicode normalisation, ` (the two differ only in Unicode normalisation)`.
    static func unknownKeyMessage(_ key: String, at place: String, nearMiss known: String, alsoPresent: Bool,
                                  normalization: Bool) -> String {
        let quoted = UntrustedText.quoted(known)
        let why = normalization ? " (the two differ only in Unicode normalisation)" : ""
        return unknownKeyMessage(key, at: place)
            + (alsoPresent ? " is a near-miss of \(quoted), which is also present\(why)" : ", did you mean \(quoted)?\(why)")
    }

    /// `null-value` of a value: `expected Int, found null`.
    static func nullValueMessage(expected type: String) -> String {
        "expected \(type), found null"
    }

    /// `null-value` of a model's property: `"name" is null at dependencies[2], but
    /// Dependency.name is String (not optional)`.
    static func nullPropertyMessage(_ key: String, at place: String, declaration: String, type: String) -> String {
        "\(UntrustedText.quoted(key)) is null at \(place), but \(declaration) is \(type) (not optional)"
    }

    /// `type-mismatch`: `expected Int, found string "abc"` (`found` as
    /// ``ScalarConversion/describeFound(_:)`` says it), with ` (reason)` when one is given.
    static func typeMismatchMessage(expected type: String, found: String, reason: String? = nil) -> String {
        "expected \(type), found \(found)" + (reason.map { " (\($0))" } ?? "")
    }

    /// `type-mismatch` of a text that is no integer: `"1.5" is not an integer (expected Int)`.
    static func notAnIntegerMessage(_ text: String, expected type: String) -> String {
        "\(text) is not an integer (expected \(type))"
    }

    /// `type-mismatch` of a string that is no URL: `"a b" is not a valid URL`.
    static func notAURLMessage(_ text: String) -> String {
        "\(UntrustedText.quoted(text)) is not a valid URL"
    }

    /// `type-mismatch` of an unkeyed container read past its end:
    /// `expected another Int after the last of 2 elements`.
    static func pastTheLastElementMessage(expected type: String, count: Int) -> String {
        "expected another \(type) after the last of \(count) elements"
    }

    /// `out-of-range`: `300 is out of range for Int8` (`value` as written, quoted when a string).
    static func outOfRangeMessage(_ value: String, for type: String) -> String {
        "\(value) is out of range for \(type)"
    }

    /// `out-of-range` of an integer no floating-point type holds exactly:
    /// `9007199254740993 is not exactly representable as Double`.
    static func notRepresentableMessage(_ value: String, as type: String) -> String {
        "\(value) is not exactly representable as \(type)"
    }

    /// `invalid-enum-value`: `"purple" is not one of "red", "green" (Color)` (`values` listed).
    static func invalidEnumValueMessage(_ value: String, among values: String, type: String) -> String {
        "\(value) is not one of \(values) (\(type))"
    }

    /// `invalid-enum-value` of `const` (or a one-value `enum`): `"b" is not the required value "a"`.
    static func notTheRequiredValueMessage(_ value: String, required: String) -> String {
        "\(value) is not the required value \(required)"
    }

    /// `invalid-enum-value` in a branch chosen by a discriminator (`key` = `chosen`) when a
    /// sibling branch (`key` = `other`) allows the value: `"b" is a value for type "x"; "y"
    /// allows "c", "d"` (values shown as the Validator shows them, `allowed` listed).
    static func valueOfAnotherBranchMessage(_ value: String, key: String, other: String, chosen: String, allowed: String) -> String {
        "\(value) is a value for \(key) \(other); \(chosen) allows \(allowed)"
    }

    /// `invalid-enum-value` in a branch chosen by a discriminator (`key` = `chosen`) that no
    /// sibling explains: `"b" is not one of "c", "d", the values type "y" allows`.
    static func notAllowedByBranchMessage(_ value: String, allowed: String, key: String, chosen: String) -> String {
        "\(value) is not one of \(allowed), the values \(key) \(chosen) allows"
    }

    /// `coercion` (a note under KVC-like coercion): `coerced string "19" to Int`.
    static func coercionMessage(found: String, to type: String) -> String {
        "coerced \(found) to \(type)"
    }

    /// `default-used` (a note): `missing key "port" in (root): using the default number 80`.
    static func defaultUsedMessage(_ key: String, in place: String, default value: String) -> String {
        "missing key \(UntrustedText.quoted(key)) in \(place): using the default \(value)"
    }

    /// `decoding-failed`: `decoding failed: ` and the model's own error, escaped.
    static func decodingFailedMessage(_ error: any Error) -> String {
        "decoding failed: " + UntrustedText.escaped("\(error)")
    }
}
