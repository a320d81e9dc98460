/// Escaping of text that comes from input before it is printed.
///
/// Input controls the bytes of keys, element names and values. Printed raw, a newline could
/// forge another diagnostic line, an ESC sequence could rewrite a terminal, bidirectional
/// overrides (U+202A–U+202E, U+2066–U+2069) could reorder what a reviewer reads, and a line
/// starting with `::` is a GitHub Actions workflow command. ``escaped(_:limit:)`` makes such
/// text safe to embed in a one-line message.
public enum UntrustedText {
    /// The longest run of untrusted text a message quotes, in characters.
    public static let defaultLimit = 80

    /// Returns `text` with C0 and C1 controls, DEL, bidi controls, U+2028/U+2029 and other
    /// invisible format characters escaped as `\n`, `\t`, `\r` or `\u{XXXX}`, and truncated to
    /// `limit` characters with `…` appended when longer.
    public static func escaped(_ text: some StringProtocol, limit: Int = defaultLimit) -> String {
        var out = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count >= limit { out += "…"; break }
            count += 1
            switch scalar.value {
            case 0x0A: out += "\\n"
            case 0x09: out += "\\t"
            case 0x0D: out += "\\r"
            case 0x00...0x1F, 0x7F...0x9F, 0x200B...0x200F, 0x202A...0x202E, 0x2028, 0x2029,
                 0x2060...0x2069, 0xFEFF, 0xFFF9...0xFFFB:
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `escaped(text)` in double quotes, with `"` and `\` escaped too: `"optoins"`.
    public static func quoted(_ text: some StringProtocol, limit: Int = defaultLimit) -> String {
        // Truncate first, then escape, so that an escape sequence is never cut in half.
        var scalars = String.UnicodeScalarView()
        var truncated = false
        for (i, scalar) in text.unicodeScalars.enumerated() {
            if i == limit { truncated = true; break }
            if scalar == "\\" || scalar == "\"" { scalars.append("\\") }
            scalars.append(scalar)
        }
        return "\"" + escaped(String(scalars), limit: Int.max) + (truncated ? "…" : "") + "\""
    }
}

import Foundation
