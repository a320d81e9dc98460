import Foundation

/// JSON Schema's value equality and number comparisons (JSON Schema Core 2020-12 §4.2.2):
/// numbers are equal by value (`1` = `1.0`), dictionaries in any order.
enum JSONSchemaValue {
    /// `value` with every real that holds an integer written as that integer, so that
    /// `PlistValue`'s hash and `==` give JSON Schema equality. Recursion follows the value's
    /// nesting, which the reader bounds.
    static func canonical(_ value: PlistValue) -> PlistValue {
        switch value {
        case .real(let r):
            if r.isFinite, r.rounded(.towardZero) == r {
                if let i = Int64(exactly: r) { return .integer(PlistInteger(i)) }
                if let u = UInt64(exactly: r) { return .integer(PlistInteger(u)) }
            }
            return value
        case .array(let items):
            guard items.contains(where: { needsCanonical($0.value) }) else { return value }
            return .array(items.map { PlistNode(canonical($0.value)) })
        case .dictionary(let d):
            guard d.entries.contains(where: { needsCanonical($0.value.value) }) else { return value }
            var out = PlistDictionary()
            for e in d.entries { out[e.key] = PlistNode(canonical(e.value.value)) }
            return .dictionary(out)
        default:
            return value
        }
    }

    private static func needsCanonical(_ value: PlistValue) -> Bool {
        switch value {
        case .real, .array, .dictionary: return true
        default: return false
        }
    }

    /// Compares two numbers (integers or reals): −1, 0 or 1; `nil` when either is not a
    /// number or is NaN.
    static func compare(_ a: PlistValue, _ b: PlistValue) -> Int? {
        switch (a, b) {
        case (.integer(let x), .integer(let y)):
            return x < y ? -1 : (x == y ? 0 : 1)
        case (.integer(let x), .real(let y)):
            return compare(integer: x, real: y)
        case (.real(let x), .integer(let y)):
            return compare(integer: y, real: x).map { -$0 }
        case (.real(let x), .real(let y)):
            if x.isNaN || y.isNaN { return nil }
            return x < y ? -1 : (x == y ? 0 : 1)
        default:
            return nil
        }
    }

    private static func compare(integer x: PlistInteger, real y: Double) -> Int? {
        if y.isNaN { return nil }
        if y == .infinity { return -1 }
        if y == -.infinity { return 1 }
        let floor = y.rounded(.down)
        // An integral real within a 64-bit range compares exactly as an integer.
        if let i = Int64(exactly: floor) {
            let f = PlistInteger(i)
            if x < f { return -1 }
            if x > f { return 1 }
            return floor == y ? 0 : -1
        }
        if let u = UInt64(exactly: floor) {
            let f = PlistInteger(u)
            if x < f { return -1 }
            if x > f { return 1 }
            return floor == y ? 0 : -1
        }
        return y > 0 ? -1 : 1
    }

    /// Whether `value` divided by `divisor` is an integer (`multipleOf`), decided exactly.
    ///
    /// Each number is read as the decimal it is written as: an integer as itself, a real as
    /// its shortest round-trip decimal (`0.1` is 1 × 10⁻¹, not the binary fraction nearest
    /// it), which is what JSON and plist files write. The quotient of two such decimals is
    /// an integer exactly when the divisor's digits divide the value's digits scaled by the
    /// difference of exponents, found by remainders that fit in 64 bits: so `12391239123` is
    /// a multiple of `1e-300` and of `1e-8`, `0.3` of `0.1`, and `1e308` of `5` but not of
    /// `3` or `0.123456789` (JSON Schema Validation 2020-12 §6.2.1; no floating-point
    /// division, whose overflow or rounding once gave the wrong verdict).
    ///
    /// `literal` is the value's source text when the reader kept it (a JSON integer beyond
    /// 64 bits, stored as a real): its digits are used when they fit in 64 bits.
    static func isMultiple(_ value: PlistValue, of divisor: PlistValue, literal: String? = nil) -> Bool {
        if case .integer(let x) = value, case .integer(let m) = divisor {
            if let a = x.int64Value, let b = m.int64Value, b != 0 { return a % b == 0 }
            if let a = x.uint64Value, let b = m.uint64Value, b != 0 { return a % b == 0 }
        }
        let exact = literal.flatMap { text in decimal(text: text.hasPrefix("-") ? String(text.dropFirst()) : text) }
        guard let a = exact ?? decimal(value), let b = decimal(divisor), b.digits != 0 else { return false }
        if a.digits == 0 { return true }
        let shift = a.exponent - b.exponent
        if shift >= 0 {
            // a.digits × 10^shift ≡ 0 (mod b.digits).
            var r = a.digits % b.digits
            var k = 0
            while r != 0 && k < shift {
                // r < b.digits, so the high word of r × 10 is below the divisor.
                r = b.digits.dividingFullWidth(r.multipliedFullWidth(by: 10)).remainder
                k += 1
            }
            return r == 0
        }
        // a.digits ≡ 0 (mod b.digits × 10^−shift): that divisor must not exceed a.digits.
        var d = b.digits
        for _ in 0 ..< -shift {
            let (p, overflow) = d.multipliedReportingOverflow(by: 10)
            if overflow || p > a.digits { return false }
            d = p
        }
        return a.digits % d == 0
    }

    /// `value` as digits × 10^exponent (the sign dropped): an integer exactly, a finite real
    /// by its shortest round-trip decimal; `nil` for anything else.
    static func decimal(_ value: PlistValue) -> (digits: UInt64, exponent: Int)? {
        switch value {
        case .integer(let i):
            if let u = i.uint64Value { return (u, 0) }
            return i.int64Value.map { (UInt64($0.magnitude), 0) }
        case .real(let r):
            guard r.isFinite else { return nil }
            return decimal(text: "\(r.magnitude)")
        default:
            return nil
        }
    }

    /// `1.25e-7` → (125, −9), `100.0` → (1, 2): Swift's shortest rendering of a `Double`.
    private static func decimal(text: String) -> (digits: UInt64, exponent: Int)? {
        var digits: UInt64 = 0
        var exponent = 0
        var seenPoint = false
        var rest = Substring(text)
        while let c = rest.first, c != "e", c != "E" {
            rest.removeFirst()
            if c == "." { seenPoint = true; continue }
            guard let v = c.wholeNumberValue else { return nil }
            let (m, o1) = digits.multipliedReportingOverflow(by: 10)
            let (s, o2) = m.addingReportingOverflow(UInt64(v))
            guard !o1, !o2 else { return nil }
            digits = s
            if seenPoint { exponent -= 1 }
        }
        if rest.first != nil {
            rest.removeFirst()
            guard let e = Int(rest) else { return nil }
            exponent += e
        }
        while digits != 0 && digits % 10 == 0 {
            digits /= 10
            exponent += 1
        }
        return (digits, exponent)
    }

    /// The number as a `Double`, or `nil`.
    static func double(_ value: PlistValue) -> Double? {
        switch value {
        case .integer(let i): return i.doubleValue
        case .real(let r): return r
        default: return nil
        }
    }
}
