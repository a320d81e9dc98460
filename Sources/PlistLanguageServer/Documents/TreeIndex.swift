import PlistKit

/// Every key and value of a read document, in document order, with its key path and the
/// byte ranges its key and value occupy (the readers' spans: ``PlistDictionary/Entry/keyRange``,
/// ``PlistNode/sourceRange``): what hover, symbols, code actions, go to definition and the
/// ranges of diagnostics look up a cursor or a finding in. Built by an explicit-stack walk
/// (any depth).
package struct TreeIndex: Sendable {
    /// One value, with the key that names it in its dictionary.
    package struct Entry: Sendable {
        /// The value's key path.
        package var path: PlistKeyPath
        /// Its key, when its parent is a dictionary.
        package var key: String?
        /// The bytes of the key (with its tags or quotes), when known.
        package var keyRange: Range<Int>?
        /// The value.
        package var node: PlistNode
        /// The index of the parent entry; `nil` for the root.
        package var parent: Int?
    }

    /// The entries, the root first, then depth first in document order.
    package private(set) var entries: [Entry] = []

    /// Indexes the tree under `root`.
    package init(_ root: PlistNode) {
        var pending: [Entry] = [Entry(path: PlistKeyPath([]), key: nil, keyRange: nil, node: root, parent: nil)]
        while let entry = pending.popLast() {
            let index = entries.count
            entries.append(entry)
            var children: [Entry] = []
            switch entry.node.value {
            case .dictionary(let dictionary):
                for item in dictionary.entries {
                    children.append(Entry(path: PlistKeyPath(entry.path.components + [.init(key: item.key)]), key: item.key,
                                          keyRange: item.keyRange, node: item.value, parent: index))
                }
            case .array(let items):
                for (k, item) in items.enumerated() {
                    children.append(Entry(path: PlistKeyPath(entry.path.components + [.init(index: k)]), key: nil,
                                          keyRange: nil, node: item, parent: index))
                }
            default: break
            }
            pending += children.reversed()
        }
    }

    /// The entry whose key (or, with `values`, whose scalar value) holds byte `offset`, and
    /// whether it was the key.
    package func entry(at offset: Int, values: Bool = true) -> (entry: Entry, onKey: Bool)? {
        for entry in entries {
            if let range = entry.keyRange, range.contains(offset) { return (entry, true) }
            if values, !Self.isContainer(entry.node.value), let range = entry.node.sourceRange, range.contains(offset) {
                return (entry, false)
            }
        }
        return nil
    }

    /// The entry whose value starts at byte `offset` (a finding's location), the innermost.
    package func entry(valueAt offset: Int) -> Entry? {
        entries.last { $0.node.sourceRange?.lowerBound == offset || $0.node.location.offset == offset }
    }

    /// The entry whose key starts at byte `offset`.
    package func entry(keyAt offset: Int) -> Entry? {
        entries.first { $0.keyRange?.lowerBound == offset }
    }

    /// For each key and value start, where that key or value ends: the end of a finding's
    /// range (a key wins over a value starting at the same byte, the outermost value over the
    /// ones inside it).
    package var spanEnds: [Int: Int] {
        var ends: [Int: Int] = [:]
        for entry in entries {
            if let range = entry.keyRange { ends[range.lowerBound] = range.upperBound }
        }
        for entry in entries {
            if let range = entry.node.sourceRange, ends[range.lowerBound] == nil { ends[range.lowerBound] = range.upperBound }
        }
        return ends
    }

    /// Whether `value` is an array or dictionary.
    package static func isContainer(_ value: PlistValue) -> Bool {
        switch value {
        case .array, .dictionary: return true
        default: return false
        }
    }
}
