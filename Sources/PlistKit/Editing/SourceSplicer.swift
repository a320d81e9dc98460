/// Turns one ``PlistEdit`` into one splice of a text property list (XML, JSON or OpenStep):
/// the byte range of the source it replaces and the bytes it puts there, computed from the
/// spans of the tree read from that source (``PlistNode/sourceRange``,
/// ``PlistDictionary/Entry/keyRange``). Only the bytes of the touched node change:
///
/// - a replaced value: the value's bytes, the whitespace and comments around it kept;
/// - a new key or element at the end: after the last sibling and the comments that end its
///   line, separated from it as that sibling is from the one before (its indentation, the
///   file's line ending), the key and value laid out as the last sibling's (same line or not,
///   `" : "` or `": "`, ` = `, an OpenStep key bare or quoted); in an empty container, the
///   container is rewritten with one level more indentation than its line; in a strings file
///   without keys, on a line of its own after its comments;
/// - an element inserted before another: in front of it, followed by the same separation;
/// - a removed key or element: its key and value, with the line(s) they occupied when nothing
///   else is on them, and the separating comma of JSON and OpenStep arrays;
/// - a renamed key: the key's content only (between the tags, inside the quotes).
///
/// A splice that writes a node says where (``Placement``), so that the editor can give the
/// node its spans by reading that text alone.
///
/// Value text comes from the format's own writer (``XMLPlistWriter``, ``JSONPlistWriter``,
/// ``OpenStepPlistWriter``) laid out in the file's ``SourceStyle``, so escaping is the
/// writer's: XML `&amp; &lt; &gt;`, RFC 8259 escapes, CFOldStylePList quoting.
struct SourceSplicer {
    /// A replacement of `range` by `text`.
    struct Splice: Equatable {
        var range: Range<Int>
        var text: [UInt8]
        /// The node `text` puts in the tree, when the edit adds or replaces one.
        var placed: Placement? = nil
    }

    /// Where a node written by a splice is in the splice's text: what the editor reads to give
    /// the new node its spans without reading the whole text again.
    struct Placement: Equatable {
        /// The node's key path in the tree after the edit.
        var path: PlistKeyPath
        /// The value's bytes in the splice's text.
        var value: Range<Int>
        /// The key's bytes in the splice's text, for a new dictionary key.
        var key: Range<Int>? = nil
        /// Whether the node is the container the edit changes, written again whole (an empty
        /// container given its first item), rather than the value the edit stores.
        var rewritesContainer = false

        /// The same placement in a text that has `offset` more bytes before it.
        func shifted(by offset: Int) -> Placement {
            Placement(path: path, value: (value.lowerBound + offset)..<(value.upperBound + offset),
                      key: key.map { ($0.lowerBound + offset)..<($0.upperBound + offset) }, rewritesContainer: rewritesContainer)
        }
    }

    /// A key and value, or an element, of a container.
    struct Item {
        var keyRange: Range<Int>?
        var valueRange: Range<Int>?
        /// What removing the item removes before lines and separators are considered: the key
        /// through the value (through the `;` in an OpenStep dictionary), or the element.
        var extent: Range<Int>
    }

    let bytes: [UInt8]
    let format: PlistFormat
    let root: PlistNode
    let style: SourceStyle

    /// The splice for `edit`, or `nil` when it changes nothing (a rename to the same key).
    /// The edit must apply to `root` (``PlistNode/applying(_:)`` checked it).
    /// - Throws: ``PlistSourceEditError`` `no-source-range` when a node has no bytes to
    ///   change; ``PlistWriteError`` when the value cannot be written in the format, its path
    ///   (and the path its message names) from the root of the edited file, not of the new value.
    func splice(for edit: PlistEdit) throws -> Splice? {
        do {
            return try spliceFromTheValueRoot(for: edit)
        } catch let error as PlistWriteError {
            guard let valuePath = valuePath(of: edit) else { throw error }
            throw error.located(under: valuePath)
        }
    }

