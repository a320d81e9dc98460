import Foundation

extension JSONScanner {
    /// Reads the string (a value or a member name) whose opening `"` is at `pos` and leaves
    /// `pos` after the closing `"` (RFC 8259 §7).
    ///
    /// Strings without escapes (the common case) become a `String` straight from their byte
    /// range, validated once (by `String(validating:as:)`); others are validated byte by byte
    /// and, when they hold escapes, decoded into a reused buffer. Escapes: `\" \\ \/ \b \f \n \r \t \uXXXX`; a UTF-16 surrogate pair written
    /// as two `\u` escapes is joined into one scalar.
    ///
    /// - Throws: `invalid-string` (unescaped control character, unknown escape, malformed or
    ///   unpaired-surrogate `\u` escape), `invalid-encoding` (bytes that are not UTF-8, with
    ///   their offset), `syntax` (no closing quote), `limit-exceeded` (more than
    ///   ``PlistReader/Options/maxStringLength`` bytes of source text).
    mutating func scanString() throws -> String {
        let quote = pos
        var i = pos + 1
        // One pass to the closing quote, eight bytes at a time while none of them is `"`, `\`
        // or a control character; UTF-8 continuation bytes are counted on the way (for columns).
        var continuation = 0
        var highBits: UInt64 = 0
        while i + 8 <= end {
            let w = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            let special = Self.specialMask(w)
            if special != 0 {
                // The bytes before the first special one are plain: count them, stop at it.
                let k = special.trailingZeroBitCount >> 3
                let plain = w & ((1 &<< UInt64(8 * k)) &- 1)
                highBits |= plain & 0x8080_8080_8080_8080
                continuation &+= Self.continuationCount(plain)
                i += k
                break
            }
            highBits |= w & 0x8080_8080_8080_8080
            continuation &+= Self.continuationCount(w)
            i += 8
        }
        while i < end {
            let b = base[i]
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") || b < 0x20 { break }
            if b >= 0x80 {
                highBits |= 0x80
                if b < 0xC0 { continuation &+= 1 }
            }
            i += 1
        }
        if i < end && base[i] == UInt8(ascii: "\"") {
            let length = i - quote - 1
            let bytes = UnsafeBufferPointer(start: base + quote + 1, count: length)
            let text = String(decoding: bytes, as: UTF8.self)
            // `String(decoding:)` validates (once) and repairs: the text is well-formed UTF-8
            // exactly when nothing was repaired, i.e. when the String holds the same bytes.
            if highBits == 0 || Self.holds(text, bytes) {
                if length > maxStringLength { throw tooLong(quote) }
                continuationBytes += continuation
                pos = i + 1
                return text
            }
        }
        // Escapes, control characters, bytes that are not UTF-8, no closing quote: the exact
        // path, which names the problem and its position.
        return try scanStringSlowly(quote: quote, from: quote + 1)
    }

    /// A word whose bytes are 0x80 in place of every `"` (0x22), `\` (0x5C) and byte below
    /// 0x20, exactly up to the first of them (bytes after it may be marked falsely); zero when
    /// there is none.
    @inline(__always)
    static func specialMask(_ w: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let quote = w ^ (ones &* 0x22), backslash = w ^ (ones &* 0x5C)
        let zeroQuote = (quote &- ones) & ~quote
        let zeroBackslash = (backslash &- ones) & ~backslash
        let control = (w &- ones &* 0x20) & ~w
        return (zeroQuote | zeroBackslash | control) & highs
    }

    /// The number of UTF-8 continuation bytes (10xxxxxx) in `w`: bit 7 set and bit 6 (shifted
    /// into bit 7's place) clear, summed across the bytes by one multiplication.
    @inline(__always)
    static func continuationCount(_ w: UInt64) -> Int {
        let marks = (w & ~(w << 1)) & 0x8080_8080_8080_8080
        return Int(truncatingIfNeeded: ((marks >> 7) &* 0x0101_0101_0101_0101) >> 56)
    }

    /// Whether `text` holds exactly `bytes` (its UTF-8 form, byte for byte).
    static func holds(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var text = text
        return text.withUTF8 { u in
            guard u.count == bytes.count else { return false }
            guard let a = u.baseAddress, let b = bytes.baseAddress else { return true }
            return memcmp(a, b, u.count) == 0
        }
    }

    private func tooLong(_ quote: Int) -> PlistReadError { tooLong(at: location(at: quote)) }

    private func tooLong(at opened: SourceLocation) -> PlistReadError {
        PlistReadError(.limitExceeded,
                       DiagnosticRule.readerStringLengthMessage(limit: maxStringLength), at: opened)
    }

