/// Compiles a ``PatternNode`` tree into a ``PatternProgram`` (Thompson's construction),
/// refusing programs of more than ``SchemaPattern/maximumProgramSize`` instructions.
///
/// A counted repetition `e{n,m}` is expanded into `n` copies of `e` followed by `m - n` nested
/// optional copies (`e{n,}`: `n - 1` copies and a loop), so the program grows with the counts;
/// the size is checked at every instruction emitted, so even `a{1000000000}` is refused after
/// at most ``SchemaPattern/maximumProgramSize`` steps.
struct PatternCompiler {
    /// The instructions emitted so far.
    private var instructions: [PatternInstruction] = []

    /// The offset of the outermost repetition being expanded (whose count multiplies the
    /// others), or else of the last one expanded: named when the program grows too large.
    private var repetitionOffset: Int? = nil

    /// Whether a repetition is being expanded.
    private var inRepetition = false

    /// The program of `tree`, ending with ``PatternInstruction/match``; its sets are the tree's.
    ///
    /// - Throws: ``SchemaPattern/SyntaxError`` "pattern too complex" when the program would hold
    ///   more than ``SchemaPattern/maximumProgramSize`` instructions.
    static func compile(_ tree: PatternSyntaxTree) throws(SchemaPattern.SyntaxError) -> PatternProgram {
        var compiler = PatternCompiler()
        try compiler.emitCode(for: tree.root)
        try compiler.emit(.match)
        return PatternProgram(instructions: compiler.instructions, sets: tree.sets)
    }

    /// Appends `instruction` and returns its index.
    @discardableResult
    private mutating func emit(_ instruction: PatternInstruction) throws(SchemaPattern.SyntaxError) -> Int {
        guard instructions.count < SchemaPattern.maximumProgramSize else {
            throw SchemaPattern.SyntaxError(
                "pattern too complex (more than \(SchemaPattern.maximumProgramSize) instructions with counted repetitions expanded; SchemaPattern.maximumProgramSize)",
                at: repetitionOffset ?? 0)
        }
        instructions.append(instruction)
        return instructions.count - 1
    }

    /// Appends the code of `node`.
    private mutating func emitCode(for node: PatternNode) throws(SchemaPattern.SyntaxError) {
        switch node {
        case .empty:
            break
        case .scalar(let value):
            try emit(.scalar(value))
        case .set(let index):
            try emit(.set(index))
        case .anyButLineTerminator:
            try emit(.anyButLineTerminator)
        case .assertion(let assertion):
            try emit(.assert(assertion))
        case .concatenation(let nodes):
            for node in nodes { try emitCode(for: node) }
        case .alternation(let alternatives):
            try emitAlternation(alternatives)
        case .repetition(let body, let minimum, let maximum, let offset):
            let outer = inRepetition
            if !outer { repetitionOffset = offset }
            inRepetition = true
            try emitRepetition(body, minimum: minimum, maximum: maximum)
            inRepetition = outer
        }
    }

    /// `split L1 N1; L1: a1; jump E; N1: split L2 N2; …; an; E:`.
    private mutating func emitAlternation(_ alternatives: [PatternNode]) throws(SchemaPattern.SyntaxError) {
        var exits: [Int] = []
        for (i, alternative) in alternatives.enumerated() {
            if i == alternatives.count - 1 {
                try emitCode(for: alternative)
            } else {
                let split = try emit(.split(0, 0))
                try emitCode(for: alternative)
                exits.append(try emit(.jump(0)))
                instructions[split] = .split(split + 1, instructions.count)
            }
        }
        for exit in exits { instructions[exit] = .jump(instructions.count) }
    }

    /// `body` repeated `minimum` to `maximum` (`nil`: unbounded) times.
    private mutating func emitRepetition(_ body: PatternNode, minimum: Int, maximum: Int?) throws(SchemaPattern.SyntaxError) {
        if maximum == 0 { return }
        // A body that compiles to nothing (`(?:)`) matches only the empty string: any count
        // of it is nothing, and must not be looped over a billion times.
        if Self.compilesToNothing(body) { return }
        let start = instructions.count
        if minimum > 0 { try emitCode(for: body) }
        guard let maximum else {
            if minimum == 0 {
                // L: split B E; B: body; jump L; E:
                let split = try emit(.split(0, 0))
                try emitCode(for: body)
                try emit(.jump(split))
                instructions[split] = .split(split + 1, instructions.count)
            } else {
                // body × (minimum - 1), then L: body; split L E; E:
                var last = start
                for _ in 1..<minimum {
                    last = instructions.count
                    try emitCode(for: body)
                }
                try emit(.split(last, instructions.count + 1))
            }
            return
        }
        if minimum > 1 {
            for _ in 1..<minimum { try emitCode(for: body) }
        }
        // (body (body (…)?)?)? with every split skipping to the common end.
        var splits: [Int] = []
        for _ in minimum..<maximum {
            splits.append(try emit(.split(0, 0)))
            try emitCode(for: body)
        }
        let end = instructions.count
        for split in splits { instructions[split] = .split(split + 1, end) }
    }

    /// Whether `node` compiles to no instruction (it matches only the empty string, without
    /// assertions): `(?:)`, `(?:(?:){3})*`.
    private static func compilesToNothing(_ node: PatternNode) -> Bool {
        switch node {
        case .empty: return true
        case .concatenation(let nodes): return nodes.allSatisfy(compilesToNothing)
        case .alternation(let nodes): return nodes.count == 1 && compilesToNothing(nodes[0])
        case .repetition(let body, _, let maximum, _): return maximum == 0 || compilesToNothing(body)
        case .scalar, .set, .anyButLineTerminator, .assertion: return false
        }
    }
}
