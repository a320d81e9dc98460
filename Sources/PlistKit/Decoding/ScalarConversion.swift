import Foundation

/// Why a value does not convert to a scalar type: a rule id and the message without the path.
struct ConversionFailure: Error {
    var rule: DiagnosticRule
    var message: String
}

/// The conversions of scalar values shared by the ``Validator`` (which reports them) and the
/// decoder (which performs them), so both decide the same way.
///
/// Strict rules follow Codable: exact kinds, integers into floating point when exact, reals
/// into integers when integral and in range. KVC-like rules add exact decimal strings to
/// numbers (integers parsed as integers, never through `Double`; no whitespace, no grouping,
/// no trailing characters), `"YES"`/`"NO"`/`"true"`/`"false"`/`"1"`/`"0"` to `Bool`, and
/// numbers to `String` (the number's decimal text).
enum ScalarConversion {
    /// How a value is shown in messages: `string "19"`, `number 18.18`, `boolean true`, `array`.
    static func describeFound(_ node: PlistNode) -> String {
        switch node.value {
        case .string(let s): return "string " + UntrustedText.quoted(s)
        case .integer(let i): return "number \(i)"
        case .real: return "number " + realText(node)
        case .bool(let b): return "boolean \(b)"
        case .date(let d): return "date \(d.formatted(.iso8601))"
        case .data(let d): return "data (\(d.count) bytes)"
        case .array(let a): return a.isEmpty ? "empty array" : "array"
        case .dictionary: return "dictionary"
        case .uid(let u): return "UID \(u)"
        case .null: return "null"
        }
    }

    /// The source text of a real when known, else Swift's shortest round-trip text.
    static func realText(_ node: PlistNode) -> String {
        if let l = node.literal { return UntrustedText.escaped(l) }
        if case .real(let d) = node.value { return "\(d)" }
        return ""
    }

    static func mismatch(_ type: String, _ node: PlistNode, reason: String? = nil) -> ConversionFailure {
        ConversionFailure(rule: .typeMismatch, message: DiagnosticRule.typeMismatchMessage(expected: type, found: describeFound(node), reason: reason))
    }

    // MARK: Integers

    /// Converts to a fixed-width integer; `coerced` is true when a string was parsed. A UID (a
    /// binary plist's `CF$UID`, an object number in an `NSKeyedArchiver` archive) is an unsigned
    /// number and converts like an integer, so `plist-modelgen`'s `UInt64` for a UID decodes it.
    static func integer<T: FixedWidthInteger>(_ node: PlistNode, as: T.Type, typeName: String,
                                              kvc: Bool) -> Result<(T, coerced: Bool), ConversionFailure> {
        switch node.value {
        case .integer(let i):
            if let v: T = i.exactly() { return .success((v, false)) }
            return .failure(ConversionFailure(rule: .outOfRange, message: DiagnosticRule.outOfRangeMessage("\(i)", for: typeName)))
        case .uid(let u):
            if let v = T(exactly: u) { return .success((v, false)) }
            return .failure(ConversionFailure(rule: .outOfRange, message: DiagnosticRule.outOfRangeMessage("UID \(u)", for: typeName)))
        case .real(let d):
            let text = realText(node)
            // From the source text when it is known: a Double cannot hold 2^53 + 1, and `1e-400`
            // reads as 0.0 but is not an integer.
            if let literal = node.literal, let exact = ExactNumberText(literal) {
                guard exact.isIntegral else {
                    return .failure(ConversionFailure(rule: .typeMismatch, message: DiagnosticRule.notAnIntegerMessage(text, expected: typeName)))
                }
                if let digits = exact.integerText, let v = T(digits, radix: 10) { return .success((v, false)) }
                return .failure(ConversionFailure(rule: .outOfRange, message: DiagnosticRule.outOfRangeMessage(text, for: typeName)))
            }
            guard d.isFinite, d.rounded(.towardZero) == d else {
                return .failure(ConversionFailure(rule: .typeMismatch, message: DiagnosticRule.notAnIntegerMessage(text, expected: typeName)))
            }
            if let v = T(exactly: d) { return .success((v, false)) }
            return .failure(ConversionFailure(rule: .outOfRange, message: DiagnosticRule.outOfRangeMessage(text, for: typeName)))
        case .string(let s) where kvc:
            switch parseNumber(s) {
            case .integer(let digits):
                if let v = T(digits, radix: 10) { return .success((v, true)) }
                return .failure(ConversionFailure(rule: .outOfRange, message: DiagnosticRule.outOfRangeMessage(UntrustedText.quoted(s), for: typeName)))
            case .decimal:
                if let d = Double(s), d.rounded(.towardZero) == d, let v = T(exactly: d) { return .success((v, true)) }
                return .failure(ConversionFailure(rule: .typeMismatch, message: DiagnosticRule.notAnIntegerMessage(UntrustedText.quoted(s), expected: typeName)))
            case .invalid(let reason):
                return .failure(mismatch(typeName, node, reason: reason))
            }
        default:
            return .failure(mismatch(typeName, node))
        }
    }

