import Foundation

extension PlistValue: CustomStringConvertible, CustomDebugStringConvertible {
    /// A readable multi-line rendering in the style of `plutil -p`:
    ///
    /// ```
    /// [
    ///   0 => {
    ///     "icon" => "icon_00"
    ///     "name" => "天天酷跑"
    ///   }
    /// ]
    /// ```
    /// Dictionaries keep document order; strings and keys are quoted with control and
    /// bidirectional characters escaped (``UntrustedText``), never truncated; integers exact;
    /// reals as Swift prints them (`2.5`, `nan`, `inf`); booleans `true`/`false`; dates
    /// `2016-01-07 09:03:52 +0000` (UTC, whole seconds); data `{length = 3, bytes = 0x616263}`
    /// (the first 32 bytes, then `…`); UIDs `UID(5)`; JSON null `null`; empty containers
    /// `[]` and `{}`. Two spaces per level. Built with an explicit stack: any depth, no recursion.
    public var description: String { PlistTreePrinter.render(PlistNode(self), showsLocations: false) }

    /// The same as ``description``.
    public var debugDescription: String { description }
}

extension PlistNode: CustomStringConvertible, CustomDebugStringConvertible {
    /// The value's ``PlistValue/description``.
    public var description: String { PlistTreePrinter.render(self, showsLocations: false) }

    /// The rendering of ``PlistValue/description`` with each node's location appended as
    /// `@line:column` (or `@byte N` for binary input) when it is known.
    public var debugDescription: String { PlistTreePrinter.render(self, showsLocations: true) }
}

/// The iterative tree printer behind the descriptions.
enum PlistTreePrinter {
    private enum Item {
        /// A value to print after `label` at `depth`.
        case node(PlistNode, label: String, depth: Int)
        /// A closing bracket at `depth`.
        case close(String, depth: Int)
    }

    static let maxDataBytesShown = 32

    static func render(_ root: PlistNode, showsLocations: Bool) -> String {
        var out = ""
        var stack: [Item] = [.node(root, label: "", depth: 0)]
        while let item = stack.popLast() {
            switch item {
            case .close(let bracket, let depth):
                out += String(repeating: "  ", count: depth) + bracket + "\n"
            case .node(let node, let label, let depth):
                out += String(repeating: "  ", count: depth) + label
                let suffix = showsLocations ? locationSuffix(node.location) : ""
                switch node.value {
                case .array(let elements):
                    if elements.isEmpty { out += "[]" + suffix + "\n"; continue }
                    out += "[" + suffix + "\n"
                    stack.append(.close("]", depth: depth))
                    for (i, element) in elements.enumerated().reversed() {
                        stack.append(.node(element, label: "\(i) => ", depth: depth + 1))
                    }
                case .dictionary(let dictionary):
                    if dictionary.isEmpty { out += "{}" + suffix + "\n"; continue }
                    out += "{" + suffix + "\n"
                    stack.append(.close("}", depth: depth))
                    for entry in dictionary.entries.reversed() {
                        stack.append(.node(entry.value, label: quoted(entry.key) + " => ", depth: depth + 1))
                    }
                default:
                    out += scalar(node.value) + suffix + "\n"
                }
            }
        }
        if out.hasSuffix("\n") { out.removeLast() }
        return out
    }

    private static func quoted(_ s: String) -> String { UntrustedText.quoted(s, limit: Int.max) }

    private static func locationSuffix(_ location: SourceLocation) -> String {
        if location.line > 0 || location.offset >= 0 { return " @" + location.description }
        return ""
    }

    private static func scalar(_ value: PlistValue) -> String {
        switch value {
        case .string(let s): return quoted(s)
        case .integer(let i): return i.description
        case .real(let d): return d.description
        case .bool(let b): return b ? "true" : "false"
        case .date(let d): return utcText(d)
        case .data(let d):
            var hex = ""
            for byte in d.prefix(maxDataBytesShown) {
                hex += String(byte >> 4, radix: 16) + String(byte & 0x0F, radix: 16)
            }
            return "{length = \(d.count), bytes = 0x\(hex)\(d.count > maxDataBytesShown ? "…" : "")}"
        case .uid(let u): return "UID(\(u))"
        case .null: return "null"
        case .array, .dictionary: return ""
        }
    }

    /// `YYYY-MM-DD HH:MM:SS +0000`, computed from the civil calendar (no formatter, no time zone).
    static func utcText(_ date: Date) -> String {
        let t = date.timeIntervalSince1970
        guard t.isFinite, abs(t) < 1e15 else { return "\(t) s since 1970 +0000" }
        let time = CivilTime(secondsSince1970: Int64(t.rounded(.down)))
        let year = time.year
        func two(_ v: Int64) -> String { v < 10 ? "0\(v)" : "\(v)" }
        let yearText = year >= 0 && year < 10_000 ? String(repeating: "0", count: 4 - String(year).count) + String(year) : String(year)
        return "\(yearText)-\(two(time.month))-\(two(time.day)) \(two(time.hour)):\(two(time.minute)):\(two(time.second)) +0000"
    }
}
