/// The layout a text property list is written in, as the source editor detects it: its line
/// ending and one level of its indentation. New text is written in this layout, so that an
/// edit looks as if the file's author had typed it.
struct SourceStyle: Hashable, Sendable {
    /// CR LF when the first line ending of the text is one, else LF.
    var lineEnding: [UInt8]
    /// A tab when the first indented line starts with one; else the smallest number of spaces
    /// any of the first 1 000 indented lines starts with; else the format's own unit (a tab for
    /// XML, two spaces for JSON, four for OpenStep, as PlistKit's writers indent).
    var indentUnit: [UInt8]

    init(of bytes: [UInt8], format: PlistFormat) {
        lineEnding = [0x0A]
        if let feed = bytes.firstIndex(of: 0x0A), feed > 0, bytes[feed - 1] == 0x0D { lineEnding = [0x0D, 0x0A] }
        var smallest = Int.max
        var seen = 0
        var i = 0
        var tab = false
        lines: while i < bytes.count && seen < 1_000 {
            // i is at the start of a line.
            var spaces = 0
            while i + spaces < bytes.count && bytes[i + spaces] == 0x20 { spaces += 1 }
            if i + spaces < bytes.count && bytes[i + spaces] == 0x09 && spaces == 0 { tab = true; break lines }
            if spaces > 0, i + spaces < bytes.count, bytes[i + spaces] != 0x0A, bytes[i + spaces] != 0x0D {
                smallest = min(smallest, spaces)
                seen += 1
            }
            guard let feed = bytes[i...].firstIndex(of: 0x0A) else { break }
            i = feed + 1
        }
        if tab {
            indentUnit = [0x09]
        } else if smallest != Int.max {
            indentUnit = [UInt8](repeating: 0x20, count: smallest)
        } else {
            switch format {
            case .json: indentUnit = [0x20, 0x20]
            case .openStep: indentUnit = [UInt8](repeating: 0x20, count: 4)
            case .xml, .binary: indentUnit = [0x09]
            }
        }
    }

    /// A ``TextLayout`` in this style whose lines after the first start with `baseIndent`.
    func layout(baseIndent: [UInt8]) -> TextLayout {
        TextLayout(indentUnit: indentUnit, lineEnding: lineEnding, baseIndent: baseIndent)
    }
}
