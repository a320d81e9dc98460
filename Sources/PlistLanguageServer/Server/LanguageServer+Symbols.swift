import Foundation
import PlistKit

extension LanguageServer {
    /// The deepest level of symbols reported; deeper entries are left out of the outline.
    static let maxSymbolDepth = 64

    /// `textDocument/documentSymbol`: the outline of keys (and array elements), nested.
    func documentSymbols(_ message: IncomingMessage) throws -> Data {
        let uri = try message.params(TextDocumentParams.self).textDocument.uri
        let document = try openDocument(uri)
        guard let root = document.lint?.document?.root else { return Data("[]".utf8) }
        let index = TreeIndex(root)
        let text = document.text
        // Built bottom-up (children before parents) so that each container's range encloses its children's.
        var built: [Int: [DocumentSymbol]] = [:]
        for (k, entry) in index.entries.enumerated().reversed() where k > 0 && entry.path.components.count <= Self.maxSymbolDepth {
            let valueStart = max(0, entry.node.location.offset)
            let start = entry.keyOffset ?? valueStart
            let selection = text.range(of: start..<TokenExtent.end(at: start, in: text.bytes))
            var end = max(selection.end, text.range(of: valueStart..<TokenExtent.end(at: valueStart, in: text.bytes)).end)
            let children = built.removeValue(forKey: k)
            for child in children ?? [] where end < child.range.end { end = child.range.end }
            let name = entry.key ?? "[\(entry.path.components.last?.key ?? "")]"
            let symbol = DocumentSymbol(name: name.isEmpty ? "\"\"" : name, detail: Self.typeWord(entry.node.value),
                                        kind: Self.symbolKind(entry.node.value), range: LSPRange(start: selection.start, end: end),
                                        selectionRange: selection, children: children.map { Array($0.reversed()) })
            built[entry.parent ?? 0, default: []].append(symbol)
        }
        return OutgoingMessage.json(Array((built[0] ?? []).reversed()))
    }

    /// LSP `SymbolKind` of a value.
    static func symbolKind(_ value: PlistValue) -> Int {
        switch value {
        case .dictionary: return 19
        case .array: return 18
        case .string: return 15
        case .integer, .real: return 16
        case .bool: return 17
        default: return 7
        }
    }

    /// The property list type of a value (`string`, `dictionary`…).
    static func typeWord(_ value: PlistValue) -> String {
        switch value {
        case .dictionary: return "dictionary"
        case .array: return "array"
        case .string: return "string"
        case .integer: return "integer"
        case .real: return "real"
        case .bool: return "boolean"
        case .date: return "date"
        case .data: return "data"
        default: return "value"
        }
    }
}
