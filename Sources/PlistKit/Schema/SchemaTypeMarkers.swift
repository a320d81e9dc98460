import Foundation

// Marker protocols that let schema probing and the decoder see through the standard library's
// generic containers by type alone, without constructing a value: `Optional<Wrapped>`,
// `Array<Element>` and `Dictionary<String, Value>`.

/// An `Optional` whose wrapped type is `Decodable`.
protocol PlistOptionalType {
    /// The wrapped type.
    static var plistWrappedType: any Decodable.Type { get }
    /// `nil` of this type.
    static var plistNone: Self { get }
}

extension Optional: PlistOptionalType where Wrapped: Decodable {
    static var plistWrappedType: any Decodable.Type { Wrapped.self }
    static var plistNone: Self { .none }
}

/// An `Array` whose element type is `Decodable`.
protocol PlistArrayType {
    /// The element type.
    static var plistElementType: any Decodable.Type { get }
    /// An empty array of this type.
    static var plistEmpty: Self { get }
}

extension Array: PlistArrayType where Element: Decodable {
    static var plistElementType: any Decodable.Type { Element.self }
    static var plistEmpty: Self { [] }
}

/// A `Dictionary` with `String` keys whose value type is `Decodable`.
protocol PlistMapType {
    /// The value type.
    static var plistValueType: any Decodable.Type { get }
    /// An empty dictionary of this type.
    static var plistEmpty: Self { get }
}

extension Dictionary: PlistMapType where Key == String, Value: Decodable {
    static var plistValueType: any Decodable.Type { Value.self }
    static var plistEmpty: Self { [:] }
}

/// The raw values of a `CaseIterable` enum with `String` or integer raw values, and its first
/// case (a stand-in value while probing).
enum EnumCases {
    static func of<T>(_ type: T.Type) -> (values: [PlistValue], first: T?)? {
        guard let iterable = type as? any CaseIterable.Type else { return nil }
        return collect(iterable) as? ([PlistValue], T?)
    }

    private static func collect<C: CaseIterable>(_ type: C.Type) -> Any {
        var values: [PlistValue] = []
        for c in C.allCases {
            guard let raw = (c as? any RawRepresentable)?.rawValue else { return () }
            switch raw {
            case let s as String: values.append(.string(s))
            case let i as any BinaryInteger:
                guard let p = PlistInteger(exactly: i) else { return () }
                values.append(.integer(p))
            default: return ()
            }
        }
        return (values, C.allCases.first) as ([PlistValue], C?)
    }
}
