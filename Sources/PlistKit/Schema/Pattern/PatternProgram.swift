/// A compiled ``SchemaPattern``: a Thompson automaton as a list of instructions, run by
/// ``PatternMachine``. Execution starts at instruction 0; a thread that reaches
/// ``PatternInstruction/match`` means the pattern matched.
struct PatternProgram: Sendable, Hashable {
    /// The instructions; jump targets are indices into this array. At most
    /// ``SchemaPattern/maximumProgramSize`` of them, the last one ``PatternInstruction/match``.
    let instructions: [PatternInstruction]

    /// The scalar sets that ``PatternInstruction/set(_:)`` instructions refer to, each once.
    let sets: [PatternScalarSet]
}
