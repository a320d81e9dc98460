import PlistKit

/// Every key and value of a read document, in document order, with its key path and where
/// its key and value start: what hover, symbols, code actions and go to definition look up a
/// cursor or a finding in. Built by an explicit-stack walk (any depth).
package struct TreeIndex: Sendable {
    /// One value, with the key that names it in its dictionary.
    package struct Entry: Sendable {
        /// The value's key path.
        package var path: PlistKeyPath
        /// Its key, when its parent is a dictionary.
        package var key: String?
        /// Where the key starts (bytes), when known.
        package var keyOffset: Int?
        /// The value.
        package var node: PlistNode
        /// The index of the parent entry; `nil` for the root.
        package var parent: Int?
    }

    /// The entries, the root first, then depth first in document order.
    package private(set) var entries: [Entry] = []

    /// Indexes the tree under `root`.
    package init(_ root: PlistNode) {
        var pending: [(Entry, Int?)] = [(Entry(path: PlistKeyPath([]), key: nil, keyOffset: nil, node: root, parent: nil), nil)]
        while let (entry, _) = pending.popLast() {
            let index = entries.count
            entries.append(entry)
            var children: [Entry] = []
            switch entry.node.value {
            case .dictionary(let dictionary):
                for item in dictionary.entries {
                    let offset = item.keyLocation.offset >= 0 ? item.keyLocation.offset : nil
                    children.append(Entry(path: PlistKeyPath(entry.path.components + [.init(key: item.key)]), key: item.key,
                                          keyOffset: offset, node: item.value, parent: index))
                }
            case .array(let items):
                for (k, item) in items.enumerated() {
                    children.append(Entry(path: PlistKeyPath(entry.path.components + [.init(index: k)]), key: nil,
                                          keyOffset: nil, node: item, parent: index))
                }
            default: break
            }
            pending += children.reversed().map { ($0, index) }
        }
    }

    /// The entry whose key token (or, with `values`, whose scalar value token) holds byte `offset`.
    package func entry(at offset: Int, in bytes: [UInt8], values: Bool = true) -> (entry: Entry, onKey: Bool)? {
        var best: (Entry, Bool)?
        for entry in entries {
            if let start = entry.keyOffset, start <= offset, offset < TokenExtent.end(at: start, in: bytes) { best = (entry, true) }
            let start = entry.node.location.offset
            if values, start >= 0, start <= offset, !Self.isContainer(entry.node.value),
               offset < TokenExtent.end(at: start, in: bytes) { best = (entry, false) }
        }
        return best
    }

    /// The entry whose value starts at byte `offset` (a finding's location), the innermost.
    package func entry(valueAt offset: Int) -> Entry? {
        entries.last { $0.node.location.offset == offset }
    }

    /// Whether `value` is an array or dictionary.
    package static func isContainer(_ value: PlistValue) -> Bool {
        switch value {
        case .array, .dictionary: return true
        default: return false
        }
    }
}
