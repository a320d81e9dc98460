import Foundation
import PlistKit

/// The type names of `plutil -type` and `-expect`: `bool`, `integer`, `float`, `string`,
/// `date`, `data`, `dictionary`, `array` (plutil's help text).
enum ValueKind: String, CaseIterable, Equatable {
    case bool, integer, float, string, date, data, dictionary, array

    /// The kind of `value`; `nil` for a UID or null, which plutil has no name for.
    init?(of value: PlistValue) {
        switch value {
        case .bool: self = .bool
        case .integer: self = .integer
        case .real: self = .float
        case .string: self = .string
        case .date: self = .date
        case .data: self = .data
        case .dictionary: self = .dictionary
        case .array: self = .array
        case .uid, .null: return nil
        }
    }

    /// The name `-type` prints for `value` (`uid` and `null` for the kinds plutil lacks).
    static func name(of value: PlistValue) -> String {
        ValueKind(of: value)?.rawValue ?? (value.kindName == "UID" ? "uid" : value.kindName)
    }
}

/// `plutil -extract KEYPATH raw`: one value as plain text (plutil's help): a boolean `true` or
/// `false`; an integer in decimal; a real with six decimals (`%f`, as Linux `plutil` prints
/// it); a string as it is; a date as RFC 3339 in UTC; data as base64; a dictionary's keys one
/// per line (sorted by code units); an array's element count. The text is the value itself,
/// not escaped: it is what a script asked for.
enum RawValueText {
    /// The raw text of `value`, without the final newline.
    static func text(_ value: PlistValue) -> String {
        switch value {
        case .bool(let b): return b ? "true" : "false"
        case .integer(let i): return i.description
        case .real(let d): return String(format: "%f", d)
        case .string(let s): return s
        case .date(let date):
            let formatter = ISO8601DateFormatter()
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.formatOptions = [.withInternetDateTime]
            return formatter.string(from: date)
        case .data(let data): return data.base64EncodedString()
        case .dictionary(let dictionary):
            return dictionary.keys.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) }.joined(separator: "\n")
        case .array(let elements): return String(elements.count)
        case .uid(let uid): return String(uid)
        case .null: return "null"
        }
    }
}
