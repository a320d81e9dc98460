/// How a text writer indents and ends lines: by default each format's own layout (tabs and LF
/// for XML, two spaces and LF for JSON, four spaces and LF for OpenStep); a source editor
/// passes the layout it detected in the file it edits, and the indentation of the line the
/// new text goes on.
struct TextLayout: Hashable, Sendable {
    /// One level of indentation (a tab, or some spaces).
    var indentUnit: [UInt8] = [0x09]
    /// The line ending: LF or CR LF.
    var lineEnding: [UInt8] = [0x0A]
    /// The indentation every line but the first starts with (the editor's insertion column).
    var baseIndent: [UInt8] = []

    /// `baseIndent` followed by `depth` indentation units.
    @inline(__always)
    func indent(_ depth: Int, into bytes: inout [UInt8]) {
        bytes.append(contentsOf: baseIndent)
        if indentUnit.count == 1 {
            for _ in 0..<depth { bytes.append(indentUnit[0]) }
        } else {
            for _ in 0..<depth { bytes.append(contentsOf: indentUnit) }
        }
    }

    /// A written fragment without the base indentation on its first line and the line ending
    /// after its last.
    func trimmingFragment(_ bytes: [UInt8]) -> [UInt8] {
        var slice = bytes[...]
        if !baseIndent.isEmpty, slice.starts(with: baseIndent) { slice = slice.dropFirst(baseIndent.count) }
        if slice.count >= lineEnding.count, slice.suffix(lineEnding.count).elementsEqual(lineEnding) {
            slice = slice.dropLast(lineEnding.count)
        }
        return Array(slice)
    }
}
