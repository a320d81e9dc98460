import Foundation

/// Writes a tree as an XML property list, byte for byte as Apple's writer does
/// (CoreFoundation's `CFPropertyListCreateData` with `kCFPropertyListXMLFormat_v1_0`,
/// `plutil -convert xml1`), following Apple's PropertyList-1.0 DTD.
///
/// The output is UTF-8: the XML declaration, the DOCTYPE, `<plist version="1.0">`, the root at
/// indentation 0 and each nesting level one more tab, and `</plist>` with a final newline.
/// Per kind:
///
/// | Value | Written as |
/// |---|---|
/// | string | `<string>…</string>`, `<`, `>`, `&` escaped as `&lt;` `&gt;` `&amp;`; empty: `<string></string>` |
/// | integer | `<integer>` decimal `</integer>`, exact over `Int64.min ... UInt64.max` |
/// | real | see `PlistRealText`: the shortest text that reads back exactly, in `%.17g` layout; `nan`, `+infinity`, `-infinity`; `0.0`, `-0.0` |
/// | bool | `<true/>`, `<false/>` |
/// | date | `<date>YYYY-MM-DDTHH:MM:SSZ</date>` in UTC |
/// | data | `<data>`, a newline, base64 lines, `</data>` (see below); never `<data/>` |
/// | array, dictionary | `<array>` / `<dict>` with children one tab deeper; empty: `<array/>`, `<dict/>` |
///
/// **Data** is wrapped as CoreFoundation wraps it (`_XMLPlistAppendDataUsingBase64`): lines of
/// `76 − 8 × d` base64 characters where `d` is the nesting depth capped at 8 (so 76 at the root,
/// 68 inside a dictionary, never fewer than 12), each line preceded by `d` tabs and ended by a
/// newline; the closing tag is indented to the full depth. Empty data is `<data>`, a newline and
/// `</data>` — exactly Apple's bytes, and never the self-closing `<data/>` that Apple's own
/// parser rejects.
///
/// **Dates** are truncated toward the earlier second (`floor`), as Apple does: 0.7 s after
/// midnight is written as midnight, 0.3 s before it as `23:59:59`. The calendar is the
/// proleptic Gregorian one; years outside 0000…9999 are written as Apple writes them with
/// `%04d` (`-001`, `10000`).
///
/// **Deviations from Apple, each one because Apple's output does not read back**:
/// a carriage return in a string is written `&#13;` (raw, every XML parser reads it as a line
/// feed); characters XML 1.0 forbids (U+0000–U+0008, U+000B, U+000C, U+000E–U+001F, U+FFFE,
/// U+FFFF) are an error instead of a file no parser accepts; `-0.0` keeps its sign (Apple writes
/// `0.0`); reals are the shortest text that round-trips rather than always 17 digits.
///
/// The walk uses an explicit stack: trees of any depth are written without recursion. The
/// writer has no mutable state and may be shared between threads.
public struct XMLPlistWriter: Sendable {
    /// The options in force.
    public var options: Options

    /// Creates a writer.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Writes `value` as a complete XML property list.
    ///
    /// - Returns: the UTF-8 bytes of the document.
    /// - Throws: ``PlistWriteError``: `unsupported-value` for `.null` and `.uid` (the DTD has no
    ///   such element), `invalid-character` for a string or key holding a character XML 1.0
    ///   cannot carry, `invalid-date` for a NaN, infinite or out-of-range date; each with the
    ///   value's key path.
    public func write(_ value: PlistValue) throws -> Data {
        try write(PlistNode(value))
    }

