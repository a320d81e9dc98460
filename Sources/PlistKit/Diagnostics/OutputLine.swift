/// Neutralising of CI workflow commands in text a tool prints.
///
/// GitHub Actions reads a line of a step's stdout or stderr as a workflow command when, after
/// trimming leading whitespace (.NET `TrimStart()`: every Unicode `White_Space` character,
/// U+00A0 included), it starts with `::`; its legacy parser also acts on `##[` anywhere in a
/// line. A file name, key or schema title can carry such text, so every line `plist-lint` and
/// `plist-modelgen` print passes through ``neutralized(_:)``:
///
/// - `::` at the start of a line (after any whitespace) becomes `\u{3A}:`;
/// - every `##[` becomes `#\u{23}[`.
///
/// Both escapes are visible, and inside a Swift string literal they denote the original text.
/// Nothing else changes (ANSI colour codes, other text and line breaks are kept).
package enum OutputLine {
    /// The escape that replaces the first `:` of a line-leading `::`.
    package static let colonEscape = "\\u{3A}"
    /// The escape that replaces the second `#` of `##[`.
    package static let hashEscape = "\\u{23}"

    /// `text` (one or more lines, split at `\n` and `\r`) with workflow-command prefixes
    /// escaped as described above. Linear in the length of `text`.
    package static func neutralized(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.contains(UInt8(ascii: ":")) || utf8.contains(UInt8(ascii: "#")) else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var inLeadingWhitespace = true
        var i = 0
        while i < scalars.count {
            let s = scalars[i]
            if s == "\n" || s == "\r" {
                out.append(s)
                inLeadingWhitespace = true
                i += 1
                continue
            }
            if inLeadingWhitespace {
                if s.properties.isWhitespace {
                    out.append(s)
                    i += 1
                    continue
                }
                inLeadingWhitespace = false
                if s == ":", i + 1 < scalars.count, scalars[i + 1] == ":" {
                    out.append(contentsOf: colonEscape.unicodeScalars)
                    i += 1
                    continue
                }
            }
            if s == "#", i + 2 < scalars.count, scalars[i + 1] == "#", scalars[i + 2] == "[" {
                out.append("#")
                out.append(contentsOf: hashEscape.unicodeScalars)
                out.append("[")
                i += 3
                continue
            }
            out.append(s)
            i += 1
        }
        return String(out)
    }
}
