import Foundation

/// Writes a property-list tree as an OpenStep ("old-style") property list or a `.strings`
/// file, UTF-8 without a byte-order mark, in the grammar ``PlistReader`` reads (CoreFoundation's
/// `CFOldStylePList.c`). Apple's frameworks read this format but cannot write it.
///
/// ```swift
/// let text = try OpenStepPlistWriter(options: .init(form: .stringsFile)).write(document.root)
/// ```
///
/// Mapping of values:
/// - string → unquoted when it is non-empty and made only of CoreFoundation's unquoted
///   characters (ASCII letters and digits, `_ $ / : . -`), holds no `//` or `/*` (a token
///   starting so is a comment), and the form is ``Form/propertyList``; else in `"…"` with `\"`, `\\`, `\a \b \t \n \v \f \r`, and
///   `\U00XX` for the other control characters; non-ASCII text is written as UTF-8.
/// - data → `<0fbe12a3 44>`: lower-case hex, a space after every four bytes.
/// - array → `( a, b )`, dictionary → `{ key = value; }`, in document order, one entry per line
///   indented by four spaces.
/// - integer, real, boolean, date: the format has none. By default they throw; with
///   ``Options-swift.struct/typedValues`` set to ``TypedValues/gnustep`` they are written as
///   GNUstep's typed values `<*I42>`, `<*R1.5>`, `<*BY>`/`<*BN>`,
///   `<*D2024-05-01 12:00:00 +0000>` (dates in UTC, sub-seconds truncated toward the earlier
///   second), which PlistKit and GNUstep read back as their types.
/// - UID and null throw (no representation in either dialect).
///
/// The tree is walked with an explicit stack: depth never becomes recursion. The writer is a
/// value type without shared state, usable from several threads at once.
public struct OpenStepPlistWriter: Sendable {
    /// The layout of the document.
    public enum Form: Sendable, Hashable {
        /// A value in braces or parentheses: `{ key = value; }`.
        case propertyList
        /// A `.strings` file: the root dictionary's `"key" = "value";` pairs without braces,
        /// one per line, every string quoted. The root must be a dictionary.
        case stringsFile
    }

    /// What to do with integers, reals, booleans and dates.
    public enum TypedValues: Sendable, Hashable {
        /// Throw `unsupported-value` naming the value's key path (default): CoreFoundation
        /// reads every OpenStep scalar as a string.
        case refuse
        /// Write GNUstep's typed values (`<*I…>`, `<*R…>`, `<*B…>`, `<*D…>`).
        case gnustep
    }

    /// How the writer lays out and maps values.
    public struct Options: Sendable, Hashable {
        /// The layout. Default ``Form/propertyList``.
        public var form: Form
        /// Integers, reals, booleans and dates. Default ``TypedValues/refuse``.
        public var typedValues: TypedValues
        /// Whether the output ends with a line feed. Default `true`.
        public var endsWithNewline: Bool

        /// Creates options; every parameter defaults as its property says.
        public init(form: Form = .propertyList, typedValues: TypedValues = .refuse, endsWithNewline: Bool = true) {
            self.form = form
            self.typedValues = typedValues
            self.endsWithNewline = endsWithNewline
        }
    }

    /// The options in force.
    public var options: Options

    /// Creates a writer.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// `node` as a fragment of a document laid out by `layout` (the property-list form, never
    /// a strings file; every string quoted when `quotesEveryString`): what a source editor
    /// puts in place of a value. Lines after the first start with the layout's base
    /// indentation; there is no final line ending.
    /// - Throws: as ``write(_:)-(PlistNode)``.
    func fragment(_ node: PlistNode, layout: TextLayout, quotesEveryString: Bool) throws -> [UInt8] {
        var fragmentOptions = options
        fragmentOptions.form = .propertyList
        fragmentOptions.endsWithNewline = false
        var output = OpenStepOutput(options: fragmentOptions)
        output.layout = layout
        output.quotesEveryString = quotesEveryString
        try output.write(node)
        return output.bytes
    }

    /// Writes `value` as one document. See ``write(_:)-(PlistNode)``.
    public func write(_ value: PlistValue) throws -> Data {
        try write(PlistNode(value))
    }

    /// Writes `node` as one document.
    /// - Throws: ``PlistWriteError`` with the key path of the offending value (and, when the
    ///   node was read from a file, its line:column in the message): `unsupported-value` for an
    ///   integer, real, boolean or date under ``TypedValues/refuse``, a UID, null, a NaN or
    ///   infinite real, or, in the strings-file form, a root that is not a dictionary.
    public func write(_ node: PlistNode) throws -> Data {
        var output = OpenStepOutput(options: options)
        try output.write(node)
        return Data(output.bytes)
    }
}
