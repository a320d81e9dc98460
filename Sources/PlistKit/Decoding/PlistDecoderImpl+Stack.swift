import Foundation

/// Decoding on the stack there is (issue 15 #13): a root value whose nesting this thread's
/// stack cannot hold is decoded on a thread with a larger stack, and a nesting that no stack
/// holds ends in a located `limit-exceeded` error, never in a crash.
extension PlistDecoderImpl {
    /// The stack one level of nesting (a dictionary or an array decoded as a model, an array or
    /// a dictionary) may use: about 3.3 KiB measured in a debug build, 1–2 KiB optimised; twice
    /// the larger, as models' own `init(from:)` add their frames.
    static let stackPerLevel = 8 * 1024
    /// The stack kept free below the deepest model decoded; under it the decode stops with
    /// `limit-exceeded`.
    static let stackReserve = 64 * 1024

    /// Decodes the root value `n` as ``unbox(_:_:_:)`` does — on a ``DeepStack`` thread (16 MiB)
    /// when this thread's remaining stack cannot hold the depth of `n` at ``stackPerLevel``
    /// (the 512 KiB default of secondary threads on macOS holds about 60 levels). The calling
    /// thread waits meanwhile; values and errors are the same. When no thread can be started,
    /// the value is decoded here and a nesting this stack cannot hold ends in `limit-exceeded`.
    ///
    /// One large stack, not one sized to the depth: a tree built in code can be any depth, and
    /// a recursion as deep as a larger stack allows nears the fixed shadow stack of a build
    /// with ThreadSanitizer (65 536 frames; on a 64 MiB stack a debug build recursed about
    /// 12 000 levels of 10 frames, 7 of them instrumented). 16 MiB holds at least 2 000 levels
    /// at ``stackPerLevel`` (4 times the readers' default depth); a caller that needs more
    /// decodes on a larger thread of its own, whose stack is then used as it is.
    func unboxRoot<T: Decodable>(_ type: T.Type, _ n: PlistNode, _ path: CodingPathNode) throws -> T {
        context.stack = StackDepthGuard()  // the thread decoding now (cached per thread)
        let remaining = context.stack.remaining - Self.stackReserve
        guard remaining < 512 * Self.stackPerLevel else { return try unbox(type, n, path) }
        let depth = Self.nestingDepth(of: n)
        guard depth * Self.stackPerLevel > remaining else { return try unbox(type, n, path) }
        let saved = context.stack
        defer { context.stack = saved }
        return try DeepStack.run { _ in
            context.stack = StackDepthGuard()  // the thread running this: the deep one or, when none started, this one
            return try unbox(type, n, path)
        }
    }

    /// Throws `limit-exceeded` for the value `n` at `path` when less than ``stackReserve`` of
    /// this thread's stack would be left after twice the largest level seen so far
    /// (``StackDepthGuard/remainingForNextLevel()``; checked before each nested model or array
    /// is decoded).
    @inline(__always)
    func checkStack<T>(_ type: T.Type, _ n: PlistNode, _ path: @autoclosure () -> CodingPathNode) throws {
        guard context.stack.remainingForNextLevel() < Self.stackReserve else { return }
        let f = ConversionFailure(rule: .limitExceeded,
                                  message: DiagnosticRule.decodingStackMessage)
        throw DecodingError.dataCorrupted(errorContext(f, at: n, path()))
    }

    /// The number of nested containers on the deepest path of `root` (1 for a flat dictionary),
    /// found without recursion.
    static func nestingDepth(of root: PlistNode) -> Int {
        var deepest = 0
        var pending: [(PlistNode, Int)] = [(root, 1)]
        while let (node, depth) = pending.popLast() {
            if let items = node.arrayIfArray {
                deepest = max(deepest, depth)
                for item in items where item.isContainer { pending.append((item, depth + 1)) }
            } else if let d = node.dictionaryIfDictionary {
                deepest = max(deepest, depth)
                for e in d.entries where e.value.isContainer { pending.append((e.value, depth + 1)) }
            }
        }
        return deepest
    }
}
