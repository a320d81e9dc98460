/// A regular expression of a JSON Schema `pattern` or `patternProperties` key, matched in time
/// linear in the input.
///
/// JSON Schema 2020-12 (Validation §6.3.3 `pattern`, Core §10.3.2.2 `patternProperties`)
/// takes ECMA-262 regular expressions, matched unanchored ("search"): a string matches when
/// the expression matches any part of it. The syntax read is that of ECMA-262 §22.2.1 with the
/// `u` flag (Unicode semantics: matching is over Unicode scalars, escapes are strict) and no
/// other flag; see ``PatternParser`` for what is accepted and what is refused.
///
/// Patterns come from untrusted schemas, so nothing here backtracks: the expression is parsed
/// into a ``PatternNode`` tree, compiled into a Thompson automaton (``PatternProgram``) of at most
/// ``maximumProgramSize`` instructions, and simulated by ``PatternMachine`` (a Pike VM), in
/// O(program × input) time and O(program) memory whatever the pattern and the input. Only a
/// yes/no verdict is computed, so greedy and lazy quantifiers behave alike and groups capture
/// nothing.
///
/// ```swift
/// let pattern = try SchemaPattern("^[a-z]+(?:-[a-z]+)*$")
/// pattern.matches("com-example")  // true
/// ```
struct SchemaPattern: Sendable, Hashable, CustomStringConvertible {
    /// The longest pattern accepted, in Unicode scalars; a longer one throws a ``SyntaxError``.
    static let maximumSourceLength = 20_000

    /// The most instructions a compiled pattern may hold once counted repetitions (`{n,m}`)
    /// are expanded; a pattern needing more throws a ``SyntaxError`` ("pattern too complex").
    /// It bounds both the compile time and the matching time per input scalar.
    static let maximumProgramSize = 20_000

    /// The deepest nesting of groups (`(…)`, `(?:…)`, `(?<name>…)`) accepted.
    static let maximumNestingDepth = 200

    /// The pattern text as given.
    let source: String

    /// The compiled automaton.
    let program: PatternProgram

    /// The scalars every match starts with when the pattern is anchored at the start of the
    /// input (`^UIStatusBarStyle(~ipad)?$` → `UIStatusBarStyle`; without the `m` flag `^` only
    /// matches at offset 0), else empty. A string that does not start with them cannot match,
    /// so ``matches(_:)`` and a caller's step budget skip the automaton for it.
    let requiredPrefix: [Unicode.Scalar]

    /// Parses and compiles `source`.
    ///
    /// - Throws: ``SyntaxError`` naming the scalar offset and the problem when `source` is not
    ///   an ECMA-262 `u`-mode regular expression, uses a feature refused here (backreferences,
    ///   lookaround, `\p{Script=…}`), is longer than ``maximumSourceLength`` scalars, nests
    ///   groups deeper than ``maximumNestingDepth``, or compiles to more than
    ///   ``maximumProgramSize`` instructions.
    init(_ source: String) throws(SyntaxError) {
        let tree = try PatternParser.parse(source)
        self.source = source
        self.program = try PatternCompiler.compile(tree)
        self.requiredPrefix = Self.anchoredPrefix(of: tree.root)
    }

    /// The literal scalars right after a leading `^` in the top-level concatenation (a scalar
    /// followed by a quantifier is parsed as a repetition, so it is not included).
    static func anchoredPrefix(of root: PatternNode) -> [Unicode.Scalar] {
        guard case .concatenation(let nodes) = root, case .assertion(.start)? = nodes.first else { return [] }
        var prefix: [Unicode.Scalar] = []
        for node in nodes.dropFirst() {
            guard case .scalar(let value) = node, let scalar = Unicode.Scalar(value) else { break }
            prefix.append(scalar)
        }
        return prefix
    }

    /// Whether `string` can match at all as far as ``requiredPrefix`` tells: it starts with it.
    func mayMatch(_ string: String) -> Bool {
        guard !requiredPrefix.isEmpty else { return true }
        var scalars = string.unicodeScalars.makeIterator()
        for expected in requiredPrefix {
            guard scalars.next() == expected else { return false }
        }
        return true
    }

    /// Whether the pattern matches some part of `string` (ECMA-262 `RegExp.prototype.test`
    /// without flags other than `u`), compared scalar by scalar.
    ///
    /// Runs in O(``PatternProgram/instructions`` × scalars of `string`) time and
    /// O(``PatternProgram/instructions``) memory, and stops at the first match.
    func matches(_ string: String) -> Bool {
        mayMatch(string) && PatternMachine(program).search(string.unicodeScalars)
    }

    /// The most thread steps ``matches(_:)`` can take on a string of `scalarCount` Unicode
    /// scalars: one per instruction per position (`scalarCount + 1` of them). Each step costs
    /// roughly 5–10 ns in an optimised build (measured on x86-64), so a caller can refuse a match whose bound
    /// exceeds its budget before running it (a pattern at ``maximumProgramSize`` against a
    /// million-scalar string is 2 × 10^10 steps). Saturates at `Int.max`.
    func maximumSteps(forScalarCount scalarCount: Int) -> Int {
        let (product, overflow) = program.instructions.count.multipliedReportingOverflow(by: max(scalarCount, 0) &+ 1)
        return overflow ? Int.max : product
    }

    /// The pattern's source text.
    var description: String { source }

    /// Two patterns are equal when their sources are.
    static func == (lhs: SchemaPattern, rhs: SchemaPattern) -> Bool { lhs.source == rhs.source }

    /// Hashes the source text.
    func hash(into hasher: inout Hasher) { hasher.combine(source) }
}
