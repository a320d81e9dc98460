extension PlistNode {
    /// The tree after `edit`: what a source editor must produce, and what it checks its output
    /// against after re-reading it.
    ///
    /// Untouched nodes keep their locations; new and moved-in values have none.
    ///
    /// - Throws: ``PlistEditError``; `self` is not changed.
    /// - Complexity: O(path length) lookups plus one copy of the container the edit changes.
    public func applying(_ edit: PlistEdit) throws -> PlistNode {
        var copy = self
        try copy.apply(edit)
        return copy
    }

    /// The tree after every edit of `edits` in order; all or nothing.
    ///
    /// - Throws: the first edit's ``PlistEditError``; `self` is not changed.
    public func applying(_ edits: [PlistEdit]) throws -> PlistNode {
        var copy = self
        for edit in edits { try copy.apply(edit) }
        return copy
    }

    /// Applies `edit` in place.
    ///
    /// - Throws: ``PlistEditError``; nothing is changed when it throws.
    public mutating func apply(_ edit: PlistEdit) throws {
        try apply(edit, storing: nil)
    }

    /// Applies `edit` in place, storing `node` — the edit's value with its locations and spans,
    /// as a source editor read it from the text it wrote — in place of a bare node of the
    /// edit's value when given (an insert, replace or append; ignored otherwise).
    ///
    /// - Throws: ``PlistEditError``; nothing is changed when it throws.
    mutating func apply(_ edit: PlistEdit, storing node: PlistNode?) throws {
        func fail(_ reason: PlistEditError.Reason) -> PlistEditError { PlistEditError(edit: edit, reason: reason) }
        func lookUp(_ path: PlistKeyPath) throws -> PlistNode {
            do { return try value(forKeyPath: path) } catch let error as PlistKeyPathError {
                throw fail(.keyPath(PlistKeyPathError(keyPath: edit.keyPath, componentIndex: error.componentIndex,
                                                      reason: error.reason, location: error.location)))
            }
        }
        func store(_ node: PlistNode, at path: PlistKeyPath) throws {
            do { try setValue(node, forKeyPath: path) } catch let error as PlistKeyPathError {
                throw fail(.keyPath(PlistKeyPathError(keyPath: edit.keyPath, componentIndex: error.componentIndex,
                                                      reason: error.reason, location: error.location)))
            }
        }
        func keyPathError(_ reason: PlistKeyPathError.Reason, at parent: PlistNode) -> PlistEditError {
            fail(.keyPath(PlistKeyPathError(keyPath: edit.keyPath, componentIndex: edit.keyPath.components.count - 1,
                                            reason: reason, location: parent.location)))
        }

        switch edit {
        case .replace(let path, let value):
            try store(node ?? PlistNode(value), at: path)

        case .append(let value, let path):
            var target = try lookUp(path)
            guard case .array(var elements) = target.value else { throw fail(.notAnArray(kind: target.value.kindName)) }
            elements.append(node ?? PlistNode(value))
            target.value = .array(elements)
            try store(target, at: path)

        case .insert(_, let path), .remove(let path):
            let inserted: PlistValue? = if case .insert(let value, _) = edit { value } else { nil }
            guard let last = path.components.last else { throw fail(.rootNotAllowed) }
            let parentPath = path.prefix(path.components.count - 1)
            var parent = try lookUp(parentPath)
            switch parent.value {
            case .dictionary(var dictionary):
                guard last.namesKey else { throw keyPathError(.notAKey, at: parent) }
                if let inserted {
                    guard dictionary.index(forKey: last.key) == nil else { throw fail(.alreadyExists) }
                    dictionary.insert(.init(key: last.key, value: node ?? PlistNode(inserted)))
                } else {
                    guard dictionary.removeValue(forKey: last.key) != nil else { throw keyPathError(.noSuchKey, at: parent) }
                }
                parent.value = .dictionary(dictionary)
            case .array(var elements):
                guard let index = last.index else { throw keyPathError(.notAnIndex, at: parent) }
                let bound = inserted == nil ? elements.count - 1 : elements.count
                guard index <= bound else { throw keyPathError(.indexOutOfRange(count: elements.count), at: parent) }
                if let inserted { elements.insert(node ?? PlistNode(inserted), at: index) } else { elements.remove(at: index) }
                parent.value = .array(elements)
            default:
                throw keyPathError(.notAContainer(kind: parent.value.kindName), at: parent)
            }
            try store(parent, at: parentPath)

        case .renameKey(let path, let newKey):
            guard let last = path.components.last else { throw fail(.rootNotAllowed) }
            let parentPath = path.prefix(path.components.count - 1)
            var parent = try lookUp(parentPath)
            guard case .dictionary(let dictionary) = parent.value else {
                if case .array = parent.value { throw fail(.notADictionaryKey) }
                throw keyPathError(.notAContainer(kind: parent.value.kindName), at: parent)
            }
            guard last.namesKey else { throw keyPathError(.notAKey, at: parent) }
            guard let position = dictionary.index(forKey: last.key) else { throw keyPathError(.noSuchKey, at: parent) }
            if ExactKey.sameBytes(last.key, newKey) { return }
            guard dictionary.index(forKey: newKey) == nil else { throw fail(.alreadyExists) }
            // The entry keeps its value and its key's location and span (a source editor renames
            // the key's text in place).
            var entries = dictionary.entries
            var entry = entries[position]
            entry.key = newKey
            entries[position] = entry
            parent.value = .dictionary(PlistDictionary(entries: entries))
            try store(parent, at: parentPath)
        }
    }
}
