/// A keyed container over a dictionary of the tree, applying the key strategy and the model's
/// ``PlistMapping`` (alternate keys, key paths, defaults).
///
/// The container is one reference (its decoder, which holds the dictionary's ``KeyLookup``):
/// `KeyedDecodingContainer` copies it for every `decode` call, so it is kept that small.
struct PlistKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let impl: PlistDecoderImpl

    /// A container over the dictionary of `impl` (read through ``PlistDecoderImpl/lookup``).
    init(impl: PlistDecoderImpl) {
        self.impl = impl
    }

    var lookup: KeyLookup { impl.lookup }

    var codingPath: [any CodingKey] { impl.path.array }

    var allKeys: [Key] {
        // The root's keys include those whose entries were not kept: decoded again whole.
        if impl.path.isRoot, impl.context.omittedRootKeys != nil { impl.context.askedForOmitted = true }
        let lookup = impl.lookup
        return lookup.dictionary.entries.indices.compactMap { Key(stringValue: lookup.codingKey(at: $0)) }
    }

    /// The entry index of `key` for a model without a ``PlistMapping`` (the usual case), trying
    /// the entry after the last one read first; `nil` when the key is absent.
    @inline(__always)
    private func plainIndex(_ key: Key) -> Int? {
        guard let i = impl.lookup.index(of: key.stringValue, hint: impl.cursor) else { return nil }
        impl.cursor = i + 1
        return i
    }

    /// The node for `key`: the first of the keys ``PropertyKeys`` accepts for it that is
    /// present (or its key path), then the mapping's default; with the keys as written that
    /// lead to it when they are not `key` itself (`nil` otherwise: the usual case).
    func entry(for key: Key) -> (node: PlistNode, written: [String]?)? {
        guard impl.mapping != nil else {
            guard let i = plainIndex(key) else {
                impl.noteAbsent(key.stringValue)
                return nil
            }
            let e = impl.lookup.dictionary.entries[i]
            return (e.value, impl.lookup.convertsKeys ? [e.key] : nil)
        }
        let name = key.stringValue
        guard let found = impl.entry(named: name) else { return nil }
        let same = found.written.count == 1 && ExactKey.sameBytes(found.written[0], name)
        return (found.node, same ? nil : found.written)
    }

    /// The node for `key` (see ``entry(for:)``).
    func node(for key: Key) -> PlistNode? { entry(for: key)?.node }

    /// The node for `key` and the keys as written that lead to it, or `keyNotFound` located at
    /// this dictionary.
    func require(_ key: Key) throws -> (node: PlistNode, written: [String]?) {
        if let e = entry(for: key) { return e }
        let f = ConversionFailure(rule: .missingKey, message: DiagnosticRule.missingKeyMessage(key.stringValue))
        throw DecodingError.keyNotFound(key, impl.errorContext(f, at: impl.node, impl.path))
    }

    /// The coding path of the value of `key` read from `written`.
    @inline(__always)
    func path(_ key: Key, _ written: [String]?) -> CodingPathNode { impl.path.appending(key, written: written) }

    func contains(_ key: Key) -> Bool { node(for: key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        if case .null = try require(key).node.value { return true }
        return false
    }

    // The scalar decodes read the entry in place when the model has no mapping and the value
    // has the exact kind; anything else takes the general path (same results, same errors).

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        if impl.isPlain, let i = plainIndex(key), let b = impl.lookup.dictionary.entries[i].value.boolIfBool { return b }
        let (n, w) = try require(key)
        return try impl.unboxBool(n, path(key, w))
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        if impl.isPlain, let i = plainIndex(key), let s = impl.lookup.dictionary.entries[i].value.stringIfString { return s }
        let (n, w) = try require(key)
        return try impl.unboxString(n, path(key, w))
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        if impl.isPlain, let i = plainIndex(key), let d = impl.lookup.dictionary.entries[i].value.realIfReal { return d }
        let (n, w) = try require(key)
        return try impl.unboxDouble(n, path(key, w))
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        let (n, w) = try require(key)
        return try impl.unboxFloat(n, path(key, w))
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(key, type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(key, type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(key, type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(key, type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(key, type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(key, type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(key, type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(key, type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(key, type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(key, type) }

    @inline(__always)
    private func integer<T: FixedWidthInteger>(_ key: Key, _ type: T.Type) throws -> T {
        if impl.isPlain, let i = plainIndex(key), let n = impl.lookup.dictionary.entries[i].value.integerIfInteger,
           let v: T = n.exactly() { return v }
        let (n, w) = try require(key)
        return try impl.unboxInteger(n, type, path(key, w))
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let (n, w) = try require(key)
        return try impl.unbox(type, n, path(key, w))
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let (n, w) = entry(for: key) else { return nil }
        if case .null = n.value { return nil }
        return try impl.unbox(type, n, path(key, w))
    }

    // The concrete overloads look the key up once (the protocol's defaults would look it up
    // three times through `contains`, `decodeNil` and `decode`).
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try present(type, key) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try present(type, key) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try present(type, key) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try present(type, key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try present(type, key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try present(type, key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try present(type, key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try present(type, key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try present(type, key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try present(type, key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try present(type, key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try present(type, key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try present(type, key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try present(type, key) }

    private func present<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T? {
        try decodeIfPresent(type, forKey: key)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        let (n, w) = try require(key)
        return try PlistDecoderImpl(node: n, path: path(key, w), context: impl.context, mapping: nil).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let (n, w) = try require(key)
        return try PlistDecoderImpl(node: n, path: path(key, w), context: impl.context, mapping: nil).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        let key = SuperKey()
        let lookup = impl.lookup
        let found = lookup.index(of: key.stringValue).map { lookup.dictionary.entries[$0].value }
        if found == nil { impl.noteAbsent(key.stringValue) }
        let n = found ?? PlistNode(.null, location: impl.node.location)
        return PlistDecoderImpl(node: n, path: impl.path.appending(key), context: impl.context, mapping: nil)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        let e = entry(for: key)
        return PlistDecoderImpl(node: e?.node ?? PlistNode(.null, location: impl.node.location), path: path(key, e?.written),
                                context: impl.context, mapping: nil)
    }
}

/// The `super` key of `superDecoder()`.
struct SuperKey: CodingKey {
    var stringValue: String { "super" }
    var intValue: Int? { nil }
    init() {}
    init?(stringValue: String) { guard stringValue == "super" else { return nil } }
    init?(intValue: Int) { return nil }
}
