import Foundation

/// Any JSON value (RFC 8259), as JSON-RPC 2.0 carries it in `id`, `params`, `result` and
/// `error.data` where the shape is not fixed by the method.
///
/// Decoding tries, in order: `null`, a Boolean, an integer (64-bit signed), a double, a
/// string, an array, an object; so `1` is ``integer(_:)`` and `1.5` is ``number(_:)``.
package enum JSONValue: Hashable, Sendable, Codable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Decodes any JSON value.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let b = try? container.decode(Bool.self) { self = .bool(b) }
        else if let i = try? container.decode(Int.self) { self = .integer(i) }
        else if let d = try? container.decode(Double.self) { self = .number(d) }
        else if let s = try? container.decode(String.self) { self = .string(s) }
        else if let a = try? container.decode([JSONValue].self) { self = .array(a) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    /// Encodes the value as the JSON it stands for.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let b): try container.encode(b)
        case .integer(let i): try container.encode(i)
        case .number(let d): try container.encode(d)
        case .string(let s): try container.encode(s)
        case .array(let a): try container.encode(a)
        case .object(let o): try container.encode(o)
        }
    }

    /// The member `key` of an object, or `nil` (also for a value that is not an object).
    package subscript(key: String) -> JSONValue? {
        if case .object(let o) = self { return o[key] }
        return nil
    }

    /// The element at `index` of an array, or `nil` (also out of range or not an array).
    package subscript(index: Int) -> JSONValue? {
        if case .array(let a) = self, a.indices.contains(index) { return a[index] }
        return nil
    }

    /// The string, or `nil` for any other value.
    package var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The integer, or `nil` for any other value.
    package var integerValue: Int? {
        if case .integer(let i) = self { return i }
        return nil
    }

    /// The elements, or `nil` for a value that is not an array.
    package var arrayValue: [JSONValue]? {
        if case .array(let a) = self { return a }
        return nil
    }
}
