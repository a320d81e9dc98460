/// The single-value container of a ``PlistTreeEncoder``: sets the encoder's box to one value.
/// A second value through the same encoder is recorded as a misuse (Foundation traps).
struct PlistSingleValueEncodingContainer: SingleValueEncodingContainer {
    let encoder: PlistTreeEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }

    private func put(_ node: PlistNode) {
        let box = encoder.box
        guard box.kind == .unset else {
            encoder.context.record("a second value was encoded through a single value container",
                                   value: node.value, path: encoder.path)
            return
        }
        box.kind = .value
        box.value = node
    }

    mutating func encodeNil() throws { put(encoder.context.nilNode) }
    mutating func encode(_ value: Bool) throws { put(PlistNode(.bool(value))) }
    mutating func encode(_ value: String) throws { put(PlistNode(.string(value))) }
    mutating func encode(_ value: Double) throws { put(PlistNode(.real(value))) }
    mutating func encode(_ value: Float) throws { put(PlistNode(.real(Double(value)))) }
    mutating func encode(_ value: Int) throws { put(try encoder.integerNode(value, at: encoder.path)) }
    mutating func encode(_ value: Int8) throws { put(try encoder.integerNode(value, at: encoder.path)) }
    mutating func encode(_ value: Int16) throws { put(try encoder.integerNode(value, at: encoder.path)) }
    mutating func encode(_ value: Int32) throws { put(try encoder.integerNode(value, at: encoder.path)) }
    mutating func encode(_ value: Int64) throws { put(try encoder.integerNode(value, at: encoder.path)) }
    mutating func encode(_ value: UInt) throws { put(try encoder.integerNode(value, at: encoder.path)) }
    mutating func encode(_ value: UInt8) throws { put(try encoder.integerNode(value, at: encoder.path)) }
    mutating func encode(_ value: UInt16) throws { put(try encoder.integerNode(value, at: encoder.path)) }
    mutating func encode(_ value: UInt32) throws { put(try encoder.integerNode(value, at: encoder.path)) }
    mutating func encode(_ value: UInt64) throws { put(try encoder.integerNode(value, at: encoder.path)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        if let node = PlistTreeEncoder.nativeNode(value) {
            put(node)
            return
        }
        guard encoder.box.kind == .unset else {
            encoder.context.record("a second value was encoded through a single value container",
                                   value: value, path: encoder.path)
            return
        }
        switch try encoder.encodeValue(value, path: encoder.path) {
        case .node(let node):
            put(node)
        case .box(let inner):
            encoder.box.kind = inner.kind
            encoder.box.value = inner.value
            encoder.box.keys = inner.keys
            encoder.box.children = inner.children
        }
    }
}
