import Foundation

// Literal conformances so that tests and callers can write trees directly:
// `let expected: PlistValue = ["name": "九宫格", "count": 12, "tags": ["a", "b"]]`.
// Nodes built this way have `SourceLocation.unknown`.

extension PlistValue: ExpressibleByStringLiteral {
    /// A `.string`.
    public init(stringLiteral value: String) { self = .string(value) }
}

extension PlistValue: ExpressibleByIntegerLiteral {
    /// An `.integer`.
    public init(integerLiteral value: Int64) { self = .integer(PlistInteger(value)) }
}

extension PlistValue: ExpressibleByFloatLiteral {
    /// A `.real`.
    public init(floatLiteral value: Double) { self = .real(value) }
}

extension PlistValue: ExpressibleByBooleanLiteral {
    /// A `.bool`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension PlistValue: ExpressibleByArrayLiteral {
    /// An `.array` of unlocated nodes.
    public init(arrayLiteral elements: PlistValue...) {
        self = .array(elements.map { PlistNode($0) })
    }
}

extension PlistValue: ExpressibleByDictionaryLiteral {
    /// A `.dictionary` in literal order; a repeated key keeps the last value.
    public init(dictionaryLiteral elements: (String, PlistValue)...) {
        self = .dictionary(PlistDictionary(entries: elements.map {
            PlistDictionary.Entry(key: $0.0, value: PlistNode($0.1))
        }))
    }
}
