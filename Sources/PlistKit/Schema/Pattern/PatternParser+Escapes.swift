extension PatternParser {
    /// `\` AtomEscape (ECMA-262 §22.2.1): a CharacterClassEscape or a CharacterEscape;
    /// backreferences (DecimalEscape, `\k<name>`) are refused. `\b` and `\B` were read as
    /// assertions by ``parseTerm()``.
    mutating func parseAtomEscape() throws(SchemaPattern.SyntaxError) -> PatternNode {
        let start = position
        position += 1
        guard let letter = peek() else { throw error("\\ at end of pattern", at: start) }
        if ("1"..."9").contains(letter) {
            throw error("backreferences such as \\1 are not supported", at: start)
        }
        if letter == "k" {
            throw error("named backreferences \\k<…> are not supported", at: start)
        }
        if let set = try parseClassEscape() { return node(for: set) }
        return .scalar(try parseCharacterEscape(inClass: false, start: start))
    }

    /// CharacterClassEscape (§22.2.1, §22.2.2.9) after a `\`: `d D s S w W`, `p{…}`, `P{…}`,
    /// consumed; `nil` (nothing consumed) for another letter.
    mutating func parseClassEscape() throws(SchemaPattern.SyntaxError) -> PatternScalarSet? {
        let start = position - 1
        switch peek() {
        case "d": position += 1; return .digits
        case "D": position += 1; return PatternScalarSet(ranges: PatternScalarSet.digits.complementedRanges)
        case "w": position += 1; return .wordCharacters
        case "W": position += 1; return PatternScalarSet(ranges: PatternScalarSet.wordCharacters.complementedRanges)
        case "s": position += 1; return .whiteSpace
        case "S": position += 1; return PatternScalarSet(ranges: PatternScalarSet.whiteSpace.complementedRanges)
        case "p": position += 1; return try parseProperty(negated: false, start: start)
        case "P": position += 1; return try parseProperty(negated: true, start: start)
        default: return nil
        }
    }

    /// CharacterEscape (§22.2.1) after a `\` at `start`, consumed: ControlEscape, `c`
    /// AsciiLetter, `0` not before a digit, HexEscapeSequence, RegExpUnicodeEscapeSequence, or
    /// IdentityEscape (a SyntaxCharacter or `/`); in a class also `b` (U+0008) and `-`.
    mutating func parseCharacterEscape(inClass: Bool, start: Int) throws(SchemaPattern.SyntaxError) -> UInt32 {
        guard let letter = peek() else { throw error("\\ at end of pattern", at: start) }
        position += 1
        switch letter {
        case "t": return 0x09
        case "n": return 0x0A
        case "v": return 0x0B
        case "f": return 0x0C
        case "r": return 0x0D
        case "b" where inClass: return 0x08
        case "-" where inClass: return 0x2D
        case "c":
            guard let control = peek(), control.isASCII, control.properties.isAlphabetic else {
                throw error("invalid \\c escape: \\c must be followed by a letter A-Z or a-z", at: start)
            }
            position += 1
            return control.value % 32
        case "0":
            if let digit = peek(), Self.decimalValue(digit) != nil {
                throw error("invalid escape \\0 followed by a digit (octal escapes are not allowed with the u flag)", at: start)
            }
            return 0
        case "x":
            guard let high = peek().flatMap(Self.hexValue), let low = peek(1).flatMap(Self.hexValue) else {
                throw error("invalid \\x escape: two hexadecimal digits must follow", at: start)
            }
            position += 2
            return high << 4 | low
        case "u":
            guard let value = try parseUnicodeEscapeBody() else {
                throw error("invalid \\u escape: four hexadecimal digits or {hex digits} must follow", at: start)
            }
            return value
        case "^", "$", "\\", ".", "*", "+", "?", "(", ")", "[", "]", "{", "}", "|", "/":
            return letter.value
        default:
            throw error("invalid escape \\\(UntrustedText.escaped(String(letter))) (with the u flag only syntax characters and / may be escaped)", at: start)
        }
    }

    /// The code point of a RegExpUnicodeEscapeSequence after `\u` (§22.2.1): `{` hex digits
    /// `}` up to 0x10FFFF, or four hex digits, a leading surrogate followed by `\u` and a
    /// trailing surrogate being combined into one code point. `nil` when malformed.
    ///
    /// - Throws: ``SchemaPattern/SyntaxError`` when a `\u{…}` value exceeds 0x10FFFF.
    mutating func parseUnicodeEscapeBody() throws(SchemaPattern.SyntaxError) -> UInt32? {
        let start = position - 2
        if consume("{") {
            var value: UInt32 = 0
            var count = 0
            while let digit = peek().flatMap(Self.hexValue) {
                value = min(value << 4 | digit, 0x11_0000)
                count += 1
                position += 1
            }
            guard count > 0, consume("}") else { return nil }
            guard value <= PatternScalarSet.maximumCodePoint else {
                throw error("\\u{…} escape beyond U+10FFFF", at: start)
            }
            return value
        }
        guard let lead = fourHexDigits(at: position) else { return nil }
        position += 4
        if (0xD800...0xDBFF).contains(lead), peek() == "\\", peek(1) == "u",
           let trail = fourHexDigits(at: position + 2), (0xDC00...0xDFFF).contains(trail) {
            position += 6
            return 0x10000 + (lead - 0xD800) << 10 + (trail - 0xDC00)
        }
        return lead
    }

    /// The value of four hex digits at `offset`, or `nil`.
    func fourHexDigits(at offset: Int) -> UInt32? {
        guard offset + 4 <= scalars.count else { return nil }
        var value: UInt32 = 0
        for scalar in scalars[offset..<offset + 4] {
            guard let digit = Self.hexValue(scalar) else { return nil }
            value = value << 4 | digit
        }
        return value
    }

    /// The value of an ASCII hexadecimal digit.
    static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar.value {
        case 0x30...0x39: return scalar.value - 0x30
        case 0x41...0x46: return scalar.value - 0x41 + 10
        case 0x61...0x66: return scalar.value - 0x61 + 10
        default: return nil
        }
    }

    /// `{` UnicodePropertyValueExpression `}` after `\p` or `\P` (at `start`), consumed
    /// (§22.2.1, §22.2.2.9): `General_Category=V`, `gc=V`, or a lone General_Category value or
    /// binary property name; `Script=`/`sc=`/`Script_Extensions=`/`scx=` are refused.
    mutating func parseProperty(negated: Bool, start: Int) throws(SchemaPattern.SyntaxError) -> PatternScalarSet {
        let escape = negated ? "\\P" : "\\p"
        guard consume("{") else { throw error("invalid property escape: \(escape) must be followed by {name}", at: start) }
        var name = String.UnicodeScalarView()
        var value: String.UnicodeScalarView? = nil
        while !consume("}") {
            guard let scalar = peek() else { throw error("unterminated property escape \(escape){…}", at: start) }
            position += 1
            if scalar == "=", value == nil {
                value = String.UnicodeScalarView()
            } else if scalar.isASCII, scalar.properties.isAlphabetic || scalar == "_" || Self.decimalValue(scalar) != nil {
                if value != nil { value?.append(scalar) } else { name.append(scalar) }
            } else {
                throw error("invalid character in property escape \(escape){…}", at: position - 1)
            }
        }
        let nameText = String(name)
        if let value {
            let valueText = String(value)
            switch nameText {
            case "General_Category", "gc":
                guard let mask = PatternPropertyTest.generalCategoryValues[valueText] else {
                    throw error("unknown General_Category value \(UntrustedText.quoted(valueText))", at: start)
                }
                return PatternScalarSet(properties: [PatternPropertyTest(kind: .generalCategories(mask), isNegated: negated)])
            case "Script", "sc", "Script_Extensions", "scx":
                throw error("\(escape){\(nameText)=…} is not supported (no script data)", at: start)
            default:
                throw error("unknown Unicode property \(UntrustedText.quoted(nameText))", at: start)
            }
        }
        if let mask = PatternPropertyTest.generalCategoryValues[nameText] {
            return PatternScalarSet(properties: [PatternPropertyTest(kind: .generalCategories(mask), isNegated: negated)])
        }
        if let property = PatternBinaryProperty(named: nameText) {
            return PatternScalarSet(properties: [PatternPropertyTest(kind: .binary(property), isNegated: negated)])
        }
        switch nameText {
        case "Any":
            return PatternScalarSet(ranges: negated ? [] : [0...PatternScalarSet.maximumCodePoint])
        case "ASCII":
            let ascii = PatternScalarSet(ranges: [0...0x7F])
            return negated ? PatternScalarSet(ranges: ascii.complementedRanges) : ascii
        case "Assigned":
            let unassigned = PatternPropertyTest.generalCategoryValues["Cn"] ?? 0
            return PatternScalarSet(properties: [PatternPropertyTest(kind: .generalCategories(unassigned), isNegated: !negated)])
        case "Emoji_Component", "EComp", "Extended_Pictographic", "ExtPict":
            throw error("\(escape){\(nameText)} is not supported (no data for it)", at: start)
        default:
            throw error("unknown Unicode property \(UntrustedText.quoted(nameText))", at: start)
        }
    }
}