    // MARK: Floating point and Decimal

    /// Converts to `Double`; `coerced` is true when a string was parsed.
    static func double(_ node: PlistNode, typeName: String, kvc: Bool) -> Result<(Double, coerced: Bool), ConversionFailure> {
        switch node.value {
        case .real(let d): return .success((d, false))
        case .integer(let i):
            let d = i.doubleValue
            if let s = i.int64Value, Int64(exactly: d) == s { return .success((d, false)) }
            if !i.isNegative, let u = i.uint64Value, UInt64(exactly: d) == u { return .success((d, false)) }
            return .failure(ConversionFailure(rule: .outOfRange, message: DiagnosticRule.notRepresentableMessage("\(i)", as: typeName)))
        case .string(let s) where kvc:
            switch parseNumber(s) {
            case .integer, .decimal:
                if let d = Double(s), d.isFinite { return .success((d, true)) }
                return .failure(ConversionFailure(rule: .outOfRange, message: DiagnosticRule.outOfRangeMessage(UntrustedText.quoted(s), for: typeName)))
            case .invalid(let reason):
                return .failure(mismatch(typeName, node, reason: reason))
            }
        default:
            return .failure(mismatch(typeName, node))
        }
    }

    /// Converts to `Float`: as `Double`, then range-checked (precision may be lost, as Codable does).
    static func float(_ node: PlistNode, typeName: String, kvc: Bool) -> Result<(Float, coerced: Bool), ConversionFailure> {
        switch double(node, typeName: typeName, kvc: kvc) {
        case .failure(let f): return .failure(f)
        case .success(let (d, coerced)):
            if d.isFinite && abs(d) > Double(Float.greatestFiniteMagnitude) {
                let text = node.value.stringValue.map { UntrustedText.quoted($0) } ?? (node.literal ?? "\(d)")
                return .failure(ConversionFailure(rule: .outOfRange, message: DiagnosticRule.outOfRangeMessage(text, for: typeName)))
            }
            return .success((Float(d), coerced))
        }
    }

    /// Converts to `Decimal` exactly from the number's source text when it is known.
    static func decimal(_ node: PlistNode, typeName: String, kvc: Bool) -> Result<(Decimal, coerced: Bool), ConversionFailure> {
        let posix = Locale(identifier: "en_US_POSIX")
        switch node.value {
        case .integer(let i):
            if let d = Decimal(string: i.description, locale: posix) { return .success((d, false)) }
        case .real(let d):
            let outOfRange = ConversionFailure(rule: .outOfRange, message: DiagnosticRule.outOfRangeMessage(realText(node), for: typeName))
            guard d.isFinite else { return .failure(outOfRange) }
            // Exactly from the source text, or from the shortest text that reads back as `d`;
            // Decimal holds 38 significant digits and exponents −128…127, and anything it would
            // round or turn into NaN is an error, not a silently different number.
            let text = node.literal ?? "\(d)"
            guard let exact = ExactNumberText(text) else { return .failure(outOfRange) }
            if exact.significand.isEmpty { return .success((Decimal(0), false)) }
            guard exact.significand.count <= 38, exact.exponent >= -128, exact.exponent <= 127,
                  let v = Decimal(string: text, locale: posix), !v.isNaN else { return .failure(outOfRange) }
            return .success((v, false))
        case .string(let s) where kvc:
            switch parseNumber(s) {
            case .integer, .decimal:
                if let v = Decimal(string: s, locale: posix) { return .success((v, true)) }
            case .invalid(let reason):
                return .failure(mismatch(typeName, node, reason: reason))
            }
        default: break
        }
        return .failure(mismatch(typeName, node))
    }

