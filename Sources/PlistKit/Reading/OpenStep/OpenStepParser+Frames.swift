extension OpenStepParser {
    /// One open container on the explicit stack.
    struct Frame {
        /// What the frame reads.
        enum Kind: Equatable {
            /// `( … )`.
            case array
            /// `{ … }`.
            case dictionary
            /// The top level of a strings file: `key = value;` pairs without braces.
            case stringsFile
        }

        let kind: Kind
        /// Where the `(` or `{` is (the start of the file for a strings file).
        let location: SourceLocation
        /// The elements so far (arrays).
        var elements: [PlistNode] = []
        /// The entries so far (dictionaries).
        var members = PlistDictionary()
        /// The key whose value is being read (dictionaries).
        var key = ""
        /// Where that key starts.
        var keyLocation = SourceLocation.unknown
        /// The offset just after that key.
        var keyEnd = 0

        init(kind: Kind, location: SourceLocation, capacity: Int = 0) {
            self.kind = kind
            self.location = location
            if capacity > 0 {
                if kind == .array { elements.reserveCapacity(capacity) } else { members.reserveCapacity(capacity) }
            }
        }

        /// The number of values so far.
        var count: Int { kind == .array ? elements.count : members.count }

        /// The finished container.
        var node: PlistNode {
            PlistNode(kind == .array ? .array(elements) : .dictionary(members), location: location)
        }
    }

    /// Closes the innermost container, which ends just before the cursor.
    mutating func closeFrame() -> PlistNode {
        let frame = frames.removeLast()
        // Its size is the capacity hint of the next container opened at its depth: records of
        // one shape then hold no spare slots (a 10-key dictionary grown by doubling has 16).
        let depth = frames.count
        while sizeHints.count <= depth { sizeHints.append(0) }
        sizeHints[depth] = frame.count
        var node = frame.node
        node.setSourceEnd(scanner.pos)
        return node
    }

    /// Adds a finished value to the innermost open container. A repeated key keeps its first
    /// position and takes the new value (as CoreFoundation does) and is reported by
    /// `FindingList.recordDuplicateKey`, as every reader reports one.
    mutating func attach(_ node: consuming PlistNode) throws {
        let top = frames.count - 1
        if frames[top].kind == .array {
            frames[top].elements.append(node)
            return
        }
        let key = frames[top].key
        let keyLocation = frames[top].keyLocation
        let keyEnd = frames[top].keyEnd
        guard let old = frames[top].members.insertRead(PlistDictionary.Entry(key: key, keyLocation: keyLocation, keyEnd: keyEnd, value: node)) else {
            return
        }
        // Past the finding cap a warning is only counted: no message or key path is built
        // (100 000 duplicates nested 500 deep took 14 s building paths nobody sees).
        guard findings.admitsDuplicateKey(policy: options.duplicateKeys) else { return }
        if let error = findings.recordDuplicateKey(key, first: old.keyLocation, at: keyLocation,
                                                   policy: options.duplicateKeys, keyPath: path()?.description) {
            throw error
        }
    }

    /// The key path of the value being read (the innermost key or the next array index; the
    /// dictionary itself while a key is read), or `nil` at the root.
    func path() -> PlistPath? {
        guard !frames.isEmpty else { return nil }
        var components: [PlistPath.Component] = []
        components.reserveCapacity(frames.count)
        for frame in frames {
            components.append(frame.kind == .array ? .index(frame.elements.count) : .key(frame.key))
        }
        if readingKey { components.removeLast() }
        return components.isEmpty ? nil : PlistPath(components)
    }
}
