import Foundation

/// What every container of one decode shares: options and the per-type cache.
final class DecodingContext {
    /// What a decode needs to know about a model type, looked up once per type.
    struct TypeInfo {
        /// The ``PlistMappable`` configuration, if the type has one.
        var mapping: MappedModel?
        /// The type as an array decoded in place, if it is an `Array`.
        var array: (any PlistArrayDecodable.Type)?
    }

    let options: PlistDecoder.Options
    let kvc: Bool
    /// The stack of the thread decoding (replaced while a deep value is decoded on a thread
    /// with a larger stack; see ``PlistDecoderImpl/unboxRoot(_:_:_:)``).
    @exclusivity(unchecked) var stack = StackDepthGuard()
    @exclusivity(unchecked) private var infos: [ObjectIdentifier: TypeInfo] = [:]
    /// The last few types asked about and their answers, searched first (a record and the
    /// models nested in it ask in turn, over and over).
    @exclusivity(unchecked) private var recent: [(type: ObjectIdentifier, info: TypeInfo)] = []
    /// The site of the last model's own error noted (``noteSite(of:leaving:)``), reset before
    /// each root value is decoded.
    @exclusivity(unchecked) var modelSite: ModelFailureSite?

    /// The keys of the root dictionary's entries the reader did not keep
    /// (``DecodingSession/decode(_:reading:)``), during a decode of such a tree; else `nil`.
    @exclusivity(unchecked) var omittedRootKeys: OmittedKeys?
    /// Whether the model asked for what the reader did not keep: an omitted key, every key of
    /// the root (`allKeys`) or the root as a single value. The tree then decodes again whole.
    @exclusivity(unchecked) var askedForOmitted = false

    /// ``PlistDecoder/Options/userInfo`` as `Decoder.userInfo` gives it, made once per decode.
    let userInfo: [CodingUserInfoKey: Any]

    init(options: PlistDecoder.Options) {
        self.options = options
        self.kvc = options.valueCoercion == .kvcLike
        var info: [CodingUserInfoKey: Any] = [:]
        for (key, value) in options.userInfo { info[key] = value }
        userInfo = info
    }

    /// The ``PlistMappable`` configuration of `type`, looked up once per type.
    func mapping(for type: Any.Type) -> MappedModel? {
        info(for: type).mapping
    }

    /// What a decode needs to know about `type`, looked up once per type.
    func info(for type: Any.Type) -> TypeInfo {
        let id = ObjectIdentifier(type)
        for i in recent.indices where recent[i].type == id { return recent[i].info }
        let info: TypeInfo
        if let known = infos[id] {
            info = known
        } else {
            info = TypeInfo(mapping: (type as? any PlistMappable.Type).map { MappedModel($0.plistMapping) },
                            array: type as? any PlistArrayDecodable.Type)
            infos[id] = info
        }
        if recent.count == 8 { recent.removeFirst() }
        recent.append((id, info))
        return info
    }
}

/// An `Array` whose elements are `Decodable`: decoded by a loop over the tree's array with the
/// same results and errors as `Array.init(from:)` through ``PlistUnkeyedContainer``, without
/// the container existential and the generic metadata lookups per element.
protocol PlistArrayDecodable {
    /// Decodes the array at `node`, whose coding path is `path`.
    /// - Throws: `DecodingError` as `Array.init(from:)` would: a type mismatch when `node` is
    ///   not an array, an element's error at `path[i]`.
    static func decodeArray(from node: PlistNode, path: CodingPathNode, with impl: PlistDecoderImpl) throws -> Self
}

extension Array: PlistArrayDecodable where Element: Decodable {
    static func decodeArray(from node: PlistNode, path: CodingPathNode, with impl: PlistDecoderImpl) throws -> [Element] {
        guard let items = node.arrayIfArray else {
            throw impl.failure(ScalarConversion.mismatch("an array", node), type: [Any].self, node: node, path: path)
        }
        // Arrays of strings: a loop specialised for them (no generic call per element).
        if Element.self == String.self {
            var strings: [String] = []
            strings.reserveCapacity(items.count)
            for i in items.indices { strings.append(try impl.unboxString(items[i], path.appending(index: i))) }
            return unsafeBitCast(strings, to: [Element].self)
        }
        var out: [Element] = []
        out.reserveCapacity(items.count)
        for i in items.indices {
            out.append(try impl.unbox(Element.self, items[i], path.appending(index: i)))
        }
        return out
    }
}

