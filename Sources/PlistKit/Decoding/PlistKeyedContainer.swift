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
    /// present (or its key path), then the mapping's default.
    func node(for key: Key) -> PlistNode? {
        guard let model = impl.mapping else {
            return plainIndex(key).map { impl.lookup.dictionary.entries[$0].value }
        }
        let name = key.stringValue
        if let found = model.keys(for: name).value(in: impl.lookup, strategy: impl.context.options.keyDecoding) {
            return found.node
        }
        if let d = model.mapping.defaults[name] { return PlistNode(d, location: impl.node.location) }
        return nil
    }

    func require(_ key: Key) throws -> PlistNode {
        if let n = node(for: key) { return n }
        let f = ConversionFailure(rule: "missing-key", message: "missing required key \(UntrustedText.quoted(key.stringValue))")
        throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: impl.path.array, debugDescription: f.message, underlyingError: f))
    }

    func contains(_ key: Key) -> Bool { node(for: key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        if case .null = try require(key).value { return true }
        return false
    }

    // The scalar decodes read the entry in place when the model has no mapping and the value
    // has the exact kind; anything else takes the general path (same results, same errors).

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        if impl.isPlain, let i = plainIndex(key), let b = impl.lookup.dictionary.entries[i].value.boolIfBool { return b }
        return try impl.unboxBool(require(key), impl.path.appending(key))
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        if impl.isPlain, let i = plainIndex(key), let s = impl.lookup.dictionary.entries[i].value.stringIfString { return s }
        return try impl.unboxString(require(key), impl.path.appending(key))
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        if impl.isPlain, let i = plainIndex(key), let d = impl.lookup.dictionary.entries[i].value.realIfReal { return d }
        return try impl.unboxDouble(require(key), impl.path.appending(key))
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try impl.unboxFloat(require(key), impl.path.appending(key)) }
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
        return try impl.unboxInteger(require(key), type, impl.path.appending(key))
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try impl.unbox(type, require(key), impl.path.appending(key))
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let n = node(for: key) else { return nil }
        if case .null = n.value { return nil }
        return try impl.unbox(type, n, impl.path.appending(key))
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
        try PlistDecoderImpl(node: require(key), path: impl.path.appending(key), context: impl.context, mapping: nil)
            .container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try PlistDecoderImpl(node: require(key), path: impl.path.appending(key), context: impl.context, mapping: nil)
            .unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        let key = SuperKey()
        let lookup = impl.lookup
        let n = lookup.index(of: key.stringValue).map { lookup.dictionary.entries[$0].value } ?? PlistNode(.null, location: impl.node.location)
        return PlistDecoderImpl(node: n, path: impl.path.appending(key), context: impl.context, mapping: nil)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        let n = node(for: key) ?? PlistNode(.null, location: impl.node.location)
        return PlistDecoderImpl(node: n, path: impl.path.appending(key), context: impl.context, mapping: nil)
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
