/// Parses the text of a `<real>` element the way Foundation accepts it.
///
/// Grammar: an optional `+` or `-`, then either `nan`, `inf` or `infinity` in any letter case,
/// or decimal digits with an optional `.` fraction (at least one digit in all) and an
/// optional exponent `e`/`E`, optional sign, digits. No whitespace, no hexadecimal floats
/// (`0x1p3` is rejected as CoreFoundation rejects it). The value is the nearest binary64
/// (round-to-nearest, as `strtod` in the C locale).
enum PlistRealParser {
    /// Why a text is not a real.
    enum Failure: Error, Equatable {
        /// No characters at all.
        case empty
        /// Not in the grammar above.
        case malformed
        /// A finite number whose magnitude is beyond `Double.greatestFiniteMagnitude` (`1e309`).
        case outOfRange
    }

    /// A parsed real.
    struct Value: Equatable {
        /// The nearest `Double`.
        var value: Double
        /// Whether a non-zero number was rounded to zero (`1e-999999`).
        var underflowedToZero: Bool
    }

    /// Parses `text` (UTF-8 bytes).
    static func parse(_ text: UnsafeBufferPointer<UInt8>) -> Result<Value, Failure> {
        let n = text.count
        if n == 0 { return .failure(.empty) }
        var i = 0
        var negative = false
        if text[0] == UInt8(ascii: "-") || text[0] == UInt8(ascii: "+") {
            negative = text[0] == UInt8(ascii: "-")
            i = 1
        }
        if i < n, isLetter(text[i]) {
            let word = lowercasedASCII(text, from: i)
            switch word {
            case "nan": return .success(Value(value: negative ? -Double.nan : .nan, underflowedToZero: false))
            case "inf", "infinity":
                return .success(Value(value: negative ? -.infinity : .infinity, underflowedToZero: false))
            default: return .failure(.malformed)
            }
        }
        var mantissaDigits = 0
        var nonZeroDigit = false
        while i < n, isDigit(text[i]) { mantissaDigits += 1; nonZeroDigit = nonZeroDigit || text[i] != 0x30; i += 1 }
        if i < n, text[i] == UInt8(ascii: ".") {
            i += 1
            while i < n, isDigit(text[i]) { mantissaDigits += 1; nonZeroDigit = nonZeroDigit || text[i] != 0x30; i += 1 }
        }
        if mantissaDigits == 0 { return .failure(.malformed) }
        if i < n, text[i] | 0x20 == UInt8(ascii: "e") {
            i += 1
            if i < n, text[i] == UInt8(ascii: "+") || text[i] == UInt8(ascii: "-") { i += 1 }
            let expStart = i
            while i < n, isDigit(text[i]) { i += 1 }
            if i == expStart { return .failure(.malformed) }
        }
        if i != n { return .failure(.malformed) }
        // The grammar is a subset of what Swift's locale-independent parser accepts.
        guard let value = Double(String(decoding: text, as: UTF8.self)) else { return .failure(.malformed) }
        if value.isInfinite { return .failure(.outOfRange) }
        return .success(Value(value: value, underflowedToZero: value == 0 && nonZeroDigit))
    }

    /// Parses a Swift string; see ``parse(_:)-(UnsafeBufferPointer<UInt8>)``.
    static func parse(_ text: String) -> Result<Value, Failure> {
        var copy = text
        return copy.withUTF8 { parse($0) }
    }

    @inline(__always) private static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    @inline(__always) private static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }

    private static func lowercasedASCII(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> String {
        guard text.count - start <= 8 else { return "" }
        var s = ""
        for k in start..<text.count {
            let b = text[k]
            guard b < 0x80 else { return "" }
            s.unicodeScalars.append(Unicode.Scalar(b | (isLetter(b) ? 0x20 : 0)))
        }
        return s
    }
}
