import Foundation

/// The `Encoder` a ``PlistEncoder`` hands to `encode(to:)`: it fills one
/// ``PlistEncodingBox`` with a dictionary, an array or a single value.
final class PlistTreeEncoder: Encoder {
    let context: PlistEncodingContext
    let box: PlistEncodingBox
    let path: PlistCodingPath
    /// The mapping of the model this encoder encodes, when it is ``PlistMappable``: its keyed
    /// container writes each property under its first candidate key or along its key path.
    let mapping: PlistMapping?

    init(context: PlistEncodingContext, box: PlistEncodingBox, path: PlistCodingPath, mapping: PlistMapping? = nil) {
        self.context = context
        self.box = box
        self.path = path
        self.mapping = mapping
    }

    var codingPath: [any CodingKey] { path.keys }
    var userInfo: [CodingUserInfoKey: Any] { context.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        switch box.kind {
        case .unset:
            box.kind = .dictionary
            return KeyedEncodingContainer(PlistKeyedEncodingContainer<Key>(encoder: self, box: box))
        case .dictionary:
            return KeyedEncodingContainer(PlistKeyedEncodingContainer<Key>(encoder: self, box: box))
        case .value, .array:
            context.record("a keyed container was requested after a value or an unkeyed container was encoded by the same encoder",
                           value: box.kind == .array ? "array" as Any : box.value.value as Any, path: path)
            let detached = PlistEncodingBox()
            detached.kind = .dictionary
            return KeyedEncodingContainer(PlistKeyedEncodingContainer<Key>(encoder: self, box: detached))
        }
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        switch box.kind {
        case .unset:
            box.kind = .array
            return PlistUnkeyedEncodingContainer(encoder: self, box: box)
        case .array:
            return PlistUnkeyedEncodingContainer(encoder: self, box: box)
        case .value, .dictionary:
            context.record("an unkeyed container was requested after a value or a keyed container was encoded by the same encoder",
                           value: box.kind == .dictionary ? "dictionary" as Any : box.value.value as Any, path: path)
            let detached = PlistEncodingBox()
            detached.kind = .array
            return PlistUnkeyedEncodingContainer(encoder: self, box: detached)
        }
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        PlistSingleValueEncodingContainer(encoder: self)
    }

    /// Encodes `value` found at `path`: dates, data, URLs, decimals and string-keyed
    /// dictionaries directly, everything else through its own `encode(to:)` into a new box.
    func encodeValue<T: Encodable>(_ value: T, path: @autoclosure () -> PlistCodingPath) throws -> PlistEncodingBox.Child {
        if let node = Self.primitiveNode(value) ?? Self.nativeNode(value) { return .node(node) }
        let path = path()
        if let dictionary = value as? any PlistStringKeyedDictionary {
            let box = PlistEncodingBox()
            box.kind = .dictionary
            for (key, element) in dictionary.plistEntries() {
                box.append(key: key, try encodeValue(element, path: path.appending(PlistCodingKey(stringValue: key))))
            }
            return .box(box)
        }
        let box = PlistEncodingBox()
        try value.encode(to: PlistTreeEncoder(context: context, box: box, path: path, mapping: context.mapping(for: T.self)))
        if box.kind == .value { return .node(box.value) }
        return .box(box)
    }

    /// The node of a value that property lists hold natively (date, data) or that PlistKit
    /// writes as a scalar (URL, Decimal), or `nil`. Compares metatypes before casting: a failed
    /// dynamic cast per value is what makes a generic encoder slow.
    static func nativeNode<T: Encodable>(_ value: T) -> PlistNode? {
        if T.self == Date.self, let date = value as? Date { return PlistNode(.date(date)) }
        if T.self == Data.self, let data = value as? Data { return PlistNode(.data(data)) }
        if T.self == URL.self, let url = value as? URL { return PlistNode(.string(url.absoluteString)) }
        if T.self == Decimal.self, let decimal = value as? Decimal { return decimalNode(decimal) }
        return nil
    }

    /// The node of a standard-library scalar reached through a generic `encode` (elements of
    /// `[String]`, values of `[String: Int]`), without a nested encoder, or `nil`.
    static func primitiveNode<T: Encodable>(_ value: T) -> PlistNode? {
        if T.self == String.self, let string = value as? String { return PlistNode(.string(string)) }
        if T.self == Int.self, let int = value as? Int { return PlistNode(.integer(PlistInteger(int))) }
        if T.self == Double.self, let double = value as? Double { return PlistNode(.real(double)) }
        if T.self == Bool.self, let bool = value as? Bool { return PlistNode(.bool(bool)) }
        if T.self == Int64.self, let int = value as? Int64 { return PlistNode(.integer(PlistInteger(int))) }
        if T.self == UInt64.self, let int = value as? UInt64 { return PlistNode(.integer(PlistInteger(int))) }
        if T.self == Float.self, let float = value as? Float { return PlistNode(.real(Double(float))) }
        return nil
    }

    /// A `Decimal` as the nearest `Double` to its exact text, keeping the text as the literal.
    static func decimalNode(_ decimal: Decimal) -> PlistNode {
        let text = decimal.description
        let real = Double(text) ?? Double.nan
        return PlistNode(.real(real), literal: PlistRealText.literal(text, represents: real) ? text : nil)
    }

    /// An integer node; every Swift integer type up to 64 bits fits the plist range.
    func integerNode<T: BinaryInteger>(_ value: T, at path: @autoclosure () -> PlistCodingPath) throws -> PlistNode {
        guard let integer = PlistInteger(exactly: value) else {
            throw EncodingError.invalidValue(value, EncodingError.Context(codingPath: path().keys,
                debugDescription: "\(value) is outside the property-list integer range \(Int64.min)...\(UInt64.max)"))
        }
        return PlistNode(.integer(integer))
    }
}
