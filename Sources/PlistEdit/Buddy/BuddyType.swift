import Foundation
import PlistKit

/// A type name of PlistBuddy's language: `string`, `array`, `dict`, `bool`, `real`,
/// `integer`, `date`, `data` (PlistBuddy(8)), matched without regard to case.
enum BuddyType: String, CaseIterable, Equatable {
    case string, array, dict, bool, real, integer, date, data

    /// Parses a type name.
    /// - Throws: ``BuddyCommand/Invalid`` naming the unknown type and the known ones.
    init(parsing text: String) throws(BuddyCommand.Invalid) {
        guard let type = BuddyType(rawValue: text.lowercased()) else {
            throw BuddyCommand.Invalid(reason: "unrecognized type \(UntrustedText.quoted(text)) (expected string, array, dict, bool, real, integer, date or data)")
        }
        self = type
    }

    /// The type of `value` (`nil` for a UID or null, which PlistBuddy has no name for).
    init?(of value: PlistValue) {
        switch value {
        case .string: self = .string
        case .array: self = .array
        case .dictionary: self = .dict
        case .bool: self = .bool
        case .real: self = .real
        case .integer: self = .integer
        case .date: self = .date
        case .data: self = .data
        case .uid, .null: return nil
        }
    }

    /// The empty value of the type: `Clear` and `Add` without a value (an empty string,
    /// array, dictionary or data; `false`; `0`; `0.0`; the reference date 2001-01-01).
    var emptyValue: PlistValue {
        switch self {
        case .string: return .string("")
        case .array: return .array([])
        case .dict: return .dictionary(PlistDictionary())
        case .bool: return .bool(false)
        case .real: return .real(0)
        case .integer: return .integer(0)
        case .date: return .date(Date(timeIntervalSinceReferenceDate: 0))
        case .data: return .data(Data())
        }
    }

    /// `text` read as a value of this type, as PlistBuddy reads `Set` and `Add` values: a
    /// string as it is; data as the UTF-8 bytes of the text; a boolean, integer or real as
    /// ``ValueText`` reads them; a date as `YYYY-MM-DDTHH:MM:SSZ` or in the form `Print` shows
    /// (`Thu Jan 02 03:04:05 UTC 2020`, UTC or GMT only). Containers take no value.
    ///
    /// - Throws: ``ValueText/Invalid`` when the text is not a value of the type.
    func value(from text: String) throws(ValueText.Invalid) -> PlistValue {
        switch self {
        case .string: return .string(text)
        case .data: return .data(Data(text.utf8))
        case .bool: return try ValueText.bool(text)
        case .integer: return try ValueText.integer(text)
        case .real: return try ValueText.real(text)
        case .date:
            if let date = BuddyDateText.date(from: text) { return .date(date) }
            return try ValueText.date(text)
        case .array, .dict:
            throw ValueText.Invalid(reason: "\(rawValue) takes no value (Add creates an empty one)")
        }
    }
}