    /// Writes `node` as a complete XML property list. Like ``write(_:)-(PlistValue)``, and a
    /// real's source text (`PlistNode.literal`) is kept when ``Options/preservesRealLiterals`` is on
    /// and the text reads back to exactly the node's value.
    public func write(_ node: PlistNode) throws -> Data {
        var out = XMLPlistOutput()
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">\n")
        try writeTree(node, into: &out)
        out.append("</plist>\n")
        return Data(out.bytes)
    }

    /// `node` as a fragment of a document laid out by `layout`: what a source editor puts in
    /// place of a value. Lines after the first start with the layout's base indentation; the
    /// first has no indentation and the last no line ending. Keys keep the tree's order.
    /// - Throws: as ``write(_:)-(PlistNode)``.
    func fragment(_ node: PlistNode, layout: TextLayout) throws -> [UInt8] {
        var out = XMLPlistOutput(layout: layout)
        var writer = self
        writer.options.keyOrder = .preserved
        try writer.writeTree(node, into: &out)
        return layout.trimmingFragment(out.bytes)
    }

    /// One step of the walk: a node to write (with the path component leading to it) or the
    /// closing tag of a container.
    private enum Frame {
        case node(PlistNode, PlistPath.Component?, depth: Int)
        case close(array: Bool, depth: Int)
    }

    private func writeTree(_ root: PlistNode, into out: inout XMLPlistOutput) throws {
        var stack: [Frame] = [.node(root, nil, depth: 0)]
        var path: [PlistPath.Component] = []
        while let frame = stack.popLast() {
            switch frame {
            case .close(let array, let depth):
                out.indent(depth)
                out.append(array ? "</array>" : "</dict>"); out.endLine()
            case .node(let node, let component, let depth):
                if let component {
                    path.removeSubrange((depth - 1)...)
                    path.append(component)
                    if case .key(let key) = component {
                        out.indent(depth)
                        out.append("<key>")
                        try out.appendEscaped(key) { scalar in
                            PlistWriteError.badCharacter(scalar, in: "key \(UntrustedText.quoted(key))", path: path)
                        }
                        out.append("</key>"); out.endLine()
                    }
                }
                out.indent(depth)
                try writeOpening(node, depth: depth, path: path, stack: &stack, out: &out)
            }
        }
    }

    /// Writes a scalar completely, or a container's opening tag after pushing its children.
    private func writeOpening(_ node: PlistNode, depth: Int, path: [PlistPath.Component],
                              stack: inout [Frame], out: inout XMLPlistOutput) throws {
        switch node.value {
        case .string(let string):
            out.append("<string>")
            try out.appendEscaped(string) { scalar in
                PlistWriteError.badCharacter(scalar, in: "string", path: path)
            }
            out.append("</string>"); out.endLine()
        case .integer(let integer):
            out.append("<integer>")
            out.append(integer.description)
            out.append("</integer>"); out.endLine()
        case .real(let real):
            out.append("<real>")
            if options.preservesRealLiterals, let literal = node.literal,
               PlistRealText.literal(literal, represents: real) {
                out.append(literal)
            } else {
                out.append(PlistRealText.text(real))
            }
            out.append("</real>"); out.endLine()
        case .bool(let bool):
            out.append(bool ? "<true/>" : "<false/>"); out.endLine()
        case .date(let date):
            out.append("<date>")
            try out.appendDate(date, path: path)
            out.append("</date>"); out.endLine()
        case .data(let data):
            out.append("<data>"); out.endLine()
            out.appendBase64Lines(data, depth: depth)
            out.indent(depth)
            out.append("</data>"); out.endLine()
        case .array(let elements):
            if elements.isEmpty { out.append("<array/>"); out.endLine(); return }
            out.append("<array>"); out.endLine()
            stack.append(.close(array: true, depth: depth))
            for i in elements.indices.reversed() {
                stack.append(.node(elements[i], .index(i), depth: depth + 1))
            }
        case .dictionary(let dictionary):
            if dictionary.isEmpty { out.append("<dict/>"); out.endLine(); return }
            out.append("<dict>"); out.endLine()
            stack.append(.close(array: false, depth: depth))
            let entries = dictionary.entries
            for i in entryOrder(entries).reversed() {
                stack.append(.node(entries[i].value, .key(entries[i].key), depth: depth + 1))
            }
        case .uid(let uid):
            throw PlistWriteError(.unsupportedValue,
                DiagnosticRule.cannotBeWrittenMessage("UID \(uid)", at: PlistPath(path).displayName, "to an XML property list: only binary property lists carry UIDs"),
                path: PlistPath(path))
        case .null:
            throw PlistWriteError(.unsupportedValue,
                DiagnosticRule.cannotBeWrittenMessage("null", at: PlistPath(path).displayName, "to an XML property list: property lists have no null"),
                path: PlistPath(path))
        }
    }

    /// The positions of `entries` in writing order: as stored, or sorted by UTF-16 code units as
    /// CoreFoundation sorts keys (`CFStringCompare` without options).
    private func entryOrder(_ entries: [PlistDictionary.Entry]) -> [Int] {
        let indices = Array(entries.indices)
        guard options.keyOrder == .sorted, entries.count > 1 else { return indices }
        func precedes(_ a: Int, _ b: Int) -> Bool {
            entries[a].key.utf16.lexicographicallyPrecedes(entries[b].key.utf16)
        }
        var alreadySorted = true
        for i in 1..<entries.count where precedes(i, i - 1) { alreadySorted = false; break }
        return alreadySorted ? indices : indices.sorted(by: precedes)
    }
}
