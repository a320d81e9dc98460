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
        // The digits as an integer and the power of ten to scale it by, while both stay small
        // enough for the exact fast path below.
        var mantissa: UInt64 = 0
        var scale = 0
        while i < n, isDigit(text[i]) {
            mantissaDigits += 1
            nonZeroDigit = nonZeroDigit || text[i] != 0x30
            mantissa = mantissa &* 10 &+ UInt64(text[i] &- 0x30)
            i += 1
        }
        if i < n, text[i] == UInt8(ascii: ".") {
            i += 1
            while i < n, isDigit(text[i]) {
                mantissaDigits += 1
                nonZeroDigit = nonZeroDigit || text[i] != 0x30
                mantissa = mantissa &* 10 &+ UInt64(text[i] &- 0x30)
                scale -= 1
                i += 1
            }
        }
        if mantissaDigits == 0 { return .failure(.malformed) }
        var exponentDigits = 0
        if i < n, text[i] | 0x20 == UInt8(ascii: "e") {
            i += 1
            var exponentSign = 1
            if i < n, text[i] == UInt8(ascii: "+") || text[i] == UInt8(ascii: "-") {
                if text[i] == UInt8(ascii: "-") { exponentSign = -1 }
                i += 1
            }
            let expStart = i
            var exponent = 0
            while i < n, isDigit(text[i]) {
                if exponentDigits < 6 { exponent = exponent * 10 + Int(text[i] &- 0x30) }
                exponentDigits += 1
                i += 1
            }
            if i == expStart { return .failure(.malformed) }
            scale += exponentSign * exponent
        }
        if i != n { return .failure(.malformed) }
        // Clinger's fast path: at most 15 digits (exact in a Double) scaled by at most 10^22
        // (exact too) is one correctly rounded operation, the same value `strtod` gives.
        if mantissaDigits <= 15, exponentDigits < 6, scale >= -22, scale <= 22 {
            var value = Double(mantissa)
            if scale < 0 { value /= powersOfTen[-scale] } else if scale > 0 { value *= powersOfTen[scale] }
            return .success(Value(value: negative ? -value : value, underflowedToZero: false))
        }
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

    /// 10^0 … 10^22, each exact in a Double.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

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
