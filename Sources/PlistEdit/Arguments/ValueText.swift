import Foundation
import PlistKit

/// Typed values written as text on the command line (`plutil -insert K -integer 42`,
/// PlistBuddy's `Add :K integer 42`), read by PlistKit's own readers so that a value means
/// exactly what it would mean in a file.
///
/// | Kind | Accepted text |
/// |---|---|
/// | integer | `<integer>` text: optional sign, decimal digits or `0x` hexadecimal, in `Int64.min ... UInt64.max` |
/// | real | `<real>` text: `1.5`, `-2e10`, `nan`, `inf` |
/// | bool | `true`, `yes`, `1` / `false`, `no`, `0`, any letter case |
/// | date | `<date>` text `YYYY-MM-DDTHH:MM:SSZ` (UTC) |
/// | data | base64 (plutil's `-data`) |
/// | string | the text as it is |
/// | xml | an XML property list, or one bare element such as `<dict>…</dict>` |
/// | json | a JSON text (RFC 8259), a scalar too: `5`, `"s"`, `{"a": [1]}` |
///
/// Unlike `plutil`, which stores `0` for `-integer abc` and `NO` for `-bool maybe`, text that
/// is not a value of the kind is an error.
enum ValueText {
    /// Why a text is not a value of a kind: the reason, escaped.
    struct Invalid: Error, Equatable {
        var reason: String
    }

    /// `text` as an integer.
    static func integer(_ text: String) throws(Invalid) -> PlistValue {
        try element("integer", text, kind: "an integer (decimal or 0x hexadecimal, from -9223372036854775808 to 18446744073709551615)")
    }

    /// `text` as a real.
    static func real(_ text: String) throws(Invalid) -> PlistValue {
        try element("real", text, kind: "a real number (such as 1.5 or -2e10)")
    }

    /// `text` as a date.
    static func date(_ text: String) throws(Invalid) -> PlistValue {
        try element("date", text, kind: "a date (YYYY-MM-DDTHH:MM:SSZ, UTC)")
    }

    /// `text` as base64 data.
    static func base64(_ text: String) throws(Invalid) -> PlistValue {
        try element("data", text, kind: "base64 data")
    }

    /// `text` as a boolean.
    static func bool(_ text: String) throws(Invalid) -> PlistValue {
        switch text.lowercased() {
        case "true", "yes", "1": return .bool(true)
        case "false", "no", "0": return .bool(false)
        default: throw Invalid(reason: "\(UntrustedText.quoted(text)) is not a boolean (true, yes, 1, false, no or 0)")
        }
    }

    /// `text` as an XML property list, or as one bare element wrapped in `<plist>`.
    static func xml(_ text: String) throws(Invalid) -> PlistValue {
        let document = text.contains("<plist") || text.hasPrefix("<?xml") ? text : "<plist version=\"1.0\">\(text)</plist>"
        return try read(Data(document.utf8), format: .xml, what: "an XML property list")
    }

    /// `text` as JSON.
    static func json(_ text: String) throws(Invalid) -> PlistValue {
        try read(Data(text.utf8), format: .json, what: "JSON")
    }

    /// Reads `text` as the content of one `<name>` element.
    private static func element(_ name: String, _ text: String, kind: String) throws(Invalid) -> PlistValue {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.append(character)
            }
        }
        let document = "<plist version=\"1.0\"><\(name)>\(escaped)</\(name)></plist>"
        do {
            let value = try PlistReader(options: options(.xml)).read(Data(document.utf8)).root.value
            if case .array = value { throw Invalid(reason: "") }
            return value
        } catch {
            throw Invalid(reason: "\(UntrustedText.quoted(text)) is not \(kind)")
        }
    }

    private static func read(_ data: Data, format: PlistFormat, what: String) throws(Invalid) -> PlistValue {
        do {
            let document = try PlistReader(options: options(format)).read(data)
            if let duplicate = document.diagnostics.first(where: { $0.rule == DiagnosticRule.duplicateKey.id }) {
                // A file's duplicate is a warning the file keeps showing; a value's would be
                // lost silently. Its place in the argument's text is not shown: an XML value
                // is read wrapped in <plist>, which shifts the columns.
                throw Invalid(reason: "the value holds \(duplicate.keyPath.map { "the key path " + UntrustedText.escaped($0) } ?? "a key") twice")
            }
            let value = document.root.value
            if let path = firstNull(in: value) {
                throw Invalid(reason: "null\(path.components.isEmpty ? "" : " at \(path)") is not a property-list value")
            }
            return value
        } catch let invalid as Invalid {
            throw invalid
        } catch let error as PlistReadError {
            throw Invalid(reason: "the value is not \(what): \(EditFailure.userAdvice(error.message))")
        } catch {
            throw Invalid(reason: "the value is not \(what)")
        }
    }

    /// The reader's options for a value given on the command line: the format forced.
    private static func options(_ format: PlistFormat) -> PlistReader.Options {
        var options = PlistReader.Options()
        options.format = format
        return options
    }

    /// The path of the first JSON `null` in `value` (document order), or `nil` when there is
    /// none: a property list has no null (Apple's PropertyList-1.0 DTD), so plutil refuses it.
    private static func firstNull(in value: PlistValue) -> PlistPath? {
        var pending: [(PlistValue, [PlistPath.Component])] = [(value, [])]
        while let (v, path) = pending.popLast() {
            switch v {
            case .null: return PlistPath(path)
            case .array(let elements):
                for (i, e) in elements.enumerated().reversed() { pending.append((e.value, path + [.index(i)])) }
            case .dictionary(let d):
                for entry in d.entries.reversed() { pending.append((entry.value.value, path + [.key(entry.key)])) }
            default: break
            }
        }
        return nil
    }
}
