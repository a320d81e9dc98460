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
    /// `K = "";` in OpenStep.
    package func entry(key: String, type: String?) -> String {
        switch format {
        case .json: return Self.jsonString(key) + ": " + emptyValue(type)
        case .openStep: return Self.openStepString(key) + " = " + emptyValue(type) + ";"
        default: return "<key>" + Self.xmlText(key) + "</key>\n" + indentation + emptyValue(type)
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
            case .json: return inText ? String(Self.jsonString(s).dropFirst().dropLast()) : Self.jsonString(s)
            case .openStep: return inText ? s : Self.openStepString(s)
            default: return inText ? Self.xmlText(s) : "<string>" + Self.xmlText(s) + "</string>"
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

    /// `text` with XML's `&`, `<` and `>` escaped.
    static func xmlText(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    /// `text` as a JSON string (RFC 8259 §7).
    static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 { out += String(format: "\\u%04x", scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    /// `text` bare when it is an OpenStep unquoted string, else quoted (CFOldStylePList).
    static func openStepString(_ text: String) -> String {
        let bare = !text.isEmpty && text.utf8.allSatisfy { c in
            (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F || c == 0x24
                || c == 0x2F || c == 0x3A || c == 0x2E || c == 0x2D
        }
        if bare { return text }
        return "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
