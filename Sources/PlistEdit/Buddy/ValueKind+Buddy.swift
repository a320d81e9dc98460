import Foundation
import PlistKit

/// PlistBuddy's facets of ``ValueKind``: its type names (`string`, `array`, `dict`, `bool`,
/// `real`, `integer`, `date`, `data`, PlistBuddy(8)), matched without regard to case; the
/// empty value `Clear` and `Add` make; values read from `Set` and `Add` text.
extension ValueKind {
    /// PlistBuddy's name: `dict` for a dictionary, `real` for a real, else plutil's name.
    var buddyName: String {
        switch self {
        case .dictionary: return "dict"
        case .real: return "real"
        default: return plutilName
        }
    }

    /// Parses a PlistBuddy type name, in any letter case.
    /// - Throws: ``BuddyCommand/Invalid`` naming the unknown type and the known ones.
    init(buddyName text: String) throws(BuddyCommand.Invalid) {
        let lowered = text.lowercased()
        guard let kind = Self.allCases.first(where: { $0.buddyName == lowered }) else {
            throw BuddyCommand.Invalid(reason: "unrecognized type \(UntrustedText.quoted(text)) (expected string, array, dict, bool, real, integer, date or data)")
        }
        self = kind
    }

    /// The empty value of the type: `Clear` and `Add` without a value (an empty string,
    /// array, dictionary or data; `false`; `0`; `0.0`; the reference date 2001-01-01).
    var emptyValue: PlistValue {
        switch self {
        case .string: return .string("")
        case .array: return .array([])
        case .dictionary: return .dictionary(PlistDictionary())
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
        case .array, .dictionary:
            throw ValueText.Invalid(reason: "\(buddyName) takes no value (Add creates an empty one)")
        }
    }
}
