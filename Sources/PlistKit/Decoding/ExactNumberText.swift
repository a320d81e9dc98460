/// The exact decimal value of a number's source text (`-12.50e3`), for conversions that must
/// not go through `Double`: a `<real>` or JSON number into an integer type, or into `Decimal`.
///
/// Parsed as sign, digits, optional fraction, optional exponent (the common shape of
/// PropertyList-1.0 `<real>` text and RFC 8259 numbers); the value is
/// `significand × 10^exponent` with the significand's leading and trailing zeros removed.
struct ExactNumberText {
    /// Whether the number is below zero (false for any spelling of zero).
    var isNegative: Bool
    /// The significant digits as ASCII, without leading or trailing zeros; empty for zero.
    var significand: [UInt8]
    /// The power of ten the significand is multiplied by.
    var exponent: Int

    /// Parses `text`; `nil` when it is not of the shape above (e.g. `nan`, `inf`, `0x1p3`).
    init?(_ text: String) {
        var bytes = Array(text.utf8)[...]
        var negative = false
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            bytes = bytes.dropFirst()
        }
        var digits: [UInt8] = []
        var fractionDigits = 0
        var seenDigit = false
        var inFraction = false
        while let b = bytes.first {
            if b >= 0x30 && b <= 0x39 {
                seenDigit = true
                if !(digits.isEmpty && b == 0x30) { digits.append(b) }
                if inFraction { fractionDigits += 1 }
            } else if b == UInt8(ascii: "."), !inFraction {
                inFraction = true
            } else {
                break
            }
            bytes = bytes.dropFirst()
        }
        guard seenDigit else { return nil }
        var exponent = 0
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            var expNegative = false
            if let s = bytes.first, s == UInt8(ascii: "-") || s == UInt8(ascii: "+") {
                expNegative = s == UInt8(ascii: "-")
                bytes = bytes.dropFirst()
            }
            guard !bytes.isEmpty else { return nil }
            for b in bytes {
                guard b >= 0x30 && b <= 0x39 else { return nil }
                // Saturate: anything past a million digits of exponent is out of every range.
                exponent = min(exponent * 10 + Int(b - 0x30), 1_000_000)
            }
            if expNegative { exponent = -exponent }
            bytes = bytes[bytes.endIndex...]
        }
        guard bytes.isEmpty else { return nil }
        // Significand digits were collected without leading zeros; drop trailing zeros too.
        exponent -= fractionDigits
        while let last = digits.last, last == 0x30 {
            digits.removeLast()
            exponent += 1
        }
        isNegative = negative && !digits.isEmpty
        significand = digits
        self.exponent = digits.isEmpty ? 0 : exponent
    }

    /// Whether the value is a whole number.
    var isIntegral: Bool { significand.isEmpty || exponent >= 0 }

    /// The value as integer decimal text (`-12500`), or `nil` when it is not a whole number or
    /// has more than 40 digits (beyond every fixed-width integer).
    var integerText: String? {
        guard isIntegral else { return nil }
        if significand.isEmpty { return "0" }
        guard significand.count + exponent <= 40 else { return nil }
        let digits = significand + [UInt8](repeating: 0x30, count: exponent)
        return (isNegative ? "-" : "") + String(decoding: digits, as: UTF8.self)
    }
}
