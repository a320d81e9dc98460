/// One value written as a piece of a document rather than a whole one, by the format's own
/// writer (``XMLPlistWriter``, ``JSONPlistWriter``, ``OpenStepPlistWriter``), so that text an
/// editor inserts is escaped exactly as the writers escape it: XML per Apple's PropertyList-1.0
/// DTD, JSON per RFC 8259 §7, OpenStep per CFOldStylePList (bare when the string is made only
/// of its unquoted characters, else quoted).
package enum PlistFragment {
    /// `value` as text of `format`: lines after the first start with `baseIndent`, one level
    /// deeper is `indentUnit` more, lines end with LF, and there is no final line ending. JSON
    /// containers are pretty (`": "` between a member's name and value); OpenStep strings are
    /// quoted only where they must be unless `quotesEveryString`.
    /// - Throws: the writer's ``PlistWriteError`` for a value the format cannot hold (a date in
    ///   JSON, a Boolean in OpenStep); ``PlistSourceEditError`` `not-text` for `.binary`.
    package static func text(_ value: PlistValue, format: PlistFormat, baseIndent: String = "", indentUnit: String = "\t",
                             quotesEveryString: Bool = false) throws -> String {
        let layout = TextLayout(indentUnit: Array(indentUnit.utf8), lineEnding: [0x0A], baseIndent: Array(baseIndent.utf8))
        let node = PlistNode(value)
        let bytes: [UInt8]
        switch format {
        case .xml: bytes = try XMLPlistWriter().fragment(node, layout: layout)
        case .json: bytes = try JSONPlistWriter().fragment(node, pretty: true, layout: layout, colon: Array(": ".utf8))
        case .openStep: bytes = try OpenStepPlistWriter().fragment(node, layout: layout, quotesEveryString: quotesEveryString)
        case .binary: throw PlistSourceEditError(.notText, "binary property lists have no text to write a fragment of")
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` as the content of an XML element (`<key>`, `<string>`): the XML writer's escaping
    /// of `&`, `<`, `>` and of what XML 1.0 cannot hold.
    /// - Throws: the writer's ``PlistWriteError`` for characters XML 1.0 cannot hold.
    package static func xmlContent(_ text: String) throws -> String {
        let element = try Self.text(.string(text), format: .xml)
        return String(element.dropFirst("<string>".count).dropLast("</string>".count))
    }
}
