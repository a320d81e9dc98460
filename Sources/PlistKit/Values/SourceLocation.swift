/// Where a node, a dictionary key or a finding comes from in its source bytes.
///
/// Text formats (XML and JSON property lists) fill in a 1-based `line` and `column` and the
/// 0-based byte `offset` of the start tag or first character. Binary property lists
/// (`bplist00`) have no lines: there `line` and `column` are `0` and `offset` is the byte
/// offset of the object in the file. Columns count Unicode scalars from the start of the
/// line (a tab is one column), as libxml2 counts them.
///
/// What ends a line follows each format's reader: in XML a line feed (a CR LF is one line
/// end; a lone CR, as in classic Mac OS files, is not one), as libxml2 counts lines, so its
/// own messages and these locations agree; in JSON a line feed, a CR LF or a lone CR.
/// ``DiagnosticRenderer`` shows an excerpt by the same rule.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    // Stored compactly (16 bytes): every node and every dictionary key carries a location.
    private var storedLine: UInt32
    private var storedColumn: UInt32
    private var storedOffset: Int

    /// 1-based line number, or `0` when the format has no lines (binary plists).
    /// Lines beyond 4 294 967 295 are clamped.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }
    /// 1-based column (in Unicode scalars), or `0` when unknown. Clamped like `line`.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }
    /// 0-based byte offset in the input, or `-1` when unknown.
    public var offset: Int {
        get { storedOffset }
        set { storedOffset = newValue }
    }

    /// Creates a location.
    /// - Parameters:
    ///   - line: 1-based line, `0` when unknown or not applicable.
    ///   - column: 1-based column in Unicode scalars, `0` when unknown.
    ///   - offset: 0-based byte offset, `-1` when unknown.
    public init(line: Int, column: Int = 0, offset: Int = -1) {
        self.storedLine = UInt32(clamping: line)
        self.storedColumn = UInt32(clamping: column)
        self.storedOffset = offset
    }

    /// A location known only by its byte offset, as in binary property lists.
    public static func byteOffset(_ offset: Int) -> SourceLocation {
        SourceLocation(line: 0, column: 0, offset: offset)
    }

    /// A location that says nothing (for values built in code rather than read).
    public static let unknown = SourceLocation(line: 0, column: 0, offset: -1)

    /// Whether the location has a line number.
    public var hasLine: Bool { line > 0 }

    /// Orders by byte offset when both are known, else by line and column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.offset >= 0 && rhs.offset >= 0 && lhs.offset != rhs.offset { return lhs.offset < rhs.offset }
        return (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`, `line`, `byte N`, or `?` — the form used inside messages.
    public var description: String {
        if line > 0 { return column > 0 ? "\(line):\(column)" : "\(line)" }
        if offset >= 0 { return "byte \(offset)" }
        return "?"
    }
}