    /// ``splice(for:)``, a write error's path counted from the root of the new value.
    private func spliceFromTheValueRoot(for edit: PlistEdit) throws -> Splice? {
        switch edit {
        case .replace(let path, let value):
            guard let last = path.components.last else { return try replace(root, with: value, within: nil, at: path) }
            let parentPath = path.prefix(path.components.count - 1)
            let parent = try root.value(forKeyPath: parentPath)
            switch parent.value {
            case .dictionary(let dictionary):
                guard let i = dictionary.index(forKey: last.key) else {
                    return try insertEntry(last.key, value, into: parent, at: parentPath)
                }
                let entry = dictionary.entries[i]
                if entry.value.sourceRange == nil, format == .openStep, let keyRange = entry.keyRange {
                    // `key;` (a strings file's shortcut): the value follows the key, which must
                    // be the place that wins (a repeated key's range is its first place).
                    if entry.isRepeated { throw repeatedKeyError("set", path, entry, between: false) }
                    let rendered = try render(value, at: keyRange.lowerBound, within: parent)
                    let text = Array(" = ".utf8) + rendered
                    return Splice(range: keyRange.upperBound..<keyRange.upperBound, text: text,
                                  placed: Placement(path: path, value: (text.count - rendered.count)..<text.count))
                }
                return try replace(entry.value, with: value, within: parent, at: path)
            case .array(let elements):
                let i = last.index ?? elements.count
                if i < elements.count { return try replace(elements[i], with: value, within: parent, at: path) }
                return try insertElement(value, at: i, into: parent, at: parentPath)
            default:
                throw noRange(path)
            }
        case .insert(let value, let path):
            guard let last = path.components.last else { throw noRange(path) }
            let parentPath = path.prefix(path.components.count - 1)
            let parent = try root.value(forKeyPath: parentPath)
            if case .dictionary = parent.value { return try insertEntry(last.key, value, into: parent, at: parentPath) }
            return try insertElement(value, at: last.index ?? 0, into: parent, at: parentPath)
        case .append(let value, let path):
            let array = try root.value(forKeyPath: path)
            return try insertElement(value, at: array.value.arrayValue?.count ?? 0, into: array, at: path)
        case .remove(let path):
            guard let last = path.components.last else { throw noRange(path) }
            let parent = try root.value(forKeyPath: path.prefix(path.components.count - 1))
            let index: Int
            if case .dictionary(let dictionary) = parent.value {
                guard let i = dictionary.index(forKey: last.key) else { throw noRange(path) }
                index = i
            } else {
                index = last.index ?? 0
            }
            return try remove(itemAt: index, of: parent, at: path)
        case .renameKey(let path, let newKey):
            // Exact scalars: a rename from NFD to NFC changes the key (`!=` on `String` would not).
            guard let last = path.components.last, !ExactKey.sameBytes(last.key, newKey) else { return nil }
            let parent = try root.value(forKeyPath: path.prefix(path.components.count - 1))
            guard let entry = parent.value.dictionaryValue?.entry(forKey: last.key), let keyRange = entry.keyRange else { throw noRange(path) }
            // Renaming one place of a repeated key would leave the other under the old name.
            if entry.isRepeated { throw repeatedKeyError("rename", path, entry, between: false) }
            return try renameSplice(keyRange, to: newKey)
        }
    }

    // MARK: Edits

    /// `node`'s bytes (the node at `path`) replaced by `value`, laid out from the indentation
    /// of its line.
    private func replace(_ node: PlistNode, with value: PlistValue, within parent: PlistNode?, at path: PlistKeyPath) throws -> Splice {
        guard let range = node.sourceRange else { throw noRange(nil) }
        let text = try render(value, at: range.lowerBound, within: parent ?? node, quotedLike: node.sourceRange)
        return Splice(range: range, text: text, placed: Placement(path: path, value: 0..<text.count))
    }

