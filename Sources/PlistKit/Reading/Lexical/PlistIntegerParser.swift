/// Parses the text of an `<integer>` element (and other integer spellings) exactly.
///
/// Grammar (CoreFoundation's `<integer>` rules, Apple's PropertyList-1.0 DTD leaves it open):
/// an optional `+` or `-`, then either decimal digits (`010` is ten, never octal) or `0x`/`0X`
/// and hexadecimal digits. Nothing else: no whitespace, no digits outside ASCII (Arabic-Indic
/// `٤٢` is rejected), no fraction or exponent. The value must lie in the plist integer range
/// `Int64.min ... UInt64.max`.
enum PlistIntegerParser {
    /// Why a text is not a plist integer.
    enum Failure: Error, Equatable {
        /// No characters at all.
        case empty
        /// A sign or `0x` prefix without digits.
        case noDigits
        /// The byte at this index (into the UTF-8 text) is not allowed.
        case invalidCharacter(at: Int)
        /// Above `UInt64.max`.
        case overflow
        /// Below `Int64.min`.
        case underflow

        /// The failure for a text parsed with `leading` bytes dropped before it and `afterSign`
        /// more dropped after its first byte (a sign): character indices into the original text.
        func shifted(_ leading: Int, _ afterSign: Int) -> Failure {
            guard case .invalidCharacter(let k) = self else { return self }
            return .invalidCharacter(at: leading + (k == 0 ? 0 : k + afterSign))
        }
    }

    /// Parses `text` (UTF-8 bytes).
    /// - Returns: the integer, or the first ``Failure``.
    static func parse(_ text: UnsafeBufferPointer<UInt8>) -> Result<PlistInteger, Failure> {
        let n = text.count
        if n == 0 { return .failure(.empty) }
        var i = 0
        var negative = false
        if text[0] == UInt8(ascii: "-") { negative = true; i = 1 }
        else if text[0] == UInt8(ascii: "+") { i = 1 }
        var hex = false
        if n - i >= 2, text[i] == UInt8(ascii: "0"), text[i + 1] | 0x20 == UInt8(ascii: "x") {
            hex = true
            i += 2
        }
        let digitsStart = i
        // Validate every character first: an invalid character is reported even after an
        // overflow, because it says more about the text.
        var j = digitsStart
        while j < n {
            let b = text[j]
            let ok = hex ? hexValue(b) != nil : (b >= 0x30 && b <= 0x39)
            if !ok { return .failure(.invalidCharacter(at: j)) }
            j += 1
        }
        if digitsStart == n { return .failure(.noDigits) }
        var magnitude: UInt64 = 0
        var overflow = false
        let radix: UInt64 = hex ? 16 : 10
        for k in digitsStart..<n where !overflow {
            let digit = UInt64(hex ? (hexValue(text[k]) ?? 0) : text[k] &- 0x30)
            let (m1, o1) = magnitude.multipliedReportingOverflow(by: radix)
            let (m2, o2) = m1.addingReportingOverflow(digit)
            overflow = o1 || o2
            magnitude = m2
        }
        if negative {
            if overflow || magnitude > UInt64(Int64.max) + 1 { return .failure(.underflow) }
            if magnitude == UInt64(Int64.max) + 1 { return .success(PlistInteger(Int64.min)) }
            return .success(PlistInteger(-Int64(magnitude)))
        }
        if overflow { return .failure(.overflow) }
        return .success(PlistInteger(magnitude))
    }

    /// Parses a Swift string; see ``parse(_:)-(UnsafeBufferPointer<UInt8>)``.
    static func parse(_ text: String) -> Result<PlistInteger, Failure> {
        var copy = text
        return copy.withUTF8 { parse($0) }
    }

    @inline(__always)
    private static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case 0x30...0x39: return b - 0x30
        case 0x41...0x46: return b - 0x41 + 10
        case 0x61...0x66: return b - 0x61 + 10
        default: return nil
        }
    }
}
