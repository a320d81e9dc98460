import Foundation
import PlistKit

/// The text a new key or value is written as in a document's own format and indentation:
/// what completion inserts and the add-missing-key quick fix adds. XML as Apple's
/// PropertyList-1.0 DTD writes elements, JSON per RFC 8259, OpenStep per CFOldStylePList.
package struct ValueSkeleton: Sendable {
    /// The document's format.
    package var format: PlistFormat
    /// The indentation of the line the text starts on, repeated on every further line.
    package var indentation: String
    /// One level of indentation (a tab, or the document's own unit).
    package var unit: String

    /// Creates a writer of skeletons.
    package init(format: PlistFormat, indentation: String, unit: String = "\t") {
        self.format = format
        self.indentation = indentation
        self.unit = unit
    }

    /// A key and an empty value of type `type` (``SchemaLookup/typeName(of:)``; a string
    /// when `nil`): `<key>K</key>` + newline + `<string></string>` in XML, `"K": ""` in JSON,
    /// `K = "";` in OpenStep; `nil` when the format cannot write the key (a control character
    /// in XML).
    package func entry(key: String, type: String?) -> String? {
        guard let written = self.key(key, inText: false) else { return nil }
        switch format {
        case .json: return written + ": " + emptyValue(type)
        case .openStep: return written + " = " + emptyValue(type) + ";"
        default: return written + "\n" + indentation + emptyValue(type)
        }
    }

    /// `key` as the format writes a dictionary key (`<key>K</key>`, `"K"`, an OpenStep
    /// string); `inText` gives only its text, for a cursor already inside the key's tag or
    /// quotes. `nil` when the format cannot write it.
    package func key(_ key: String, inText: Bool) -> String? {
        switch format {
        case .json:
            guard let quoted = try? PlistFragment.text(.string(key), format: .json) else { return nil }
            return inText ? String(quoted.dropFirst().dropLast()) : quoted
        case .openStep:
            guard let quoted = try? PlistFragment.text(.string(key), format: .openStep, quotesEveryString: inText) else { return nil }
            return inText ? String(quoted.dropFirst().dropLast()) : quoted
        default:
            guard let content = try? PlistFragment.xmlContent(key) else { return nil }
            return inText ? content : "<key>" + content + "</key>"
        }
    }

    /// An empty value of `type` (the first of several `or`-joined types).
    package func emptyValue(_ type: String?) -> String {
        let first = type?.components(separatedBy: " or ").first ?? "string"
        switch (format, first) {
        case (.json, "integer"): return "0"
        case (.json, "real"): return "0.0"
        case (.json, "boolean"): return "false"
        case (.json, "array"): return "[]"
        case (.json, "dictionary"): return "{}"
        case (.json, _): return "\"\""
        case (.openStep, "array"): return "()"
        case (.openStep, "dictionary"): return "{}"
        case (.openStep, "integer"), (.openStep, "real"): return "0"
        case (.openStep, _): return "\"\""
        case (_, "integer"): return "<integer>0</integer>"
        case (_, "real"): return "<real>0</real>"
        case (_, "boolean"): return "<false/>"
        case (_, "date"): return "<date>2001-01-01T00:00:00Z</date>"
        case (_, "data"): return "<data></data>"
        case (_, "array"): return "<array>\n" + indentation + "</array>"
        case (_, "dictionary"): return "<dict>\n" + indentation + "</dict>"
        default: return "<string></string>"
        }
    }

    /// `value` (a scalar) as written in the format; `inText` gives only a string's text, for
    /// a cursor already inside the string. `nil` for a value the format cannot write
    /// (a Boolean in OpenStep).
    package func value(_ value: PlistValue, inText: Bool) -> String? {
        switch value {
        case .string(let s):
            switch format {
            case .json, .openStep:
                guard let quoted = try? PlistFragment.text(value, format: format, quotesEveryString: inText) else { return nil }
                return inText ? String(quoted.dropFirst().dropLast()) : quoted
            default:
                guard let content = try? PlistFragment.xmlContent(s) else { return nil }
                return inText ? content : "<string>" + content + "</string>"
            }
        case .bool(let b):
            switch format {
            case .json: return b ? "true" : "false"
            case .openStep: return nil
            default: return b ? "<true/>" : "<false/>"
            }
        case .integer(let i):
            return format == .json || format == .openStep || inText ? "\(i)" : "<integer>\(i)</integer>"
        case .real(let r):
            return format == .json || format == .openStep || inText ? "\(r)" : "<real>\(r)</real>"
        default: return nil
        }
    }
}
