import Foundation
import PlistKit

/// PlistBuddy's `Print` layout:
///
/// ```
/// Dict {
///     CFBundleVersion = 42
///     UIBackgroundModes = Array {
///         audio
///     }
/// }
/// ```
///
/// A dictionary is `Dict {`, an array `Array {`, each entry on its own line four spaces deeper
/// (`key = value` in a dictionary, the value alone in an array), and `}` at the container's own
/// depth. Scalars: strings as they are, integers in decimal, reals with six decimals (`%f`),
/// booleans `true`/`false`, dates as ``BuddyDateText`` writes them (in UTC). Unlike
/// PlistBuddy, dictionary entries keep document order (CoreFoundation's order is its hash
/// order), data is printed as its bytes read as UTF-8, and controls, bidi and invisible
/// characters in keys, strings and data are escaped (``UntrustedText``).
///
/// The walk uses an explicit stack: a tree of any depth prints without recursion.
enum BuddyPrinter {
    private enum Frame {
        case node(PlistNode, depth: Int, prefix: String)
        case close(depth: Int)
    }

    /// The text `Print` shows for `node`, ending with a newline.
    static func text(_ node: PlistNode) -> String {
        var out = ""
        var stack: [Frame] = [.node(node, depth: 0, prefix: "")]
        while let frame = stack.popLast() {
            switch frame {
            case .close(let depth):
                out += String(repeating: " ", count: depth * 4) + "}\n"
            case .node(let node, let depth, let prefix):
                out += String(repeating: " ", count: depth * 4) + prefix
                switch node.value {
                case .array(let elements):
                    out += "Array {\n"
                    stack.append(.close(depth: depth))
                    for element in elements.reversed() { stack.append(.node(element, depth: depth + 1, prefix: "")) }
                case .dictionary(let dictionary):
                    out += "Dict {\n"
                    stack.append(.close(depth: depth))
                    for entry in dictionary.entries.reversed() {
                        stack.append(.node(entry.value, depth: depth + 1, prefix: escaped(entry.key) + " = "))
                    }
                default:
                    out += scalar(node.value) + "\n"
                }
            }
        }
        return out
    }

    /// A scalar as `Print` shows it.
    static func scalar(_ value: PlistValue) -> String {
        switch value {
        case .string(let s): return escaped(s)
        case .integer(let i): return i.description
        case .real(let d): return d.isFinite ? String(format: "%f", d) : (d.isNaN ? "nan" : (d < 0 ? "-inf" : "inf"))
        case .bool(let b): return b ? "true" : "false"
        case .date(let date): return BuddyDateText.string(from: date)
        case .data(let data): return escaped(String(decoding: data, as: UTF8.self))
        case .uid(let uid): return "UID \(uid)"
        case .null: return "null"
        case .array, .dictionary: return ""
        }
    }

    private static func escaped(_ text: String) -> String { UntrustedText.escaped(text, limit: Int.max) }
}
