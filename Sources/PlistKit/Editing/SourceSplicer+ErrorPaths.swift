import Foundation

extension SourceSplicer {
    /// Where the value `edit` writes sits in the edited file, as steps from its root: the
    /// path of a replaced or inserted value, the new last element of an appended one; `nil`
    /// for an edit that writes no value (a removal, a rename). A bare name component is an
    /// index where the tree holds an array, a key elsewhere, as ``PlistNode/applying(_:)``
    /// reads it.
    func valuePath(of edit: PlistEdit) -> PlistPath? {
        switch edit {
        case .replace(let path, _), .insert(_, let path):
            return resolved(path)
        case .append(_, let arrayPath):
            let count = (try? root.value(forKeyPath: arrayPath))?.value.arrayValue?.count ?? 0
            return resolved(arrayPath).appending(.index(count))
        case .remove, .renameKey:
            return nil
        }
    }

    /// `path` walked through `root`: an index step under an array, a key step elsewhere
    /// (past the last existing node, a step is an index when it is one, else a key).
    private func resolved(_ path: PlistKeyPath) -> PlistPath {
        var steps: [PlistPath.Component] = []
        var node: PlistNode? = root
        for component in path.components {
            if case .array(let elements)? = node?.value, let index = component.index {
                steps.append(.index(index))
                node = elements.indices.contains(index) ? elements[index] : nil
            } else if case .dictionary(let dictionary)? = node?.value {
                steps.append(.key(component.key))
                node = dictionary.entry(forKey: component.key)?.value
            } else {
                steps.append(component.kind == .index ? .index(component.index ?? 0) : .key(component.key))
                node = nil
            }
        }
        return PlistPath(steps)
    }
}

extension PlistWriteError {
    /// This error about a value written at `prefix` of a larger tree: its path is `prefix`
    /// followed by its own, and the path its message names (` at PATH`, as every writer names
    /// it, `(root)` for the value itself) is the whole path, so a message about a value inside
    /// a new value names the key path in the edited file (`null at top.b.c[0]`, not `c[0]`).
    func located(under prefix: PlistPath) -> PlistWriteError {
        let whole = PlistPath(prefix.components + path.components)
        var located = self
        located.path = whole
        if let range = message.range(of: " at \(path.displayName)", options: .backwards) {
            located.message.replaceSubrange(range, with: " at \(whole.displayName)")
        }
        return located
    }
}
