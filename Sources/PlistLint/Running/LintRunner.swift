import Dispatch
import Foundation

/// Checks targets with up to `jobs` workers and hands each result to `deliver` in target
/// order, as soon as it and every result before it are ready: the output of `--jobs 4` is
/// byte-identical to that of `--jobs 1`.
///
/// Targets are drawn from the expansion as workers claim them, so that the `lstat` of each
/// argument and the walk of a folder overlap with the checking of the files found before.
/// Memory is bounded: a worker does not start target `k + window` until target `k` has been
/// delivered (``OrderedQueue``), so a slow first file holds back at most `window - 1` results,
/// not every later one.
enum LintRunner {
    /// How many targets may be claimed but not yet delivered, per job: `--jobs 4` holds at
    /// most 16 results (each with its source bytes only when it has findings, so at most
    /// 16 × `--max-size` bytes of sources).
    static let windowPerJob = 4

    /// Runs every target of `targets` through `linter`, `windowPerJob × jobs` in flight at most.
    /// - Returns: the number of targets checked.
    @discardableResult
    static func run(_ targets: LintTarget.Expansion, jobs: Int, linter: FileLinter,
                    deliver: @escaping @Sendable (FileResult) -> Void) -> Int {
        run(targets, jobs: jobs, window: windowPerJob * max(1, jobs), lint: linter.lint, deliver: deliver).checked
    }

    /// Runs every target of `targets` through `lint` on `jobs` workers, delivering in order.
    ///
    /// - Parameters:
    ///   - window: the most targets claimed and not yet delivered (at least 1); the first
    ///     undelivered target is always being checked, so the run never waits on itself.
    ///   - onWait: called (under the queue's lock, so it must not call back into the queue)
    ///     each time a worker waits because the window is full; tests use it to observe the
    ///     back-pressure without timing.
    /// - Returns: the number of targets checked, and the most results that were ever held
    ///   waiting for an earlier one (at most `window - 1`).
    static func run(_ targets: LintTarget.Expansion, jobs: Int, window: Int,
                    lint: @escaping @Sendable (LintTarget) -> FileResult,
                    deliver: @escaping @Sendable (FileResult) -> Void,
                    onWait: (@Sendable () -> Void)? = nil) -> (checked: Int, mostHeld: Int) {
        var targets = targets
        guard jobs > 1, let first = targets.next() else {
            var count = 0
            while let target = targets.next() {
                deliver(lint(target))
                count += 1
            }
            return (count, 0)
        }
        guard let second = targets.next() else {
            deliver(lint(first))
            return (1, 0)
        }
        let queue = OrderedQueue(first: first, second: second, rest: targets, window: max(1, window),
                                 deliver: deliver, onWait: onWait)
        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
            while let (index, target) = queue.claim() {
                queue.complete(index, lint(target))
            }
        }
        return (queue.claimed, queue.mostHeld)
    }

    /// Hands out targets with their indices, drawing them from the expansion, and re-orders
    /// results; `deliver` runs under the lock, so deliveries never interleave. A claim waits
    /// while `window` targets are claimed and undelivered.
    private final class OrderedQueue: @unchecked Sendable {
        private let condition = NSCondition()
        private var ready: [LintTarget]
        private var rest: LintTarget.Expansion
        private let window: Int
        private var nextToClaim = 0
        private var nextToDeliver = 0
        private var pending: [Int: FileResult] = [:]
        private var held = 0
        private let deliver: @Sendable (FileResult) -> Void
        private let onWait: (@Sendable () -> Void)?

        init(first: LintTarget, second: LintTarget, rest: LintTarget.Expansion, window: Int,
             deliver: @escaping @Sendable (FileResult) -> Void, onWait: (@Sendable () -> Void)?) {
            // Taken from the expansion on the caller's thread: the first workers start at once.
            self.ready = [second, first]
            self.rest = rest
            self.window = window
            self.deliver = deliver
            self.onWait = onWait
        }

        /// How many targets were handed out (all of them, once the workers have returned).
        var claimed: Int { condition.lock(); defer { condition.unlock() }; return nextToClaim }

        /// The most results ever left waiting for an earlier one after a completion.
        var mostHeld: Int { condition.lock(); defer { condition.unlock() }; return held }

        /// The next target and its index, or `nil` when there are none left; waits while the
        /// window is full.
        func claim() -> (Int, LintTarget)? {
            condition.lock()
            defer { condition.unlock() }
            while nextToClaim - nextToDeliver >= window {
                onWait?()
                condition.wait()
            }
            guard let target = ready.popLast() ?? rest.next() else { return nil }
            nextToClaim += 1
            return (nextToClaim - 1, target)
        }

        /// Records the result of target `index` and delivers every result now in order.
        func complete(_ index: Int, _ result: FileResult) {
            condition.lock()
            defer { condition.unlock() }
            pending[index] = result
            let before = nextToDeliver
            while let ready = pending.removeValue(forKey: nextToDeliver) {
                deliver(ready)
                nextToDeliver += 1
            }
            held = max(held, pending.count)
            if nextToDeliver != before { condition.broadcast() }
        }
    }
}
