import Foundation

/// The byte buffer and tree walk behind ``OpenStepPlistWriter``.
struct OpenStepOutput {
    let options: OpenStepPlistWriter.Options
    var bytes: [UInt8] = []

    /// One open array or dictionary.
    struct Frame {
        let isDictionary: Bool
        let elements: [PlistNode]
        let members: [PlistDictionary.Entry]
        var next = 0
        var count: Int { isDictionary ? members.count : elements.count }
    }

    var stack: [Frame] = []
    /// The indentation and line ending (four spaces and LF by default).
    var layout = TextLayout(indentUnit: Array("    ".utf8))
    /// Whether every string is quoted (the strings-file form), not only those that must be.
    var quotesEveryString: Bool

    init(options: OpenStepPlistWriter.Options) {
        self.options = options
        self.quotesEveryString = options.form == .stringsFile
    }

    /// Appends `root` as a complete document, walking containers with an explicit stack.
    mutating func write(_ root: PlistNode) throws {
        let strings = options.form == .stringsFile
        var base = 0
        var pending: PlistNode? = root
        if strings {
            guard case .dictionary(let dictionary) = root.value else {
                throw PlistWriteError(.unsupportedValue,
                    "a strings file's root must be a dictionary, not \(Self.article(root.value.kindName))")
            }
            stack.append(Frame(isDictionary: true, elements: [], members: dictionary.entries))
            base = 1
            pending = nil
        }
        while true {
            if let node = pending {
                pending = nil
                switch node.value {
                case .array(let elements):
                    if elements.isEmpty { append("()") } else {
                        bytes.append(UInt8(ascii: "("))
                        stack.append(Frame(isDictionary: false, elements: elements, members: []))
                    }
                case .dictionary(let dictionary):
                    if dictionary.isEmpty { append("{}") } else {
                        bytes.append(UInt8(ascii: "{"))
                        stack.append(Frame(isDictionary: true, elements: [], members: dictionary.entries))
                    }
                default:
                    try writeScalar(node)
                }
            }
            guard let top = stack.indices.last else { break }
            let index = stack[top].next
            let indent = stack.count - base
            if stack[top].isDictionary {
                if index > 0 { bytes.append(UInt8(ascii: ";")) }
                if index < stack[top].count {
                    if index > 0 || top >= base { newline(indent: indent) }
                    stack[top].next = index + 1
                    let member = stack[top].members[index]
                    writeString(member.key, quoted: quotesEveryString)
                    append(" = ")
                    pending = member.value
                    continue
                }
            } else {
                if index > 0 && index < stack[top].count { bytes.append(UInt8(ascii: ",")) }
                if index < stack[top].count {
                    newline(indent: indent)
                    stack[top].next = index + 1
                    pending = stack[top].elements[index]
                    continue
                }
            }
            let frame = stack.removeLast()
            if stack.count < base { break }
            newline(indent: stack.count - base)
            bytes.append(frame.isDictionary ? UInt8(ascii: "}") : UInt8(ascii: ")"))
        }
        if options.endsWithNewline && !(strings && bytes.last == 0x0A) { bytes.append(0x0A) }
    }

    /// Writes a scalar, or throws for a kind the options do not allow.
    private mutating func writeScalar(_ node: PlistNode) throws {
        let value = node.value
        let gnustep = options.typedValues == .gnustep
        switch value {
        case .string(let s):
            writeString(s, quoted: quotesEveryString)
        case .data(let d):
            bytes.append(UInt8(ascii: "<"))
            let digits = Array("0123456789abcdef".utf8)
            for (k, byte) in d.enumerated() {
                if k > 0 && k % 4 == 0 { bytes.append(0x20) }
                bytes.append(digits[Int(byte >> 4)])
                bytes.append(digits[Int(byte & 0x0F)])
            }
            bytes.append(UInt8(ascii: ">"))
        case .integer(let i) where gnustep:
            append("<*I"); appendText(i.description); append(">")
        case .real(let r) where gnustep && r.isFinite:
            append("<*R"); appendText(node.literal.flatMap { PlistRealText.literal($0, represents: r) ? $0 : nil } ?? PlistRealText.text(r))
            append(">")
        case .bool(let b) where gnustep:
            append(b ? "<*BY>" : "<*BN>")
        case .date(let date) where gnustep && date.timeIntervalSince1970.isFinite:
            let seconds = date.timeIntervalSince1970.rounded(.down)
            guard abs(seconds) < 1e15 else { throw dateOutsideYears() }
            let t = CivilTime(secondsSince1970: Int64(seconds))
            // Year 0000 is what GNUstep writes for every earlier year: the reader refuses it.
            guard (1...9999).contains(t.year) else { throw dateOutsideYears() }
            append("<*D")
            appendText("\(Self.pad(t.year, 4))-\(Self.pad(t.month, 2))-\(Self.pad(t.day, 2)) ")
            appendText("\(Self.pad(t.hour, 2)):\(Self.pad(t.minute, 2)):\(Self.pad(t.second, 2)) +0000>")
        case .integer(let i):
            throw typedValue("integer \(i)")
        case .real(let r):
            throw gnustep ? unsupported("real \(r)", "GNUstep's typed reals are finite") : typedValue("real \(r)")
        case .bool(let b):
            throw typedValue("boolean \(b)")
        case .date:
            throw gnustep ? dateOutsideYears() : typedValue("date")
        case .uid(let u):
            throw unsupported("UID \(u)", "only binary property lists carry UIDs")
        case .null:
            throw unsupported("null", "property lists have no null")
        case .array, .dictionary:
            throw unsupported(value.kindName, "not a scalar")
        }
    }

