import Foundation
import PlistKit

/// `plutil -p`'s human-readable layout (plutil: "not for machine parsing! this 'format' is not
/// stable"):
///
/// ```
/// {
///   "CFBundleVersion" => "42"
///   "UIBackgroundModes" => [
///     0 => "audio"
///   ]
/// }
/// ```
///
/// Dictionary keys sorted without regard to case (then by code units), two spaces per level,
/// strings in double quotes, data as `{length = 3, bytes = 0x000102}` (the first 24 bytes and
/// `...` when longer), dates as `2020-01-02 03:04:05 +0000`. Controls and invisible characters
/// in keys and strings are escaped (``UntrustedText``). Walked with an explicit stack.
enum PlutilPrinter {
    private enum Frame {
        case node(PlistNode, depth: Int, prefix: String)
        case close(String, depth: Int)
    }

    /// The text `-p` prints for `node`, ending with a newline.
    static func text(_ node: PlistNode) -> String {
        var out = ""
        var stack: [Frame] = [.node(node, depth: 0, prefix: "")]
        while let frame = stack.popLast() {
            switch frame {
            case .close(let bracket, let depth):
                out += String(repeating: " ", count: depth * 2) + bracket + "\n"
            case .node(let node, let depth, let prefix):
                out += String(repeating: " ", count: depth * 2) + prefix
                switch node.value {
                case .array(let elements):
                    out += "[\n"
                    stack.append(.close("]", depth: depth))
                    for (i, element) in elements.enumerated().reversed() {
                        stack.append(.node(element, depth: depth + 1, prefix: "\(i) => "))
                    }
                case .dictionary(let dictionary):
                    out += "{\n"
                    stack.append(.close("}", depth: depth))
                    for entry in sortedEntries(dictionary).reversed() {
                        stack.append(.node(entry.value, depth: depth + 1, prefix: quoted(entry.key) + " => "))
                    }
                default:
                    out += scalar(node.value) + "\n"
                }
            }
        }
        return out
    }

    /// Entries sorted without regard to case, ties broken by UTF-16 code units.
    static func sortedEntries(_ dictionary: PlistDictionary) -> [PlistDictionary.Entry] {
        dictionary.entries.sorted { a, b in
            let (la, lb) = (a.key.lowercased(), b.key.lowercased())
            if la != lb { return la.utf16.lexicographicallyPrecedes(lb.utf16) }
            return a.key.utf16.lexicographicallyPrecedes(b.key.utf16)
        }
    }

    private static func scalar(_ value: PlistValue) -> String {
        switch value {
        case .string(let s): return quoted(s)
        case .integer(let i): return i.description
        case .real(let d): return "\(d)"
        case .bool(let b): return b ? "true" : "false"
        case .date(let date): return dateText(date)
        case .data(let data):
            var hex = data.prefix(24).map { String(format: "%02x", $0) }.joined()
            if data.count > 24 { hex += "..." }
            return "{length = \(data.count), bytes = 0x\(hex)}"
        case .uid(let uid): return "<CFKeyedArchiverUID>{value = \(uid)}"
        case .null: return "null"
        case .array, .dictionary: return ""
        }
    }

    private static func quoted(_ text: String) -> String {
        "\"" + UntrustedText.escaped(text, limit: Int.max) + "\""
    }

    private static func dateText(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss '+0000'"
        return formatter.string(from: date)
    }
}
