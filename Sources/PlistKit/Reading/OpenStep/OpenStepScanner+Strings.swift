// Quoted and unquoted strings of OpenStep property lists, after CoreFoundation's
// `parseQuotedPlistString`, `getSlashedChar` and `parseUnquotedPlistString`.
extension OpenStepScanner {
    /// Reads an unquoted string (CoreFoundation's character set, see
    /// ``isUnquotedCharacter(_:)``) at the cursor, which must be at such a character.
    /// - Throws: `limit-exceeded` past ``PlistReader/Options/maxStringLength`` bytes.
    mutating func scanUnquotedString() throws -> String {
        let start = pos
        let opened = location
        // Every character of the set is ASCII: one byte in UTF-8, one unit in UTF-16.
        var bytes: [UInt8] = []
        while let s = try scalar(at: pos), Self.isUnquotedCharacter(s.value) {
            bytes.append(UInt8(s.value))
            try advance(s.value, s.length)
            if pos - start > maxStringLength { throw tooLong(opened) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Reads a string in `"` or `'` at the cursor, which must be at the quote.
    ///
    /// Escapes, as CoreFoundation reads them: `\a \b \f \n \r \t \v` (BEL, BS, FF, LF, CR, TAB,
    /// VT, as CoreFoundation's `getSlashedChar`: swift-foundation's port reads `\f` as U+0012 and
    /// `\v` as U+0011, writing the decimal codes 12 and 11 as hex; PlistKit follows CF),
    /// `\"`, a backslash before a line feed (a line feed), one to three octal digits (a byte of
    /// the NeXTSTEP Latin encoding, see ``nextStepLatin``; `\000` is U+0000), `\U` and up to
    /// four hex digits (a UTF-16 code unit; a high and a low surrogate in a row make one
    /// scalar), and a backslash before any other character stands for that character (`\\`,
    /// `\'`, `\q` → `q`).
    /// - Throws: `syntax` for a string with no closing quote ("unterminated quoted string
    ///   opened at 3:9"); `invalid-string` for a `\U` surrogate without its pair;
    ///   `limit-exceeded` past ``PlistReader/Options/maxStringLength`` source bytes.
    mutating func scanQuotedString() throws -> String {
        let opened = location
        guard let q = try scalar(at: pos) else { throw error(.syntax, "expected a string") }
        let quote = q.value
        try advance(q.value, q.length)
        let start = pos
        var text = String.UnicodeScalarView()
        while true {
            guard let s = try scalar(at: pos) else {
                throw error(.syntax, DiagnosticRule.unterminatedOpenStepMessage("quoted string", openedAt: opened))
            }
            if pos - start > maxStringLength { throw tooLong(opened) }
            if s.value == quote {
                try advance(s.value, s.length)
                return String(text)
            }
            if s.value == UInt32(UInt8(ascii: "\\")) {
                let escapeLocation = location
                try advance(s.value, s.length)
                try scanEscape(into: &text, at: escapeLocation, opened: opened)
                continue
            }
            // A scalar the decoder accepted is always valid.
            if let scalar = Unicode.Scalar(s.value) { text.append(scalar) }
            try advance(s.value, s.length)
        }
    }

    /// Reads the escape after a backslash (see ``scanQuotedString()``).
    private mutating func scanEscape(into text: inout String.UnicodeScalarView, at escapeLocation: SourceLocation,
                                     opened: SourceLocation) throws {
        guard let s = try scalar(at: pos) else {
            throw error(.syntax, DiagnosticRule.unterminatedOpenStepMessage("quoted string", openedAt: opened))
        }
        try advance(s.value, s.length)
        switch s.value {
        case 0x22, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74, 0x75: break  // " \ / b f n r t u: JSON has them too
        default: usedOpenStepEscape = true  // `\U`, `\a`, `\v`, octal, `\'`, …: the text is no JSON
        }
        let value: UInt32
        switch s.value {
        case 0x30...0x37:
            // Up to three octal digits, kept in one byte as CF does (`\777` is 0xFF).
            var byte = UInt8(s.value - 0x30)
            for _ in 0..<2 {
                guard let d = try peek(), (0x30...0x37).contains(d) else { break }
                byte = byte &<< 3 &+ UInt8(d - 0x30)
                try advance()
            }
            value = byte < 0x80 ? UInt32(byte) : UInt32(Self.nextStepLatin[Int(byte) - 0x80])
        case UInt32(UInt8(ascii: "U")):
            let unit = try scanHexUnit()
            if (0xD800...0xDBFF).contains(unit) {
                if try peek() == UInt32(UInt8(ascii: "\\")), try peekSecond() == UInt32(UInt8(ascii: "U")) {
                    let saved = self
                    try advance()
                    try advance()
                    let low = try scanHexUnit()
                    if (0xDC00...0xDFFF).contains(low) {
                        value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                        break
                    }
                    self = saved
                }
                throw unpaired(unit, at: escapeLocation)
            }
            if (0xDC00...0xDFFF).contains(unit) { throw unpaired(unit, at: escapeLocation) }
            value = unit
        case UInt32(UInt8(ascii: "a")): value = 0x07
        case UInt32(UInt8(ascii: "b")): value = 0x08
        case UInt32(UInt8(ascii: "f")): value = 0x0C
        case UInt32(UInt8(ascii: "n")): value = 0x0A
        case UInt32(UInt8(ascii: "r")): value = 0x0D
        case UInt32(UInt8(ascii: "t")): value = 0x09
        case UInt32(UInt8(ascii: "v")): value = 0x0B
        default: value = s.value
        }
        if let scalar = Unicode.Scalar(value) { text.append(scalar) }
    }

    /// Up to four hex digits after `\U` (fewer when a non-hex character comes first; none
    /// reads as U+0000, as in CF).
    private mutating func scanHexUnit() throws -> UInt32 {
        var unit: UInt32 = 0
        for _ in 0..<4 {
            guard let d = try peek(), let v = Self.hexValue(d) else { break }
            unit = unit << 4 | v
            try advance()
        }
        return unit
    }

    /// The value of hex digit `d`, or `nil`.
    static func hexValue(_ d: UInt32) -> UInt32? {
        switch d {
        case 0x30...0x39: return d - 0x30
        case 0x41...0x46: return d - 0x41 + 10
        case 0x61...0x66: return d - 0x61 + 10
        default: return nil
        }
    }

    private func unpaired(_ unit: UInt32, at location: SourceLocation) -> PlistReadError {
        let hex = String(unit, radix: 16, uppercase: true)
        return error(PlistReadError.Kind.invalidString,
                     "\\U\(hex) is half of a UTF-16 surrogate pair and has no other half", at: location)
    }

    /// The error for a string longer than ``PlistReader/Options/maxStringLength``.
    func tooLong(_ opened: SourceLocation) -> PlistReadError {
        error(.limitExceeded, DiagnosticRule.readerStringLengthMessage(limit: maxStringLength),
              at: opened)
    }

    /// The NeXTSTEP Latin encoding's characters for bytes 0x80–0xFF, which octal escapes above
    /// `\177` stand for (CoreFoundation converts them with `kCFStringEncodingNextStepLatin`;
    /// bytes 0xFE and 0xFF have no character there and read as U+0000, as in CF). Measured
    /// with Linux `plutil` over all 128 escapes.
    static let nextStepLatin: [UInt16] = [
        0x00A0, 0x00C0, 0x00C1, 0x00C2, 0x00C3, 0x00C4, 0x00C5, 0x00C7,
        0x00C8, 0x00C9, 0x00CA, 0x00CB, 0x00CC, 0x00CD, 0x00CE, 0x00CF,
        0x00D0, 0x00D1, 0x00D2, 0x00D3, 0x00D4, 0x00D5, 0x00D6, 0x00D9,
        0x00DA, 0x00DB, 0x00DC, 0x00DD, 0x00DE, 0x00B5, 0x00D7, 0x00F7,
        0x00A9, 0x00A1, 0x00A2, 0x00A3, 0x2044, 0x00A5, 0x0192, 0x00A7,
        0x00A4, 0x2019, 0x201C, 0x00AB, 0x2039, 0x203A, 0xFB01, 0xFB02,
        0x00AE, 0x2013, 0x2020, 0x2021, 0x00B7, 0x00A6, 0x00B6, 0x2022,
        0x201A, 0x201E, 0x201D, 0x00BB, 0x2026, 0x2030, 0x00AC, 0x00BF,
        0x00B9, 0x02CB, 0x00B4, 0x02C6, 0x02DC, 0x00AF, 0x02D8, 0x02D9,
        0x00A8, 0x00B2, 0x02DA, 0x00B8, 0x00B3, 0x02DD, 0x02DB, 0x02C7,
        0x2014, 0x00B1, 0x00BC, 0x00BD, 0x00BE, 0x00E0, 0x00E1, 0x00E2,
        0x00E3, 0x00E4, 0x00E5, 0x00E7, 0x00E8, 0x00E9, 0x00EA, 0x00EB,
        0x00EC, 0x00C6, 0x00ED, 0x00AA, 0x00EE, 0x00EF, 0x00F0, 0x00F1,
        0x0141, 0x00D8, 0x0152, 0x00BA, 0x00F2, 0x00F3, 0x00F4, 0x00F5,
        0x00F6, 0x00E6, 0x00F9, 0x00FA, 0x00FB, 0x0131, 0x00FC, 0x00FD,
        0x0142, 0x00F8, 0x0153, 0x00DF, 0x00FE, 0x00FF, 0x0000, 0x0000,
    ]
}
