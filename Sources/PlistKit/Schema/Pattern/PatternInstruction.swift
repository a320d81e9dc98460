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