/// The `Decoder` over one node of the tree. Containers read the tree in place (no copies);
/// child decoders are made only for nested models.
final class PlistDecoderImpl: Decoder {
    let node: PlistNode
    let path: CodingPathNode
    let context: DecodingContext
    /// The mapping of the model being decoded from this node, if it is ``PlistMappable``.
    let mapping: MappedModel?
    /// The entry after the last one read from this node's dictionary: the first guess for the
    /// next key (see ``KeyLookup/index(of:hint:)``).
    @exclusivity(unchecked) var cursor = 0
    /// The key lookup of this node's dictionary (empty for other nodes). The keyed containers
    /// read it here, in place, so that a container is a single reference.
    let lookup: KeyLookup
    /// Whether the model has no ``PlistMapping``: keys are looked up as they are.
    let isPlain: Bool

    init(node: PlistNode, path: CodingPathNode, context: DecodingContext, mapping: MappedModel?) {
        self.node = node
        self.path = path
        self.context = context
        self.mapping = mapping
        self.isPlain = mapping == nil
        if let d = node.dictionaryIfDictionary {
            lookup = KeyLookup(d, strategy: context.options.keyDecodingStrategy)
        } else {
            lookup = KeyLookup()
        }
    }

    var codingPath: [any CodingKey] { path.array }
    var userInfo: [CodingUserInfoKey: Any] { context.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard node.dictionaryIfDictionary != nil else {
            throw failure(ScalarConversion.mismatch("a dictionary", node), type: [String: Any].self, node: node, path: path)
        }
        return KeyedDecodingContainer(PlistKeyedContainer<Key>(impl: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = node.value else {
            throw failure(ScalarConversion.mismatch("an array", node), type: [Any].self, node: node, path: path)
        }
        return PlistUnkeyedContainer(impl: self, items: items)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        // The root as one value (a dictionary type) would miss the entries not kept.
        if path.isRoot, context.omittedRootKeys != nil { context.askedForOmitted = true }
        return PlistSingleValueContainer(impl: self)
    }

    /// Notes that the model asked this node's dictionary for `key`, which it lacks: when the
    /// node is the root and the reader did not keep that entry, the tree decodes again whole.
    func noteAbsent(_ key: String) {
        guard let omitted = context.omittedRootKeys, path.isRoot, omitted.contains(key) else { return }
        context.askedForOmitted = true
    }

    // MARK: Errors

    /// The context of a `DecodingError` of ours: the coding path, our message, and (as the
    /// underlying error) the failure with its site — the location of `n`, the node held when
    /// it is thrown, and `path` as written in the file — which the session turns into a
    /// located diagnostic.
    func errorContext(_ f: ConversionFailure, at n: PlistNode, _ path: CodingPathNode) -> DecodingError.Context {
        let site = DecodingFailureSite(location: n.location, path: path.writtenPath)
        return DecodingError.Context(codingPath: path.array, debugDescription: f.message,
                                     underlyingError: LocatedConversionFailure(failure: f, site: site))
    }

    /// A `DecodingError` carrying our message, located at `n` (see ``errorContext(_:at:_:)``).
    func failure(_ f: ConversionFailure, type: Any.Type, node n: PlistNode, path: CodingPathNode) -> DecodingError {
        let ctx = errorContext(f, at: n, path)
        if case .null = n.value { return .valueNotFound(type, ctx) }
        return .typeMismatch(type, ctx)
    }

    func nullError(_ type: Any.Type, _ n: PlistNode, path: CodingPathNode) -> DecodingError {
        let f = ConversionFailure(rule: .nullValue, message: DiagnosticRule.nullValueMessage(expected: "\(type)"))
        return .valueNotFound(type, errorContext(f, at: n, path))
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
        if let i = n.integerIfInteger, let v: T = i.exactly() { return v }
        return try get(ScalarConversion.integer(n, as: T.self, typeName: "\(T.self)", kvc: context.kvc), n, path())
    }

    func unboxString(_ n: PlistNode, _ path: @autoclosure () -> CodingPathNode) throws -> String {
        if let s = n.stringIfString { return s }
        return try get(ScalarConversion.string(n, typeName: "String", kvc: context.kvc), n, path())
    }

    func unboxBool(_ n: PlistNode, _ path: @autoclosure () -> CodingPathNode) throws -> Bool {
        if let b = n.boolIfBool { return b }
        return try get(ScalarConversion.bool(n, kvc: context.kvc), n, path())
    }

    func unboxDouble(_ n: PlistNode, _ path: @autoclosure () -> CodingPathNode) throws -> Double {
        if let d = n.realIfReal { return d }
        return try get(ScalarConversion.double(n, typeName: "Double", kvc: context.kvc), n, path())
    }

    func unboxFloat(_ n: PlistNode, _ path: @autoclosure () -> CodingPathNode) throws -> Float {
        try get(ScalarConversion.float(n, typeName: "Float", kvc: context.kvc), n, path())
    }

    /// Decodes any `Decodable` from `n`: scalars and Foundation types directly, arrays in a
    /// loop over the tree (as `Array.init(from:)` would, without its containers), models
    /// through a child decoder.
    ///
    /// A scalar is returned through `unsafeBitCast` after the `T.self ==` check proved the two
    /// types the same: `as? T` would look up `Optional<T>` metadata and cast dynamically on
    /// every call.
    func unbox<T: Decodable>(_ type: T.Type, _ n: PlistNode, _ path: @autoclosure () -> CodingPathNode) throws -> T {
        if T.self == String.self { return unsafeBitCast(try unboxString(n, path()), to: T.self) }
        if T.self == Int.self { return unsafeBitCast(try unboxInteger(n, Int.self, path()), to: T.self) }
        if T.self == Double.self { return unsafeBitCast(try unboxDouble(n, path()), to: T.self) }
        if T.self == Bool.self { return unsafeBitCast(try unboxBool(n, path()), to: T.self) }
        if T.self == Date.self {
            if case .null = n.value { throw nullError(T.self, n, path: path()) }
            switch ScalarConversion.date(n, typeName: "Date") {
            case .success(let d): return unsafeBitCast(d, to: T.self)
            case .failure(let f): throw failure(f, type: T.self, node: n, path: path())
            }
        }
        if T.self == Data.self {
            if case .null = n.value { throw nullError(T.self, n, path: path()) }
            switch ScalarConversion.data(n, typeName: "Data") {
            case .success(let d): return unsafeBitCast(d, to: T.self)
            case .failure(let f): throw failure(f, type: T.self, node: n, path: path())
            }
        }
        return try unboxOther(type, n, path())
    }

    /// ``unbox(_:_:_:)`` for the types after the common scalars.
    private func unboxOther<T: Decodable>(_ type: T.Type, _ n: PlistNode, _ path: @autoclosure () -> CodingPathNode) throws -> T {
        if T.self == URL.self {
            if case .null = n.value { throw nullError(T.self, n, path: path()) }
            switch ScalarConversion.url(n, typeName: "URL") {
            case .success(let u): return unsafeBitCast(u, to: T.self)
            case .failure(let f): throw failure(f, type: T.self, node: n, path: path())
            }
        }
        if T.self == Decimal.self {
            return unsafeBitCast(try get(ScalarConversion.decimal(n, typeName: "Decimal", kvc: context.kvc), n, path()), to: T.self)
        }
        try checkStack(T.self, n, path())
        let info = context.info(for: T.self)
        if let array = info.array {
            // `Array.init(from:)` is the only `init(from:)` an array has: do its work here.
            return try decodeArray(array, n, path())
        }
        let child = PlistDecoderImpl(node: n, path: path(), context: context, mapping: info.mapping)
        do {
            return try T(from: child)
        } catch {
            context.noteSite(of: error, leaving: child)
            throw error
        }
    }

    /// Decodes the array type `A`, which is `T` (found so by ``DecodingContext/info(for:)``).
    private func decodeArray<A: PlistArrayDecodable, T>(_ a: A.Type, _ n: PlistNode, _ path: CodingPathNode) throws -> T {
        unsafeBitCast(try A.decodeArray(from: n, path: path, with: self), to: T.self)
    }
}
