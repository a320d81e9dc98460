import PlistKit

/// The tolerant scan behind ``CursorContext``: walks the bytes before the cursor of an XML,
/// JSON or OpenStep property list, tracking open containers, the keys seen in each and
/// whether a key or a value comes next. Linear in the bytes scanned; nesting tracked on an
/// explicit stack; malformed text is skipped over, never an error.
package enum CursorScanner {
    private struct Frame {
        var isDictionary: Bool
        var component: PlistKeyPath.Component?
        var keys: [String] = []
        var pendingKey: String?
        var count = 0

        /// The path component of the next child (a container opening here).
        var childComponent: PlistKeyPath.Component {
            isDictionary ? PlistKeyPath.Component(key: pendingKey ?? "") : PlistKeyPath.Component(index: count)
        }

        /// A value was consumed.
        mutating func consumeValue() {
            if isDictionary { pendingKey = nil } else { count += 1 }
        }
    }

    /// The context at byte `cursor` of `bytes`, a property list in `format` (XML when `nil`
    /// or binary).
    package static func context(at cursor: Int, in bytes: [UInt8], format: PlistFormat?) -> CursorContext {
        let cursor = min(max(0, cursor), bytes.count)
        switch format {
        case .json?: return scanBraced(bytes, cursor, json: true)
        case .openStep?: return scanBraced(bytes, cursor, json: false)
        default: return scanXML(bytes, cursor)
        }
    }

    /// The keys of the dictionary around the cursor written below it (the cursor's own key
    /// excluded): scanned from `cursor` to that dictionary's end, nested containers skipped.
    package static func keysBelow(_ cursor: Int, in bytes: [UInt8], format: PlistFormat?) -> [String] {
        let b = bytes
        var keys: [String] = []
        var depth = 0
        var i = min(max(0, cursor), b.count)
        if format == .json || format == .openStep {
            let quote = UInt8(ascii: "\"")
            // Skip the rest of a string or word the cursor is in.
            while i < b.count, b[i] != quote, b[i] != UInt8(ascii: ","), b[i] != UInt8(ascii: ";"), b[i] != 10 { i += 1 }
            if i < b.count, b[i] == quote { i += 1 }
            while i < b.count && depth >= 0 {
                let c = b[i]
                if c == UInt8(ascii: "{") || c == UInt8(ascii: "[") || c == UInt8(ascii: "(") { depth += 1; i += 1; continue }
                if c == UInt8(ascii: "}") || c == UInt8(ascii: "]") || c == UInt8(ascii: ")") { depth -= 1; i += 1; continue }
                guard c == quote || (format == .openStep && isBareWordByte(c)) else { i += 1; continue }
                var j = i + 1
                if c == quote {
                    while j < b.count && b[j] != quote && b[j] != 10 { j += b[j] == UInt8(ascii: "\\") ? 2 : 1 }
                } else {
                    while j < b.count && isBareWordByte(b[j]) { j += 1 }
                }
                let text = String(decoding: b[(c == quote ? i + 1 : i)..<min(j, b.count)], as: UTF8.self)
                i = c == quote ? j + 1 : j
                var k = i
                while k < b.count && (b[k] == 32 || b[k] == 9 || b[k] == 10 || b[k] == 13) { k += 1 }
                if depth == 0, k < b.count, b[k] == (format == .json ? UInt8(ascii: ":") : UInt8(ascii: "=")) { keys.append(text) }
            }
            return keys
        }
        // XML: past the tag or text the cursor is in.
        while i < b.count && b[i] != UInt8(ascii: "<") { i += 1 }
        if i + 6 <= b.count && b[i..<(i + 6)].elementsEqual("</key>".utf8) { i += 6 }
        while i < b.count && depth >= 0 {
            guard b[i] == UInt8(ascii: "<"), let close = b[i...].firstIndex(of: UInt8(ascii: ">")) else { i += 1; continue }
            let tag = String(decoding: b[(i + 1)..<close], as: UTF8.self)
            i = close + 1
            switch tag {
            case "dict", "array": depth += 1
            case "/dict", "/array": depth -= 1
            case "key":
                guard let end = find(Array("</key>".utf8), b, from: i, to: b.count) else { return keys }
                if depth == 0 { keys.append(String(decoding: b[i..<end], as: UTF8.self)) }
                i = end + 6
            default: break
            }
        }
        return keys
    }

    private static func context(_ stack: [Frame], slot: CursorContext.Slot) -> CursorContext {
        let path = PlistKeyPath(stack.compactMap(\.component))
        return CursorContext(path: path, keysAbove: stack.last?.isDictionary == true ? stack.last!.keys : [], slot: slot)
    }

    /// The slot between tokens at `cursor`, with `typed` what was typed there.
    private static func between(_ stack: [Frame], typed: Range<Int>) -> CursorContext {
        guard let top = stack.last, top.isDictionary else { return context(stack, slot: .other) }
        if let key = top.pendingKey { return context(stack, slot: .value(key: key, typed: typed, inValueText: false)) }
        return context(stack, slot: .key(typed: typed, inKeyText: false))
    }

    // MARK: XML

    private static func scanXML(_ b: [UInt8], _ cursor: Int) -> CursorContext {
        var stack: [Frame] = []
        var i = 0
        let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">")
        while i < cursor {
            guard b[i] == lt else { i += 1; continue }
            // A tag not closed before the cursor is being typed: it is the slot's text.
            guard let close = b[i..<cursor].firstIndex(of: gt) else { return between(stack, typed: i..<cursor) }
            if b[i..<close].starts(with: Array("<!--".utf8)) {
                guard let end = find(Array("-->".utf8), b, from: i + 4, to: cursor) else { return context(stack, slot: .other) }
                i = end + 3
                continue
            }
            let tag = String(decoding: b[(i + 1)..<close], as: UTF8.self).trimmingCharacters(in: [" ", "\t", "\n", "\r"])
            i = close + 1
            switch tag {
            case "dict", "array":
                let component = stack.last?.childComponent
                stack.append(Frame(isDictionary: tag == "dict", component: component))
            case "/dict", "/array":
                if !stack.isEmpty { stack.removeLast() }
                if !stack.isEmpty { stack[stack.count - 1].consumeValue() }
            case "key":
                let textEnd = find(Array("</key>".utf8), b, from: i, to: cursor)
                guard let textEnd else {
                    // The cursor is in the key's text (or the end tag is missing): the key typed so far.
                    let typedEnd = b[i..<cursor].firstIndex(of: lt) ?? cursor
                    if typedEnd == cursor { return context(stack, slot: .key(typed: i..<cursor, inKeyText: true)) }
                    i = typedEnd
                    continue
                }
                let key = String(decoding: b[i..<textEnd], as: UTF8.self)
                if !stack.isEmpty && stack[stack.count - 1].isDictionary {
                    stack[stack.count - 1].keys.append(key)
                    stack[stack.count - 1].pendingKey = key
                }
                i = textEnd + "</key>".utf8.count
            case "string", "integer", "real", "date", "data":
                let endTag = Array("</\(tag)>".utf8)
                guard let textEnd = find(endTag, b, from: i, to: cursor) else {
                    if let top = stack.last, top.isDictionary, let key = top.pendingKey, b[i..<cursor].firstIndex(of: lt) == nil {
                        return context(stack, slot: .value(key: key, typed: i..<cursor, inValueText: true))
                    }
                    return context(stack, slot: .other)
                }
                i = textEnd + endTag.count
                if !stack.isEmpty { stack[stack.count - 1].consumeValue() }
            default:
                // <true/>, <false/>, <string/>, <dict/>, <array/>: a whole value.
                if tag.hasSuffix("/"), !tag.hasPrefix("?"), !tag.hasPrefix("!"), !stack.isEmpty {
                    stack[stack.count - 1].consumeValue()
                }
            }
        }
        return between(stack, typed: cursor..<cursor)
    }

    // MARK: JSON and OpenStep

    private static func scanBraced(_ b: [UInt8], _ cursor: Int, json: Bool) -> CursorContext {
        var stack: [Frame] = []
        var i = 0
        let open: Set<UInt8> = json ? [UInt8(ascii: "{"), UInt8(ascii: "[")] : [UInt8(ascii: "{"), UInt8(ascii: "(")]
        let valueMark = json ? UInt8(ascii: ":") : UInt8(ascii: "=")
        let quote = UInt8(ascii: "\"")
        while i < cursor {
            let c = b[i]
            if open.contains(c) {
                let component = stack.last?.childComponent
                stack.append(Frame(isDictionary: c == UInt8(ascii: "{"), component: component))
                i += 1
            } else if c == UInt8(ascii: "}") || c == UInt8(ascii: "]") || c == UInt8(ascii: ")") {
                if !stack.isEmpty { stack.removeLast() }
                if !stack.isEmpty { stack[stack.count - 1].consumeValue() }
                i += 1
            } else if c == valueMark {
                i += 1
            } else if c == UInt8(ascii: ",") || c == UInt8(ascii: ";") {
                if !stack.isEmpty, !(stack[stack.count - 1].isDictionary && json == false && c == UInt8(ascii: ",")) {
                    stack[stack.count - 1].consumeValue()
                }
                i += 1
            } else if c == quote || (!json && isBareWordByte(c)) {
                let start = i
                var end: Int?
                if c == quote {
                    var j = i + 1
                    while j < cursor {
                        if b[j] == UInt8(ascii: "\\") { j += 2; continue }
                        if b[j] == quote { end = j; break }
                        j += 1
                    }
                } else {
                    var j = i
                    while j < cursor && isBareWordByte(b[j]) { j += 1 }
                    end = j < cursor ? j : nil
                }
                let textStart = c == quote ? start + 1 : start
                let isKey = stack.last?.isDictionary == true && stack.last?.pendingKey == nil
                guard let end else {
                    // The cursor is inside this string or word.
                    let inText = c == quote
                    if isKey { return context(stack, slot: .key(typed: (inText ? textStart : start)..<cursor, inKeyText: inText)) }
                    if let key = stack.last?.pendingKey, stack.last?.isDictionary == true {
                        return context(stack, slot: .value(key: key, typed: (inText ? textStart : start)..<cursor, inValueText: inText))
                    }
                    return context(stack, slot: .other)
                }
                let text = String(decoding: b[textStart..<end], as: UTF8.self)
                if isKey {
                    stack[stack.count - 1].keys.append(text)
                    stack[stack.count - 1].pendingKey = text
                } else if json, !stack.isEmpty {
                    // A JSON scalar is consumed by the `,` or closing bracket after it.
                }
                i = c == quote ? end + 1 : end
            } else {
                i += 1
            }
        }
        return between(stack, typed: cursor..<cursor)
    }

    /// A byte of an OpenStep unquoted string (CFOldStylePList: letters, digits, `_$+/:.-`),
    /// or of a JSON literal.
    private static func isBareWordByte(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F || c == 0x24 || c == 0x2B
            || c == 0x2F || c == 0x3A || c == 0x2E || c == 0x2D || c >= 0x80
    }

    private static func find(_ needle: [UInt8], _ bytes: [UInt8], from: Int, to end: Int) -> Int? {
        var i = from
        while i + needle.count <= end {
            if bytes[i] == needle[0] && bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
}
