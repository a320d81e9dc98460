/// Prints diagnostics the way the Swift compiler does.
///
/// ```
/// questions.plist:26:3: error: [unknown-key] unknown key "optoins" at [2], did you mean "options"?
///   <key>optoins</key>
///   ^
/// ```
/// The headline is `path:line:col: severity: [rule] message`; without a column it is
/// `path:line:`, without a line (a binary plist's byte offset, or a file-level finding) it is
/// `path:` and the offset is added to the message as `(at byte N)`. When the source bytes are
/// given, the line is shown below with a caret under the column (tabs are kept so the caret
/// lines up). Related diagnostics follow as `note:` lines. The file name is escaped with
/// ``UntrustedText``, and every line is neutralised as the tools neutralise their output
/// (`::` at a line's start and `##[` escaped), so that no line is a GitHub Actions workflow
/// command. A source line whose start lies more than
/// ``maxBackwardScan`` bytes before the column is shown from shortly before the column,
/// after `…`, so rendering stays linear in the size of the input.
public struct DiagnosticRenderer: Sendable {
    /// Whether to colour severities with ANSI escapes (use only on a terminal).
    public var usesColor: Bool
    /// Whether to print the source line and caret when source bytes are available.
    public var showsSourceLine: Bool

    /// Creates a renderer.
    public init(usesColor: Bool = false, showsSourceLine: Bool = true) {
        self.usesColor = usesColor
        self.showsSourceLine = showsSourceLine
    }

    /// A renderer without colour and without source lines.
    public static let plain = DiagnosticRenderer(usesColor: false, showsSourceLine: false)

    /// The first line of a diagnostic.
    public func headline(of d: Diagnostic) -> String {
        var s = ""
        if let file = d.file { s += UntrustedText.escaped(file, limit: Int.max) } else if let loc = d.location, loc.line > 0 { s += "<input>" }
        if let loc = d.location, loc.line > 0 {
            s += ":\(loc.line)"
            if loc.column > 0 { s += ":\(loc.column)" }
        }
        if !s.isEmpty { s += ": " }
        s += severityLabel(d.severity) + ": "
        if !d.rule.isEmpty { s += "[\(d.rule)] " }
        s += d.message
        if let loc = d.location, loc.line == 0, loc.offset >= 0 { s += " (at byte \(loc.offset))" }
        return Self.guardCommandPrefix(s)
    }

    /// The full text of a diagnostic: headline, source excerpt when `source` holds the bytes of
    /// `d.file`, then each related note (with an excerpt from `source` only when the note is
    /// about the same file). Ends with a newline.
    public func render(_ d: Diagnostic, source: [UInt8]? = nil) -> String {
        let file = d.file
        return render(d, sources: { $0 == file ? source : nil })
    }

    /// The full text of a diagnostic whose related notes may be about other files: `sources`
    /// gives the bytes of a file by its name (`nil` for no excerpt); a note without a file is
    /// about `d.file`. Ends with a newline.
    public func render(_ d: Diagnostic, sources: (String?) -> [UInt8]?) -> String {
        var out = headline(of: d) + "\n"
        if showsSourceLine, let loc = d.location, loc.line > 0, let source = sources(d.file),
           let excerpt = Self.excerpt(source: source, location: loc) {
            out += Self.guardCommandPrefix(excerpt.line) + "\n"
            out += (usesColor ? "\u{1B}[1;32m" : "") + excerpt.caretPrefix + "^" + (usesColor ? "\u{1B}[0m" : "") + "\n"
        }
        for r in d.related {
            var note = r
            if note.file == nil { note.file = d.file }
            out += render(note, sources: sources)
        }
        return out
    }

    /// Renders many diagnostics in order.
    public func render(_ ds: [Diagnostic], source: [UInt8]? = nil) -> String {
        ds.map { render($0, source: source) }.joined()
    }

    private func severityLabel(_ s: Diagnostic.Severity) -> String {
        guard usesColor else { return s.rawValue }
        switch s {
        case .error: return "\u{1B}[1;31merror\u{1B}[0m"
        case .warning: return "\u{1B}[1;35mwarning\u{1B}[0m"
        case .note: return "\u{1B}[1;30mnote\u{1B}[0m"
        }
    }

    static func guardCommandPrefix(_ line: String) -> String {
        OutputLine.neutralized(line)
    }

    /// How far back from a diagnostic's byte offset the renderer looks for the start of its
    /// line, in bytes.
    public static let maxBackwardScan = 4096
    /// How much of a line is shown before the column when its start is further back than
    /// ``maxBackwardScan``, in bytes.
    static let truncatedContext = 40

    /// How many bytes of a line are shown at most.
    static let maxShownLength = 200

