/// Escaping of text that comes from input before it is printed.
///
/// Input controls the bytes of keys, element names and values. Printed raw, a newline could
/// forge another diagnostic line, an ESC sequence could rewrite a terminal, bidirectional
/// overrides (U+202A–U+202E, U+2066–U+2069) could reorder what a reviewer reads, and a line
/// starting with `::` is a GitHub Actions workflow command (the tools and ``DiagnosticRenderer`` neutralise those). ``escaped(_:limit:)`` makes such
/// text safe to embed in a one-line message.
public enum UntrustedText {
    /// The longest run of untrusted text a message quotes, in characters.
    public static let defaultLimit = 80

    /// Returns `text` with C0 and C1 controls, DEL, bidi controls, U+2028/U+2029 and other
    /// invisible format characters escaped as `\n`, `\t`, `\r` or `\u{XXXX}`, and truncated to
    /// `limit` characters with `…` appended when longer.
    public static func escaped(_ text: some StringProtocol, limit: Int = defaultLimit) -> String {
        // Printable ASCII within the limit (most file names and keys) is returned as it is.
        let text = String(text)
        if text.utf8.count <= limit, text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        var out = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count >= limit { out += "…"; break }
            count += 1
            switch scalar.value {
            case 0x0A: out += "\\n"
            case 0x09: out += "\\t"
            case 0x0D: out += "\\r"
            default:
                if needsEscape(scalar) {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// Whether ``escaped(_:limit:)`` writes `scalar` as an escape: C0 and C1 controls, DEL,
    /// whitespace other than the ASCII space (U+00A0, U+2000–U+200A, U+3000, …, which can
    /// pass for a space or hide a `::` from a reader), Unicode format characters (category Cf:
    /// bidi controls U+202A–U+202E and U+2066–U+2069, U+200B–U+200F, U+2060–U+2064, U+FEFF,
    /// U+00AD, tag characters, …), U+2028/U+2029 and the invisible Hangul fillers U+115F,
    /// U+1160, U+3164, U+FFA0. Ordinary letters of every script (CJK included) are kept.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x20 || (0x7F...0x9F).contains(v) { return true }
        if v < 0x7F { return false }
        if scalar.properties.isWhitespace { return true }
        if scalar.properties.generalCategory == .format { return true }
        switch v {
        case 0x2028, 0x2029, 0x115F, 0x1160, 0x3164, 0xFFA0, 0xFFF9...0xFFFB: return true
        default: return false
        }
    }

    /// The longest schema or model name (a type name, `Model.property`) a message prints, in
    /// characters.
    public static let nameLimit = 200

    /// A name a schema declares (a model name from a `title`, a `$defs` entry or a JSON
    /// pointer, a property name in `Model.property`), as messages print it: escaped as
    /// ``escaped(_:limit:)`` does and cut to ``nameLimit`` characters. Schemas arrive in pull
    /// requests as plists do, so their names are input too.
    public static func name(_ text: some StringProtocol) -> String {
        escaped(text, limit: nameLimit)
    }

    /// `escaped(text)` in double quotes, with `"` and `\` escaped too: `"optoins"`. A `…` in
    /// `text` is written `\u{2026}`, so that the `…` of a cut can be told from the text (a
    /// key path holding a cut key is then rejected, not read as another key: ``PlistKeyPath``).
    public static func quoted(_ text: some StringProtocol, limit: Int = defaultLimit) -> String {
        // Truncate first, then escape, so that an escape sequence is never cut in half.
        var scalars = String.UnicodeScalarView()
        var truncated = false
        for (i, scalar) in text.unicodeScalars.enumerated() {
            if i == limit { truncated = true; break }
            if scalar == "\u{2026}" { scalars.append(contentsOf: "\\u{2026}".unicodeScalars); continue }
            if scalar == "\\" || scalar == "\"" { scalars.append("\\") }
            scalars.append(scalar)
        }
        return "\"" + escaped(String(scalars), limit: Int.max) + (truncated ? "…" : "") + "\""
    }
}

import Foundation
