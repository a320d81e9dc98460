/// Escaping of names (file names, target names, paths) the plugin prints: SwiftPM copies the
/// plugin's messages and command names into its log, where a newline followed by `::error`
/// would be a CI workflow command. As PlistKit's `UntrustedText` (which a plugin cannot import):
/// C0 and C1 controls, DEL, U+2028/U+2029, whitespace other than the space, Unicode format
/// characters (bidi controls, zero-width characters, BOM, soft hyphen, tags) and the Hangul
/// fillers become `\n`, `\t`, `\r` or `\u{XXXX}`, and a backslash is doubled; at most 200
/// characters are kept (then `…`).
enum PluginText {
    /// `text` escaped, truncated to 200 characters.
    static func escaped(_ text: String) -> String {
        var out = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count >= 200 { out += "…"; break }
            count += 1
            switch scalar.value {
            case 0x0A: out += "\\n"
            case 0x09: out += "\\t"
            case 0x0D: out += "\\r"
            case 0x5C: out += "\\\\"
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

    /// `text` escaped, in single quotes.
    static func quoted(_ text: String) -> String { "'" + escaped(text) + "'" }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x20 || (0x7F...0x9F).contains(v) { return true }
        if v < 0x7F { return false }
        if scalar.properties.isWhitespace || scalar.properties.generalCategory == .format { return true }
        switch v {
        case 0x2028, 0x2029, 0x115F, 0x1160, 0x3164, 0xFFA0, 0xFFF9...0xFFFB: return true
        default: return scalar.properties.isDefaultIgnorableCodePoint
        }
    }
}
