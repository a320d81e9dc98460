import PlistKit

/// PlistKit's ``Diagnostic`` as an LSP 3.17 `Diagnostic` of one document: the range from the
/// finding's location to the end of the key or value that starts there (the readers' spans),
/// the rule id as `code` (with a link to its explanation when the client gave a base for the
/// links), `plist-lint` as `source`, the paired notes as `relatedInformation`.
///
/// A rule's explanation (`plist-lint --explain RULE`) is always shown by hover on the finding
/// (``LanguageServer``'s `textDocument/hover`); PlistKit publishes no web pages, so a
/// `codeDescription` link is sent only when the client names where its team keeps them.
package struct DiagnosticConversion: Sendable {
    /// The base of the explanation links (a rule's link is this followed by its id), from the
    /// initialization option `ruleDocumentationBase`; `nil` (the default): no links.
    package var ruleDocumentationBase: String?

    /// Creates a conversion.
    package init(ruleDocumentationBase: String? = nil) {
        self.ruleDocumentationBase = ruleDocumentationBase
    }

    /// The link to `rule`'s explanation, when there is a base and the rule is catalogued.
    private func link(to rule: String) -> LSPDiagnostic.CodeDescription? {
        guard let base = ruleDocumentationBase, DiagnosticRule.named(rule) != nil else { return nil }
        return .init(href: base + rule)
    }

    /// `diagnostic` in `document` (named `uri`), whose keys and values end where `spanEnds`
    /// says (``TreeIndex/spanEnds``; empty when the document could not be read).
    ///
    /// A finding about another file — the schema chosen for the document, or its configuration
    /// (`diagnostic.file` is not `documentName`) — is shown at the document's start, its
    /// message led by that file's name and place, with `relatedInformation` at that place in
    /// the file (`otherFileURI` gives its URI): its line and column belong to that file, not to
    /// the document.
    package func convert(_ diagnostic: Diagnostic, in document: TextDocument, uri: String, spanEnds: [Int: Int],
                         documentName: String? = nil, otherFileURI: (String) -> String? = { _ in nil }) -> LSPDiagnostic {
        if let file = diagnostic.file, let documentName, file != documentName {
            let start = Position(line: 0, character: 0)
            var place = UntrustedText.escaped(file, limit: 1_000)
            var related: [LSPDiagnostic.RelatedInformation] = []
            if let location = diagnostic.location, location.hasLine {
                place += ":\(location.description)"
                if let otherURI = otherFileURI(file) {
                    let at = Position(line: location.line - 1, character: max(0, location.column - 1))
                    related.append(.init(location: Location(uri: otherURI, range: LSPRange(start: at, end: at)), message: diagnostic.message))
                }
            }
            return LSPDiagnostic(range: LSPRange(start: start, end: start), severity: Self.severity(diagnostic.severity), code: diagnostic.rule,
                                 codeDescription: link(to: diagnostic.rule),
                                 source: "plist-lint", message: "\(place): \(diagnostic.message)",
                                 relatedInformation: related.isEmpty ? nil : related, data: nil)
        }
        let range = Self.range(of: diagnostic.location, in: document, spanEnds: spanEnds)
        let related: [LSPDiagnostic.RelatedInformation] = diagnostic.related.map { note in
            // A note about another file (a schema) is shown at the finding itself.
            let sameFile = note.file == nil || note.file == diagnostic.file
            let noteRange = sameFile && note.location != nil ? Self.range(of: note.location, in: document, spanEnds: spanEnds) : range
            return .init(location: Location(uri: uri, range: noteRange), message: note.message)
        }
        return LSPDiagnostic(range: range, severity: Self.severity(diagnostic.severity), code: diagnostic.rule,
                             codeDescription: link(to: diagnostic.rule),
                             source: "plist-lint", message: diagnostic.message,
                             relatedInformation: related.isEmpty ? nil : related, data: nil)
    }

    /// The range of a finding at `location`: to the end of the key or value starting there;
    /// one character when none does (a reader's error, which stopped before any tree); the
    /// document's start when there is no location.
    package static func range(of location: SourceLocation?, in document: TextDocument, spanEnds: [Int: Int]) -> LSPRange {
        guard let start = startOffset(of: location, in: document) else {
            return LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0))
        }
        if let end = spanEnds[start] { return document.range(of: start..<end) }
        var end = min(start + 1, document.bytes.count)
        while end < document.bytes.count && document.bytes[end] & 0xC0 == 0x80 { end += 1 }
        return document.range(of: start..<end)
    }

    /// The byte offset of `location`: its offset when known, else its line and column
    /// (Unicode scalars) counted in the text.
    package static func startOffset(of location: SourceLocation?, in document: TextDocument) -> Int? {
        guard let location else { return nil }
        if location.offset >= 0 { return min(location.offset, document.bytes.count) }
        guard location.line > 0, location.line <= document.lineStarts.count else { return nil }
        var i = document.lineStarts[location.line - 1]
        var column = 1
        while column < location.column && i < document.bytes.count {
            i += 1
            while i < document.bytes.count && document.bytes[i] & 0xC0 == 0x80 { i += 1 }
            column += 1
        }
        return i
    }

    /// LSP's severity: error 1, warning 2, note 3 (information).
    static func severity(_ severity: Diagnostic.Severity) -> Int {
        switch severity {
        case .error: return 1
        case .warning: return 2
        case .note: return 3
        }
    }
}
