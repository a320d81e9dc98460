extension SourceSplicer {
    // MARK: New text

    /// `value` written by the format's writer, to start at `position` (its lines indented as
    /// the line of `position`), in the layout of `container`.
    func render(_ value: PlistValue, at position: Int, within container: PlistNode, quotedLike: Range<Int>? = nil) throws -> [UInt8] {
        let quoted = format == .openStep && (quotedLike.map { isQuote(bytes[$0.lowerBound]) } ?? isStringsFile)
        return try render(value, indent: lineIndent(at: position), within: container, quoted: quoted)
    }

    /// `value` written by the format's writer with lines after the first starting with
    /// `indent`; JSON pretty when `container` spans lines; OpenStep strings all quoted when
    /// `quoted`.
    func render(_ value: PlistValue, indent: [UInt8], within container: PlistNode, quoted: Bool) throws -> [UInt8] {
        let layout = style.layout(baseIndent: indent)
        switch format {
        case .xml:
            return try XMLPlistWriter().fragment(PlistNode(value), layout: layout)
        case .json:
            return try JSONPlistWriter().fragment(PlistNode(value), pretty: isMultiline(container), layout: layout,
                                                  colon: jsonColon(in: container))
        case .openStep:
            return try OpenStepPlistWriter().fragment(PlistNode(value), layout: layout, quotesEveryString: quoted)
        case .binary:
            throw PlistSourceEditError(.notText, "binary property lists have no text to splice")
        }
    }

    /// A dictionary key as the format writes one: `<key>…</key>`, `"…"`, or an OpenStep string
    /// (quoted when `quoted` or when it must be).
    func keyText(_ key: String, quoted: Bool) throws -> [UInt8] {
        switch format {
        case .xml: return Array("<key>".utf8) + (try xmlContent(key)) + Array("</key>".utf8)
        default: return try render(.string(key), indent: [], within: root, quoted: quoted)
        }
    }

    /// The text of `key` between `<key>` and `</key>`: the XML writer's escaping.
    private func xmlContent(_ text: String) throws -> [UInt8] {
        let element = try XMLPlistWriter().fragment(PlistNode(.string(text)), layout: style.layout(baseIndent: []))
        return Array(element.dropFirst("<string>".utf8.count).dropLast("</string>".utf8.count))
    }

    /// The splice that renames the key at `keyRange`: its content bytes only (between the
    /// tags, inside the quotes); the whole key when it must change form (`<key/>`, an
    /// unquoted OpenStep key that now needs quotes, a `'…'` key).
    func renameSplice(_ keyRange: Range<Int>, to newKey: String) throws -> Splice {
        switch format {
        case .xml:
            guard let gt = bytes[keyRange].firstIndex(of: UInt8(ascii: ">")) else { throw noRange(nil) }
            if bytes[gt - 1] == UInt8(ascii: "/") {
                return Splice(range: keyRange, text: try keyText(newKey, quoted: false))
            }
            guard let lt = bytes[keyRange].lastIndex(of: UInt8(ascii: "<")), lt > gt else { throw noRange(nil) }
            return Splice(range: (gt + 1)..<lt, text: try xmlContent(newKey))
        case .json:
            let quoted = try keyText(newKey, quoted: true)
            return Splice(range: (keyRange.lowerBound + 1)..<(keyRange.upperBound - 1), text: Array(quoted.dropFirst().dropLast()))
        case .openStep:
            let first = bytes[keyRange.lowerBound]
            if first == UInt8(ascii: "\"") {
                let quoted = try keyText(newKey, quoted: true)
                return Splice(range: (keyRange.lowerBound + 1)..<(keyRange.upperBound - 1), text: Array(quoted.dropFirst().dropLast()))
            }
            return Splice(range: keyRange, text: try keyText(newKey, quoted: first == UInt8(ascii: "'")))
        case .binary:
            throw PlistSourceEditError(.notText, "binary property lists have no text to splice")
        }
    }

    // MARK: Layout of the source

    /// Whether the text is a strings file: OpenStep whose root is a dictionary without braces,
    /// or an empty dictionary without bytes (a text of whitespace and comments only).
    var isStringsFile: Bool {
        guard format == .openStep, root.value.dictionaryValue != nil else { return false }
        guard let range = root.sourceRange, range.lowerBound < bytes.count else { return true }
        return bytes[range.lowerBound] != UInt8(ascii: "{")
    }

    /// Whether `node`'s text spans lines.
    func isMultiline(_ node: PlistNode) -> Bool {
        guard let range = node.sourceRange else { return true }
        return bytes[range].contains(0x0A) || bytes[range].contains(0x0D)
    }

    /// What stands between a member name and its value in `container`'s first member (when
    /// that is a colon with spaces only), else Foundation's `" : "`.
    func jsonColon(in container: PlistNode) -> [UInt8] {
        guard let entry = container.value.dictionaryValue?.entries.first, let key = entry.keyRange,
              let value = entry.value.sourceRange, isClean(key.upperBound..<value.lowerBound) else { return Array(" : ".utf8) }
        let between = bytes[key.upperBound..<value.lowerBound]
        return between.contains(0x0A) || between.contains(0x0D) ? Array(" : ".utf8) : Array(between)
    }

    /// Whether the bytes between a key and its value are only the format's separator and
    /// spaces (no comment): XML whitespace, JSON `:`, OpenStep `=`.
    func isClean(_ range: Range<Int>) -> Bool {
        var separators = 0
        for b in bytes[range] {
            if isSpace(b) { continue }
            if (format == .json && b == UInt8(ascii: ":")) || (format == .openStep && b == UInt8(ascii: "=")) {
                separators += 1
                continue
            }
            return false
        }
        return format == .xml ? separators == 0 : separators == 1
    }

    /// The whitespace just before `position`, as the separation of a new sibling: the same
    /// bytes when on one line, else the file's line ending and the indentation of `position`'s
    /// line (blank lines are not copied).
    func separation(before position: Int) -> [UInt8] {
        var start = position
        while start > 0 && isSpace(bytes[start - 1]) { start -= 1 }
        let run = bytes[start..<position]
        if run.contains(0x0A) || run.contains(0x0D) { return style.lineEnding + lineIndent(at: position) }
        return Array(run)
    }

    /// The offset of the first byte of the line holding `position`.
    func lineStart(at position: Int) -> Int {
        var start = position
        while start > 0 && bytes[start - 1] != 0x0A && bytes[start - 1] != 0x0D { start -= 1 }
        return start
    }

    /// The spaces and tabs that start the line holding `position`.
    func lineIndent(at position: Int) -> [UInt8] {
        var end = lineStart(at: position)
        let start = end
        while end < position && (bytes[end] == 0x20 || bytes[end] == 0x09) { end += 1 }
        return Array(bytes[start..<end])
    }

    /// The first offset from `position` on that is neither whitespace nor inside a `//` or
    /// `/* */` comment (JSON in lenient mode and OpenStep have them).
    func skipSpaceAndComments(from position: Int) -> Int {
        var i = position
        while i < bytes.count {
            if isSpace(bytes[i]) { i += 1; continue }
            guard let end = commentEnd(at: i) else { return i }
            i = end
        }
        return i
    }

    /// The end of the comments that follow `position` on its line when nothing else does
    /// (`a = 1; // note`, `<string>x</string> <!-- c -->`), else `position`.
    func trailingCommentsEnd(after position: Int) -> Int {
        var i = position
        var end = position
        while true {
            while i < bytes.count && (bytes[i] == 0x20 || bytes[i] == 0x09) { i += 1 }
            if i == bytes.count || bytes[i] == 0x0A || bytes[i] == 0x0D { return end }
            guard let close = commentEnd(at: i) else { return position }
            i = close
            end = close
        }
    }

    /// The offset just after the comment that starts at `i` — `<!-- … -->` in XML, `// …` up
    /// to the line end and `/* … */` in JSON and OpenStep; the end of the text for one left
    /// open — or `nil` when no comment starts there.
    func commentEnd(at i: Int) -> Int? {
        let close: [UInt8]
        switch format {
        case .xml:
            guard bytes[i...].starts(with: "<!--".utf8) else { return nil }
            close = Array("-->".utf8)
        case .json, .openStep:
            guard bytes[i] == UInt8(ascii: "/"), i + 1 < bytes.count else { return nil }
            if bytes[i + 1] == UInt8(ascii: "/") {
                var end = i + 2
                while end < bytes.count && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
                return end
            }
            guard bytes[i + 1] == UInt8(ascii: "*") else { return nil }
            close = Array("*/".utf8)
        case .binary:
            return nil
        }
        var end = i + 2 + (format == .xml ? 2 : 0)
        while end < bytes.count {
            if bytes[end...].starts(with: close) { return end + close.count }
            end += 1
        }
        return bytes.count
    }

    /// The offset just after the OpenStep string that starts at `position`: a quoted one
    /// through its closing quote (a backslash escapes the byte after it), an unquoted one
    /// through its last unquoted character (``OpenStepScanner/isUnquotedCharacter(_:)``).
    func openStepStringEnd(at position: Int) -> Int {
        guard position < bytes.count else { return bytes.count }
        var i = position + 1
        if isQuote(bytes[position]) {
            while i < bytes.count {
                if bytes[i] == UInt8(ascii: "\\") { i += 2; continue }
                if bytes[i] == bytes[position] { return i + 1 }
                i += 1
            }
            return bytes.count
        }
        while i < bytes.count && OpenStepScanner.isUnquotedCharacter(UInt32(bytes[i])) { i += 1 }
        return i
    }

    func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    func isQuote(_ b: UInt8) -> Bool { b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") }
}