    /// The escaped source line containing `location` and the whitespace that puts a caret
    /// under its column. Uses the byte offset when known (O(line length)), else counts lines.
    ///
    /// With a byte offset, the line is shown from `column - 1` characters before it (the line
    /// start of any format: XML ends lines at line feeds only, JSON at a lone CR too); without
    /// one (a libxml2 error), from the line feed ending line `line - 1`. It is shown up to the
    /// next line feed (a CR LF's CR not shown; a lone CR shown escaped, one column, as an XML
    /// column counts it). When the column lies beyond the first ``maxShownLength`` bytes of the line, the line
    /// is shown from shortly before the column, after `…`. UTF-16 input (``TextEncoding``: a
    /// byte-order mark, or an ASCII character beside a zero byte) is shown decoded
    /// (``utf16Excerpt(source:location:bigEndian:first:)``).
    static func excerpt(source: [UInt8], location: SourceLocation) -> (line: String, caretPrefix: String)? {
        let (encoding, mark) = TextEncoding.sniff(source)
        if encoding.isUTF16 {
            return utf16Excerpt(source: source, location: location, bigEndian: encoding == .utf16BigEndian, first: mark)
        }
        var start = 0
        var offset = -1
        if location.offset >= 0 && location.offset <= source.count {
            offset = location.offset
            start = offset
            let floor = max(0, offset - maxBackwardScan)
            if location.column >= 1 {
                // The line starts `column - 1` characters back, whatever ends lines in the
                // format (XML counts line feeds only, JSON a lone CR too); a BOM is not shown.
                var characters = 0
                while start > floor, characters < location.column - 1 {
                    start -= 1
                    if source[start] & 0xC0 != 0x80 { characters += 1 }
                }
                if characters < location.column - 1, start > 0 {
                    return truncatedExcerpt(source: source, offset: offset)
                }
            } else {
                while start > floor, source[start - 1] != 0x0A, source[start - 1] != 0x0D { start -= 1 }
                if start == floor, start > 0, source[start - 1] != 0x0A, source[start - 1] != 0x0D {
                    return truncatedExcerpt(source: source, offset: offset)
                }
            }
        } else {
            var line = 1
            var i = 0
            while line < location.line {
                guard i < source.count else { return nil }
                if source[i] == 0x0A { line += 1; start = i + 1 }
                i += 1
            }
            // The byte of the column: `column - 1` characters on (not past the line's end).
            offset = start
            var characters = 0
            while offset < source.count, source[offset] != 0x0A, characters < location.column - 1 || source[offset] & 0xC0 == 0x80 {
                if source[offset] & 0xC0 != 0x80 { characters += 1 }
                offset += 1
            }
        }
        guard start <= source.count else { return nil }
        var end = start
        while end < source.count, source[end] != 0x0A, end - start < maxShownLength { end += 1 }
        if offset >= end, end - start >= maxShownLength {
            return truncatedExcerpt(source: source, offset: offset)
        }
        if end > start, end < source.count, source[end] == 0x0A, source[end - 1] == 0x0D { end -= 1 }
        return shown(String(decoding: source[start..<end], as: UTF8.self), column: location.column)
    }

    /// `text` as shown, with the caret prefix of `column` (1-based, in Unicode scalars).
    static func shown(_ text: String, column: Int) -> (line: String, caretPrefix: String) {
        var lineOut = ""
        var caret = ""
        var scalarCount = 0
        let caretScalar = max(0, column - 1)
        for scalar in text.unicodeScalars {
            let before = scalarCount < caretScalar
            appendShown(scalar, to: &lineOut, caret: &caret, underCaret: before)
            scalarCount += 1
        }
        return (lineOut, caret)
    }

    /// The excerpt of a very long line: `…`, then from ``truncatedContext`` bytes before
    /// `offset` (moved forward to a UTF-8 lead byte), with the caret under `offset`. Nothing
    /// after the line feed (or the CR of a CR LF) ending the line is shown.
    static func truncatedExcerpt(source: [UInt8], offset: Int) -> (line: String, caretPrefix: String) {
        var start = max(0, offset - truncatedContext)
        while start < offset, source[start] & 0xC0 == 0x80 { start += 1 }
        var end = offset
        while end < source.count, source[end] != 0x0A, end - start < maxShownLength { end += 1 }
        if end > offset, end < source.count, source[end] == 0x0A, source[end - 1] == 0x0D { end -= 1 }
        let before = String(decoding: source[start..<offset], as: UTF8.self)
        let after = String(decoding: source[offset..<end], as: UTF8.self)
        var lineOut = "…"
        var caret = " "
        for scalar in before.unicodeScalars { appendShown(scalar, to: &lineOut, caret: &caret, underCaret: true) }
        for scalar in after.unicodeScalars { appendShown(scalar, to: &lineOut, caret: &caret, underCaret: false) }
        return (lineOut, caret)
    }

    /// Appends `scalar` as shown (tab kept, printable ASCII as is, the rest escaped by
    /// ``UntrustedText``) to `line`, and, when `underCaret`, as much blank to `caret`.
    static func appendShown(_ scalar: Unicode.Scalar, to line: inout String, caret: inout String, underCaret: Bool) {
        if scalar == "\t" {
            line += "\t"
            if underCaret { caret += "\t" }
        } else if scalar.value >= 0x20 && scalar.value < 0x7F {
            line.unicodeScalars.append(scalar)
            if underCaret { caret += " " }
        } else {
            let shown = UntrustedText.escaped(String(scalar), limit: 1)
            line += shown
            if underCaret { caret += String(repeating: " ", count: shown.count) }
        }
    }
}
