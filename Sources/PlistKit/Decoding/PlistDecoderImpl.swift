import Foundation

/// What every container of one decode shares: options and the per-type mapping cache.
final class DecodingContext {
    let options: PlistDecoder.Options
    let kvc: Bool
    /// Types known to have no mapping, and the mappings of those that have one.
    @exclusivity(unchecked) private var unmapped: Set<ObjectIdentifier> = []
    @exclusivity(unchecked) private var mappings: [ObjectIdentifier: PlistMapping] = [:]
    /// The last type asked about and its answer (arrays ask for the same element type each time).
    @exclusivity(unchecked) private var lastType: ObjectIdentifier?
    @exclusivity(unchecked) private var lastMapping: PlistMapping?

    init(options: PlistDecoder.Options) {
        self.options = options
        self.kvc = options.valueCoercion == .kvcLike
    }

    /// The ``PlistMappable`` configuration of `type`, looked up once per type.
    func mapping(for type: Any.Type) -> PlistMapping? {
        let id = ObjectIdentifier(type)
        if id == lastType { return lastMapping }
        let m: PlistMapping?
        if unmapped.contains(id) {
            m = nil
        } else if let known = mappings[id] {
            m = known
        } else {
            m = (type as? any PlistMappable.Type)?.plistMapping
            if let m { mappings[id] = m } else { unmapped.insert(id) }
        }
        lastType = id
        lastMapping = m
        return m
    }
}

/// The `Decoder` over one node of the tree. Containers read the tree in place (no copies);
/// child decoders are made only for nested models.
final class PlistDecoderImpl: Decoder {
    let node: PlistNode
    let path: CodingPathNode
    let context: DecodingContext
    /// The mapping of the model being decoded from this node, if it is ``PlistMappable``.
    let mapping: PlistMapping?
    /// The entry after the last one read from this node's dictionary: the first guess for the
    /// next key (see ``KeyLookup/index(of:hint:)``).
    @exclusivity(unchecked) var cursor = 0

    init(node: PlistNode, path: CodingPathNode, context: DecodingContext, mapping: PlistMapping?) {
        self.node = node
        self.path = path
        self.context = context
        self.mapping = mapping
    }

    var codingPath: [any CodingKey] { path.array }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .dictionary(let d) = node.value else {
            throw failure(ScalarConversion.mismatch("a dictionary", node), type: [String: Any].self, node: node, path: path)
        }
        return KeyedDecodingContainer(PlistKeyedContainer<Key>(impl: self, dictionary: d))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = node.value else {
            throw failure(ScalarConversion.mismatch("an array", node), type: [Any].self, node: node, path: path)
        }
        return PlistUnkeyedContainer(impl: self, items: items)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        PlistSingleValueContainer(impl: self)
    }

    // MARK: Errors

    /// A `DecodingError` carrying our message (as ``ConversionFailure``, which the façade turns
    /// into a located diagnostic).
    func failure(_ f: ConversionFailure, type: Any.Type, node n: PlistNode, path: CodingPathNode) -> DecodingError {
        let ctx = DecodingError.Context(codingPath: path.array, debugDescription: f.message, underlyingError: f)
        if case .null = n.value { return .valueNotFound(type, ctx) }
        return .typeMismatch(type, ctx)
    }

    func nullError(_ type: Any.Type, _ n: PlistNode, path: CodingPathNode) -> DecodingError {
        let f = ConversionFailure(rule: "null-value", message: "expected \(type), found null")
        return .valueNotFound(type, DecodingError.Context(codingPath: path.array, debugDescription: f.message, underlyingError: f))
    }

    // MARK: Unboxing

    func get<T>(_ r: Result<(T, coerced: Bool), ConversionFailure>, _ n: PlistNode, _ path: @autoclosure () -> CodingPathNode) throws -> T {
        switch r {
        case .success(let v): return v.0
        case .failure(let f):
            if case .null = n.value { throw nullError(T.self, n, path: path()) }
            throw failure(f, type: T.self, node: n, path: path())
        }
    }

    func unboxInteger<T: FixedWidthInteger>(_ n: PlistNode, _ type: T.Type, _ path: @autoclosure () -> CodingPathNode) throws -> T {
        if case .integer(let i) = n.value, let v: T = i.exactly() { return v }
        return try get(ScalarConversion.integer(n, as: T.self, typeName: "\(T.self)", kvc: context.kvc), n, path())
    }

    func unboxString(_ n: PlistNode, _ path: @autoclosure () -> CodingPathNode) throws -> String {
        if case .string(let s) = n.value { return s }
        return try get(ScalarConversion.string(n, typeName: "String", kvc: context.kvc), n, path())
    }

    func unboxBool(_ n: PlistNode, _ path: @autoclosure () -> CodingPathNode) throws -> Bool {
        if case .bool(let b) = n.value { return b }
        return try get(ScalarConversion.bool(n, kvc: context.kvc), n, path())
    }

    func unboxDouble(_ n: PlistNode, _ path: @autoclosure () -> CodingPathNode) throws -> Double {
        if case .real(let d) = n.value { return d }
        return try get(ScalarConversion.double(n, typeName: "Double", kvc: context.kvc), n, path())
    }

    func unboxFloat(_ n: PlistNode, _ path: @autoclosure () -> CodingPathNode) throws -> Float {
        try get(ScalarConversion.float(n, typeName: "Float", kvc: context.kvc), n, path())
    }

    /// Decodes any `Decodable` from `n`: scalars and Foundation types directly, models through
    /// a child decoder.
    func unbox<T: Decodable>(_ type: T.Type, _ n: PlistNode, _ path: @autoclosure () -> CodingPathNode) throws -> T {
        if T.self == String.self, let v = try unboxString(n, path()) as? T { return v }
        if T.self == Int.self, let v = try unboxInteger(n, Int.self, path()) as? T { return v }
        if T.self == Double.self, let v = try unboxDouble(n, path()) as? T { return v }
        if T.self == Bool.self, let v = try unboxBool(n, path()) as? T { return v }
        if T.self == Date.self {
            if case .null = n.value { throw nullError(T.self, n, path: path()) }
            switch ScalarConversion.date(n, typeName: "Date") {
            case .success(let d): if let v = d as? T { return v }
            case .failure(let f): throw failure(f, type: T.self, node: n, path: path())
            }
        }
        if T.self == Data.self {
            if case .null = n.value { throw nullError(T.self, n, path: path()) }
            switch ScalarConversion.data(n, typeName: "Data") {
            case .success(let d): if let v = d as? T { return v }
            case .failure(let f): throw failure(f, type: T.self, node: n, path: path())
            }
        }
        if T.self == URL.self {
            if case .null = n.value { throw nullError(T.self, n, path: path()) }
            switch ScalarConversion.url(n, typeName: "URL") {
            case .success(let u): if let v = u as? T { return v }
            case .failure(let f): throw failure(f, type: T.self, node: n, path: path())
            }
        }
        if T.self == Decimal.self {
            if let v = try get(ScalarConversion.decimal(n, typeName: "Decimal", kvc: context.kvc), n, path()) as? T { return v }
        }
        let child = PlistDecoderImpl(node: n, path: path(), context: context, mapping: context.mapping(for: T.self))
        return try T(from: child)
    }
}
