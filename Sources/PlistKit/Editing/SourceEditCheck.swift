/// The check behind every source edit: the tree read back from the edited bytes must be the
/// tree ``PlistNode/applying(_:)`` intends, values and dictionary key order alike (an edit
/// that reordered keys is as wrong as one that changed a value).
enum SourceEditCheck {
    /// The path of the first node (in document order) where `actual` and `intended` differ, or
    /// `nil` when they are the same. Iterative: no recursion, whatever the depth.
    static func firstDifference(_ actual: PlistNode, _ intended: PlistNode) -> PlistPath? {
        var work: [(PlistNode, PlistNode, [PlistPath.Component])] = [(actual, intended, [])]
        while let (a, b, path) = work.popLast() {
            switch (a.value, b.value) {
            case (.array(let x), .array(let y)):
                guard x.count == y.count else { return PlistPath(path) }
                for i in x.indices.reversed() { work.append((x[i], y[i], path + [.index(i)])) }
            case (.dictionary(let x), .dictionary(let y)):
                guard x.count == y.count else { return PlistPath(path) }
                for i in x.entries.indices.reversed() {
                    guard ExactKey.sameBytes(x.entries[i].key, y.entries[i].key) else {
                        return PlistPath(path + [.key(y.entries[i].key)])
                    }
                    work.append((x.entries[i].value, y.entries[i].value, path + [.key(x.entries[i].key)]))
                }
            case (.array, _), (.dictionary, _), (_, .array), (_, .dictionary):
                return PlistPath(path)
            default:
                guard a.value == b.value else { return PlistPath(path) }
            }
        }
        return nil
    }
}
