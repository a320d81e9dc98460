/// The unkeyed container of a ``PlistTreeEncoder``: appends elements to an array box.
struct PlistUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let encoder: PlistTreeEncoder
    let box: PlistEncodingBox

    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { box.children.count }

    private var nextPath: PlistCodingPath { encoder.path.appending(PlistCodingKey(intValue: box.children.count)) }
    private func put(_ node: PlistNode) { box.children.append(.node(node)) }

    mutating func encodeNil() throws { put(encoder.context.nilNode) }
    mutating func encode(_ value: Bool) throws { put(PlistNode(.bool(value))) }
    mutating func encode(_ value: String) throws { put(PlistNode(.string(value))) }
    mutating func encode(_ value: Double) throws { put(PlistNode(.real(value))) }
    mutating func encode(_ value: Float) throws { put(PlistNode(.real(Double(value)))) }
    mutating func encode(_ value: Int) throws { put(try encoder.integerNode(value, at: nextPath)) }
    mutating func encode(_ value: Int8) throws { put(try encoder.integerNode(value, at: nextPath)) }
    mutating func encode(_ value: Int16) throws { put(try encoder.integerNode(value, at: nextPath)) }
    mutating func encode(_ value: Int32) throws { put(try encoder.integerNode(value, at: nextPath)) }
    mutating func encode(_ value: Int64) throws { put(try encoder.integerNode(value, at: nextPath)) }
    mutating func encode(_ value: UInt) throws { put(try encoder.integerNode(value, at: nextPath)) }
    mutating func encode(_ value: UInt8) throws { put(try encoder.integerNode(value, at: nextPath)) }
    mutating func encode(_ value: UInt16) throws { put(try encoder.integerNode(value, at: nextPath)) }
    mutating func encode(_ value: UInt32) throws { put(try encoder.integerNode(value, at: nextPath)) }
    mutating func encode(_ value: UInt64) throws { put(try encoder.integerNode(value, at: nextPath)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        box.children.append(try encoder.encodeValue(value, path: nextPath))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        nestedEncoder().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        nestedEncoder().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        nestedEncoder()
    }

    private func nestedEncoder() -> PlistTreeEncoder {
        let path = nextPath
        let nested = PlistEncodingBox()
        box.children.append(.box(nested))
        return PlistTreeEncoder(context: encoder.context, box: nested, path: path)
    }
}
