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

/// One instruction of a ``PatternProgram``.
enum PatternInstruction: Sendable, Hashable {
    /// Consumes a scalar equal to the code point, then goes on with the next instruction.
    case scalar(UInt32)

    /// Consumes a scalar in ``PatternProgram/sets`` at the index.
    case set(Int)

    /// Consumes any scalar but a line terminator (`.`).
    case anyButLineTerminator

    /// Goes on at both instructions (an ε-fork of the automaton).
    case split(Int, Int)

    /// Goes on at the instruction.
    case jump(Int)

    /// Goes on with the next instruction if the assertion holds at the current position.
    case assert(PatternAssertion)

    /// The pattern has matched.
    case match
}
