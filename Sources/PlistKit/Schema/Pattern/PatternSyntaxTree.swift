/// A parsed pattern: its tree, and the scalar sets its ``PatternNode/set(_:)`` nodes refer to
/// (held apart so that expanding a repetition copies an index, not a set).
struct PatternSyntaxTree: Sendable, Hashable {
    /// The root node.
    let root: PatternNode

    /// The sets, each once.
    let sets: [PatternScalarSet]
}
