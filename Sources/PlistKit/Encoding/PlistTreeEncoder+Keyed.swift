/// The keyed container of a ``PlistTreeEncoder``: appends entries to a dictionary box, naming
/// each key with the context's key strategy — the mirror of the decoder's keyed container: a
/// property of a ``PlistMappable`` model with a key path is written into nested dictionaries
/// along it (created or shared), one with alternate keys under its own key.
struct PlistKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: PlistTreeEncoder
    let box: PlistEncodingBox

    var codingPath: [any CodingKey] { encoder.codingPath }

    private func put(_ node: PlistNode, _ key: Key) {
        put(.node(node), key)
    }

    /// Appends `child` under the key (or key path) that `key` is written as.
    private func put(_ child: PlistEncodingBox.Child, _ key: Key) {
        guard let mapping = encoder.mapping else {
            box.append(key: encoder.context.dictionaryKey(key), child)
            return
        }
        let name = key.stringValue
        if let steps = mapping.keyPath(for: name), let last = steps.last {
            var target = box
            for step in steps.dropLast() {
                target = Self.dictionary(named: encoder.context.dictionaryKey(PlistCodingKey(stringValue: step)), in: target)
            }
            target.append(key: encoder.context.dictionaryKey(PlistCodingKey(stringValue: last)), child)
        } else {
            // A property's own key is its first accepted key (``PropertyKeys``): alternate keys
            // are read, never written.
            box.append(key: encoder.context.dictionaryKey(key), child)
        }
    }

    /// The dictionary box under `key` in `parent`, created when absent.
    private static func dictionary(named key: String, in parent: PlistEncodingBox) -> PlistEncodingBox {
        for i in parent.keys.indices.reversed() where parent.keys[i].utf8.elementsEqual(key.utf8) {
            if case .box(let existing) = parent.children[i], existing.kind == .dictionary { return existing }
            break
        }
        let created = PlistEncodingBox()
        created.kind = .dictionary
        parent.append(key: key, .box(created))
        return created
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
        put(try encoder.encodeValue(value, path: encoder.path.appending(key)), key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let nested = PlistEncodingBox()
        put(.box(nested), key)
        return PlistTreeEncoder(context: encoder.context, box: nested, path: encoder.path.appending(key)).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = PlistEncodingBox()
        put(.box(nested), key)
        return PlistTreeEncoder(context: encoder.context, box: nested, path: encoder.path.appending(key)).unkeyedContainer()
    }

    /// The encoder of the `super` entry (its name goes through the key strategy, as the
    /// decoder's `superDecoder()` looks it up).
    mutating func superEncoder() -> any Encoder {
        let nested = PlistEncodingBox()
        box.append(key: encoder.context.dictionaryKey(PlistCodingKey.superKey), .box(nested))
        return PlistTreeEncoder(context: encoder.context, box: nested, path: encoder.path.appending(PlistCodingKey.superKey))
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        let nested = PlistEncodingBox()
        put(.box(nested), key)
        return PlistTreeEncoder(context: encoder.context, box: nested, path: encoder.path.appending(key))
    }
}
