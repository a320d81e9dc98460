extension PlistNode {
    /// The node at `keyPath`, with its source location.
    ///
    /// ```swift
    /// let option = try root.value(forKeyPath: "[3].options[2]")  // questions.plist
    /// let text = try root.value(forKeyPath: #"["0.jpg"]"#)       // imageInfo.plist
    /// ```
    /// On a dictionary a name or quoted key is a key (an index `[n]` fails); on an array an
    /// index, or a name of ASCII digits, must be below the element count (a quoted key fails).
    /// The root path returns `self`. Iterative: no recursion.
    ///
    /// The node's `location` is where the value starts (`<string>` in XML), as a finding about
    /// the value (`type-mismatch`, `pattern-mismatch`) is located; a finding about the key
    /// itself (`unknown-key`, `duplicate-key`) points at the key (`<key>`), which is the
    /// parent dictionary's ``PlistDictionary/Entry/keyLocation``: look the last component up
    /// in the parent (`value(forKeyPath:)` of the path without it) for that place.
    ///
    /// - Throws: ``PlistKeyPathError`` naming the first component that fails: `noSuchKey`,
    ///   `indexOutOfRange`, `notAnIndex`, `notAKey` or `notAContainer`.
    /// - Complexity: O(components) for dictionaries with an index, O(components × keys) below it.
    public func value(forKeyPath keyPath: PlistKeyPath) throws -> PlistNode {
        var node = self
        for (i, component) in keyPath.components.enumerated() {
            node = try Self.child(of: node, component, at: i, in: keyPath)
        }
        return node
    }

    /// Parses `keyPath` (see ``PlistKeyPath``) and returns the node there.
    ///
    /// - Throws: ``PlistKeyPath/SyntaxError`` when the text is not a valid key path, else as
    ///   ``value(forKeyPath:)-(PlistKeyPath)``.
    public func value(forKeyPath keyPath: String) throws -> PlistNode {
        try value(forKeyPath: PlistKeyPath(parsing: keyPath))
    }

    /// Stores `newValue` at `keyPath`, as `setValue:forKeyPath:` does.
    ///
    /// Components are followed as by ``value(forKeyPath:)-(PlistKeyPath)``. Every container on the way must exist. The last component adds or replaces a
    /// dictionary key (a new key goes last, a replaced key keeps its position and key
    /// location), replaces an array element (index below the count) or appends one (index
    /// equal to the count). The root path replaces the whole tree. The stored node keeps the
    /// location and literal of `newValue`.
    ///
    /// - Throws: ``PlistKeyPathError`` as for ``value(forKeyPath:)-(PlistKeyPath)`` for the
    ///   containers on the way, and `indexOutOfRange` when the last index is above the count.
    ///   Nothing is changed when it throws.
    /// - Complexity: O(components) plus the cost of one dictionary insertion; containers on
    ///   the path are updated in place, without copying the tree.
    public mutating func setValue(_ newValue: PlistNode, forKeyPath keyPath: PlistKeyPath) throws {
        guard let last = keyPath.components.last else {
            self = newValue
            return
        }
        let lastIndex = keyPath.components.count - 1
        // Validate first (read-only), so that a failure leaves the tree untouched; in a block of
        // its own, so that its copy of the parent is gone before the containers are changed
        // in place (held on, it made every store copy the parent's elements).
        do {
            var parent = self
            for (i, component) in keyPath.components.dropLast().enumerated() {
                parent = try Self.child(of: parent, component, at: i, in: keyPath)
            }
            switch parent.value {
            case .dictionary:
                guard last.namesKey else {
                    throw PlistKeyPathError(keyPath: keyPath, componentIndex: lastIndex, reason: .notAKey, location: parent.location)
                }
            case .array(let elements):
                guard let index = last.index else {
                    throw PlistKeyPathError(keyPath: keyPath, componentIndex: lastIndex, reason: .notAnIndex,
                                            location: parent.location)
                }
                guard index <= elements.count else {
                    throw PlistKeyPathError(keyPath: keyPath, componentIndex: lastIndex,
                                            reason: .indexOutOfRange(count: elements.count), location: parent.location)
                }
            default:
                throw PlistKeyPathError(keyPath: keyPath, componentIndex: lastIndex,
                                        reason: .notAContainer(kind: parent.value.kindName), location: parent.location)
            }
        }
        // Walk down, moving each container out of its parent so that it is uniquely referenced,
        // then store and move everything back up.
        var spine: [PlistNode] = []
        spine.reserveCapacity(keyPath.components.count)
        var current = self
        self = PlistNode(.null)
        for component in keyPath.components.dropLast() {
            let child = Self.takeChild(of: &current, component)
            spine.append(current)
            current = child
        }
        Self.store(newValue, in: &current, at: last)
        for component in keyPath.components.dropLast().reversed() {
            guard var parentNode = spine.popLast() else { break }
            Self.store(current, in: &parentNode, at: component)
            current = parentNode
        }
        self = current
    }

    /// Stores a value without location at `keyPath`. See ``setValue(_:forKeyPath:)-(PlistNode,PlistKeyPath)``.
    public mutating func setValue(_ newValue: PlistValue, forKeyPath keyPath: PlistKeyPath) throws {
        try setValue(PlistNode(newValue), forKeyPath: keyPath)
    }

    /// Parses `keyPath` and stores `newValue` there.
    ///
    /// - Throws: ``PlistKeyPath/SyntaxError`` for invalid key path text, else as
    ///   ``setValue(_:forKeyPath:)-(PlistNode,PlistKeyPath)``.
    public mutating func setValue(_ newValue: PlistValue, forKeyPath keyPath: String) throws {
        try setValue(PlistNode(newValue), forKeyPath: PlistKeyPath(parsing: keyPath))
    }

    // MARK: - Steps

    static func child(of node: PlistNode, _ component: PlistKeyPath.Component, at i: Int,
                      in keyPath: PlistKeyPath) throws -> PlistNode {
        switch node.value {
        case .dictionary(let dictionary):
            guard component.namesKey else {
                throw PlistKeyPathError(keyPath: keyPath, componentIndex: i, reason: .notAKey, location: node.location)
            }
            guard let child = dictionary[component.key] else {
                throw PlistKeyPathError(keyPath: keyPath, componentIndex: i, reason: .noSuchKey, location: node.location)
            }
            return child
        case .array(let elements):
            guard let index = component.index else {
                throw PlistKeyPathError(keyPath: keyPath, componentIndex: i, reason: .notAnIndex, location: node.location)
            }
            guard index < elements.count else {
                throw PlistKeyPathError(keyPath: keyPath, componentIndex: i,
                                        reason: .indexOutOfRange(count: elements.count), location: node.location)
            }
            return elements[index]
        default:
            throw PlistKeyPathError(keyPath: keyPath, componentIndex: i,
                                    reason: .notAContainer(kind: node.value.kindName), location: node.location)
        }
    }

    /// Moves the child at `component` out of `node` (leaving `null` in its place). The path
    /// was validated, so the child exists; `null` is returned otherwise.
    private static func takeChild(of node: inout PlistNode, _ component: PlistKeyPath.Component) -> PlistNode {
        guard var value = takeContainer(of: &node) else { return PlistNode(.null) }
        if case .dictionary(var dictionary) = value {
            value = .null  // `dictionary` holds the only reference: changed in place
            guard let i = dictionary.index(forKey: component.key) else {
                node.value = .dictionary(dictionary)
                return PlistNode(.null)
            }
            let child = dictionary.entries[i].value
            dictionary.insert(PlistDictionary.Entry(key: component.key, value: PlistNode(.null)))
            node.value = .dictionary(dictionary)
            return child
        }
        if case .array(var elements) = value {
            value = .null
            guard let i = component.index, i < elements.count else {
                node.value = .array(elements)
                return PlistNode(.null)
            }
            let child = elements[i]
            elements[i] = PlistNode(.null)
            node.value = .array(elements)
            return child
        }
        node.value = value
        return PlistNode(.null)
    }

    /// Stores `child` at `component` of `node` (replace, insert or append).
    private static func store(_ child: PlistNode, in node: inout PlistNode, at component: PlistKeyPath.Component) {
        guard var value = takeContainer(of: &node) else { return }
        if case .dictionary(var dictionary) = value {
            value = .null  // `dictionary` holds the only reference: changed in place
            // Replaces in place (key position and location kept) or appends a new key.
            dictionary.insert(PlistDictionary.Entry(key: component.key, value: child))
            node.value = .dictionary(dictionary)
        } else if case .array(var elements) = value {
            value = .null
            if let i = component.index {
                if i < elements.count { elements[i] = child } else if i == elements.count { elements.append(child) }
            }
            node.value = .array(elements)
        } else {
            node.value = value
        }
    }

    /// `node`'s array or dictionary, moved out of it (the node is left `null`), so that one
    /// `node` held alone is held alone by the result; `nil` (the node unchanged) for a scalar.
    /// (Switching on `node.value` kept a copy of the value alive through the switch, and every
    /// store copied the container's elements.)
    private static func takeContainer(of node: inout PlistNode) -> PlistValue? {
        guard node.isContainer else { return nil }
        let value = node.value
        node.value = .null
        return value
    }
}
