import Foundation
import PlistKit

/// The value types `plist-edit` names, one list for both of its languages: plutil's `-type`
/// and `-expect` names (`bool`, `integer`, `float`, `string`, `date`, `data`, `dictionary`,
/// `array`, plutil's help text) and PlistBuddy's type names (`string`, `array`, `dict`,
/// `bool`, `real`, `integer`, `date`, `data`, PlistBuddy(8); PlistBuddy's facets are in
/// `ValueKind+Buddy.swift`). A UID and null have no name in either.
enum ValueKind: CaseIterable, Equatable {
    case bool, integer, real, string, date, data, dictionary, array

    /// The kind of `value`; `nil` for a UID or null.
    init?(of value: PlistValue) {
        switch value {
        case .bool: self = .bool
        case .integer: self = .integer
        case .real: self = .real
        case .string: self = .string
        case .date: self = .date
        case .data: self = .data
        case .dictionary: self = .dictionary
        case .array: self = .array
        case .uid, .null: return nil
        }
    }

    /// The kind plutil names `name` (`float`, `dictionary`…), matched exactly as plutil does.
    init?(plutilName name: String) {
        guard let kind = Self.allCases.first(where: { $0.plutilName == name }) else { return nil }
        self = kind
    }

    /// plutil's name: `float` for a real, `dictionary` for a dictionary, else the case name.
    var plutilName: String {
        switch self {
        case .bool: return "bool"
        case .integer: return "integer"
        case .real: return "float"
        case .string: return "string"
        case .date: return "date"
        case .data: return "data"
        case .dictionary: return "dictionary"
        case .array: return "array"
        }
    }

    /// The name `-type` prints for `value` (`uid` and `null` for the kinds plutil lacks).
    static func name(of value: PlistValue) -> String {
        ValueKind(of: value)?.plutilName ?? (value.kindName == "UID" ? "uid" : value.kindName)
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
