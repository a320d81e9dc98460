/// Why a ``PlistEdit`` cannot be applied to a tree. Nothing is changed when one is thrown.
///
/// ```
/// cannot insert at "CFBundleVersion": the key already exists
/// cannot append to "UIBackgroundModes": it is a string, not an array
/// ```
public struct PlistEditError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Hashable, Sendable {
        /// A component of the key path could not be followed (a missing container, an index
        /// out of range, a key on an array…).
        case keyPath(PlistKeyPathError)
        /// An insert or a rename names a dictionary key that is already present.
        case alreadyExists
        /// An append addresses a value that is not an array; `kind` is its
        /// ``PlistValue/kindName``.
        case notAnArray(kind: String)
        /// A remove or rename addresses the root, which has no key to remove or rename.
        case rootNotAllowed
        /// A rename addresses an array element, which has no key.
        case notADictionaryKey
    }

    /// The edit that failed.
    public var edit: PlistEdit
    /// Why.
    public var reason: Reason

    /// Creates an error.
    public init(edit: PlistEdit, reason: Reason) {
        self.edit = edit
        self.reason = reason
    }

    /// One line naming the verb, the key path and the reason; untrusted text escaped.
    public var description: String {
        let path = edit.keyPath.isRoot ? "the root" : UntrustedText.quoted(edit.keyPath.description)
        let verb: String
        switch edit {
        case .insert: verb = "insert at"
        case .replace: verb = "replace"
        case .remove: verb = "remove"
        case .append: verb = "append to"
        case .renameKey: verb = "rename"
        }
        switch reason {
        case .keyPath(let error): return "cannot \(verb) \(path): \(error.description)"
        case .alreadyExists:
            if case .renameKey(_, let newKey) = edit {
                return "cannot rename \(path): the key \(UntrustedText.quoted(newKey)) already exists"
            }
            return "cannot \(verb) \(path): the key already exists"
        case .notAnArray(let kind): return "cannot \(verb) \(path): it is \(kind.article) \(kind), not an array"
        case .rootNotAllowed: return "cannot \(verb) the root"
        case .notADictionaryKey: return "cannot \(verb) \(path): it is an array element, not a dictionary key"
        }
    }
}

private extension String {
    var article: String { first.map { "aeiouAEIOU".contains($0) } == true ? "an" : "a" }
}