    /// ``scanString()`` byte by byte from `start` (the first byte after the quote).
    private mutating func scanStringSlowly(quote: Int, from start: Int) throws -> String {
        let opened = location(at: quote)
        var i = start
        var hasEscape = false
        var segmentStart = quote + 1
        scratch.removeAll(keepingCapacity: true)
        while true {
            guard i < end else {
                throw error(.syntax, DiagnosticRule.unterminatedJSONMessage("string", openedAt: opened), at: end)
            }
            let b = base[i]
            if b == UInt8(ascii: "\"") { break }
            if b == UInt8(ascii: "\\") {
                hasEscape = true
                scratch.append(contentsOf: UnsafeBufferPointer(start: base + segmentStart, count: i - segmentStart))
                i = try decodeEscape(at: i, opened: opened)
                segmentStart = i
            } else if b < 0x20 {
                let hint = b == 0x0A || b == 0x0D ? " (a string cannot span lines; write \\n)" : ""
                throw error(.invalidString,
                            "unescaped control character U+\(Self.hex(UInt32(b), digits: 4)) in string\(hint)", at: i)
            } else if b < 0x80 {
                i += 1
            } else {
                guard let n = utf8SequenceLength(at: i) else { throw invalidUTF8(at: i) }
                continuationBytes += n - 1
                i += n
            }
        }
        // At `opened`: the continuation bytes of this string, counted above, lie after the quote.
        if i - quote - 1 > maxStringLength { throw tooLong(at: opened) }
        pos = i + 1
        if !hasEscape {
            return String(decoding: UnsafeBufferPointer(start: base + quote + 1, count: i - quote - 1), as: UTF8.self)
        }
        scratch.append(contentsOf: UnsafeBufferPointer(start: base + segmentStart, count: i - segmentStart))
        return String(decoding: scratch, as: UTF8.self)
    }

    /// Decodes the escape whose backslash is at `i` into `scratch`; returns the index after it.
    private mutating func decodeEscape(at i: Int, opened: SourceLocation) throws -> Int {
        guard i + 1 < end else {
            throw error(.syntax, DiagnosticRule.unterminatedJSONMessage("string", openedAt: opened), at: end)
        }
        let c = base[i + 1]
        switch c {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
            scratch.append(c)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            return try decodeUnicodeEscape(at: i)
        default:
            throw error(.invalidString, "invalid escape \"\\\" followed by \(describe(at: i + 1)) in string", at: i)
        }
        return i + 2
    }

    /// Decodes `\uXXXX` (and a following low-surrogate escape) at `i` into `scratch`.
    private mutating func decodeUnicodeEscape(at i: Int) throws -> Int {
        guard let unit = hex4(at: i + 2) else {
            throw error(.invalidString, "invalid \\u escape in string (expected 4 hexadecimal digits)", at: i)
        }
        var scalar = unit
        var next = i + 6
        if (0xD800...0xDBFF).contains(unit) {
            guard next + 1 < end, base[next] == UInt8(ascii: "\\"), base[next + 1] == UInt8(ascii: "u"),
                  let low = hex4(at: next + 2), (0xDC00...0xDFFF).contains(low) else {
                throw error(.invalidString,
                            DiagnosticRule.unpairedEscapeMessage(Self.hex(unit, digits: 4), "a high surrogate must be followed by a \\uDC00–\\uDFFF escape"),
                            at: i)
            }
            scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            next += 6
        } else if (0xDC00...0xDFFF).contains(unit) {
            throw error(.invalidString,
                        DiagnosticRule.unpairedEscapeMessage(Self.hex(unit, digits: 4), "a low surrogate without a high surrogate before it"),
                        at: i)
        }
        appendUTF8(scalar)
        return next
    }

    /// The value of four hexadecimal digits at `p`, or `nil`.
    private func hex4(at p: Int) -> UInt32? {
        guard p + 4 <= end else { return nil }
        var value: UInt32 = 0
        for k in p..<(p + 4) {
            let b = base[k]
            let digit: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b &- UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b &- UInt8(ascii: "a") &+ 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b &- UInt8(ascii: "A") &+ 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// Appends the UTF-8 form of a scalar value (not a surrogate, at most U+10FFFF).
    private mutating func appendUTF8(_ v: UInt32) {
        switch v {
        case 0..<0x80:
            scratch.append(UInt8(truncatingIfNeeded: v))
        case 0x80..<0x800:
            scratch.append(0xC0 | UInt8(truncatingIfNeeded: v >> 6))
            scratch.append(0x80 | UInt8(truncatingIfNeeded: v & 0x3F))
        case 0x800..<0x10000:
            scratch.append(0xE0 | UInt8(truncatingIfNeeded: v >> 12))
            scratch.append(0x80 | UInt8(truncatingIfNeeded: (v >> 6) & 0x3F))
            scratch.append(0x80 | UInt8(truncatingIfNeeded: v & 0x3F))
        default:
            scratch.append(0xF0 | UInt8(truncatingIfNeeded: v >> 18))
            scratch.append(0x80 | UInt8(truncatingIfNeeded: (v >> 12) & 0x3F))
            scratch.append(0x80 | UInt8(truncatingIfNeeded: (v >> 6) & 0x3F))
            scratch.append(0x80 | UInt8(truncatingIfNeeded: v & 0x3F))
        }
    }
}
