import Foundation

/// Runs recursive work on a joined thread with a large stack: the schema importer's and the
/// validator's (measured by ``StackBudget``) and a deep decode (measured by
/// ``StackDepthGuard``), whatever the caller's thread (512 KiB is the macOS default for
/// secondary threads). One runner, on ``JoinableThread``: a thread that cannot start is told
/// (the work then runs on the caller's thread, under its own bound) and never waited for.
package enum DeepStack {
    /// The thread's stack: 16 MiB (address space; pages are committed only when touched).
    static let stackSize = 16 << 20
    /// The budget on that thread: 12 MiB.
    static let budget = 12 << 20

    /// Runs `body` on a thread with a stack of `stackSize` bytes (``stackSize`` unless a test
    /// asks for one that cannot be had), passing the stack budget it may use; on the caller's
    /// thread with ``StackBudget/fallbackLimit`` when no thread starts.
    static func run<T>(stackSize: Int = DeepStack.stackSize, _ body: (_ stackLimit: Int) throws -> T) throws -> T {
        try withoutActuallyEscaping(body) { body in
            let box = Box(body)
            guard let thread = JoinableThread(name: "plistkit-deep", stackSize: stackSize, body: { box.run() }) else {
                return try body(StackBudget.fallbackLimit)
            }
            thread.join()
            addHelperCPUSeconds(box.cpuSeconds)
            guard let result = box.result else { return try body(StackBudget.fallbackLimit) }
            return try result.get()
        }
    }

    /// ``run(_:)`` for work that does not throw.
    static func run<T>(stackSize: Int = DeepStack.stackSize, _ body: (_ stackLimit: Int) -> T) -> T {
        do {
            return try run(stackSize: stackSize) { (limit: Int) throws -> T in body(limit) }
        } catch {
            return body(StackBudget.fallbackLimit)
        }
    }

    private static let cpuKey = "PlistKit.DeepStack.helperCPUSeconds"

    /// The CPU seconds helper threads spent on work the current thread waited for: tests
    /// that bound CPU time add it to the thread's own.
    package static var helperCPUSecondsOfCurrentThread: Double {
        Thread.current.threadDictionary[cpuKey] as? Double ?? 0
    }

    private static func addHelperCPUSeconds(_ seconds: Double) {
        Thread.current.threadDictionary[cpuKey] = helperCPUSecondsOfCurrentThread + seconds
    }

    /// The calling thread's CPU time, in seconds.
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The work and its result, handed to the thread, which is joined before either is read.
    private final class Box<T>: @unchecked Sendable {
        let body: (Int) throws -> T
        var result: Result<T, Error>?
        var cpuSeconds = 0.0
        init(_ body: @escaping (Int) throws -> T) { self.body = body }
        func run() {
            let start = DeepStack.threadCPUSeconds()
            result = Result { try body(DeepStack.budget) }
            cpuSeconds = DeepStack.threadCPUSeconds() - start
        }
    }
}
