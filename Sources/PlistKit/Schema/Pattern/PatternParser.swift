/// Reads a pattern into a ``PatternSyntaxTree`` following the grammar of ECMA-262 §22.2.1
/// with the `u` flag ([+UnicodeMode], no Annex B leniency), by recursive descent.
///
/// Accepted: PatternCharacters; `.`; `^` and `$` (no `m` flag); `\b`, `\B`; groups `(…)`,
/// `(?:…)`, `(?<name>…)`; `|`; quantifiers `*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}`, each
/// optionally lazy (`?`); character classes with ranges and `^`; the escapes `\d \D \w \W \s
/// \S`, `\t \n \v \f \r`, `\0`, `\cX`, `\xHH`, `\uHHHH` (surrogate pairs combined), `\u{H…}`,
/// `\b` (backspace, in classes), `\-` (in classes), the syntax characters and `/`; and
/// `\p{…}`, `\P{…}` for General_Category values (`Lu`, `Letter`, `gc=L`,
/// `General_Category=Nd`), the binary properties of ``PatternBinaryProperty``, `Any`, `ASCII`
/// and `Assigned`.
///
/// Refused with a ``SchemaPattern/SyntaxError``: backreferences (`\1`, `\k<name>`), lookahead
/// and lookbehind, modifier groups (`(?i:…)`), `\p{Script=…}` and `\p{Script_Extensions=…}`
/// (Swift has no script data), and everything the `u`-mode grammar rejects (unbalanced
/// parentheses, lone `{ } ]`, nothing to repeat, `{2,1}`, ranges out of order, unknown
/// escapes, octal escapes, duplicate group names, …).
struct PatternParser {
    /// The pattern's scalars.
    let scalars: [Unicode.Scalar]

    /// The offset of the next scalar to read.
    var position = 0

    /// How many groups enclose the position.
    var depth = 0

    /// The names of the named groups so far (§22.2.1.1: a name may not repeat).
    var groupNames: Set<String> = []

    /// The sets of the ``PatternNode/set(_:)`` nodes so far.
    var sets: [PatternScalarSet] = []

    /// The index of each set in ``sets``.
    var setIndices: [PatternScalarSet: Int] = [:]

    /// Parses `source`.
    ///
    /// - Throws: ``SchemaPattern/SyntaxError`` at the first problem.
    static func parse(_ source: String) throws(SchemaPattern.SyntaxError) -> PatternSyntaxTree {
        var scalars: [Unicode.Scalar] = []
        for scalar in source.unicodeScalars {
            if scalars.count == SchemaPattern.maximumSourceLength {
                throw SchemaPattern.SyntaxError(
                    "pattern longer than \(SchemaPattern.maximumSourceLength) characters (SchemaPattern.maximumSourceLength)",
                    at: scalars.count)
            }
            scalars.append(scalar)
        }
        var parser = PatternParser(scalars: scalars)
        let root = try parser.parseDisjunction()
        if parser.peek() != nil {
            // parseDisjunction stops only at the end or at a ")" it does not own.
            throw parser.error("unmatched \")\"", at: parser.position)
        }
        return PatternSyntaxTree(root: root, sets: parser.sets)
    }

