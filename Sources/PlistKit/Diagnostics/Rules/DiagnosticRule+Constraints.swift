extension DiagnosticRule {
    /// Rules of the JSON Schema 2020-12 assertions a schema adds beside a value's type (the
    /// validation vocabulary, JSON Schema Validation §6, and the applicators of Core §10).
    static let constraintRules: [DiagnosticRule] = [invalidSize, duplicateItem, schemaMismatch, invalidFormat, patternMismatch, deprecatedValue]

    /// `invalid-size`: A string, array or dictionary shorter or longer than its schema allows.
    static let invalidSize = DiagnosticRule("invalid-size", .error,
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
    static let duplicateItem = DiagnosticRule("duplicate-item", .error,
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
    static let schemaMismatch = DiagnosticRule("schema-mismatch", .error,
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
    static let invalidFormat = DiagnosticRule("invalid-format", .error,
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
    static let patternMismatch = DiagnosticRule("pattern-mismatch", .error,
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
    static let deprecatedValue = DiagnosticRule("deprecated-value", .warning,
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
