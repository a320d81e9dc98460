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
        for diagnostic in result.diagnostics {
            let converted = conversion.convert(diagnostic, in: text, uri: document.uri)
            guard converted.range.start <= range.end && range.start <= converted.range.end else { continue }
            let stopgap = RenameFixStopgap.fix(for: diagnostic, in: text.bytes).map { [$0] } ?? []
            for fix in diagnostic.fixes + stopgap {
                let edits = fix.edits.map { LSPTextEdit(range: text.range(of: $0.range), newText: $0.newText) }
                actions.append(CodeAction(title: fix.title, kind: "quickfix", diagnostics: [converted], isPreferred: fix.isSafe,
                                          edit: WorkspaceEdit(changes: [document.uri: edits])))
            }
            if diagnostic.rule == "missing-key" {
                actions += addMissingKeys(diagnostic, document, converted)
            }
        }
        return actions
    }

    /// One action per required key of the schema missing from the dictionary `diagnostic` is
    /// located at, inserting the key with an empty value of its type as the dictionary's
    /// first entry, indented one level below the dictionary's line.
    private func addMissingKeys(_ diagnostic: Diagnostic, _ document: OpenDocument, _ converted: LSPDiagnostic) -> [CodeAction] {
        guard let result = document.lint, let schema = result.schema, let root = result.document?.root, let format = result.format,
              let offset = DiagnosticConversion.startOffset(of: diagnostic.location, in: document.text),
              let entry = TreeIndex(root).entry(valueAt: offset), case .dictionary(let dictionary) = entry.node.value
        else { return [] }
        let lookup = SchemaLookup(schema)
        guard let dictionarySchema = lookup.schema(at: entry.path) else { return [] }
        let text = document.text
        let opener = format == .xml ? UInt8(ascii: ">") : UInt8(ascii: "{")
        guard let openEnd = text.bytes[offset...].firstIndex(of: opener).map({ $0 + 1 }) else { return [] }
        let line = text.lineIndex(containing: offset)
        let inner = text.indentation(ofLine: line) + indentationUnit(text)
        let skeleton = ValueSkeleton(format: format, indentation: inner, unit: indentationUnit(text))
        return lookup.properties(of: dictionarySchema).filter { $0.isRequired && dictionary.index(forKey: $0.key) == nil }.map { property in
            var newText = "\n" + inner + skeleton.entry(key: property.key, type: lookup.typeName(of: property.schema))
            if format == .json && !dictionary.isEmpty { newText += "," }
            let edit = LSPTextEdit(range: text.range(of: openEnd..<openEnd), newText: newText)
            return CodeAction(title: "add required key \"\(property.key)\"", kind: "quickfix", diagnostics: [converted],
                              isPreferred: false, edit: WorkspaceEdit(changes: [document.uri: [edit]]))
        }
    }
}
