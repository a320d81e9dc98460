/// One change to a property list, addressed by a key path in ``PlistKeyPath``'s notation.
///
/// Edits are what every editing front end compiles to: `plist-edit`'s plutil verbs
/// (`-insert`, `-replace`, `-remove`, `-append`), its PlistBuddy commands (`Set`, `Add`,
/// `Delete`, `Copy`, `Merge`, `Import`, `Clear`), `plist-lint --fix` and an editor's quick fix.
/// ``PlistNode/applying(_:)-([PlistEdit])`` gives the tree an edit intends; the source editor changes only
/// the bytes of the nodes an edit touches, and checks that re-reading its output gives
/// that same tree.
public enum PlistEdit: Hashable, Sendable {
    /// Adds `value` at `keyPath`: a new dictionary key (it must be absent), or an array element
    /// inserted before the index (an index equal to the element count appends), as
    /// `plutil -insert` and PlistBuddy's `Add` do. The containers on the way must exist.
    case insert(PlistValue, at: PlistKeyPath)
    /// Stores `value` at `keyPath`, replacing the value there or adding a missing last key, as
    /// `plutil -replace` does. The root path replaces the whole tree.
    case replace(PlistKeyPath, with: PlistValue)
    /// Removes the dictionary key or array element at `keyPath`, as `plutil -remove` and
    /// PlistBuddy's `Delete` do. The root cannot be removed.
    case remove(PlistKeyPath)
    /// Appends `value` to the array at `keyPath`, as `plutil -insert KEYPATH … -append` does.
    case append(PlistValue, toArrayAt: PlistKeyPath)
    /// Renames the dictionary key at `keyPath` to `newKey`, keeping its position and value (the
    /// fix for a misspelled key). `newKey` must not be present in that dictionary.
    case renameKey(PlistKeyPath, to: String)

    /// The key path the edit addresses.
    public var keyPath: PlistKeyPath {
        switch self {
        case .insert(_, let path), .replace(let path, _), .remove(let path),
             .append(_, let path), .renameKey(let path, _):
            return path
        }
    }
}
