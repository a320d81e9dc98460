import Foundation
import PlistKit

extension LanguageServer {
    /// `textDocument/completion`: at a key's place, the keys the schema allows there that the
    /// dictionary does not have yet (required ones first), each with its type and one-line
    /// description, inserting a skeleton in the document's format; at a value's place, the
    /// key's allowed values and Booleans.
    func completion(_ message: IncomingMessage) throws -> Data {
        let params = try message.params(TextDocumentPositionParams.self)
        let document = try openDocument(params.textDocument.uri)
        return OutgoingMessage.json(CompletionList(isIncomplete: false, items: completionItems(document, at: params.position)))
    }

    /// The completion items at `position` of `document`.
    func completionItems(_ document: OpenDocument, at position: Position) -> [CompletionItem] {
        guard let schema = document.lint?.schema else { return [] }
        let lookup = SchemaLookup(schema)
        let text = document.text
        let cursor = text.offset(of: position)
        let format = document.lint?.format ?? PlistFormat.detected(in: text.data) ?? .xml
        let context = CursorScanner.context(at: cursor, in: text.bytes, format: format)
        let line = text.lineIndex(containing: cursor)
        let skeleton = ValueSkeleton(format: format, indentation: text.indentation(ofLine: line), unit: indentationUnit(text))
        switch context.slot {
        case .key(let typed, let inKeyText):
            guard let parent = lookup.schema(at: context.path) else { return [] }
            var present = Set(context.keysAbove).union(CursorScanner.keysBelow(cursor, in: text.bytes, format: format))
            if let root = document.lint?.document?.root, let node = try? root.value(forKeyPath: context.path),
               case .dictionary(let dictionary) = node.value {
                present.formUnion(dictionary.keys)
            }
            let range = text.range(of: widened(typed, in: text.bytes, inText: inKeyText))
            let properties = lookup.properties(of: parent).filter { !present.contains($0.key) }
                .sorted { ($0.isRequired ? 0 : 1, $0.key) < ($1.isRequired ? 0 : 1, $1.key) }
            return properties.compactMap { property in
                let type = lookup.typeName(of: property.schema)
                guard let newText = inKeyText ? skeleton.key(property.key, inText: true) : skeleton.entry(key: property.key, type: type) else {
                    return nil
                }
                let summary = lookup.summary(of: property)
                return CompletionItem(label: UntrustedText.escaped(property.key, limit: Self.shownLimit), kind: 10, detail: type,
                                      documentation: summary.map(MarkupContent.markdown),
                                      deprecated: lookup.isDeprecated(property) ? true : nil,
                                      textEdit: LSPTextEdit(range: range, newText: newText),
                                      filterText: inKeyText ? property.key : nil,
                                      sortText: (property.isRequired ? "0" : "1") + property.key)
            }
        case .value(let key, let typed, let inValueText):
            guard let parent = lookup.schema(at: context.path), let valueSchema = lookup.child(of: parent, key: key) else { return [] }
            let range = text.range(of: widened(typed, in: text.bytes, inText: inValueText))
            let deprecated = Set(lookup.deprecatedValues(of: valueSchema).map(\.value))
            return lookup.allowedValues(of: valueSchema).compactMap { value in
                guard let newText = skeleton.value(value, inText: inValueText) else { return nil }
                let label: String
                switch value {
                case .string(let s): label = UntrustedText.escaped(s, limit: Self.shownLimit)
                case .bool(let b): label = b ? "true" : "false"
                default: label = value.description
                }
                return CompletionItem(label: label, kind: value.isBool ? 21 : 20, detail: lookup.typeName(of: valueSchema),
                                      documentation: nil, deprecated: deprecated.contains(value) ? true : nil,
                                      textEdit: LSPTextEdit(range: range, newText: newText), filterText: value.stringValue ?? label, sortText: nil)
            }
        case .other:
            return []
        }
    }

    /// `typed` extended back over the word before the cursor when nothing was recognised as
    /// typed (a bare `CFBun` where a `<key>` goes).
    private func widened(_ typed: Range<Int>, in bytes: [UInt8], inText: Bool) -> Range<Int> {
        guard typed.isEmpty, !inText else { return typed }
        var start = typed.lowerBound
        while start > 0 {
            let c = bytes[start - 1]
            let isWord = (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F || c == 0x2D || c == 0x2E
            guard isWord else { break }
            start -= 1
        }
        return start..<typed.upperBound
    }

    /// The document's indentation unit: the first indented line's leading whitespace, else a tab.
    func indentationUnit(_ text: TextDocument) -> String {
        for line in 0..<min(text.lineStarts.count, 200) {
            let indentation = text.indentation(ofLine: line)
            if !indentation.isEmpty { return indentation }
        }
        return "\t"
    }
}

private extension PlistValue {
    var isBool: Bool {
        if case .bool = self { return true }
        return false
    }
}
