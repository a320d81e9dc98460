extension DiagnosticRule {
    /// Rules of the JSON Schema 2020-12 assertions a schema adds beside a value's type (the
    /// validation vocabulary, JSON Schema Validation §6, and the applicators of Core §10).
    static let constraintRules: [DiagnosticRule] = [invalidSize, duplicateItem, schemaMismatch, invalidFormat, patternMismatch, deprecatedValue]

    /// `invalid-size`: A string, array or dictionary shorter or longer than its schema allows.
    package static let invalidSize = DiagnosticRule("invalid-size", .error,
        summary: "A string, array or dictionary shorter or longer than its schema allows.",
        explanation: """
        `minLength`/`maxLength` count a string's characters (Unicode scalars, as JSON Schema \
        counts code points), `minItems`/`maxItems` an array's elements and \
        `minProperties`/`maxProperties` a dictionary's keys; `x-plist-equal-length` compares \
        the lengths of sibling arrays (a Settings specifier's `Titles` and `Values`). An empty \
        purpose string or an empty reason list is the usual case: Apple rejects both at upload.

        Bad:
            "NSCameraUsageDescription": {"type": "string", "minLength": 1}
            <key>NSCameraUsageDescription</key><string></string>

        Good:
            <key>NSCameraUsageDescription</key><string>Scans receipts.</string>
        """
    )

    /// `duplicate-item`: Two equal elements in an array whose schema says `uniqueItems`.
    package static let duplicateItem = DiagnosticRule("duplicate-item", .error,
        summary: "Two equal elements in an array whose schema says uniqueItems.",
        explanation: """
        Equality is JSON Schema's: numbers by value (`1` equals `1.0`), strings by their \
        scalars, arrays and dictionaries element by element. The message names both indices.

        Bad:
            "schemes": {"type": "array", "uniqueItems": true}
            <array><string>app</string><string>app</string></array>

        Good:
            <array><string>app</string><string>app-beta</string></array>
        """
    )

    /// `schema-mismatch`: A value that fails an `anyOf`, `oneOf`, `not` or `contains` of its schema, or a `false` schema.
    package static let schemaMismatch = DiagnosticRule("schema-mismatch", .error,
        summary: "A value that fails an anyOf, oneOf, not or contains of its schema, or a false schema.",
        explanation: """
        The applicators combine schemas: `anyOf` needs one to hold, `oneOf` exactly one, \
        `not` none, and `contains` enough elements that hold (`minContains`, `maxContains`). \
        A `false` schema allows no value at that place at all. When no alternative of an \
        `anyOf` or `oneOf` holds and exactly one got into the value, that alternative's own \
        findings are reported instead of this one; otherwise the message says what each \
        alternative found wrong with the value.

        Bad:
            "KeepAlive": {"anyOf": [{"type": "boolean"}, {"type": "object"}]}
            <key>KeepAlive</key><string>YES</string>

        Good:
            <key>KeepAlive</key><true/>
        """
    )

    /// `invalid-format`: A string that is not in its schema's checked `format`.
    package static let invalidFormat = DiagnosticRule("invalid-format", .error,
        summary: "A string that is not in its schema's checked format (date-time, date, time, email, uri, uuid).",
        explanation: """
        PlistKit checks the formats it knows (RFC 3339 `date-time`, `date` and `time`, \
        `email`, `uri`, `uuid`) and refuses a schema naming any other, rather than \
        ignoring it.

        Bad:
            "id": {"type": "string", "format": "uuid"}
            <key>id</key><string>1234</string>

        Good:
            <key>id</key><string>0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0</string>
        """
    )

    /// `pattern-mismatch`: A string that its schema's `pattern` regular expression does not match.
    package static let patternMismatch = DiagnosticRule("pattern-mismatch", .error,
        summary: "A string that its schema's pattern (an ECMA-262 regular expression) does not match.",
        explanation: """
        JSON Schema's `pattern` searches the string: it matches when the expression matches \
        any part of it, so a pattern meant for the whole value needs `^` and `$`. Matching \
        takes time linear in the string; a validation whose patterns would need more steps \
        than its budget stops with `limit-exceeded` instead.

        Bad:
            "CFBundleVersion": {"type": "string", "pattern": "^[0-9]+(\\\\.[0-9]+){0,2}$"}
            <key>CFBundleVersion</key><string>1.0 beta</string>

        Good:
            <key>CFBundleVersion</key><string>1.0.3</string>
        """
    )

    /// `deprecated-value`: A value its schema marks as deprecated, with the value to use instead.
    package static let deprecatedValue = DiagnosticRule("deprecated-value", .warning,
        summary: "A value its schema marks as deprecated (x-plist-deprecated-values), with the value to use instead.",
        explanation: """
        Tools rename values: Xcode 15.3 renamed ExportOptions.plist's `method` values \
        (`app-store` → `app-store-connect`, `ad-hoc` → `release-testing`, `development` → \
        `debugging`). The old value still works for now; the warning names the new one.

        Bad:
            <key>method</key><string>app-store</string>

        Good:
            <key>method</key><string>app-store-connect</string>
        """
    )
}

