/// Runs a ``PatternProgram`` over a string (a Pike VM without captures): all threads advance
/// together, one input scalar at a time, so no input position is looked at twice.
///
/// At each position the machine follows the ε-instructions (``PatternInstruction/split(_:_:)``,
/// ``PatternInstruction/jump(_:)``, ``PatternInstruction/assert(_:)``) from the threads that
/// reached it, plus a fresh thread at instruction 0 (the search is unanchored), visiting each
/// instruction at most once; a thread reaching ``PatternInstruction/match`` ends the search. The
/// consuming instructions reached then try the scalar at the position. Each position thus costs
/// O(instructions) time, and the state is three arrays of one entry per instruction.
struct PatternMachine {
    /// The program run.
    private let program: PatternProgram

    /// `visited[pc] == step` when instruction `pc` was reached in the closure of step `step`.
    private var visited: [Int]

    /// `queued[pc] == step` when instruction `pc` is already among the threads entering step `step`.
    private var queued: [Int]

    /// The instructions the threads entering the current step start at (each once).
    private var entering: [Int] = []

    /// The consuming instructions reached in the current step's closure.
    private var consuming: [Int] = []

    /// The ε-closure's work list.
    private var stack: [Int] = []

    /// A machine for `program`, with state sized to it.
    init(_ program: PatternProgram) {
        self.program = program
        let count = program.instructions.count
        visited = Array(repeating: -1, count: count)
        queued = Array(repeating: -1, count: count)
        entering.reserveCapacity(count)
        consuming.reserveCapacity(count)
        stack.reserveCapacity(count)
    }

    /// Whether the program matches starting at some position of `scalars`.
    mutating func search(_ scalars: String.UnicodeScalarView) -> Bool {
        var iterator = scalars.makeIterator()
        var previous: Unicode.Scalar? = nil
        var next = iterator.next()
        var step = 0
        let instructions = program.instructions
        while true {
            if close(step: step, previous: previous, next: next) { return true }
            guard let scalar = next else { return false }
            step += 1
            entering.removeAll(keepingCapacity: true)
            for pc in consuming where accepts(instructions[pc], scalar) {
                let target = pc + 1
                if queued[target] != step {
                    queued[target] = step
                    entering.append(target)
                }
            }
            previous = scalar
            next = iterator.next()
        }
    }

    /// Follows the ε-instructions from instruction 0 and ``entering``, between `previous` and
    /// `next`, filling ``consuming``; returns whether ``PatternInstruction/match`` was reached.
    private mutating func close(step: Int, previous: Unicode.Scalar?, next: Unicode.Scalar?) -> Bool {
        consuming.removeAll(keepingCapacity: true)
        stack.removeAll(keepingCapacity: true)
        visited[0] = step
        stack.append(0)
        for pc in entering where visited[pc] != step {
            visited[pc] = step
            stack.append(pc)
        }
        while let pc = stack.popLast() {
            switch program.instructions[pc] {
            case .match:
                return true
            case .scalar, .set, .anyButLineTerminator:
                consuming.append(pc)
            case .jump(let target):
                push(target, step: step)
            case .split(let first, let second):
                push(second, step: step)
                push(first, step: step)
            case .assert(let assertion):
                if assertion.holds(previous: previous, next: next) { push(pc + 1, step: step) }
            }
        }
        return false
    }

    /// Adds `pc` to the closure's work list unless already reached in `step`.
    private mutating func push(_ pc: Int, step: Int) {
        if visited[pc] != step {
            visited[pc] = step
            stack.append(pc)
        }
    }

    /// Whether the consuming `instruction` accepts `scalar`.
    private func accepts(_ instruction: PatternInstruction, _ scalar: Unicode.Scalar) -> Bool {
        switch instruction {
        case .scalar(let value): return scalar.value == value
        case .set(let index): return program.sets[index].contains(scalar)
        case .anyButLineTerminator: return !PatternScalarSet.isLineTerminator(scalar.value)
        case .split, .jump, .assert, .match: return false
        }
    }
}
