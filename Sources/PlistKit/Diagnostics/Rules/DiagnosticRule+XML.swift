extension DiagnosticRule {
    /// Rules of the XML reader about the document's structure (Apple's PropertyList-1.0 DTD,
    /// XML 1.0).
    static let xmlStructureRules: [DiagnosticRule] = [
        unsupportedEncoding, invalidEncoding, entityDeclaration, undefinedEntity, unknownElement, wrongRoot, misplacedElement, valueWithoutKey, missingValue, multipleValues, contentAfterRoot, unexpectedText, leadingWhitespace,
    ]

    /// `unsupported-encoding`: The XML declaration names an encoding other than UTF-8 or UTF-16, or one the bytes contradict.
    package static let unsupportedEncoding = DiagnosticRule("unsupported-encoding", .error,
        summary: "The XML declaration names an encoding other than UTF-8 or UTF-16, or one the bytes contradict.",
        explanation: """
        Property lists are UTF-8 (Apple writes nothing else); UTF-16 is read too. Other \
        encodings are refused rather than guessed.

        Bad:
            <?xml version="1.0" encoding="ISO-8859-1"?>

        Good:
            <?xml version="1.0" encoding="UTF-8"?>
        """
    )

    /// `invalid-encoding`: Bytes that are not valid in the file's encoding (bad UTF-8, an unpaired UTF-16 surrogate).
    package static let invalidEncoding = DiagnosticRule("invalid-encoding", .error,
        summary: "Bytes that are not valid in the file's encoding (bad UTF-8, an unpaired UTF-16 surrogate).",
        explanation: """
        A byte sequence that is not UTF-8 usually comes from a file saved in a legacy \
        encoding. The location is the first bad byte.

        Bad:
            <string>caf\\xE9</string>        (Latin-1 é)

        Good:
            <string>café</string>           (UTF-8: C3 A9)
        """
    )

    /// `entity-declaration`: A DOCTYPE declares entities or other markup, which property lists never need.
    package static let entityDeclaration = DiagnosticRule("entity-declaration", .error,
        summary: "A DOCTYPE declares entities or other markup, which property lists never need.",
        explanation: """
        Entity declarations are how XML bombs ("billion laughs") and external-entity \
        attacks work; Apple's DTD declares none. PlistKit refuses any internal subset.

        Bad:
            <!DOCTYPE plist [ <!ENTITY a "aaaa"> ]>

        Good:
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        """
    )

    /// `undefined-entity`: A reference to an entity other than the five XML predefines (&amp; &lt; &gt; &quot; &apos;).
    package static let undefinedEntity = DiagnosticRule("undefined-entity", .error,
        summary: "A reference to an entity other than the five XML predefines (&amp; &lt; &gt; &quot; &apos;).",
        explanation: """
        HTML entities such as `&nbsp;` do not exist in XML. Write the character itself or \
        a character reference.

        Bad:
            <string>a&nbsp;b</string>

        Good:
            <string>a&#160;b</string>
        """
    )

    /// `unknown-element`: An element that is not in Apple's PropertyList-1.0 DTD.
    package static let unknownElement = DiagnosticRule("unknown-element", .error,
        summary: "An element that is not in Apple's PropertyList-1.0 DTD.",
        explanation: """
        The DTD's elements are plist, dict, key, array, string, data, date, integer, real, \
        true and false. Anything else, including a misspelling, is refused.

        Bad:
            <key>Count</key><int>3</int>

        Good:
            <key>Count</key><integer>3</integer>
        """
    )

    /// `wrong-root`: The root element is not <plist>.
    package static let wrongRoot = DiagnosticRule("wrong-root", .error,
        summary: "The root element is not <plist>.",
        explanation: """
        An XML property list has exactly one root, `<plist>`, holding one value.

        Bad:
            <dict><key>a</key><string>b</string></dict>

        Good:
            <plist version="1.0"><dict><key>a</key><string>b</string></dict></plist>
        """
    )

    /// `misplaced-element`: A known element where the DTD does not allow it (a <key> outside <dict>, an element inside <string>, a nested <plist>).
    package static let misplacedElement = DiagnosticRule("misplaced-element", .error,
        summary: "A known element where the DTD does not allow it (a <key> outside <dict>, an element inside <string>, a nested <plist>).",
        explanation: """
        Keys belong directly inside a dictionary; strings, numbers and dates hold only \
        text.

        Bad:
            <array><key>a</key></array>

        Good:
            <array><string>a</string></array>
        """
    )

    /// `value-without-key`: A value inside <dict> that no <key> precedes.
    package static let valueWithoutKey = DiagnosticRule("value-without-key", .error,
        summary: "A value inside <dict> that no <key> precedes.",
        explanation: """
        A dictionary alternates `<key>` and value. A value with no key before it usually \
        means a `<key>` line was deleted or a value was pasted twice. (A required key that \
        a schema expects but the file lacks is `missing-key`.)

        Bad:
            <dict><key>a</key><string>x</string><string>y</string></dict>

        Good:
            <dict><key>a</key><string>x</string><key>b</key><string>y</string></dict>
        """
    )

    /// `missing-value`: A <key> without a value after it, or a <plist> holding no value.
    package static let missingValue = DiagnosticRule("missing-value", .error,
        summary: "A <key> without a value after it, or a <plist> holding no value.",
        explanation: """
        Every key in a dictionary needs a value, and the document needs a root value.

        Bad:
            <dict><key>a</key></dict>

        Good:
            <dict><key>a</key><string/></dict>
        """
    )

    /// `multiple-values`: More than one value directly inside <plist>.
    package static let multipleValues = DiagnosticRule("multiple-values", .error,
        summary: "More than one value directly inside <plist>.",
        explanation: """
        A property list has one root value; wrap several in an array or a dictionary.

        Bad:
            <plist><string>a</string><string>b</string></plist>

        Good:
            <plist><array><string>a</string><string>b</string></array></plist>
        """
    )

    /// `content-after-root`: Markup or text after </plist>.
    package static let contentAfterRoot = DiagnosticRule("content-after-root", .error,
        summary: "Markup or text after </plist>.",
        explanation: """
        Often the remains of a merge: a second document appended to the first.

        Bad:
            </plist>
            <plist>…

        Good:
            </plist>
        """
    )

    /// `unexpected-text`: Text where only whitespace may be (directly inside <dict>, <array> or <plist>).
    package static let unexpectedText = DiagnosticRule("unexpected-text", .error,
        summary: "Text where only whitespace may be (directly inside <dict>, <array> or <plist>).",
        explanation: """
        Text belongs inside `<key>`, `<string>` and the other scalar elements.

        Bad:
            <dict>Name<string>App</string></dict>

        Good:
            <dict><key>Name</key><string>App</string></dict>
        """
    )

    /// `leading-whitespace`: Whitespace before the XML declaration; PlistKit strips it, strict XML parsers reject the file.
    package static let leadingWhitespace = DiagnosticRule("leading-whitespace", .warning,
        summary: "Whitespace before the XML declaration; PlistKit strips it, strict XML parsers reject the file.",
        explanation: """
        XML 1.0 allows nothing before `<?xml`. Foundation reads such a file, libxml2 and \
        many other tools do not.

        Bad:
            ⏎<?xml version="1.0" encoding="UTF-8"?>

        Good:
            <?xml version="1.0" encoding="UTF-8"?>
        """
    )
}

