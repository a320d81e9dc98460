import Foundation

/// The byte buffer an ``XMLPlistWriter`` fills: one growing `[UInt8]`, with the escaping,
/// base64 and date formatting of Apple's XML writer.
struct XMLPlistOutput {
    private(set) var bytes: [UInt8] = []
    /// The indentation and line ending (Apple's by default: tabs and LF).
    let layout: TextLayout

    init(layout: TextLayout = TextLayout()) {
        self.layout = layout
        bytes.reserveCapacity(4096)
    }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// The layout's base indentation and `depth` indentation units (`depth` tabs by default).
    mutating func indent(_ depth: Int) {
        layout.indent(depth, into: &bytes)
    }

    /// The layout's line ending (a line feed by default).
    mutating func endLine() {
        bytes.append(contentsOf: layout.lineEnding)
    }

    /// Appends `text` with `<`, `>`, `&` escaped as Apple escapes them and a carriage return as
    /// `&#13;` (XML parsers turn a raw one into a line feed). Throws the error `invalid` builds
    /// for the first character XML 1.0 forbids (XML 1.0 §2.2 `Char`).
    mutating func appendEscaped(_ text: String, invalid: (Unicode.Scalar) -> PlistWriteError) throws {
        var text = text
        try text.withUTF8 { utf8 in
            var start = 0
            var i = 0
            let count = utf8.count
            while i < count {
                let byte = utf8[i]
                let replacement: StaticString
                switch byte {
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "&"): replacement = "&amp;"
                case 0x0D: replacement = "&#13;"
                case 0x09, 0x0A:
                    i += 1
                    continue
                case 0x00..<0x20:
                    throw invalid(Unicode.Scalar(byte))
                case 0xEF where i + 2 < count && utf8[i + 1] == 0xBF && (utf8[i + 2] == 0xBE || utf8[i + 2] == 0xBF):
                    throw invalid(utf8[i + 2] == 0xBE ? "\u{FFFE}" : "\u{FFFF}")
                default:
                    i += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<i]))
                append(replacement)
                i += 1
                start = i
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<count]))
        }
    }

    private static let base64Alphabet: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Appends `data` as padded base64 (RFC 4648 §4) in lines of `76 − 8 × min(depth, 8)`
    /// characters, each preceded by `min(depth, 8)` tabs and followed by a newline — the layout
    /// of CoreFoundation's `_XMLPlistAppendDataUsingBase64`. Nothing for empty data.
    mutating func appendBase64Lines(_ data: Data, depth: Int) {
        let tabs = min(depth, 8)
        let width = 76 - 8 * tabs
        let alphabet = Self.base64Alphabet
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let count = raw.count
            bytes.reserveCapacity(bytes.count + count / 3 * 4 + count / 40 * (tabs + 1) + 16)
            var column = 0
            var i = 0
            while i < count {
                let b0 = raw[i]
                let b1: UInt8 = i + 1 < count ? raw[i + 1] : 0
                let b2: UInt8 = i + 2 < count ? raw[i + 2] : 0
                if column == 0 { indent(tabs) }
                bytes.append(alphabet[Int(b0 >> 2)])
                bytes.append(alphabet[Int((b0 & 0x03) << 4 | b1 >> 4)])
                bytes.append(i + 1 < count ? alphabet[Int((b1 & 0x0F) << 2 | b2 >> 6)] : UInt8(ascii: "="))
                bytes.append(i + 2 < count ? alphabet[Int(b2 & 0x3F)] : UInt8(ascii: "="))
                i += 3
                column += 4
                if column >= width {
                    endLine()
                    column = 0
                }
            }
            if column > 0 { endLine() }
        }
    }

    /// Appends `date` as `YYYY-MM-DDTHH:MM:SSZ` (UTC, proleptic Gregorian calendar), truncated
    /// toward the earlier second. Throws `invalid-date` for NaN, infinity, or more than 10^15
    /// seconds from 2001-01-01.
    mutating func appendDate(_ date: Date, path: [PlistPath.Component]) throws {
        let interval = date.timeIntervalSinceReferenceDate
        guard interval.isFinite, interval.magnitude <= 1e15,
              let seconds = Int64(exactly: interval.rounded(.down)) else {
            throw PlistWriteError(.unrepresentableDate,
                DiagnosticRule.unrepresentableDateMessage(at: PlistPath(path).displayName, interval: interval, outsideYears: false),
                path: PlistPath(path))
        }
        let time = CivilTime(secondsSince1970: seconds + 978_307_200)
        let year = time.year
        if year < 0 {
            append("-")
            appendPadded(-year, width: 3)
        } else {
            appendPadded(year, width: 4)
        }
        append("-"); appendPadded(time.month, width: 2)
        append("-"); appendPadded(time.day, width: 2)
        append("T"); appendPadded(time.hour, width: 2)
        append(":"); appendPadded(time.minute, width: 2)
        append(":"); appendPadded(time.second, width: 2)
        append("Z")
    }

    private mutating func appendPadded(_ value: Int64, width: Int) {
        let digits = String(value)
        if digits.utf8.count < width { indentZeros(width - digits.utf8.count) }
        append(digits)
    }

    private mutating func indentZeros(_ n: Int) {
        for _ in 0..<n { bytes.append(UInt8(ascii: "0")) }
    }
}
