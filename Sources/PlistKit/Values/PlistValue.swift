import Foundation

/// One value of a property list, without its location.
///
/// The cases follow Apple's PropertyList-1.0 DTD (`string`, `integer`, `real`, `true`/`false`,
/// `date`, `data`, `array`, `dict`), plus two kinds that only some formats carry:
/// `uid` (binary plists written by `NSKeyedArchiver`, bplist00 marker `0x8N`) and `null`
/// (JSON's `null`; property lists have no null, so writing one to a plist format is an error).
///
/// Children are ``PlistNode``s, so every element of an array and every dictionary value keeps
/// its own ``SourceLocation``. Equality ignores locations and literal text, compares reals
/// bitwise-equal or both NaN, and walks the tree with an explicit stack (no recursion).
public enum PlistValue: Sendable {
    /// Text (`<string>`, a JSON string).
    case string(String)
    /// An exact integer in `Int64.min ... UInt64.max` (`<integer>`).
    case integer(PlistInteger)
    /// A binary64 floating-point number (`<real>`, a JSON number with a fraction or exponent).
    case real(Double)
    /// `<true/>` or `<false/>`, JSON `true`/`false`.
    case bool(Bool)
    /// An instant in time (UTC), `<date>` in the form `YYYY-MM-DDTHH:MM:SSZ`.
    case date(Date)
    /// Bytes (`<data>`, base64 in XML).
    case data(Data)
    /// An ordered list (`<array>`).
    case array([PlistNode])
    /// An ordered dictionary with string keys (`<dict>`).
    case dictionary(PlistDictionary)
    /// A keyed-archiver object reference from a binary plist (bplist00 marker `0x80`–`0x8F`).
    case uid(UInt64)
    /// JSON `null`. Not a property-list value: plist writers reject it.
    case null

    /// The name of the kind as users see it in messages: `string`, `integer`, `real`,
    /// `boolean`, `date`, `data`, `array`, `dictionary`, `UID`, `null`.
    public var kindName: String {
        switch self {
        case .string: return "string"
        case .integer: return "integer"
        case .real: return "real"
        case .bool: return "boolean"
        case .date: return "date"
        case .data: return "data"
        case .array: return "array"
        case .dictionary: return "dictionary"
        case .uid: return "UID"
        case .null: return "null"
        }
    }

    /// The string, when this is a `.string`.
    public var stringValue: String? { if case .string(let s) = self { return s }; return nil }
    /// The integer, when this is an `.integer`.
    public var integerValue: PlistInteger? { if case .integer(let i) = self { return i }; return nil }
    /// The real, when this is a `.real`.
    public var realValue: Double? { if case .real(let d) = self { return d }; return nil }
    /// The boolean, when this is a `.bool`.
    public var boolValue: Bool? { if case .bool(let b) = self { return b }; return nil }
    /// The date, when this is a `.date`.
    public var dateValue: Date? { if case .date(let d) = self { return d }; return nil }
    /// The bytes, when this is a `.data`.
    public var dataValue: Data? { if case .data(let d) = self { return d }; return nil }
    /// The elements, when this is an `.array`.
    public var arrayValue: [PlistNode]? { if case .array(let a) = self { return a }; return nil }
    /// The dictionary, when this is a `.dictionary`.
    public var dictionaryValue: PlistDictionary? { if case .dictionary(let d) = self { return d }; return nil }
    /// Whether this is a container (array or dictionary).
    public var isContainer: Bool {
        switch self { case .array, .dictionary: return true; default: return false }
    }
}

