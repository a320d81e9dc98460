extension PatternParser {
    /// One ClassAtom of a character class: a code point, or the set of a
    /// CharacterClassEscape (`\d`, `\p{L}`, …).
    enum ClassAtom {
        /// A single code point.
        case scalar(UInt32)

        /// A class escape's set (never inverted).
        case set(PatternScalarSet)
    }

    /// CharacterClass (ECMA-262 §22.2.1, §22.2.2.9) at `[`, consumed: `[` `^`? ClassContents
    /// `]`. Ranges `a-z` need single code points at both ends, in order; a `-` first, last or
    /// after a range is literal.
    mutating func parseClass() throws(SchemaPattern.SyntaxError) -> PatternScalarSet {
        let open = position
        position += 1
        let inverted = consume("^")
        var ranges: [ClosedRange<UInt32>] = []
        var properties: [PatternPropertyTest] = []
        func add(_ atom: ClassAtom) {
            switch atom {
            case .scalar(let value):
                ranges.append(value...value)
            case .set(let set):
                ranges += set.ranges
                properties += set.properties
            }
        }
        while true {
            guard let scalar = peek() else { throw error("unterminated character class", at: open) }
            if scalar == "]" {
                position += 1
                break
            }
            let start = position
            let first = try parseClassAtom()
            guard peek() == "-", let after = peek(1), after != "]" else {
                add(first)
                continue
            }
            position += 1
            let second = try parseClassAtom()
            guard case .scalar(let low) = first, case .scalar(let high) = second else {
                throw error("invalid character class range: a class escape such as \\d cannot be a range endpoint", at: start)
            }
            guard low <= high else { throw error("range out of order in character class", at: start) }
            ranges.append(low...high)
        }
        return PatternScalarSet(ranges: ranges, properties: properties, isInverted: inverted)
    }

    /// ClassAtom: `\` ClassEscape, or any scalar but `\` and `]` (`-` included).
    mutating func parseClassAtom() throws(SchemaPattern.SyntaxError) -> ClassAtom {
        let start = position
        guard let scalar = peek() else { throw error("unterminated character class", at: start) }
        guard scalar == "\\" else {
            position += 1
            return .scalar(scalar.value)
        }
        position += 1
        if let set = try parseClassEscape() { return .set(set) }
        return .scalar(try parseCharacterEscape(inClass: true, start: start))
    }
}