    /// The error for `value` (`integer 5`), which OpenStep cannot hold for the reason `why`,
    /// at the key path being written (one wording with the other writers).
    private func unsupported(_ value: String, _ why: String, recoverySuggestion: String? = nil) -> PlistWriteError {
        PlistWriteError(.unsupportedValue,
            DiagnosticRule.cannotBeWrittenMessage(value, at: path().displayName, "to an OpenStep property list: \(why)"),
            path: path(), recoverySuggestion: recoverySuggestion)
    }

    /// The error for a date GNUstep's `<*D…>` cannot hold (NaN, infinite, or outside years
    /// 0001–9999, which the reader refuses).
    private func dateOutsideYears() -> PlistWriteError {
        unsupported("date", "GNUstep's typed dates hold years 0001–9999 only")
    }

    /// The error for an integer, real, Boolean or date without GNUstep's typed values.
    private func typedValue(_ value: String) -> PlistWriteError {
        unsupported(value, "every OpenStep scalar is a string",
            recoverySuggestion: "write it as a string, or set OpenStepPlistWriter.Options.typedValues = .gnustep for GNUstep's typed values")
    }

    private static func article(_ kind: String) -> String {
        (kind.first.map { "aeiouAEIOU".contains($0) } ?? false) && kind != "UID" ? "an \(kind)" : "a \(kind)"
    }

    private static func pad(_ v: Int64, _ width: Int) -> String {
        let s = String(v)
        return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
    }

    /// Writes `s` unquoted when it may be (see ``OpenStepPlistWriter``), else quoted.
    private mutating func writeString(_ s: String, quoted: Bool) {
        if !quoted && !s.isEmpty && s.unicodeScalars.allSatisfy({ OpenStepScanner.isUnquotedCharacter($0.value) })
            && !Self.holdsCommentStart(s) {
            appendText(s)
            return
        }
        bytes.append(UInt8(ascii: "\""))
        for scalar in s.unicodeScalars {
            switch scalar.value {
            case 0x22: append("\\\"")
            case 0x5C: append("\\\\")
            case 0x07: append("\\a")
            case 0x08: append("\\b")
            case 0x09: append("\\t")
            case 0x0A: append("\\n")
            case 0x0B: append("\\v")
            case 0x0C: append("\\f")
            case 0x0D: append("\\r")
            case 0x00..<0x20, 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                appendText("\\U" + String(repeating: "0", count: 4 - hex.count) + hex)
            default:
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Whether `s` holds `//` or `/*`: `/` is an unquoted character, but a token that starts
    /// with either is read as a comment (CFOldStylePList skips comments before every token),
    /// so such a string is quoted wherever the pair is (the string `//` read as a comment:
    /// Scripts/fuzz openstep).
    private static func holdsCommentStart(_ s: String) -> Bool {
        var previousSlash = false
        for byte in s.utf8 {
            if previousSlash && (byte == UInt8(ascii: "/") || byte == UInt8(ascii: "*")) { return true }
            previousSlash = byte == UInt8(ascii: "/")
        }
        return false
    }

    /// The key path of the value being written.
    func path() -> PlistPath {
        PlistPath(stack.map { frame in
            frame.isDictionary ? .key(frame.members[frame.next - 1].key) : .index(frame.next - 1)
        })
    }

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    private mutating func appendText(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    private mutating func newline(indent level: Int) {
        bytes.append(contentsOf: layout.lineEnding)
        layout.indent(level, into: &bytes)
    }
}
