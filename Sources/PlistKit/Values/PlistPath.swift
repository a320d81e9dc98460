/// A path from the root of a tree to one value: dictionary keys and array indices.
///
/// Printed in PlistKit's one key-path notation (``PlistKeyPath``, <doc:KeyPaths>), which
/// ``PlistNode/value(forKeyPath:)-(String)`` reads back: `dependencies[1].name`,
/// `[2].options[1]`, `images["0.jpg"].title`, `counts["3"]`, `[""]`. The root is the empty
/// path, printed as the empty string and as `(root)` in messages.
///
/// A key longer than ``UntrustedText/defaultLimit`` characters is printed quoted, cut to that
/// many characters with `…`, like every key a message quotes: a finding's path stays a few
/// hundred bytes however long the keys of a hostile document are (3 000 findings under a 1 MB
/// key would otherwise carry 3 GB of paths). Such a path is rejected by the parser (an
/// unescaped `…`), never read as another key.
public struct PlistPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByArrayLiteral {
    /// One step.
    public enum Component: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
        /// A dictionary key.
        case key(String)
        /// An array index (0-based).
        case index(Int)

        /// A key step from a string literal: `"title"` is `.key("title")`.
        public init(stringLiteral value: String) { self = .key(value) }
        /// An index step from an integer literal: `2` is `.index(2)`.
        public init(integerLiteral value: Int) { self = .index(value) }
    }

    /// The steps from the root.
    public var components: [Component]

    /// Creates a path.
    public init(_ components: [Component] = []) { self.components = components }
    /// A path from literal steps: `["options", 1]` is `options[1]`.
    public init(arrayLiteral elements: Component...) { components = elements }

    /// The empty path.
    public static let root = PlistPath()

    /// Whether this is the root.
    public var isRoot: Bool { components.isEmpty }

    /// This path extended by one step.
    public func appending(_ component: Component) -> PlistPath {
        var copy = self
        copy.components.append(component)
        return copy
    }

    /// `dependencies[1].name`; the root prints as the empty string. The one key-path printer
    /// is ``PlistKeyPath/description``.
    public var description: String {
        var out = ""
        for (i, c) in components.enumerated() {
            switch c {
            case .key(let k): PlistKeyPath.appendKey(k, to: &out, first: i == 0)
            case .index(let n): PlistKeyPath.appendIndex(n, to: &out)
            }
        }
        return out
    }

    /// `description`, or `(root)` for the empty path: the form used inside messages.
    public var displayName: String { isRoot ? "(root)" : description }

}