    /// A new key in `dictionary` (the dictionary at `path`), after its last entry and laid out
    /// as that entry: the key quoted as the entry's key is (OpenStep), the value as its value.
    private func insertEntry(_ key: String, _ value: PlistValue, into dictionary: PlistNode, at path: PlistKeyPath) throws -> Splice {
        let keyPath = PlistKeyPath(path.components + [PlistKeyPath.Component(key: key)])
        if path.isRoot, isStringsFile, dictionary.value.dictionaryValue?.isEmpty == true {
            return try insertFirstStringsEntry(key, value, at: keyPath)
        }
        let items = try self.items(of: dictionary)
        guard let last = items.last, let lastKey = last.keyRange else {
            return try rewriteEmpty(dictionary, with: .dictionary(PlistDictionary(entries: [.init(key: key, value: PlistNode(value))])), at: path)
        }
        let indent = lineIndent(at: lastKey.lowerBound)
        var between: [UInt8]
        var valueIndent = indent
        if let valueRange = last.valueRange, isClean(lastKey.upperBound..<valueRange.lowerBound) {
            between = Array(bytes[lastKey.upperBound..<valueRange.lowerBound])
            if let feed = between.lastIndex(of: 0x0A) {
                valueIndent = Array(between[(feed + 1)...])
                between = style.lineEnding + valueIndent
            }
        } else {
            switch format {
            case .xml: between = style.lineEnding + indent
            case .json: between = Array((isMultiline(dictionary) ? " : " : ":").utf8)
            default: between = Array(" = ".utf8)
            }
        }
        // OpenStep: the key bare when the last key is bare and the key may be (the writer's
        // rule), the value quoted when the last value is a quoted string (for a container
        // value, when its key is quoted); everything quoted in a strings file.
        let keyQuoted = format == .openStep && (isStringsFile || isQuote(bytes[lastKey.lowerBound]))
        var valueQuoted = keyQuoted
        if format == .openStep, let valueRange = last.valueRange,
           bytes[valueRange.lowerBound] != UInt8(ascii: "{"), bytes[valueRange.lowerBound] != UInt8(ascii: "(") {
            valueQuoted = isStringsFile || isQuote(bytes[valueRange.lowerBound])
        }
        var text = separation(before: last.extent.lowerBound)
        // A strings file's first key at the very start of the text: the next on a line of its own.
        if text.isEmpty && path.isRoot && isStringsFile { text = style.lineEnding }
        let keyStart = text.count
        text += try keyText(key, quoted: keyQuoted)
        let keyEnd = text.count
        text += between
        let rendered = try render(value, indent: valueIndent, within: dictionary, quoted: valueQuoted)
        let valueStart = text.count
        text += rendered
        if format == .openStep { text.append(UInt8(ascii: ";")) }
        return appending(text, after: last.extent.upperBound, separated: format == .json,
                         placed: Placement(path: keyPath, value: valueStart..<(valueStart + rendered.count), key: keyStart..<keyEnd))
    }

    /// `value` inserted at `index` of `array` (the array at `path`): before the element there,
    /// or after the last one, separated as the elements are.
    private func insertElement(_ value: PlistValue, at index: Int, into array: PlistNode, at path: PlistKeyPath) throws -> Splice {
        let items = try self.items(of: array)
        guard !items.isEmpty else { return try rewriteEmpty(array, with: .array([PlistNode(value)]), at: path) }
        let elementPath = PlistKeyPath(path.components + [PlistKeyPath.Component(index: index)])
        let separated = format != .xml
        let quoted = format == .openStep && isQuote(bytes[items[items.count - 1].extent.lowerBound])
        if index < items.count {
            let item = items[index]
            // What separates two elements follows the new one: before the first element is the
            // bracket's padding (`[` then `"a"`), so the gap before the second is taken there.
            let gap = separation(before: (index == 0 && items.count > 1 ? items[1] : item).extent.lowerBound)
            var text = try render(value, indent: lineIndent(at: item.extent.lowerBound), within: array, quoted: quoted)
            let placed = Placement(path: elementPath, value: 0..<text.count)
            if separated { text.append(UInt8(ascii: ",")) }
            text += gap
            return Splice(range: item.extent.lowerBound..<item.extent.lowerBound, text: text, placed: placed)
        }
        let last = items[items.count - 1]
        var text = separation(before: last.extent.lowerBound)
        let rendered = try render(value, indent: lineIndent(at: last.extent.lowerBound), within: array, quoted: quoted)
        let valueStart = text.count
        text += rendered
        return appending(text, after: last.extent.upperBound, separated: separated,
                         placed: Placement(path: elementPath, value: valueStart..<text.count))
    }

    /// The splice that puts `item` (a new last item, from the separation before it on) after
    /// the item ending at `end`: after the comments that end that item's line, which belong to
    /// it (`a = 1; // note`); in JSON and OpenStep arrays with the comma first, right after the
    /// item, and the comments written again after it.
    private func appending(_ item: [UInt8], after end: Int, separated: Bool, placed: Placement) -> Splice {
        let commentsEnd = trailingCommentsEnd(after: end)
        guard separated else { return Splice(range: commentsEnd..<commentsEnd, text: item, placed: placed) }
        let text = [UInt8(ascii: ",")] + bytes[end..<commentsEnd] + item
        return Splice(range: end..<commentsEnd, text: text, placed: placed.shifted(by: text.count - item.count))
    }

