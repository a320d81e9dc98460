import Foundation
import PlistKit

extension LanguageServer {
    /// `textDocument/definition`: from a key to its entry in the schema file (a sibling
    /// `NAME.schema.json` or one the configuration names), found by reading that file with
    /// PlistKit's JSON reader, whose keys carry their locations; `null` for a built-in schema
    /// or a key the file does not declare.
    func definition(_ message: IncomingMessage) throws -> Data {
        let params = try message.params(TextDocumentPositionParams.self)
        let document = try openDocument(params.textDocument.uri)
        guard let location = definition(document, at: params.position) else { return Data("null".utf8) }
        return OutgoingMessage.json(location)
    }

    /// The schema entry of the key at `position`, or `nil`.
    func definition(_ document: OpenDocument, at position: Position) -> Location? {
        guard let schemaFile = document.lint?.schemaFile, let root = document.lint?.document?.root else { return nil }
        let offset = document.text.offset(of: position)
        guard let (entry, _) = TreeIndex(root).entry(at: offset, values: false), entry.key != nil else { return nil }
        let path = absolutePath(schemaFile)
        guard let data = FileManager.default.contents(atPath: path),
              let schema = try? PlistReader().read(data, file: path),
              let keyRange = Self.schemaKeyRange(for: entry.path, in: schema.root) else { return nil }
        let schemaText = TextDocument(String(decoding: data, as: UTF8.self))
        return Location(uri: DocumentURI.uri(ofPath: path), range: schemaText.range(of: keyRange))
    }

    /// The bytes of the `properties` entry's key declaring the last key of `path` in a JSON
    /// Schema tree: each key looked up in `properties` (through local `$ref`s to `#/$defs/NAME` and
    /// `allOf` branches), each index through `items`.
    static func schemaKeyRange(for path: PlistKeyPath, in root: PlistNode) -> Range<Int>? {
        var current = root
        var keyRange: Range<Int>?
        for component in path.components {
            guard let (next, range) = step(current, component, root: root) else { return nil }
            current = next
            keyRange = range
        }
        return keyRange
    }

    private static func step(_ node: PlistNode, _ component: PlistKeyPath.Component, root: PlistNode) -> (PlistNode, Range<Int>?)? {
        var candidates = [node]
        var visited = 0
        while let schemaNode = candidates.popLast(), visited < 32 {
            visited += 1
            guard case .dictionary(let d) = schemaNode.value else { continue }
            if component.kind == .index {
                if let items = d["items"] { return (items, nil) }
            } else if case .dictionary(let properties)? = d["properties"]?.value, let entry = properties.entry(forKey: component.key) {
                return (entry.value, entry.keyRange)
            }
            if case .string(let ref)? = d["$ref"]?.value, ref.hasPrefix("#/$defs/") || ref.hasPrefix("#/definitions/") {
                let parts = ref.dropFirst(2).split(separator: "/").map(String.init)
                if parts.count == 2, case .dictionary(let rd) = root.value, case .dictionary(let defs)? = rd[parts[0]]?.value,
                   let target = defs[parts[1]] { candidates.append(target) }
            }
            if case .array(let branches)? = d["allOf"]?.value { candidates += branches.reversed() }
        }
        return nil
    }
}
