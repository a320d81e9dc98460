extension JSONScanner {
    /// Reads the number at `pos` (RFC 8259 §6: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`).
    ///
    /// - Integers (no fraction, no exponent) in `Int64.min ... UInt64.max` become an exact
    ///   `.integer`; `-0` is the integer 0.
    /// - Integers beyond that range become `.real` (the nearest `Double`) with `literal` = the
    ///   exact digits, so a `Decimal` or `String` mapping loses nothing.
    /// - Numbers with a fraction or an exponent become `.real` with `literal` = their text;
    ///   `-0.0` keeps its sign. The `Double` is correctly rounded: exact small cases by one IEEE
    ///   multiplication or division (Clinger's fast path), all others by the standard library's
    ///   `Double(String)` (correctly rounded `strtod`) on the validated text. No digits are
    ///   accumulated where they could overflow.
    /// - A magnitude below the smallest subnormal reads as ±0.0 (IEEE underflow, as Foundation
    ///   does); there is no finding.
    ///
    /// - Throws: `invalid-number` (grammar violation, at the number's first character) and
    ///   `number-out-of-range` (a magnitude beyond `Double.greatestFiniteMagnitude`, such as
    ///   `1e400`: never read as infinity).
    mutating func scanNumber() throws -> PlistNode {
        let start = pos
        var i = pos
        let negative = base[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        guard i < end, isDigit(base[i]) else {
            throw error(.invalidNumber, DiagnosticRule.invalidNumberMessage("expected a digit after \"-\", found \(describe(at: i))"), at: start)
        }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        let integerStart = i
        if base[i] == UInt8(ascii: "0") {
            i += 1
            if i < end && isDigit(base[i]) {
                throw error(.invalidNumber, DiagnosticRule.invalidNumberMessage("leading zero"), at: start)
            }
        } else {
            while i < end && isDigit(base[i]) {
                if significantDigits < 19 { mantissa = mantissa &* 10 &+ UInt64(base[i] &- 48) }
                significantDigits += 1
                i += 1
            }
        }
        let integerDigits = i - integerStart
        var fractionDigits = 0
        var isInteger = true
        if i < end && base[i] == UInt8(ascii: ".") {
            isInteger = false
            i += 1
            guard i < end && isDigit(base[i]) else {
                throw error(.invalidNumber, DiagnosticRule.invalidNumberMessage("expected a digit after \".\" at \(location(at: i))"), at: start)
            }
            while i < end && isDigit(base[i]) {
                let d = base[i] &- 48
                if significantDigits > 0 || d != 0 {
                    if significantDigits < 19 { mantissa = mantissa &* 10 &+ UInt64(d) }
                    significantDigits += 1
                }
                fractionDigits += 1
                i += 1
            }
        }
        var exponent = 0
        var exponentIsSmall = true
        if i < end && (base[i] == UInt8(ascii: "e") || base[i] == UInt8(ascii: "E")) {
            isInteger = false
            i += 1
            var exponentNegative = false
            if i < end && (base[i] == UInt8(ascii: "+") || base[i] == UInt8(ascii: "-")) {
                exponentNegative = base[i] == UInt8(ascii: "-")
                i += 1
            }
            guard i < end && isDigit(base[i]) else {
                throw error(.invalidNumber, DiagnosticRule.invalidNumberMessage("expected a digit in the exponent at \(location(at: i))"), at: start)
            }
            while i < end && isDigit(base[i]) {
                if exponent < 100_000 { exponent = exponent * 10 + Int(base[i] &- 48) } else { exponentIsSmall = false }
                i += 1
            }
            if exponentNegative { exponent = -exponent }
        }
        if i < end, isNumberContinuation(base[i]) {
            throw error(.invalidNumber, DiagnosticRule.invalidNumberMessage("unexpected \(describe(at: i)) at \(location(at: i))"), at: start)
        }
        pos = i
        let length = i - start

        if isInteger {
            if integerDigits <= 19 {
                if !negative { return PlistNode(.integer(PlistInteger(mantissa)), location: location(at: start)) }
                if mantissa <= UInt64(Int64.max) {
                    return PlistNode(.integer(PlistInteger(-Int64(mantissa))), location: location(at: start))
                }
                if mantissa == UInt64(Int64.max) + 1 {
                    return PlistNode(.integer(PlistInteger(Int64.min)), location: location(at: start))
                }
            } else if integerDigits == 20 && !negative, let exact = exactUInt64(from: integerStart, count: 20) {
                return PlistNode(.integer(PlistInteger(exact)), location: location(at: start))
            }
        } else if significantDigits <= 15 && exponentIsSmall {
            // Clinger's fast path: both operands exact in binary64, one correctly rounded operation.
            let power = exponent - fractionDigits
            if power >= -22 && power <= 22 {
                var value = Double(mantissa)
                if power < 0 { value /= Self.powersOfTen[-power] } else { value *= Self.powersOfTen[power] }
                if significantDigits == 0 { value = 0 }
                return PlistNode(.real(negative ? -value : value), location: location(at: start),
                                 literal: text(from: start, count: length))
            }
        }
        let literal = text(from: start, count: length)
        guard let value = Double(literal), value.isFinite else {
            throw error(.numberOutOfRange, "number \(UntrustedText.escaped(literal)) is out of range", at: start)
        }
        return PlistNode(.real(value), location: location(at: start), literal: literal)
    }

    /// The exact value of `count` ASCII digits at `p`, or `nil` above `UInt64.max`.
    private func exactUInt64(from p: Int, count: Int) -> UInt64? {
        var value: UInt64 = 0
        for k in p..<(p + count) {
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(UInt64(base[k] &- 48))
            if o1 || o2 { return nil }
            value = sum
        }
        return value
    }

    /// The ASCII text of `count` bytes at `p`.
    private func text(from p: Int, count: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: base + p, count: count), as: UTF8.self)
    }

    @inline(__always) func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    /// Bytes that, right after a complete number, mean the number itself is malformed
    /// (`0x1`, `1.5.2`, `2e3e4`, `1-2`) rather than a missing separator.
    private func isNumberContinuation(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "."), UInt8(ascii: "+"),
             UInt8(ascii: "-"), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }

    /// 10^0 … 10^22, all exact in binary64.
    static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]
}
