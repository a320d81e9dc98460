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
