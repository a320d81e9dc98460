/// A coding path as a linked list of nodes, made into an array only when asked (an error, a
/// custom key strategy, `codingPath`), as swift-foundation's `_CodingPathNode`.
final class PlistCodingPath: @unchecked Sendable {
    // @unchecked: immutable after init; `CodingKey` existentials are not `Sendable`, but the
    // node never leaves the encoding that built it.
    let parent: PlistCodingPath?
    let key: (any CodingKey)?

    /// The empty path.
    static let root = PlistCodingPath(parent: nil, key: nil)

    private init(parent: PlistCodingPath?, key: (any CodingKey)?) {
        self.parent = parent
        self.key = key
    }

    /// This path extended by `key`.
    func appending(_ key: any CodingKey) -> PlistCodingPath {
        PlistCodingPath(parent: self, key: key)
    }

    /// The keys from the root.
    var keys: [any CodingKey] {
        var out: [any CodingKey] = []
        var node: PlistCodingPath? = self
        while let current = node, let key = current.key {
            out.append(key)
            node = current.parent
        }
        return out.reversed()
    }
}
