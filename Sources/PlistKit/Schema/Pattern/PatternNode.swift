/// The parsed form of a ``SchemaPattern``: the ECMA-262 §22.2.1 productions that decide
/// whether a string matches, with capturing, group names and laziness dropped.
indirect enum PatternNode: Sendable, Hashable {
    /// Matches the empty string (an empty Alternative).
    case empty

    /// One code point (a PatternCharacter or a CharacterEscape). A lone surrogate (from
    /// `\uD800`) never matches, as Swift strings hold none.
    case scalar(UInt32)

    /// One scalar of a set: a CharacterClass or a CharacterClassEscape (`\d`, `\p{L}`, …);
    /// the index of the set in ``PatternSyntaxTree/sets``.
    case set(Int)

    /// `.`: any scalar but a LineTerminator (§22.2.2.7, no `s` flag).
    case anyButLineTerminator

    /// A zero-width Assertion (`^`, `$`, `\b`, `\B`).
    case assertion(PatternAssertion)

    /// Each node in turn (an Alternative of several Terms).
    case concatenation([PatternNode])

    /// Any one of the nodes (a Disjunction of several Alternatives).
    case alternation([PatternNode])

    /// The node repeated `minimum` to `maximum` times (`nil`: unbounded): a quantified Atom.
    /// `offset` is the scalar offset of the repeated atom, named when the expansion is too large.
    case repetition(PatternNode, minimum: Int, maximum: Int?, offset: Int)
}
