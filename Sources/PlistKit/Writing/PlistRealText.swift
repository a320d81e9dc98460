/// Text of binary64 reals for the text formats: the shortest digits that read back to the same
/// `Double`, laid out as C's `%.17g` lays them out (Apple's XML writer formats reals with
/// `%.17g`, CoreFoundation's `__CFNumberCopyFormattingDescriptionAsFloat64`).
///
/// The layout rule of `%g` with precision 17: with `X` the decimal exponent of the first
/// significant digit, fixed notation when `-4 <= X < 17`, else scientific notation with a sign
/// and at least two exponent digits (`1e+100`, `1e-05`); no trailing zeros, no trailing point.
/// Whenever Apple's 17 digits are already the shortest (`0.5`, `100`, `1e+100`,
/// `1.2345678901234568e+17`) the text is byte-identical to Apple's; otherwise it is shorter
/// (`0.1` where Apple writes `0.10000000000000001`) and still reads back exactly.
enum PlistRealText {
    /// The shortest round-trip text of a finite, non-zero `value` in `%.17g` layout.
    /// Zeros give `0.0` / `-0.0`; non-finite values give `nan`, `+infinity`, `-infinity`
    /// (the spellings of Apple's XML writer).
    static func text(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-infinity" : "+infinity" }
        if value == 0 { return value.sign == .minus ? "-0.0" : "0.0" }
        // Swift's description prints the shortest digits that round-trip (SwiftDtoa).
        let (digits, exponent) = shortestDigits(value.magnitude)
        var out = value < 0 ? "-" : ""
        if exponent >= -4 && exponent < 17 {
            if exponent >= 0 {
                let intCount = exponent + 1
                if digits.count <= intCount {
                    out += String(decoding: digits, as: UTF8.self)
                    out += String(repeating: "0", count: intCount - digits.count)
                } else {
                    out += String(decoding: digits[..<intCount], as: UTF8.self)
                    out += "."
                    out += String(decoding: digits[intCount...], as: UTF8.self)
                }
            } else {
                out += "0."
                out += String(repeating: "0", count: -exponent - 1)
                out += String(decoding: digits, as: UTF8.self)
            }
        } else {
            out += String(decoding: digits[..<1], as: UTF8.self)
            if digits.count > 1 {
                out += "."
                out += String(decoding: digits[1...], as: UTF8.self)
            }
            out += exponent < 0 ? "e-" : "e+"
            let magnitude = exponent.magnitude
            if magnitude < 10 { out += "0" }
            out += String(magnitude)
        }
        return out
    }

    /// The significant digits (ASCII, no leading or trailing zeros) and the decimal exponent
    /// of the first one, from Swift's shortest round-trip description of a positive finite value.
    private static func shortestDigits(_ value: Double) -> (digits: [UInt8], exponent: Int) {
        let text = Array(value.description.utf8)
        var mantissaEnd = text.count
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) {
            mantissaEnd = e
            var sign = 1
            var i = e + 1
            if i < text.count, text[i] == UInt8(ascii: "-") { sign = -1; i += 1 }
            else if i < text.count, text[i] == UInt8(ascii: "+") { i += 1 }
            var magnitude = 0
            while i < text.count { magnitude = magnitude * 10 + Int(text[i] &- 48); i += 1 }
            exponent = sign * magnitude
        }
        var digits: [UInt8] = []
        digits.reserveCapacity(mantissaEnd)
        var integerCount = -1
        for i in 0..<mantissaEnd {
            if text[i] == UInt8(ascii: ".") { integerCount = digits.count } else { digits.append(text[i]) }
        }
        if integerCount < 0 { integerCount = digits.count }
        var leading = 0
        while leading < digits.count - 1, digits[leading] == UInt8(ascii: "0") { leading += 1 }
        var end = digits.count
        while end > leading + 1, digits[end - 1] == UInt8(ascii: "0") { end -= 1 }
        return (Array(digits[leading..<end]), integerCount - 1 - leading + exponent)
    }

    /// Whether `literal` is plain decimal real text (`[+-]?digits[.digits][e[+-]digits]`, or a
    /// leading `.`) that reads back to exactly `value`, so that a writer may keep the source
    /// spelling of a number (`0.10000000000000001` from an Apple-written file).
    static func literal(_ literal: String, represents value: Double) -> Bool {
        guard value.isFinite, !literal.isEmpty, literal.utf8.count <= 800 else { return false }
        var sawDigit = false
        var sawPoint = false
        var sawExponent = false
        var previous: UInt8 = 0
        for (i, byte) in literal.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                sawDigit = true
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                guard i == 0 || previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E") else { return false }
            case UInt8(ascii: "."):
                guard !sawPoint, !sawExponent else { return false }
                sawPoint = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                guard sawDigit, !sawExponent else { return false }
                sawExponent = true
                sawDigit = false
            default:
                return false
            }
            previous = byte
        }
        guard sawDigit, let parsed = Double(literal) else { return false }
        return parsed.bitPattern == value.bitPattern
    }
}