    /// The scalar at the position, or `nil` at the end.
    func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        position + ahead < scalars.count ? scalars[position + ahead] : nil
    }

    /// Consumes `scalar` if it is next.
    mutating func consume(_ scalar: Unicode.Scalar) -> Bool {
        guard peek() == scalar else { return false }
        position += 1
        return true
    }

    /// An error at `offset`.
    func error(_ reason: String, at offset: Int) -> SchemaPattern.SyntaxError {
        SchemaPattern.SyntaxError(reason, at: offset)
    }

    /// The node of a set, stored once in ``sets``.
    mutating func node(for set: PatternScalarSet) -> PatternNode {
        if let index = setIndices[set] { return .set(index) }
        setIndices[set] = sets.count
        sets.append(set)
        return .set(sets.count - 1)
    }

    /// Disjunction :: Alternative ( `|` Alternative )*, up to the end or a `)`.
    mutating func parseDisjunction() throws(SchemaPattern.SyntaxError) -> PatternNode {
        var alternatives = [try parseAlternative()]
        while consume("|") { alternatives.append(try parseAlternative()) }
        return alternatives.count == 1 ? alternatives[0] : .alternation(alternatives)
    }

    /// Alternative :: Term*, up to the end, a `|` or a `)`.
    mutating func parseAlternative() throws(SchemaPattern.SyntaxError) -> PatternNode {
        var terms: [PatternNode] = []
        while let scalar = peek(), scalar != "|", scalar != ")" {
            terms.append(try parseTerm())
        }
        switch terms.count {
        case 0: return .empty
        case 1: return terms[0]
        default: return .concatenation(terms)
        }
    }

    /// Term :: Assertion | Atom Quantifier? (assertions take no quantifier in Unicode mode).
    mutating func parseTerm() throws(SchemaPattern.SyntaxError) -> PatternNode {
        let start = position
        switch peek() {
        case "^":
            position += 1
            return .assertion(.start)
        case "$":
            position += 1
            return .assertion(.end)
        case "\\" where peek(1) == "b":
            position += 2
            return .assertion(.wordBoundary)
        case "\\" where peek(1) == "B":
            position += 2
            return .assertion(.notWordBoundary)
        default:
            break
        }
        let atom = try parseAtom()
        guard let (minimum, maximum) = try parseQuantifier() else { return atom }
        return .repetition(atom, minimum: minimum, maximum: maximum, offset: start)
    }

    /// Quantifier :: QuantifierPrefix `?`?, or `nil` when none follows.
    mutating func parseQuantifier() throws(SchemaPattern.SyntaxError) -> (Int, Int?)? {
        let start = position
        let bounds: (Int, Int?)
        switch peek() {
        case "*": position += 1; bounds = (0, nil)
        case "+": position += 1; bounds = (1, nil)
        case "?": position += 1; bounds = (0, 1)
        case "{":
            guard let braced = parseBraces() else {
                throw error("incomplete quantifier: \"{\" must be followed by digits and \"}\" (write \\{ for a literal brace)", at: start)
            }
            if let maximum = braced.1, maximum < braced.0 {
                throw error("numbers out of order in {} quantifier", at: start)
            }
            bounds = braced
        default:
            return nil
        }
        _ = consume("?")  // lazy: the same verdict
        return bounds
    }

    /// `{n}`, `{n,}` or `{n,m}` at the position, consumed; `nil` (nothing consumed) otherwise.
    /// Counts saturate at 2^40, far above anything ``SchemaPattern/maximumProgramSize`` admits.
    mutating func parseBraces() -> (Int, Int?)? {
        let start = position
        guard consume("{"), let minimum = parseDecimal() else {
            position = start
            return nil
        }
        var maximum: Int? = minimum
        if consume(",") { maximum = parseDecimal() }
        guard consume("}") else {
            position = start
            return nil
        }
        return (minimum, maximum)
    }

    /// DecimalDigits at the position, consumed, saturating at 2^40; `nil` when none.
    mutating func parseDecimal() -> Int? {
        var value: Int? = nil
        while let scalar = peek(), let digit = Self.decimalValue(scalar) {
            value = min((value ?? 0) * 10 + digit, 1 << 40)
            position += 1
        }
        return value
    }

    /// The value of an ASCII decimal digit.
    static func decimalValue(_ scalar: Unicode.Scalar) -> Int? {
        (0x30...0x39).contains(scalar.value) ? Int(scalar.value - 0x30) : nil
    }

    /// Atom :: PatternCharacter | `.` | `\` AtomEscape | CharacterClass | group.
    mutating func parseAtom() throws(SchemaPattern.SyntaxError) -> PatternNode {
        let start = position
        guard let scalar = peek() else { throw error("expected an atom", at: start) }
        switch scalar {
        case ".":
            position += 1
            return .anyButLineTerminator
        case "(":
            return try parseGroup()
        case "[":
            return node(for: try parseClass())
        case "\\":
            return try parseAtomEscape()
        case "*", "+", "?":
            throw error("nothing to repeat before \"\(scalar)\"", at: start)
        case "{":
            if parseBraces() != nil { throw error("nothing to repeat before \"{\"", at: start) }
            throw error("lone \"{\" (write \\{ for a literal brace)", at: start)
        case "}":
            throw error("lone \"}\" (write \\} for a literal brace)", at: start)
        case "]":
            throw error("lone \"]\" (write \\] for a literal bracket)", at: start)
        default:
            position += 1
            return .scalar(scalar.value)
        }
    }

    /// A group at `(`: `(…)`, `(?:…)` or `(?<name>…)`; lookaround and modifiers are refused.
    mutating func parseGroup() throws(SchemaPattern.SyntaxError) -> PatternNode {
        let open = position
        position += 1
        if consume("?") {
            switch peek() {
            case ":":
                position += 1
            case "=":
                throw error("lookahead (?=…) is not supported", at: open)
            case "!":
                throw error("negative lookahead (?!…) is not supported", at: open)
            case "<" where peek(1) == "=":
                throw error("lookbehind (?<=…) is not supported", at: open)
            case "<" where peek(1) == "!":
                throw error("negative lookbehind (?<!…) is not supported", at: open)
            case "<":
                position += 1
                try parseGroupName()
            case "P" where peek(1) == "<":
                throw error("Python-style named groups (?P<name>…) are not ECMA-262 syntax (write (?<name>…))", at: open)
            case let next? where next == "-" || next.properties.isAlphabetic && next.isASCII:
                throw error("modifier groups such as (?i:…) are not supported", at: open)
            default:
                throw error("invalid group: \"(?\" must be followed by \":\", \"<name>\", \"=\" or \"!\"", at: open)
            }
        }
        depth += 1
        if depth > SchemaPattern.maximumNestingDepth {
            throw error("groups nested more than \(SchemaPattern.maximumNestingDepth) deep (SchemaPattern.maximumNestingDepth)", at: open)
        }
        let body = try parseDisjunction()
        depth -= 1
        guard consume(")") else { throw error("unterminated group", at: open) }
        return body
    }

    /// GroupName :: `<` RegExpIdentifierName `>`, after the `<`: an ID_Start, `$` or `_`, then
    /// ID_Continue, `$`, ZWNJ or ZWJ scalars, any of them possibly as `\u` escapes.
    mutating func parseGroupName() throws(SchemaPattern.SyntaxError) {
        let start = position
        var name = String.UnicodeScalarView()
        while !consume(">") {
            let offset = position
            guard var scalar = peek() else { throw error("unterminated group name", at: start) }
            if scalar == "\\" {
                position += 1
                guard consume("u"), let value = try parseUnicodeEscapeBody(), let decoded = Unicode.Scalar(value) else {
                    throw error("invalid escape in group name", at: offset)
                }
                scalar = decoded
            } else {
                position += 1
            }
            let valid = scalar == "$" || scalar == "_"
                || (name.isEmpty ? scalar.properties.isIDStart
                    : scalar.properties.isIDContinue || scalar.value == 0x200C || scalar.value == 0x200D)
            guard valid else { throw error("invalid group name", at: offset) }
            name.append(scalar)
        }
        let text = String(name)
        if text.isEmpty { throw error("empty group name", at: start) }
        guard groupNames.insert(text).inserted else {
            throw error("duplicate group name \(UntrustedText.quoted(text))", at: start)
        }
    }
}
