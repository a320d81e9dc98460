/// A coding path as a linked list, shared between containers; made into an array (or a
/// ``PlistPath``) only when a `codingPath` is asked for or an error is built.
///
/// A step whose key in the file is not its coding key (an alternate key, a key path, a key
/// converted by the key decoding strategy) also holds the keys as written, so that an error
/// thrown below it names the path that reads the node back (``writtenPath``) without looking
/// for it again.
indirect enum CodingPathNode {
    case root
    case key(any CodingKey, CodingPathNode)
    case index(Int, CodingPathNode)
    /// A coding key read from `written`, the keys as written in the file that lead to the value.
    case written(any CodingKey, [String], CodingPathNode)

    /// Whether this is the path of the document's root value.
    var isRoot: Bool { if case .root = self { return true }; return false }

    func appending(_ key: any CodingKey) -> CodingPathNode { .key(key, self) }
    func appending(index: Int) -> CodingPathNode { .index(index, self) }
    /// `key`, read from the keys `written` of the file (`nil`: the key itself).
    func appending(_ key: any CodingKey, written: [String]?) -> CodingPathNode {
        guard let written else { return .key(key, self) }
        return .written(key, written, self)
    }

    /// The path of the node in the file: keys as written where the file's keys differ from
    /// the coding keys, array elements by index (see ``PlistPath/init(codingPath:)``).
    var writtenPath: PlistPath {
        var out: [PlistPath.Component] = []
        var n = self
        while true {
            switch n {
            case .root: return PlistPath(out.reversed())
            case .key(let k, let p):
                out.append(PlistPath.component(of: k))
                n = p
            case .index(let i, let p): out.append(.index(i)); n = p
            case .written(_, let keys, let p):
                out.append(contentsOf: keys.reversed().map { .key($0) })
                n = p
            }
        }
    }

    /// The path as `CodingKey`s from the root.
    var array: [any CodingKey] {
        var out: [any CodingKey] = []
        var n = self
        while true {
            switch n {
            case .root: return out.reversed()
            case .key(let k, let p): out.append(k); n = p
            case .index(let i, let p): out.append(IndexKey(i)); n = p
            case .written(let k, _, let p): out.append(k); n = p
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
        self.init(codingPath.map(Self.component(of:)))
    }

    /// The step of one coding key: its string value, or its index for an array element.
    static func component(of key: any CodingKey) -> Component {
        if key is IndexKey, let i = key.intValue { return .index(i) }
        return .key(key.stringValue)
    }
}
