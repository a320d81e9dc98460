/// An unkeyed container over an array of the tree.
struct PlistUnkeyedContainer: UnkeyedDecodingContainer {
    let impl: PlistDecoderImpl
    let items: [PlistNode]
    private(set) var currentIndex = 0

    init(impl: PlistDecoderImpl, items: [PlistNode]) {
        self.impl = impl
        self.items = items
    }

    var codingPath: [any CodingKey] { impl.path.array }
    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private func next(_ type: Any.Type) throws -> PlistNode {
        guard currentIndex < items.count else {
            let f = ConversionFailure(rule: .typeMismatch, message: DiagnosticRule.pastTheLastElementMessage(expected: "\(type)", count: items.count))
            throw DecodingError.valueNotFound(type, impl.errorContext(f, at: impl.node, impl.path.appending(index: currentIndex)))
        }
        return items[currentIndex]
    }

    mutating func decodeNil() throws -> Bool {
        if case .null = try next(Never.self).value { currentIndex += 1; return true }
        return false
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let n = try next(type)
        let v = try impl.unbox(type, n, impl.path.appending(index: currentIndex))
        currentIndex += 1
        return v
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let n = try next([String: Any].self)
        let c = try PlistDecoderImpl(node: n, path: impl.path.appending(index: currentIndex), context: impl.context, mapping: nil)
            .container(keyedBy: type)
        currentIndex += 1
        return c
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let n = try next([Any].self)
        let c = try PlistDecoderImpl(node: n, path: impl.path.appending(index: currentIndex), context: impl.context, mapping: nil)
            .unkeyedContainer()
        currentIndex += 1
        return c
    }

    mutating func superDecoder() throws -> any Decoder {
        let n = try next(Any.self)
        let d = PlistDecoderImpl(node: n, path: impl.path.appending(index: currentIndex), context: impl.context, mapping: nil)
        currentIndex += 1
        return d
    }
}

/// A single-value container over one node of the tree.
struct PlistSingleValueContainer: SingleValueDecodingContainer {
    let impl: PlistDecoderImpl
    var codingPath: [any CodingKey] { impl.path.array }

    func decodeNil() -> Bool {
        if case .null = impl.node.value { return true }
        return false
    }

    func decode(_ type: Bool.Type) throws -> Bool { try impl.unboxBool(impl.node, impl.path) }
    func decode(_ type: String.Type) throws -> String { try impl.unboxString(impl.node, impl.path) }
    func decode(_ type: Double.Type) throws -> Double { try impl.unboxDouble(impl.node, impl.path) }
    func decode(_ type: Float.Type) throws -> Float { try impl.unboxFloat(impl.node, impl.path) }
    func decode(_ type: Int.Type) throws -> Int { try impl.unboxInteger(impl.node, type, impl.path) }
    func decode(_ type: Int8.Type) throws -> Int8 { try impl.unboxInteger(impl.node, type, impl.path) }
    func decode(_ type: Int16.Type) throws -> Int16 { try impl.unboxInteger(impl.node, type, impl.path) }
    func decode(_ type: Int32.Type) throws -> Int32 { try impl.unboxInteger(impl.node, type, impl.path) }
    func decode(_ type: Int64.Type) throws -> Int64 { try impl.unboxInteger(impl.node, type, impl.path) }
    func decode(_ type: UInt.Type) throws -> UInt { try impl.unboxInteger(impl.node, type, impl.path) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try impl.unboxInteger(impl.node, type, impl.path) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try impl.unboxInteger(impl.node, type, impl.path) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try impl.unboxInteger(impl.node, type, impl.path) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try impl.unboxInteger(impl.node, type, impl.path) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try impl.unbox(type, impl.node, impl.path)
    }
}
