import Foundation

/// Writes a property-list tree as JSON (RFC 8259), UTF-8 without a byte-order mark.
///
/// ```swift
/// let json = try JSONPlistWriter(options: .init(layout: .compact)).write(document.root)
/// ```
///
/// Mapping of values:
/// - string → a JSON string. `"` and `\` are escaped, as are U+0000–U+001F (`\b \f \n \r \t`,
///   else `\u00XX` in lower-case hex); everything else, `/` and non-ASCII included, is written
///   as UTF-8 text.
/// - integer → its exact decimal digits over the whole `Int64.min ... UInt64.max` range.
/// - real → the shortest text that reads back to the same `Double` (Swift's `description`),
///   which always has a `.` or an exponent so it reads back as a real, never an integer:
///   `1.0`, `0.1`, `-0.0`, `1e+20`, `5e-324`. With
///   ``Options-swift.struct/preservesRealLiterals``, a node's source literal is kept instead
///   when it reads back to the same bits. NaN and ±infinity throw (JSON has neither).
/// - boolean → `true` / `false`; null → `null`.
/// - date → a string `YYYY-MM-DDTHH:MM:SSZ` (ISO 8601, UTC, the form of Apple's XML plists),
///   sub-seconds truncated toward the earlier second (`…:59.9` → `…:59`, and before 1970 too);
///   years 0001–9999 only.
/// - data → a string of standard base64 (RFC 4648 §4) with `=` padding and no line breaks.
/// - array, dictionary → JSON array, object (document order unless
///   ``Options-swift.struct/sortsKeys``).
/// - UID → throws (UIDs exist only in binary property lists).
///
/// Dates and data become strings, so reading the output back gives strings where the tree had
/// dates and data; every other kind round-trips to an equal tree.
///
/// The tree is walked with an explicit stack: depth never becomes recursion. The writer is a
/// value type without shared state, usable from several threads at once.
public struct JSONPlistWriter: Sendable {
    /// The options in force.
    public var options: Options

    /// Creates a writer.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Writes `value` as one JSON document.
    /// - Throws: ``PlistWriteError`` with the key path of the offending value:
    ///   `unsupported-value` for NaN, ±infinity and UIDs; `invalid-date` for a date outside
    ///   years 0001–9999 (or NaN).
    public func write(_ value: PlistValue) throws -> Data {
        try write(PlistNode(value))
    }

    /// `node` as a fragment of a document: compact, or pretty with `layout` and `colon`
    /// between member names and values: what a source editor puts in place of a value. Lines
    /// after the first start with the layout's base indentation; there is no final line ending.
    /// - Throws: as ``write(_:)-(PlistNode)``.
    func fragment(_ node: PlistNode, pretty: Bool, layout: TextLayout, colon: [UInt8]) throws -> [UInt8] {
        var fragmentOptions = options
        fragmentOptions.layout = pretty ? .pretty : .compact
        fragmentOptions.endsWithNewline = false
        var output = JSONOutput(options: fragmentOptions)
        output.layout = layout
        output.prettyColon = colon
        try output.write(node)
        return output.bytes
    }

    /// Writes `node` as one JSON document, keeping real literals as
    /// ``Options-swift.struct/preservesRealLiterals`` says. See ``write(_:)-(PlistValue)``.
    public func write(_ node: PlistNode) throws -> Data {
        var output = JSONOutput(options: options)
        try output.write(node)
        return Data(output.bytes)
    }
}