    /// The first key of a strings file that has none (it is empty, or holds only comments and
    /// whitespace): on a line of its own after the comments, quoted as a strings file's keys.
    private func insertFirstStringsEntry(_ key: String, _ value: PlistValue, at path: PlistKeyPath) throws -> Splice {
        let start = max(0, min(root.location.offset, bytes.count))  // after a byte-order mark
        var end = bytes.count
        while end > start && isSpace(bytes[end - 1]) { end -= 1 }
        var text = end > start ? style.lineEnding : []
        let keyStart = text.count
        text += try keyText(key, quoted: true)
        let keyEnd = text.count
        text += Array(" = ".utf8)
        let rendered = try render(value, indent: [], within: root, quoted: true)
        let valueStart = text.count
        text += rendered
        text.append(UInt8(ascii: ";"))
        return Splice(range: end..<end, text: text,
                      placed: Placement(path: path, value: valueStart..<(valueStart + rendered.count), key: keyStart..<keyEnd))
    }

    private func remove(itemAt index: Int, of container: PlistNode, at path: PlistKeyPath) throws -> Splice {
        let items = try self.items(of: container)
        guard index < items.count else { throw noRange(nil) }
        try refuseRepeatedKey(items, index, of: container, at: path)
        let separated = format == .json || (format == .openStep && container.value.arrayValue != nil)
        var range = items[index].extent
        // Neighbours in the text, which for a repeated key is not the tree's order (the key keeps
        // its first place, the value its last: keys written between them come after it).
        let isLast = !items.indices.contains { $0 != index && items[$0].extent.lowerBound > range.lowerBound }
        let previousEnd = items.indices.filter { $0 != index && items[$0].extent.upperBound <= range.lowerBound }
            .map { items[$0].extent.upperBound }.max()
        if separated && isLast, let previousEnd {
            // The last one: from the end of the one before, taking the comma between.
            return Splice(range: previousEnd..<range.upperBound, text: [])
        }
        if separated && !isLast {
            let comma = skipSpaceAndComments(from: range.upperBound)
            if comma < bytes.count && bytes[comma] == UInt8(ascii: ",") { range = range.lowerBound..<(comma + 1) }
        }
        let lineStart = self.lineStart(at: range.lowerBound)
        var after = range.upperBound
        while after < bytes.count && (bytes[after] == 0x20 || bytes[after] == 0x09) { after += 1 }
        let aloneOnLines = bytes[lineStart..<range.lowerBound].allSatisfy { $0 == 0x20 || $0 == 0x09 }
            && (after == bytes.count || bytes[after] == 0x0A || bytes[after] == 0x0D)
        if aloneOnLines {
            if after < bytes.count && bytes[after] == 0x0D { after += 1 }
            if after < bytes.count && bytes[after] == 0x0A { after += 1 }
            return Splice(range: lineStart..<after, text: [])
        }
        if separated && !isLast { range = range.lowerBound..<after }
        return Splice(range: range, text: [])
    }

    /// Refuses to remove an entry whose text is interleaved with another's: the reader keeps a
    /// repeated key's first place and its last value, so the extent of a key written more than
    /// once with other keys between holds their bytes, and the keys between lie inside it (their
    /// neighbours in the tree are then not their neighbours in the text). Removing either would
    /// take or misplace bytes the edit does not change.
    /// - Throws: ``PlistSourceEditError`` `no-source-range`, naming the repeated key and its lines.
    private func refuseRepeatedKey(_ items: [Item], _ index: Int, of container: PlistNode, at path: PlistKeyPath) throws {
        guard let entries = container.value.dictionaryValue?.entries else { return }
        let extent = items[index].extent
        for i in items.indices where i != index {
            let other = items[i].extent
            let holdsOther = extent.lowerBound <= other.lowerBound && other.lowerBound < extent.upperBound
            let liesInOther = other.lowerBound <= extent.lowerBound && extent.lowerBound < other.upperBound
            guard holdsOther || liesInOther else { continue }
            if holdsOther { throw repeatedKeyError("remove", path, entries[index], between: true) }
            let repeated = entries[i]
            throw PlistSourceEditError(.noSourceRange,
                "cannot remove \(UntrustedText.quoted(path.description)): it is written between the places of the repeated key \(UntrustedText.quoted(repeated.key)) (\(repeatedLines(repeated))); \(removeRepeatedKeysFirst)")
        }
    }

