/// A KVC-style key path into a property list: dot-separated components, as
/// `valueForKeyPath:` and `plutil -extract` spell them.
///
/// ```
/// questions.3.options.2     dictionary key "questions", element 3, key "options", element 2
/// 0\.jpg                    the single key "0.jpg" (imageInfo.plist)
/// a\\b.c                    key "a\b", then key "c"
/// ```
///
/// Syntax (the escape is PlistKit's; KVC has none):
/// - Components are separated by `.`. The empty string is the root (no components).
/// - `\.` is a literal dot and `\\` a literal backslash inside a component. Any other character
///   after `\`, a trailing `\`, and an empty component (`a..b`, `.a`, `a.`) are syntax errors.
/// - A component made only of ASCII digits (`0`, `12`) indexes an array (0-based); on a
///   dictionary every component, digits included, is a key. So `3` is element 3 of an array
///   and key `"3"` of a dictionary, as in plutil.
public struct PlistKeyPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByArrayLiteral {
    /// One step of a key path: a key text that is also an array index when it is all digits.
    public struct Component: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
        /// The unescaped key text, e.g. `0.jpg` or `3`.
        public var key: String

        /// Creates a component from its unescaped key text.
        public init(_ key: String) { self.key = key }
        /// Creates a component from its unescaped key text.
        public init(stringLiteral value: String) { self.key = value }

        /// The array index this component names: the value of an all-ASCII-digit key that fits
        /// in `Int` (leading zeros allowed), or `nil` (signs, spaces and other text are no index).
        public var index: Int? {
            guard !key.isEmpty, key.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
            return Int(key)
        }

        /// The component as written in a key path: `.` and `\` escaped with `\`.
        public var description: String {
            var out = ""
            for ch in key.unicodeScalars {
                if ch == "." || ch == "\\" { out.unicodeScalars.append("\\") }
                out.unicodeScalars.append(ch)
            }
            return out
        }
    }

    /// Why a key path string could not be parsed.
    public struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The text that was parsed.
        public var text: String
        /// The 0-based offset, in Unicode scalars, of the offending character.
        public var offset: Int
        /// What is wrong, e.g. `empty component`.
        public var reason: String

        /// `invalid key path "a..b": empty component at offset 2`.
        public var description: String {
            "invalid key path \(UntrustedText.quoted(text)): \(reason) at offset \(offset)"
        }
    }

    /// The components from the root; empty for the root itself.
    public var components: [Component]

    /// Creates a key path from unescaped components (no parsing: `["0.jpg"]` is one key).
    public init(_ components: [Component]) { self.components = components }

    /// Creates a key path from unescaped components.
    public init(arrayLiteral elements: Component...) { components = elements }

    /// Parses the dotted form described on the type.
    ///
    /// - Throws: ``SyntaxError`` for an empty component, a trailing `\`, or `\` before any
    ///   character other than `.` and `\`.
    public init(parsing text: String) throws {
        components = []
        guard !text.isEmpty else { return }
        var current = ""
        var escaping = false
        var offset = 0
        var componentStart = 0
        for scalar in text.unicodeScalars {
            defer { offset += 1 }
            if escaping {
                guard scalar == "." || scalar == "\\" else {
                    throw SyntaxError(text: text, offset: offset - 1,
                                      reason: "unknown escape \\\(UntrustedText.escaped(String(scalar), limit: 1)) (only \\. and \\\\ are escapes)")
                }
                current.unicodeScalars.append(scalar)
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else if scalar == "." {
                guard offset > componentStart else {
                    throw SyntaxError(text: text, offset: offset, reason: "empty component")
                }
                components.append(Component(current))
                current = ""
                componentStart = offset + 1
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        if escaping {
            throw SyntaxError(text: text, offset: offset - 1, reason: "trailing backslash")
        }
        guard offset > componentStart else {
            throw SyntaxError(text: text, offset: offset, reason: "empty component")
        }
        components.append(Component(current))
    }

    /// The root path.
    public static let root = PlistKeyPath([])

    /// Whether this is the root (no components).
    public var isRoot: Bool { components.isEmpty }

    /// The first `count` components.
    public func prefix(_ count: Int) -> PlistKeyPath { PlistKeyPath(Array(components.prefix(count))) }

    /// The dotted, escaped form: parsing it gives this key path back.
    public var description: String { components.map(\.description).joined(separator: ".") }
}