    // MARK: Bool, String, URL

    /// Converts to `Bool`; KVC-like accepts `YES NO true false 1 0` strings.
    static func bool(_ node: PlistNode, kvc: Bool) -> Result<(Bool, coerced: Bool), ConversionFailure> {
        switch node.value {
        case .bool(let b): return .success((b, false))
        case .string(let s) where kvc:
            switch s {
            case "YES", "true", "1": return .success((true, true))
            case "NO", "false", "0": return .success((false, true))
            default: break
            }
        default: break
        }
        return .failure(mismatch("Bool", node))
    }

    /// Converts to `String`; KVC-like turns numbers into their decimal text.
    static func string(_ node: PlistNode, typeName: String, kvc: Bool) -> Result<(String, coerced: Bool), ConversionFailure> {
        switch node.value {
        case .string(let s): return .success((s, false))
        case .integer(let i) where kvc: return .success((i.description, true))
        case .real(let d) where kvc: return .success((node.literal ?? "\(d)", true))
        default: return .failure(mismatch(typeName, node))
        }
    }

    /// Converts a string to a `URL` (RFC 3986 as Foundation parses it).
    static func url(_ node: PlistNode, typeName: String) -> Result<URL, ConversionFailure> {
        guard case .string(let s) = node.value else { return .failure(mismatch(typeName, node)) }
        guard !s.isEmpty, let u = URL(string: s) else {
            return .failure(ConversionFailure(rule: .typeMismatch, message: DiagnosticRule.notAURLMessage(s)))
        }
        return .success(u)
    }

    // MARK: Numeric strings

    enum ParsedNumber {
        /// `-?[0-9]+`, the text itself.
        case integer(String)
        /// `-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?` with a fraction or exponent.
        case decimal
        /// Not a number; the reason when it helps the reader.
        case invalid(String?)
    }

    /// Classifies a string as an exact, locale-free number: ASCII digits, optional leading `-`,
    /// optional fraction and exponent; no whitespace, grouping or other characters.
    static func parseNumber(_ s: String) -> ParsedNumber {
        let u = Array(s.utf8)
        if u.isEmpty { return .invalid("empty string is not a number") }
        if let f = u.first, let l = u.last, isSpace(f) || isSpace(l) { return .invalid("leading or trailing whitespace is not trimmed") }
        var i = 0
        if u[i] == UInt8(ascii: "-") { i += 1 }
        let intStart = i
        while i < u.count, isDigit(u[i]) { i += 1 }
        let intDigits = i - intStart
        if intDigits == 0 { return .invalid(nil) }
        if i == u.count { return .integer(s) }
        if u[i] == UInt8(ascii: ",") { return .invalid("grouping separators are not accepted") }
        var isDecimal = false
        if u[i] == UInt8(ascii: ".") {
            i += 1
            let f = i
            while i < u.count, isDigit(u[i]) { i += 1 }
            if i == f { return .invalid("trailing characters after the number") }
            isDecimal = true
        }
        if i < u.count, u[i] == UInt8(ascii: "e") || u[i] == UInt8(ascii: "E") {
            i += 1
            if i < u.count, u[i] == UInt8(ascii: "+") || u[i] == UInt8(ascii: "-") { i += 1 }
            let e = i
            while i < u.count, isDigit(u[i]) { i += 1 }
            if i == e { return .invalid("trailing characters after the number") }
            isDecimal = true
        }
        if i != u.count {
            if u[i...].contains(UInt8(ascii: ",")) { return .invalid("grouping separators are not accepted") }
            return .invalid("trailing characters after the number")
        }
        return isDecimal ? .decimal : .integer(s)
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
}
