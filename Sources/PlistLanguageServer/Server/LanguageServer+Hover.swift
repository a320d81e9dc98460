import Foundation
import PlistKit

extension LanguageServer {
    /// `textDocument/hover`: on a key or a value, the key's type, whether it is required, its
    /// description, allowed values and deprecation (and a deprecated value's replacement); on
    /// a finding, the explanation of its rule; `null` where there is neither.
    func hover(_ message: IncomingMessage) throws -> Data {
        let params = try message.params(TextDocumentPositionParams.self)
        let document = try openDocument(params.textDocument.uri)
        guard let result = hover(document, at: params.position) else { return Data("null".utf8) }
        return OutgoingMessage.json(result)
    }

    /// The hover at `position`, or `nil`: what the schema says of the key or value there,
    /// followed by the explanation of each rule a finding at `position` reports.
    func hover(_ document: OpenDocument, at position: Position) -> Hover? {
        let schemaHover = schemaHover(document, at: position)
        let findings = findingExplanations(document, at: position)
        guard !findings.sections.isEmpty else { return schemaHover }
        var sections: [String] = []
        if let text = schemaHover?.contents.value { sections.append(text) }
        sections += findings.sections
        return Hover(contents: .markdown(sections.joined(separator: "\n\n---\n\n")), range: schemaHover?.range ?? findings.range)
    }

    /// One section per catalogued rule reported by a finding whose range holds `position`
    /// (`plist-lint --explain`'s text as Markdown), and the first such finding's range. A
    /// finding about a container (a missing key spans its dictionary) is explained on the
    /// container, not on every key and value inside it: findings whose range holds more
    /// than the key or value at `position` are left out.
    func findingExplanations(_ document: OpenDocument, at position: Position) -> (sections: [String], range: LSPRange?) {
        let text = document.text
        var innermost: LSPRange?
        if let root = document.lint?.document?.root, let (entry, onKey) = TreeIndex(root).entry(at: text.offset(of: position)),
           let span = onKey ? entry.keyRange : entry.node.sourceRange, entry.key != nil || entry.parent != nil {
            innermost = text.range(of: span)
        }
        var seen: Set<String> = []
        var sections: [String] = []
        var range: LSPRange?
        for finding in document.published where finding.range.start <= position && position <= finding.range.end {
            if let innermost, finding.range.start < innermost.start || innermost.end < finding.range.end { continue }
            guard seen.insert(finding.code).inserted, let rule = DiagnosticRule.named(finding.code) else { continue }
            range = range ?? finding.range
            sections.append("**\(rule.id)**: \(rule.summary)\n\n\(rule.explanation)")
        }
        return (sections, range)
    }

    /// What the schema says of the key or value at `position`, or `nil`.
    func schemaHover(_ document: OpenDocument, at position: Position) -> Hover? {
        guard let schema = document.lint?.schema, let root = document.lint?.document?.root else { return nil }
        let text = document.text
        let offset = text.offset(of: position)
        guard let (entry, onKey) = TreeIndex(root).entry(at: offset), let key = entry.key else { return nil }
        let lookup = SchemaLookup(schema)
        let parentPath = PlistKeyPath(Array(entry.path.components.dropLast()))
        guard let property = lookup.property(key, at: parentPath) else { return nil }
        var lines = ["**\(Self.shown(key))**" + (property.title.map { " — \(Self.shown($0))" } ?? "")]
        var facts: [String] = []
        if let type = lookup.typeName(of: property.schema) { facts.append("`\(type)`") }
        facts.append(property.isRequired ? "required" : "optional")
        if lookup.isDeprecated(property) { facts.append("**deprecated**") }
        lines.append(facts.joined(separator: " · "))
        if let description = lookup.description(of: property) { lines.append(UntrustedText.escaped(description, limit: 4_000)) }
        let values = lookup.allowedValues(of: property.schema)
        if !values.isEmpty, values.count <= 40 {
            lines.append("Allowed values: " + values.map { "`\(Self.shown($0))`" }.joined(separator: ", "))
        }
        let deprecatedValues = lookup.deprecatedValues(of: property.schema)
        if !onKey, let found = deprecatedValues.first(where: { $0.value == entry.node.value }) {
            lines.append("Deprecated value: use `\(Self.shown(found.replacement))`.")
        } else if !deprecatedValues.isEmpty {
            lines.append("Deprecated values: " + deprecatedValues.map { "`\(Self.shown($0.value))` (use `\(Self.shown($0.replacement))`)" }.joined(separator: ", "))
        }
        let span = onKey ? entry.keyRange : entry.node.sourceRange
        return Hover(contents: .markdown(lines.joined(separator: "\n\n")), range: span.map { text.range(of: $0) })
    }

    /// The most characters of a name or value shown in hover, completion and the outline.
    static let shownLimit = 200

    /// Text from a document or schema as shown to the user: control characters, bidirectional
    /// overrides and invisible characters escaped (``UntrustedText``), at most ``shownLimit``.
    static func shown(_ text: String) -> String { UntrustedText.escaped(text, limit: shownLimit) }

    /// A scalar as shown in hover text: a string's text, a Boolean as `true`/`false`.
    static func shown(_ value: PlistValue) -> String {
        switch value {
        case .string(let s): return shown(s)
        case .bool(let b): return b ? "true" : "false"
        default: return value.description
        }
    }
}
