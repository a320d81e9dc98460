import Foundation
import PlistKit

extension LanguageServer {
    /// `textDocument/codeAction`: for each finding of the document's last check whose range
    /// meets the requested range, every fix it carries (``Diagnostic/fixes``: renaming a
    /// misspelled key to its suggestion, replacing a deprecated value) as a quick fix with a
    /// `WorkspaceEdit`, a safe fix preferred; and for a `missing-key` finding, one quick fix per
    /// missing required key adding it with an empty value of its type.
    func codeActions(_ message: IncomingMessage) throws -> Data {
        let params = try message.params(CodeActionParams.self)
        let document = try openDocument(params.textDocument.uri)
        return OutgoingMessage.json(codeActions(document, in: params.range))
    }

    /// The quick fixes of `document` in `range`.
    func codeActions(_ document: OpenDocument, in range: LSPRange) -> [CodeAction] {
        guard let result = document.lint else { return [] }
        let text = document.text
        var actions: [CodeAction] = []
        let index = document.index
        let spanEnds = index?.spanEnds ?? [:]
        // The document as the editor of fixes sees it (read again with spans), made once.
        var editor: PlistSourceEditor?
        func sourceEditor() -> PlistSourceEditor? {
            if editor == nil { editor = try? PlistSourceEditor(source: text.data) }
            return editor
        }
        // Several missing-key findings of one dictionary share its add-key actions: offered once.
        var dictionariesOffered: Set<Int> = []
        for diagnostic in result.diagnostics {
            let converted = conversion.convert(diagnostic, in: text, uri: document.uri, spanEnds: spanEnds)
            guard converted.range.start <= range.end && range.start <= converted.range.end else { continue }
            // The checker resolved each fix's byte ranges (PlistSourceEditor.resolvingFixes); one it
            // could not place has none and is not offered.
            for fix in diagnostic.fixes where !fix.edits.isEmpty {
                let edits = fix.edits.map { LSPTextEdit(range: text.range(of: $0.range), newText: $0.newText) }
                actions.append(CodeAction(title: fix.title, kind: "quickfix", diagnostics: [converted], isPreferred: fix.isSafe,
                                          edit: WorkspaceEdit(changes: [document.uri: edits])))
            }
            if diagnostic.rule == DiagnosticRule.missingKey.id, let index, let editor = sourceEditor(),
               let offset = DiagnosticConversion.startOffset(of: diagnostic.location, in: text), dictionariesOffered.insert(offset).inserted {
                actions += addMissingKeys(diagnostic, document, index, editor, converted)
            }
        }
        return actions
    }

    /// One action per required key of the schema missing from the dictionary `diagnostic` is
    /// located at, adding the key with an empty value of its type: the edits are those of the
    /// source editor (``PlistSourceEditor/textEdits(for:)``), in the file's own format and
    /// indentation.
    private func addMissingKeys(_ diagnostic: Diagnostic, _ document: OpenDocument, _ index: TreeIndex,
                                _ editor: PlistSourceEditor, _ converted: LSPDiagnostic) -> [CodeAction] {
        guard let schema = document.lint?.schema,
              let offset = DiagnosticConversion.startOffset(of: diagnostic.location, in: document.text),
              let entry = index.entry(valueAt: offset), case .dictionary(let dictionary) = entry.node.value
        else { return [] }
        let lookup = SchemaLookup(schema)
        guard let dictionarySchema = lookup.schema(at: entry.path) else { return [] }
        return lookup.properties(of: dictionarySchema).filter { $0.isRequired && dictionary.index(forKey: $0.key) == nil }.compactMap { property in
            let value = Self.emptyValue(ofType: lookup.typeName(of: property.schema))
            let path = PlistKeyPath(entry.path.components + [.init(key: property.key)])
            guard let edits = try? editor.textEdits(for: [.insert(value, at: path)]) else { return nil }
            let lspEdits = edits.map { LSPTextEdit(range: document.text.range(of: $0.range), newText: $0.newText) }
            return CodeAction(title: "add required key \(UntrustedText.quoted(property.key))", kind: "quickfix", diagnostics: [converted],
                              isPreferred: false, edit: WorkspaceEdit(changes: [document.uri: lspEdits]))
        }
    }

    /// An empty value of a type named as ``SchemaLookup/typeName(of:)`` names it (the first of
    /// several; a string when `nil`).
    static func emptyValue(ofType type: String?) -> PlistValue {
        switch type?.components(separatedBy: " or ").first {
        case "integer": return .integer(0)
        case "real": return .real(0)
        case "boolean": return .bool(false)
        case "data": return .data(Data())
        case "array": return .array([])
        case "dictionary": return .dictionary(PlistDictionary())
        default: return .string("")
        }
    }
}
