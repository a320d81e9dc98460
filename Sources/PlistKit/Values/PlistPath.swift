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
/// unescaped `…`), never read as another key. A path of more than ``maxRenderedLength`` bytes
/// keeps its first and last steps around `[… N more …]`, which the parser rejects too.
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

    /// `dependencies[1].name`; the root prints as the empty string. Each step is printed by
    /// ``PlistKeyPath``'s printer (the one notation, <doc:KeyPaths>).
    ///
    /// A rendering longer than ``maxRenderedLength`` UTF-8 bytes (a deep path of long keys:
    /// 500 levels of keys cut at 80 characters are 43 KB) keeps its first and last steps,
    /// about 400 bytes of each, around a marker counting the steps left out:
    /// `a.b[… 482 more …].y.z`. Every output format prints paths through here.
    public var description: String {
        var s = ""
        for c in components {
            Self.append(c, to: &s)
            if s.utf8.count > Self.maxRenderedLength { return elided() }
        }
        return s
    }

    /// The longest rendering printed whole, in UTF-8 bytes.
    public static let maxRenderedLength = 1024
    /// About how many bytes of the first steps, and of the last steps, an elided rendering keeps.
    static let keptLength = 400

    /// `step` printed after `s` (the printing of the steps before it).
    private static func append(_ step: Component, to s: inout String) {
        switch step {
        case .index(let i): PlistKeyPath.appendIndex(i, to: &s)
        case .key(let k): PlistKeyPath.appendKey(k, to: &s, first: s.isEmpty)
        }
    }

    /// The first and last steps (at least one of each) around `[… N more …]`.
    private func elided() -> String {
        var head = ""
        var h = 0
        while h < components.count {
            var next = head
            Self.append(components[h], to: &next)
            if h > 0 && next.utf8.count > Self.keptLength { break }
            head = next
            h += 1
        }
        var tail: [String] = []
        var tailLength = 0
        var t = components.count
        while t > h {
            // After the marker (a bracketed step) a plain key is rendered with its dot.
            var piece = "[]"
            Self.append(components[t - 1], to: &piece)
            piece.removeFirst(2)
            if !tail.isEmpty && tailLength + piece.utf8.count > Self.keptLength { break }
            tail.append(piece)
            tailLength += piece.utf8.count
            t -= 1
        }
        let marker = t > h ? "[… \(t - h) more …]" : ""
        return head + marker + tail.reversed().joined()
    }

    /// `description`, or `(root)` for the empty path: the form used inside messages.
    public var displayName: String { isRoot ? "(root)" : description }

}
