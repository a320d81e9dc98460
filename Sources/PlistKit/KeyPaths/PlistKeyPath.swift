/// A key path into a property list, in PlistKit's one notation: what every diagnostic, report
/// and error prints as a key path, and what ``PlistNode/value(forKeyPath:)-(String)`` and
/// ``PlistNode/setValue(_:forKeyPath:)-(PlistValue,String)`` read. A path PlistKit prints,
/// pasted verbatim, names the same node.
///
/// ```
/// questions[3].options[2]     key "questions", element 3, key "options", element 2
/// images["0.jpg"].title       key "images", key "0.jpg", key "title" (imageInfo.plist)
/// ["3"]                       the key "3" of a dictionary (never an index)
/// [""]                        the empty key
/// questions.3.options.2       plutil's dotted form: 3 and 2 are indices into arrays
/// ```
///
/// Grammar (see <doc:KeyPaths>):
/// ```
/// path      = "" | "(root)" | first *( "." name | subscript )
/// first     = name | subscript
/// name      = 1*( any character but "." "[" "\" "…" )
/// subscript = "[" 1*digit "]" | "[" quoted "]"
/// quoted    = '"' *( character | "\"" | "\\" | "\n" | "\t" | "\r" | "\u{" 1*8hex "}" ) '"'
/// ```
/// - `[n]` is element n of an array (0-based); `["text"]` is a dictionary key, whatever its
///   text (digits, dots, brackets, the empty key, escaped controls).
/// - A `name` is a dictionary key; on an array, a name made only of ASCII digits is an index,
///   as in `plutil -extract` and KVC's `valueForKeyPath:` (so `3` is element 3 of an array and
///   key `"3"` of a dictionary).
/// - Inside quotes `\"`, `\\`, `\n`, `\t`, `\r` and `\u{XXXX}` are the escapes
///   ``UntrustedText/quoted(_:limit:)`` writes; other characters stand for themselves.
/// - An unescaped `…` marks text that was left out when a long key was printed (a literal `…`
///   in a key is printed `\u{2026}`): such a path is rejected rather than read as another key.
///
/// Printing (``description``, the one key-path printer): an index as `[n]`; a key as `.name`
/// (no dot first) when it is a plain name — not empty, not all digits, at most
/// ``UntrustedText/defaultLimit`` characters, without `.` `[` `]` `"` `\` `…`, whitespace or
/// characters ``UntrustedText`` escapes, not starting with `(` — else as `["…"]`. The root is
/// the empty string; messages name it `(root)`, which parses as the root too.
public struct PlistKeyPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByArrayLiteral {
    /// One step of a key path.
    public struct Component: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral,
                             ExpressibleByIntegerLiteral {
        /// How a component was written, which decides what it may name.
        public enum Kind: Hashable, Sendable {
            /// A bare name (`options`, `3`): a dictionary key, or an array index when all digits.
            case name
            /// A quoted subscript (`["3"]`): a dictionary key only.
            case key
            /// A number subscript (`[3]`): an array index only.
            case index
        }

        /// The unescaped key text, e.g. `0.jpg` or `3`; for an index, its decimal digits.
        public var key: String
        /// How the component was written.
        public var kind: Kind

        /// A bare name: a key, or an index on an array when all digits (plutil's form).
        public init(_ key: String) { self.key = key; kind = .name }
        /// A bare name from a string literal: `"options"`.
        public init(stringLiteral value: String) { self.init(value) }
        /// A dictionary key only, whatever its text (`["3"]`).
        public init(key: String) { self.key = key; kind = .key }
        /// An array index only (`[3]`).
        public init(index: Int) { self.key = String(index); kind = .index }
        /// An array index from an integer literal: `3` is `[3]`.
        public init(integerLiteral value: Int) { self.init(index: value) }

        /// The array index this component names: for a name or an index made only of ASCII
        /// digits that fit in `Int` (leading zeros allowed), its value; `nil` for a quoted key.
        public var index: Int? {
            guard kind != .key, PlistKeyPath.isDigits(key) else { return nil }
            return Int(key)
        }

        /// Whether this component may name a dictionary key (a name or a quoted key).
        public var namesKey: Bool { kind != .index }

        /// The component as written first in a key path (`options`, `[3]`, `["0.jpg"]`).
        public var description: String {
            var out = ""
            append(to: &out, first: true)
            return out
        }

        /// Writes the component: `.name` (or `name` first), `[n]` or `["text"]`.
        func append(to out: inout String, first: Bool) {
            switch kind {
            case .index: out += "[" + key + "]"  // digits: as appendIndex writes them
            case .name where PlistKeyPath.isPlainName(key): PlistKeyPath.appendPlain(key, to: &out, first: first)
            case .name, .key: PlistKeyPath.appendKey(key, to: &out, first: first)
            }
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

    /// Creates a key path from components (no parsing: `[Component("0.jpg")]` is one key).
    public init(_ components: [Component]) { self.components = components }

    /// Creates a key path from components.
    public init(arrayLiteral elements: Component...) { components = elements }

    /// The key path of a ``PlistPath``: its keys as quoted keys, its indices as indices.
    public init(_ path: PlistPath) {
        components = path.components.map { step in
            switch step {
            case .key(let k): return Component(key: k)
            case .index(let i): return Component(index: i)
            }
        }
    }

    /// The root path.
    public static let root = PlistKeyPath([])

    /// Whether this is the root (no components).
    public var isRoot: Bool { components.isEmpty }

    /// The first `count` components.
    public func prefix(_ count: Int) -> PlistKeyPath { PlistKeyPath(Array(components.prefix(count))) }

    /// The path in the notation described on the type: parsing it gives a path that names the
    /// same nodes. The root is the empty string.
    public var description: String {
        var out = ""
        for (i, c) in components.enumerated() { c.append(to: &out, first: i == 0) }
        return out
    }

    /// Writes a dictionary key: `.name` (`name` first) when it is a plain name and not all
    /// digits, else `["text"]` quoted by ``UntrustedText/quoted(_:limit:)``. The one way a key
    /// is printed in a key path (``PlistPath`` prints with it too).
    static func appendKey(_ key: String, to out: inout String, first: Bool) {
        if isPlainName(key) && !isDigits(key) {
            appendPlain(key, to: &out, first: first)
        } else {
            out += "[" + UntrustedText.quoted(key) + "]"
        }
    }

    private static func appendPlain(_ key: String, to out: inout String, first: Bool) {
        if !first { out += "." }
        out += key
    }

    /// Writes an array index: `[n]`.
    static func appendIndex(_ index: Int, to out: inout String) {
        out += "[\(index)]"
    }

    /// Whether `text` is one or more ASCII digits.
    static func isDigits(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }

    /// Whether `key` is printed bare (see the type's description).
    static func isPlainName(_ key: String) -> Bool {
        guard !key.isEmpty, key.utf8.count <= UntrustedText.defaultLimit * 4 else { return false }
        for (i, scalar) in key.unicodeScalars.enumerated() {
            if i == UntrustedText.defaultLimit { return false }
            switch scalar {
            case ".", "[", "]", "\"", "\\", "\u{2026}": return false
            case "(" where i == 0: return false
            case "!"..."~": continue  // printable ASCII other than the above: no property lookup
            default:
                // Whitespace, controls, format (Cf) and bidi characters: printed quoted and escaped.
                if scalar.properties.isWhitespace || UntrustedText.needsEscape(scalar) { return false }
            }
        }
        return true
    }
}
