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
        // Built bottom-up (children before parents), each symbol from its key to its value's end.
        var built: [Int: [DocumentSymbol]] = [:]
        for (k, entry) in index.entries.enumerated().reversed() where k > 0 && entry.path.components.count <= Self.maxSymbolDepth {
            guard let valueRange = entry.node.sourceRange else { continue }
            let keyRange = entry.keyRange ?? valueRange
            let children = built.removeValue(forKey: k)
            let name = entry.key.map { UntrustedText.escaped($0, limit: Self.shownLimit) } ?? "[\(entry.path.components.last?.key ?? "")]"
            let symbol = DocumentSymbol(name: name.isEmpty ? "\"\"" : name, detail: Self.typeWord(entry.node.value),
                                        kind: Self.symbolKind(entry.node.value),
                                        range: text.range(of: min(keyRange.lowerBound, valueRange.lowerBound)..<max(keyRange.upperBound, valueRange.upperBound)),
                                        selectionRange: text.range(of: keyRange), children: children.map { Array($0.reversed()) })
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
