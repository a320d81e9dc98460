import Foundation

extension PlistSourceEditor {
    /// Turns `root`, the tree of the text before `splice` with every span, into the tree of
    /// `text`, the text after it, as reading `text` would give it — values and spans — without
    /// reading `text`:
    ///
    /// 1. the spans move with the splice (``PlistNode/moveSpans(replacing:by:)``);
    /// 2. `edit` is applied to the tree (``PlistNode/apply(_:storing:)``, the one meaning of an
    ///    edit), storing the node the splice wrote (``SourceSplicer/Placement``) as read from its
    ///    own text, with its spans; a new key gets its span; an empty container written again
    ///    whole is replaced by the container read from its text;
    /// 3. the root of a strings file spans the whole text again (from its first byte after a
    ///    byte-order mark), or nothing when it has no keys, as the reader gives it.
    ///
    /// - Parameter stringsFile: whether the text before the splice was a strings file.
    /// - Throws: ``PlistSourceEditError`` `verification-failed` when the written text does not
    ///   read (with the reader's message for the whole text); ``PlistEditError`` when `edit`
    ///   does not apply to `root`.
    func tracking(_ root: inout PlistNode, after edit: PlistEdit, splice: SourceSplicer.Splice, in text: [UInt8],
                  stringsFile: Bool) throws {
        root.moveSpans(replacing: splice.range, by: splice.text.count)
        if let placed = splice.placed {
            let start = splice.range.lowerBound + placed.value.lowerBound
            let node = try readFragment(text[start..<(start + placed.value.count)], at: start, of: text)
            if placed.rewritesContainer {
                try root.apply(edit)
                try root.setValue(node, forKeyPath: placed.path)
            } else {
                try root.apply(edit, storing: node)
            }
            if let key = placed.key {
                let offset = splice.range.lowerBound
                try giveKey(at: placed.path, the: (offset + key.lowerBound)..<(offset + key.upperBound), in: &root)
            }
        } else {
            try root.apply(edit)
        }
        if stringsFile, splice.placed?.path.isRoot != true, let dictionary = root.value.dictionaryValue {
            let start = max(0, root.location.offset)
            root.sourceRange = dictionary.isEmpty || start >= text.count ? nil : start..<text.count
        }
    }

    /// The node written as `fragment`, which starts at byte `offset` of `text`, with its spans
    /// in `text`. XML is read inside `<plist>` and `</plist>`, as the reader requires.
    private func readFragment(_ fragment: ArraySlice<UInt8>, at offset: Int, of text: [UInt8]) throws -> PlistNode {
        let (open, close) = format == .xml ? ("<plist>", "</plist>") : ("", "")
        var data = Data(open.utf8)
        data.append(contentsOf: fragment)
        data.append(contentsOf: close.utf8)
        guard var node = try? PlistReader(options: options).read(data).root else {
            // The whole text does not read either; its error is the one to report.
            _ = try readBack(Data(text))
            throw PlistSourceEditError(.verificationFailed,
                "the edited \(format) text does not read back as intended (the written value does not read alone); nothing was changed")
        }
        node.moveSpans(replacing: 0..<open.utf8.count, by: offset)
        return node
    }

    /// Gives the dictionary key at `path` (present in `root`) the span `keyRange`.
    private func giveKey(at path: PlistKeyPath, the keyRange: Range<Int>, in root: inout PlistNode) throws {
        guard let last = path.components.last else { return }
        let parentPath = path.prefix(path.components.count - 1)
        var parent = try root.value(forKeyPath: parentPath)
        guard case .dictionary(var dictionary) = parent.value, let i = dictionary.index(forKey: last.key) else {
            throw PlistSourceEditError(.noSourceRange, "cannot locate the new key \(UntrustedText.quoted(path.description)) in the \(format) text")
        }
        _ = dictionary.updateEntries(from: i) { entry in
            entry.keyRange = keyRange
            return false
        }
        parent.value = .dictionary(dictionary)
        try root.setValue(parent, forKeyPath: parentPath)
    }
}