// MARK: Message templates (the one wording of each constraint's finding; the Validator puts
// the key path before it, and `value` is the value as the Validator shows it: `"abc"`, `12`)

extension DiagnosticRule {
    /// The JSON Schema keywords that bound a size (`invalid-size`), by their JSON names.
    enum SizeKeyword: String {
        case minLength, maxLength, minItems, maxItems, minProperties, maxProperties
    }

    /// `invalid-size` of `minLength`…`maxProperties` for a value of `count` characters, elements
    /// or keys: `string of 3 characters is shorter than 5 (minLength)`, `array of 4 elements has
    /// more than 3 (maxItems)`, `dictionary of 1 keys has fewer than 2 (minProperties)`.
    static func invalidSizeMessage(_ keyword: SizeKeyword, count: Int, bound: Int) -> String {
        let what: String, comparison: String
        switch keyword {
        case .minLength: (what, comparison) = ("string of \(count) characters", "is shorter than")
        case .maxLength: (what, comparison) = ("string of \(count) characters", "is longer than")
        case .minItems: (what, comparison) = ("array of \(count) elements", "has fewer than")
        case .maxItems: (what, comparison) = ("array of \(count) elements", "has more than")
        case .minProperties: (what, comparison) = ("dictionary of \(count) keys", "has fewer than")
        case .maxProperties: (what, comparison) = ("dictionary of \(count) keys", "has more than")
        }
        return "\(what) \(comparison) \(bound) (\(keyword.rawValue))"
    }

    /// `invalid-size` of `x-plist-equal-length`: `array of 1 element where "a" has 2: the arrays
    /// "a", "b" must have the same length` (`elements` already counted in words).
    static func unequalLengthMessage(elements: String, firstKey: String, firstCount: Int, keys: [String]) -> String {
        let shown = keys.map { UntrustedText.quoted($0) }.joined(separator: ", ")
        return "array of \(elements) where \(UntrustedText.quoted(firstKey)) has \(firstCount): the arrays \(shown) must have the same length"
    }

    /// `duplicate-item` (`uniqueItems`): `elements [0] and [2] are equal (uniqueItems)`.
    static func duplicateItemMessage(first: Int, second: Int) -> String {
        "elements [\(first)] and [\(second)] are equal (uniqueItems)"
    }

    /// `out-of-range` of `minimum`…`exclusiveMaximum`: `3 is less than the minimum 5`
    /// (`words`: `less than the minimum`, `not greater than the exclusive minimum`, …).
    static func outOfBoundsMessage(_ value: String, _ words: String, _ bound: String) -> String {
        "\(value) is \(words) \(bound)"
    }

    /// `out-of-range` of `multipleOf`: `7 is not a multiple of 5`.
    static func notAMultipleMessage(_ value: String, of step: String) -> String {
        "\(value) is not a multiple of \(step)"
    }

    /// `schema-mismatch` of `contains`: `0 elements match "contains", fewer than 1`.
    static func tooFewContainedMessage(_ matches: Int, minimum: Int) -> String {
        "\(matches) elements match \"contains\", fewer than \(minimum)"
    }

    /// `schema-mismatch` of `maxContains`: `more than 2 elements match "contains" (maxContains)`.
    static func tooManyContainedMessage(maximum: Int) -> String {
        "more than \(maximum) elements match \"contains\" (maxContains)"
    }

    /// `schema-mismatch` of `oneOf`: `string "a" matches more than one schema of "oneOf" (0 and 1)`.
    static func severalOneOfMessage(found: String, _ first: Int, _ second: Int) -> String {
        "\(found) matches more than one schema of \"oneOf\" (\(first) and \(second))"
    }

    /// `schema-mismatch` of the schema `false`: `no value is allowed here (schema false)`.
    static let nothingAllowedMessage = "no value is allowed here (schema false)"

    /// `schema-mismatch` of `not`: `string "a" matches the schema of "not"`.
    static func matchesNotMessage(found: String) -> String {
        "\(found) matches the schema of \"not\""
    }

    /// `schema-mismatch` of `anyOf`/`oneOf` that no branch matches: `string "x" is none of the
    /// 2 forms allowed here`, then `: ` and what the branches said (`reasons`) when known.
    static func noFormMessage(found: String, forms: Int, reasons: String? = nil) -> String {
        "\(found) is none of the \(forms) forms allowed here" + (reasons.map { ": " + $0 } ?? "")
    }

    /// `invalid-format`: `"x" is not a valid date-time`.
    static func invalidFormatMessage(_ value: String, format: String) -> String {
        "\(value) is not a valid \(format)"
    }

    /// `pattern-mismatch`: `"x" does not match the pattern "^[a-z]+$"` (`shown`: the quoted
    /// pattern, or `the form its schema's pattern (N characters) requires` for a long one).
    static func patternMismatchMessage(_ value: String, shown: String) -> String {
        "\(value) does not match \(shown)"
    }

    /// `deprecated-value`: `"app-store" is deprecated, use "app-store-connect"`.
    static func deprecatedValueMessage(_ value: String, replacement: String) -> String {
        "\(value) is deprecated, use \(replacement)"
    }
}
