/// The keyed container of a ``PlistTreeEncoder``: appends entries to a dictionary box, naming
/// each key with the context's key strategy.
struct PlistKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: PlistTreeEncoder
    let box: PlistEncodingBox

    var codingPath: [any CodingKey] { encoder.codingPath }

    private func put(_ node: PlistNode, _ key: Key) {
        box.append(key: encoder.context.dictionaryKey(key), .node(node))
    }

    mutating func encodeNil(forKey key: Key) throws { put(encoder.context.nilNode, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { put(PlistNode(.bool(value)), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { put(PlistNode(.string(value)), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { put(PlistNode(.real(value)), key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { put(PlistNode(.real(Double(value))), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { put(try encoder.integerNode(value, at: encoder.path.appending(key)), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { put(try encoder.integerNode(value, at: encoder.path.appending(key)), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { put(try encoder.integerNode(value, at: encoder.path.appending(key)), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { put(try encoder.integerNode(value, at: encoder.path.appending(key)), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { put(try encoder.integerNode(value, at: encoder.path.appending(key)), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { put(try encoder.integerNode(value, at: encoder.path.appending(key)), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { put(try encoder.integerNode(value, at: encoder.path.appending(key)), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { put(try encoder.integerNode(value, at: encoder.path.appending(key)), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { put(try encoder.integerNode(value, at: encoder.path.appending(key)), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { put(try encoder.integerNode(value, at: encoder.path.appending(key)), key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        let child = try encoder.encodeValue(value, path: encoder.path.appending(key))
        box.append(key: encoder.context.dictionaryKey(key), child)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let nested = PlistEncodingBox()
        box.append(key: encoder.context.dictionaryKey(key), .box(nested))
        return PlistTreeEncoder(context: encoder.context, box: nested, path: encoder.path.appending(key)).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = PlistEncodingBox()
        box.append(key: encoder.context.dictionaryKey(key), .box(nested))
        return PlistTreeEncoder(context: encoder.context, box: nested, path: encoder.path.appending(key)).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        superEncoder(named: PlistCodingKey.superKey)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        superEncoder(named: key)
    }

    private func superEncoder(named key: any CodingKey) -> any Encoder {
        let nested = PlistEncodingBox()
        box.append(key: encoder.context.dictionaryKey(key), .box(nested))
        return PlistTreeEncoder(context: encoder.context, box: nested, path: encoder.path.appending(key))
    }
}
