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

/// A parsed pattern: its tree, and the scalar sets its ``PatternNode/set(_:)`` nodes refer to
/// (held apart so that expanding a repetition copies an index, not a set).
struct PatternSyntaxTree: Sendable, Hashable {
    /// The root node.
    let root: PatternNode

    /// The sets, each once.
    let sets: [PatternScalarSet]
}

/// The zero-width assertions supported (ECMA-262 §22.2.2.6, without the `m` flag).
enum PatternAssertion: Sendable, Hashable {
    /// `^`: at the start of the input.
    case start

    /// `$`: at the end of the input.
    case end

    /// `\b`: between a word character (`\w`) and a non-word character or an end.
    case wordBoundary

    /// `\B`: not at a word boundary.
    case notWordBoundary

    /// Whether the assertion holds between `previous` and `next` (`nil`: the input's start
    /// or end).
    func holds(previous: Unicode.Scalar?, next: Unicode.Scalar?) -> Bool {
        switch self {
        case .start: return previous == nil
        case .end: return next == nil
        case .wordBoundary: return Self.isWord(previous) != Self.isWord(next)
        case .notWordBoundary: return Self.isWord(previous) == Self.isWord(next)
        }
    }

    /// IsWordChar (§22.2.2.6.1) without the `i` flag: `[A-Za-z0-9_]`.
    static func isWord(_ scalar: Unicode.Scalar?) -> Bool {
        guard let v = scalar?.value else { return false }
        return (0x61...0x7A).contains(v) || (0x41...0x5A).contains(v) || (0x30...0x39).contains(v) || v == 0x5F
    }
}
