extension JSONParser {
    /// One open array or object on the explicit stack.
    struct Frame {
        /// Whether this is an object (else an array).
        let isObject: Bool
        /// Where the `[` or `{` is.
        let location: SourceLocation
        /// The elements so far (arrays).
        var elements: [PlistNode] = []
        /// The members so far (objects).
        var members = PlistDictionary()
        /// The member name whose value is being read (objects).
        var key = ""
        /// Where that member name starts.
        var keyLocation = SourceLocation.unknown
        /// The offset just after that member name's closing quote.
        var keyEnd = 0
        /// Whether the member names so far are, in order, those of the last object closed at
        /// this depth (``JSONParser/shapes``): each is then new without a lookup.
        var followsShape = true
        /// Whether a member name was repeated (the object's names are then no shape).
        var hadDuplicate = false
        /// The key path of a streamed array (see ``TreeStreaming``), `nil` for any other frame.
        var streamedPath: PlistPath?
        /// How many elements of a streamed array went to the sink.
        var streamed = 0

        init(isObject: Bool, location: SourceLocation, capacity: Int = 0, streamedPath: PlistPath? = nil) {
            self.isObject = isObject
            self.location = location
            self.streamedPath = streamedPath
            if capacity > 0 {
                if isObject { members.reserveCapacity(capacity) } else { elements.reserveCapacity(capacity) }
            }
        }

        /// The number of values so far.
        var count: Int { isObject ? members.count : elements.count }

        /// The finished container.
        var node: PlistNode {
            PlistNode(isObject ? .dictionary(members) : .array(elements), location: location)
        }
    }

    /// Closes the innermost container, whose closing bracket ends just before byte `end`: its
    /// node, its size kept as the hint for its depth.
    mutating func closeFrame(end: Int) -> PlistNode {
        let frame = frames.removeLast()
        let depth = frames.count
        while sizeHints.count <= depth { sizeHints.append(0) }
        sizeHints[depth] = frame.count
        if frame.isObject && !frame.followsShape && !frame.hadDuplicate {
            while shapes.count <= depth { shapes.append([]) }
            shapes[depth] = frame.members.keys
        }
        var node = frame.node
        node.setSourceEnd(end)
        return node
    }

    /// Adds a finished value to the innermost open container. A repeated member name keeps its
    /// first position and takes the new value (as Foundation and CoreFoundation do) and is
    /// reported: a `duplicate-key` warning, or an error under ``PlistReader/DuplicateKeyPolicy/error``.
    mutating func attach(_ node: consuming PlistNode) throws {
        let top = frames.count - 1
        if !frames[top].isObject {
            if let path = frames[top].streamedPath, let streaming {
                streaming.sink(node, path, frames[top].streamed)
                frames[top].streamed += 1
            } else {
                frames[top].elements.append(node)
            }
            return
        }
        let key = frames[top].key
        let keyLocation = frames[top].keyLocation
        if top == 0, omittedRootKeys != nil, let keeps = streaming?.rootDictionaryKeeps, !keeps(key) {
            // Not kept: the value is dropped, the key recorded (a repeated one reported as below).
            guard let first = omittedRootKeys?.insert(key, at: keyLocation) ?? nil else { return }
            return try recordDuplicate(key, first: first, at: keyLocation)
        }
        let keyEnd = frames[top].keyEnd
        if frames[top].followsShape {
            // The names so far are those of the shape, which are distinct: so is this one when
            // it is the shape's next name.
            let k = frames[top].members.count
            if top < shapes.count, k < shapes[top].count, ExactKey.sameBytes(shapes[top][k], key) {
                frames[top].members.appendNew(PlistDictionary.Entry(key: key, keyLocation: keyLocation, keyEnd: keyEnd, value: node))
                return
            }
            frames[top].followsShape = false
        }
        guard let old = frames[top].members.insertRead(PlistDictionary.Entry(key: key, keyLocation: keyLocation, keyEnd: keyEnd, value: node)) else {
            return
        }
        try recordDuplicate(key, first: old.keyLocation, at: keyLocation)
    }

    /// Reports `key` of the innermost object, first at `first`, written again at `location`.
    private mutating func recordDuplicate(_ key: String, first: SourceLocation, at location: SourceLocation) throws {
        frames[frames.count - 1].hadDuplicate = true
        guard findings.admitsDuplicateKey(policy: options.duplicateKeys) else { return }
        if let error = findings.recordDuplicateKey(key, first: first, at: location,
                                                   policy: options.duplicateKeys, keyPath: path()?.description) {
            throw error
        }
    }

    /// The key path of the value being read (the innermost member name or the next array
    /// index; the object itself while a member name is read), or `nil` at the root.
    func path() -> PlistPath? {
        let path = keyPath()
        return path.isRoot ? nil : path
    }

    /// ``path()`` as a key path (the root's is empty).
    func keyPath() -> PlistPath {
        var components: [PlistPath.Component] = []
        components.reserveCapacity(frames.count)
        for frame in frames {
            // A streamed array's elements handed to the sink count as its elements.
            components.append(frame.isObject ? .key(frame.key) : .index(frame.elements.count + frame.streamed))
        }
        if readingMemberName && !components.isEmpty { components.removeLast() }
        return PlistPath(components)
    }
}
