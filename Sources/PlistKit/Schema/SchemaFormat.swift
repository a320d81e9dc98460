/// The `format` values PlistKit checks (JSON Schema Validation 2020-12 §7.3): a schema naming
/// any other format is refused at import rather than left unchecked.
enum SchemaFormat {
    /// Whether `text` has `format` (one of ``JSONSchemaImporter/checkedFormats``).
    static func matches(_ text: String, format: String) -> Bool {
        let b = Array(text.utf8)
        switch format {
        case "date-time":
            guard let t = b.firstIndex(where: { $0 == UInt8(ascii: "T") || $0 == UInt8(ascii: "t") }) else { return false }
            return isDate(b[..<t]) && isTime(b[(t + 1)...])
        case "date": return isDate(b[...])
        case "time": return isTime(b[...])
        case "email":
            guard let at = b.lastIndex(of: UInt8(ascii: "@")) else { return false }
            return at > 0 && at < b.count - 1 && !b.contains(where: { $0 <= 0x20 })
        case "uri":
            // RFC 3986 §3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) then ":".
            guard let colon = b.firstIndex(of: UInt8(ascii: ":")), colon > 0, isAlpha(b[0]) else { return false }
            return b[1..<colon].allSatisfy { isAlpha($0) || isDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }
                && !b.contains(where: { $0 <= 0x20 || $0 == UInt8(ascii: "\\") })
        case "uuid":
            guard b.count == 36 else { return false }
            for (i, c) in b.enumerated() {
                if [8, 13, 18, 23].contains(i) { guard c == UInt8(ascii: "-") else { return false } } else if !isHex(c) { return false }
            }
            return true
        default:
            return false
        }
    }

    private static func isAlpha(_ c: UInt8) -> Bool { (c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "z") }
    private static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
    private static func isHex(_ c: UInt8) -> Bool { isDigit(c) || ((c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "f")) }

    private static func number(_ s: ArraySlice<UInt8>, _ from: Int, _ count: Int) -> Int? {
        let start = s.startIndex + from
        guard start + count <= s.endIndex else { return nil }
        var n = 0
        for c in s[start..<(start + count)] {
            guard isDigit(c) else { return nil }
            n = n * 10 + Int(c - UInt8(ascii: "0"))
        }
        return n
    }

    /// RFC 3339 full-date: `YYYY-MM-DD` with a day that exists in that month.
    static func isDate(_ s: ArraySlice<UInt8>) -> Bool {
        guard s.count == 10, s[s.startIndex + 4] == UInt8(ascii: "-"), s[s.startIndex + 7] == UInt8(ascii: "-"),
              let y = number(s, 0, 4), let m = number(s, 5, 2), let d = number(s, 8, 2), (1...12).contains(m) else { return false }
        let leap = y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]
        return (1...days).contains(d)
    }

    /// RFC 3339 full-time: `HH:MM:SS[.frac](Z|±HH:MM)`; a leap second only at 23:59:60 UTC.
    static func isTime(_ s: ArraySlice<UInt8>) -> Bool {
        guard s.count >= 9, s[s.startIndex + 2] == UInt8(ascii: ":"), s[s.startIndex + 5] == UInt8(ascii: ":"),
              let h = number(s, 0, 2), let mi = number(s, 3, 2), let sec = number(s, 6, 2),
              h < 24, mi < 60, sec <= 60 else { return false }
        var i = s.startIndex + 8
        if i < s.endIndex, s[i] == UInt8(ascii: ".") {
            i += 1
            let digits = i
            while i < s.endIndex, isDigit(s[i]) { i += 1 }
            guard i > digits else { return false }
        }
        guard i < s.endIndex else { return false }
        var offset = 0
        if s[i] == UInt8(ascii: "Z") || s[i] == UInt8(ascii: "z") {
            guard i + 1 == s.endIndex else { return false }
        } else {
            let sign = s[i]
            guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"), s.endIndex - i == 6,
                  s[i + 3] == UInt8(ascii: ":"), let oh = number(s, i + 1 - s.startIndex, 2), let om = number(s, i + 4 - s.startIndex, 2),
                  oh < 24, om < 60 else { return false }
            offset = (oh * 60 + om) * (sign == UInt8(ascii: "+") ? 1 : -1)
        }
        if sec == 60 {
            let utc = ((h * 60 + mi - offset) % 1440 + 1440) % 1440
            return utc == 1439
        }
        return true
    }
}