    /// The refusal of an edit (`verb`: remove, rename, set) of the entry at `path`, whose key
    /// the source writes more than once (with other keys `between` them).
    private func repeatedKeyError(_ verb: String, _ path: PlistKeyPath, _ entry: PlistDictionary.Entry, between: Bool) -> PlistSourceEditError {
        PlistSourceEditError(.noSourceRange,
            "cannot \(verb) \(UntrustedText.quoted(path.description)): the key is written more than once, \(repeatedLines(entry))\(between ? ", with other keys between" : ""); \(removeRepeatedKeysFirst)")
    }

    /// Where a repeated key is written: its first place (the entry's key) and the place whose
    /// value wins (the value's line; a strings file's `key;` value is located at its key).
    private func repeatedLines(_ entry: PlistDictionary.Entry) -> String {
        "first at line \(entry.keyLocation.line) and last at line \(entry.value.location.line)"
    }

    private var removeRepeatedKeysFirst: String {
        "remove the repeated keys (plist-lint reports them as duplicate-key) first; nothing was changed"
    }

    /// An empty container rewritten with `value` (the container with its one new item), one
    /// level deeper than the container's line; JSON pretty when the document spans lines.
    private func rewriteEmpty(_ container: PlistNode, with value: PlistValue, at path: PlistKeyPath) throws -> Splice {
        guard let range = container.sourceRange else { throw noRange(nil) }
        // An empty container holds nothing but layout and comments; rewriting it would drop the
        // comments, so one that holds any is refused rather than losing them.
        let markers: [[UInt8]] = format == .xml ? [Array("<!--".utf8)] : format == .openStep ? [Array("/*".utf8), Array("//".utf8)] : []
        let inside = bytes[range]
        if markers.contains(where: { marker in inside.indices.contains { inside[$0...].starts(with: marker) } }) {
            throw PlistSourceEditError(.noSourceRange, "cannot add to an empty \(container.value.kindName) that holds a comment without losing the comment; nothing was changed")
        }
        let quoted = format == .openStep && !(bytes[range.lowerBound] == UInt8(ascii: "{") || bytes[range.lowerBound] == UInt8(ascii: "("))
        let text = try render(value, indent: lineIndent(at: range.lowerBound), within: root, quoted: quoted)
        return Splice(range: range, text: text, placed: Placement(path: path, value: 0..<text.count, rewritesContainer: true))
    }

    /// The items of a container, with their extents.
    func items(of container: PlistNode) throws -> [Item] {
        guard container.sourceRange != nil else { throw noRange(nil) }
        switch container.value {
        case .array(let elements):
            return try elements.map {
                guard let range = $0.sourceRange else { throw noRange(nil) }
                return Item(keyRange: nil, valueRange: range, extent: range)
            }
        case .dictionary(let dictionary):
            return try dictionary.entries.map { entry in
                guard let keyRange = entry.keyRange else { throw noRange(nil) }
                // A strings file's `key;` has no value bytes: it ends after its key, which for
                // a key written more than once is the last place (where its value is located).
                var valueEnd = entry.value.sourceRange?.upperBound ?? keyRange.upperBound
                if entry.value.sourceRange == nil, entry.isRepeated, format == .openStep, entry.value.location.offset > keyRange.lowerBound {
                    valueEnd = openStepStringEnd(at: entry.value.location.offset)
                }
                var end = valueEnd
                if format == .openStep {
                    let semicolon = skipSpaceAndComments(from: valueEnd)
                    guard semicolon < bytes.count, bytes[semicolon] == UInt8(ascii: ";") else { throw noRange(nil) }
                    end = semicolon + 1
                }
                return Item(keyRange: keyRange, valueRange: entry.value.sourceRange, extent: keyRange.lowerBound..<end)
            }
        default:
            throw noRange(nil)
        }
    }

    func noRange(_ path: PlistKeyPath?) -> PlistSourceEditError {
        let at = path.map { " at \($0.isRoot ? "(root)" : UntrustedText.quoted($0.description))" } ?? ""
        return PlistSourceEditError(.noSourceRange, "cannot locate the bytes to change\(at) in the \(format) text")
    }
}
