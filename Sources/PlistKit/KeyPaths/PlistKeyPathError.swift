/// Why a key path could not be followed: the first component that failed, and the reason.
///
/// ```
/// key path "[3].options[7]": index 7 out of range at "[3].options" (array of 4 elements)
/// key path "[0].nmae": no key "nmae" in the dictionary at "[0]"
/// key path "[0].name.first": "[0].name" is a string, not an array or dictionary
/// ```
public struct PlistKeyPathError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why a component failed.
    public enum Reason: Hashable, Sendable {
        /// The dictionary has no such key.
        case noSuchKey
        /// The array has `count` elements and the index is not below that (for a write, not
        /// at most that).
        case indexOutOfRange(count: Int)
        /// The component is not an index (a quoted key, or a name not all ASCII digits) but the
        /// container is an array.
        case notAnIndex
        /// The component is an index (`[3]`) but the container is a dictionary.
        case notAKey
        /// The value reached before this component is not a container; `kind` is its
        /// ``PlistValue/kindName``.
        case notAContainer(kind: String)
    }

    /// The whole key path that was followed.
    public var keyPath: PlistKeyPath
    /// The 0-based position of the failing component in ``keyPath``.
    public var componentIndex: Int
    /// Why it failed.
    public var reason: Reason
    /// Where the container (or, for ``Reason/notAContainer(kind:)``, the value) that the
    /// failing component was applied to starts, when the tree was read from a file.
    public var location: SourceLocation

    /// Creates an error.
    public init(keyPath: PlistKeyPath, componentIndex: Int, reason: Reason, location: SourceLocation = .unknown) {
        self.keyPath = keyPath
        self.componentIndex = componentIndex
        self.reason = reason
        self.location = location
    }

    /// The failing component.
    public var component: PlistKeyPath.Component {
        keyPath.components.indices.contains(componentIndex) ? keyPath.components[componentIndex] : PlistKeyPath.Component("")
    }

    /// The path of the container the failing component was applied to.
    public var parentPath: PlistKeyPath { keyPath.prefix(componentIndex) }

    /// One line naming the key path, the failing component and why; untrusted text escaped.
    public var description: String {
        let parent = parentPath.isRoot ? "the root" : UntrustedText.quoted(parentPath.description)
        var s = "key path \(UntrustedText.quoted(keyPath.description)): "
        switch reason {
        case .noSuchKey:
            s += "no key \(UntrustedText.quoted(component.key)) in the dictionary at \(parent)"
        case .indexOutOfRange(let count):
            s += "index \(UntrustedText.escaped(component.key)) out of range at \(parent) (array of \(count) element\(count == 1 ? "" : "s"))"
        case .notAnIndex:
            s += "\(UntrustedText.quoted(component.key)) is not an array index at \(parent) (an array)"
        case .notAKey:
            s += "[\(component.key)] is an array index, but \(parent) is a dictionary"
        case .notAContainer(let kind):
            let article = kind.first.map { "aeiou".contains($0) } == true ? "an" : "a"
            s += "\(parentPath.isRoot ? "the root" : parent) is \(article) \(kind), not an array or dictionary"
        }
        if location.hasLine { s += " (line \(location.line))" }
        return s
    }
}
