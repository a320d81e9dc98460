extension JSONPlistWriter {
    /// How a ``JSONPlistWriter`` lays out its output.
    public struct Options: Sendable, Hashable {
        /// Whitespace between tokens.
        public enum Layout: Sendable, Hashable {
            /// Foundation's `.prettyPrinted` style (the default): one element or member per line,
            /// two spaces of indentation per level, `"key" : value` with a space on both sides
            /// of the colon. Unlike Foundation, an empty array or object is written `[]` / `{}`
            /// on one line (Foundation writes a blank line between the brackets).
            case pretty
            /// No whitespace at all: `{"a":[1,2]}` (Foundation's default style).
            case compact
        }

        /// The layout. Default ``Layout/pretty``.
        public var layout: Layout = .pretty
        /// Whether object members are written in order of their keys' UTF-8 bytes (Unicode code
        /// point order; NFC and NFD spellings stay distinct) instead of document order.
        /// Default `false`.
        public var sortsKeys: Bool = false
        /// Whether a real read from text is written with its source spelling
        /// (``PlistNode/literal``, e.g. `18446744073709551616` or `1E2`) when that spelling is a
        /// JSON number that reads back as the same real (same bits). Applies to
        /// ``JSONPlistWriter/write(_:)-(PlistNode)`` only. Default `true`.
        public var preservesRealLiterals: Bool = true
        /// Whether the output ends with a line feed. Default `false` (as Foundation).
        public var endsWithNewline: Bool = false

        /// The defaults described on each property.
        public init() {}

        /// Options with the given layout and the other defaults.
        public init(layout: Layout, sortsKeys: Bool = false) {
            self.layout = layout
            self.sortsKeys = sortsKeys
        }
    }
}