// MARK: Message templates of the XML reader's recurring findings

extension DiagnosticRule {
    /// `invalid-encoding`: UTF-16 text with a surrogate `unit` that has no other half:
    /// `invalid UTF-16: unpaired surrogate 0xD800`.
    static func unpairedSurrogateMessage(_ unit: UInt16) -> String {
        "invalid UTF-16: unpaired surrogate 0x\(String(unit, radix: 16, uppercase: true))"
    }

    /// `entity-declaration`: a DTD declaration, `what` (`entity`, `<!ELEMENT>`, `<!ATTLIST>`,
    /// `<!NOTATION>`), with `name` (shown escaped) when it declares an entity:
    /// `entity declarations are not allowed in property lists (<!ENTITY x>)`.
    static func declarationsNotAllowedMessage(_ what: String, entity name: String? = nil) -> String {
        "\(what) declarations are not allowed in property lists"
            + (name.map { " (<!ENTITY \(UntrustedText.escaped($0))>)" } ?? "")
    }

    /// `undefined-entity`: a reference to an entity `name` (shown escaped) that XML does not
    /// predefine: `undefined entity &nbsp;`, followed by `explained` when the message says
    /// which references are allowed.
    static func undefinedEntityMessage(_ name: String, explained: Bool = false) -> String {
        "undefined entity &\(UntrustedText.escaped(name));"
            + (explained ? " (only &amp; &lt; &gt; &quot; &apos; and character references are allowed)" : "")
    }

    /// `content-after-root`: something follows the root element's end.
    static let extraContentMessage = "extra content after the end of the document"
}
