/// A coding path as a linked list, shared between containers; made into an array (or a
/// ``PlistPath``) only when a `codingPath` is asked for or an error is built.
indirect enum CodingPathNode {
    case root
    case key(any CodingKey, CodingPathNode)
    case index(Int, CodingPathNode)

    func appending(_ key: any CodingKey) -> CodingPathNode { .key(key, self) }
    func appending(index: Int) -> CodingPathNode { .index(index, self) }

    /// The path as `CodingKey`s from the root.
    var array: [any CodingKey] {
        var out: [any CodingKey] = []
        var n = self
        while true {
            switch n {
            case .root: return out.reversed()
            case .key(let k, let p): out.append(k); n = p
            case .index(let i, let p): out.append(IndexKey(i)); n = p
            }
        }
    }
}

/// The coding key of an array element, `Index 2` like Foundation's.
struct IndexKey: CodingKey {
    let intValue: Int?
    let stringValue: String
    init(_ index: Int) { intValue = index; stringValue = "Index \(index)" }
    init?(stringValue: String) { return nil }
    init?(intValue: Int) { self.init(intValue) }
}

extension PlistPath {
    /// The path of a coding path: keys by string value, array elements (`IndexKey` or any key
    /// with only an int value) by index.
    init(codingPath: [any CodingKey]) {
        self.init(codingPath.map { k in
            if k is IndexKey, let i = k.intValue { return .index(i) }
            return .key(k.stringValue)
        })
    }
}
