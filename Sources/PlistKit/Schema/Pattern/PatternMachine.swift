/// Runs a ``PatternProgram`` over a string (a Pike VM without captures): all threads advance
/// together, one input scalar at a time, so no input position is looked at twice.
///
/// At each position the machine follows the ε-instructions (``PatternInstruction/split(_:_:)``,
/// ``PatternInstruction/jump(_:)``, ``PatternInstruction/assert(_:)``) from the threads that
/// reached it, plus a fresh thread at instruction 0 (the search is unanchored), visiting each
/// instruction at most once; a thread reaching ``PatternInstruction/match`` ends the search. The
/// consuming instructions reached then try the scalar at the position. Each position thus costs
/// O(instructions) time, and the state is five arrays of one entry per instruction, allocated
/// once per search.
struct PatternMachine {
    /// The program run.
    private let program: PatternProgram

    /// A machine for `program`.
    init(_ program: PatternProgram) {
        self.program = program
    }

    /// Whether the program matches starting at some position of `scalars`.
    func search(_ scalars: String.UnicodeScalarView) -> Bool {
        let count = program.instructions.count
        // visited[pc] == step: pc reached in the closure of step `step`; queued[pc] == step: pc
        // already among the threads entering step `step`. The three lists hold each pc at most
        // once per step.
        let visited = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
        let queued = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
        let entering = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
        let consuming = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
        let stack = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
        defer {
            visited.deallocate()
            queued.deallocate()
            entering.deallocate()
            consuming.deallocate()
            stack.deallocate()
        }
        visited.initialize(repeating: -1)
        queued.initialize(repeating: -1)
        return program.instructions.withUnsafeBufferPointer { code in program.sets.withUnsafeBufferPointer { sets in
            var enteringCount = 0
            var iterator = scalars.makeIterator()
            var previous: Unicode.Scalar? = nil
            var next = iterator.next()
            var step = 0
            while true {
                // The ε-closure of instruction 0 and the entering threads, between previous and next.
                var consumingCount = 0
                visited[0] = step
                stack[0] = 0
                var top = 1
                for i in 0..<enteringCount {
                    let pc = entering[i]
                    if visited[pc] != step {
                        visited[pc] = step
                        stack[top] = pc
                        top += 1
                    }
                }
                while top > 0 {
                    top -= 1
                    let pc = stack[top]
                    var targets = (-1, -1)
                    switch code[pc] {
                    case .match:
                        return true
                    case .scalar, .set, .anyButLineTerminator:
                        consuming[consumingCount] = pc
                        consumingCount += 1
                    case .jump(let target):
                        targets.0 = target
                    case .split(let first, let second):
                        targets = (second, first)
                    case .assert(let assertion):
                        if assertion.holds(previous: previous, next: next) { targets.0 = pc + 1 }
                    }
                    if targets.0 >= 0, visited[targets.0] != step {
                        visited[targets.0] = step
                        stack[top] = targets.0
                        top += 1
                    }
                    if targets.1 >= 0, visited[targets.1] != step {
                        visited[targets.1] = step
                        stack[top] = targets.1
                        top += 1
                    }
                }
                guard let scalar = next else { return false }
                // The consuming instructions reached try the scalar.
                step += 1
                enteringCount = 0
                for i in 0..<consumingCount {
                    let pc = consuming[i]
                    if Self.accepts(code[pc], scalar, sets: sets), queued[pc + 1] != step {
                        queued[pc + 1] = step
                        entering[enteringCount] = pc + 1
                        enteringCount += 1
                    }
                }
                previous = scalar
                next = iterator.next()
            }
        } }
    }

    /// Whether the consuming `instruction` accepts `scalar`, reading ``PatternProgram/sets``
    /// through `sets`.
    private static func accepts(_ instruction: PatternInstruction, _ scalar: Unicode.Scalar,
                                sets: UnsafeBufferPointer<PatternScalarSet>) -> Bool {
        switch instruction {
        case .scalar(let value): return scalar.value == value
        case .set(let index): return sets[index].contains(scalar)
        case .anyButLineTerminator: return !PatternScalarSet.isLineTerminator(scalar.value)
        case .split, .jump, .assert, .match: return false
        }
    }
}
