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

    /// Whether `value` divided by `divisor` is an integer (`multipleOf`); `false` for a
    /// quotient that is not finite.
    static func isMultiple(_ value: PlistValue, of divisor: PlistValue) -> Bool {
        if case .integer(let x) = value, case .integer(let m) = divisor {
            if let a = x.int64Value, let b = m.int64Value, b != 0 { return a % b == 0 }
            if let a = x.uint64Value, let b = m.uint64Value, b != 0 { return a % b == 0 }
        }
        guard let a = double(value), let b = double(divisor), b != 0 else { return false }
        let q = a / b
        guard q.isFinite else { return false }
        if q.rounded(.towardZero) == q { return true }
        // Decimal division for short decimal fractions (0.0075 / 0.0001 = 75).
        if let da = Decimal(string: "\(a)"), let db = Decimal(string: "\(b)"), !db.isZero {
            let dq = da / db
            var rounded = Decimal()
            var copy = dq
            NSDecimalRound(&rounded, &copy, 0, .plain)
            return rounded == dq
        }
        return false
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
