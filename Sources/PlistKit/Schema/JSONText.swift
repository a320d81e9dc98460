import Foundation

/// Writes a value tree as JSON text (RFC 8259) deterministically: keys in the dictionary's
/// order, two-space indentation, `"key": value`, one element per line, `[]` and `{}` for empty
/// containers, a final newline. Used for JSON Schema export, where byte-exact output matters.
///
/// Integers print as decimal, reals with Swift's shortest round-trip text (`0.5`, `1e+300`),
/// strings with `"`, `\`, and control characters escaped (`\n`, `\u001F`); other characters
/// are written as UTF-8. Dates print as ISO 8601 strings and data as base64 strings. The
/// tree is walked with an explicit stack (no recursion).
enum JSONText {
    private enum Step {
        case value(PlistValue, indent: Int)
        case text(String)
    }

    static func write(_ root: PlistValue) -> String {
        var out = ""
        var stack: [Step] = [.value(root, indent: 0)]
        while let step = stack.popLast() {
            switch step {
            case .text(let t):
                out += t
            case .value(let v, let indent):
                let pad = String(repeating: "  ", count: indent + 1)
                let closePad = String(repeating: "  ", count: indent)
                switch v {
                case .array(let items):
                    if items.isEmpty { out += "[]"; continue }
                    out += "[\n"
                    var steps: [Step] = []
                    for (i, item) in items.enumerated() {
                        steps.append(.text(pad))
                        steps.append(.value(item.value, indent: indent + 1))
                        steps.append(.text(i == items.count - 1 ? "\n" : ",\n"))
                    }
                    steps.append(.text(closePad + "]"))
                    stack.append(contentsOf: steps.reversed())
                case .dictionary(let d):
                    if d.isEmpty { out += "{}"; continue }
                    out += "{\n"
                    var steps: [Step] = []
                    for (i, e) in d.entries.enumerated() {
                        steps.append(.text(pad + quote(e.key) + ": "))
                        steps.append(.value(e.value.value, indent: indent + 1))
                        steps.append(.text(i == d.count - 1 ? "\n" : ",\n"))
                    }
                    steps.append(.text(closePad + "}"))
                    stack.append(contentsOf: steps.reversed())
                default:
                    out += scalar(v)
                }
            }
        }
        return out + "\n"
    }

    static func scalar(_ v: PlistValue) -> String {
        switch v {
        case .string(let s): return quote(s)
        case .integer(let i): return i.description
        case .real(let d): return d.isFinite ? "\(d)" : "null"
        case .bool(let b): return b ? "true" : "false"
        case .date(let d): return quote(d.formatted(.iso8601))
        case .data(let d): return quote(d.base64EncodedString())
        case .uid(let u): return "\(u)"
        case .null, .array, .dictionary: return "null"
        }
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 {
                    let hex = String(u.value, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }
}
