import Dispatch
import Foundation

/// Checks targets with up to `jobs` workers and hands each result to `deliver` in target
/// order, as soon as it and every result before it are ready: the output of `--jobs 4` is
/// byte-identical to that of `--jobs 1`.
///
/// Targets are drawn from the expansion as workers claim them, so that the `lstat` of each
/// argument and the walk of a folder overlap with the checking of the files found before.
/// Memory is bounded (``OrderedQueue``): a worker does not start target `k + window` until
/// target `k` has been delivered, nor any target while the results waiting for an earlier one
/// hold `byteBudget` bytes of source or more; so a slow first file holds back at most
/// `window - 1` results, not every later one, and their sources (kept only for files with
/// findings) stay under `byteBudget` + one file's `--max-size`.
enum LintRunner {
    /// The most targets claimed and not yet delivered: 4 per job, at least 64, so that on a
    /// loaded machine a worker preempted for a few milliseconds (dozens of small files) does
    /// not stall the others. A passing file's result holds no source bytes.
    static func window(jobs: Int) -> Int { max(64, 4 * jobs) }

    /// The most source bytes held in results waiting for an earlier one before workers stop
    /// claiming: 32 MiB.
    static let byteBudget = 32 << 20

    /// Runs every target of `targets` through `linter`, within ``window(jobs:)`` and
    /// ``byteBudget``.
    /// - Returns: the number of targets checked.
    @discardableResult
    static func run(_ targets: LintTarget.Expansion, jobs: Int, linter: FileLinter,
                    deliver: @escaping @Sendable (FileResult) -> Void) -> Int {
        run(targets, jobs: jobs, window: window(jobs: jobs), byteBudget: byteBudget, lint: linter.lint, deliver: deliver).checked
    }

    /// What a parallel run held at most, for tests.
    struct Peak: Equatable {
        /// Targets checked.
        var checked = 0
        /// The most results left waiting for an earlier one after a completion.
        var results = 0
        /// The most source bytes those results held.
        var bytes = 0
    }

    /// Runs every target of `targets` through `lint` on `jobs` workers, delivering in order.
    ///
    /// - Parameters:
    ///   - window: the most targets claimed and not yet delivered (at least 1); the first
    ///     undelivered target is always being checked, so the run never waits on itself.
    ///   - byteBudget: no target is claimed while waiting results hold this many source bytes.
    ///   - onWait: called (under the queue's lock, so it must not call back into the queue)
    ///     each time a worker waits because the window is full; tests use it to observe the
    ///     back-pressure without timing.
    /// - Returns: the number of targets checked, the most results that were ever held waiting
    ///   for an earlier one (at most `window - 1`) and the most source bytes they held (under
    ///   `byteBudget` + the largest source).
    static func run(_ targets: LintTarget.Expansion, jobs: Int, window: Int, byteBudget: Int = .max,
                    lint: @escaping @Sendable (LintTarget) -> FileResult,
                    deliver: @escaping @Sendable (FileResult) -> Void,
                    onWait: (@Sendable () -> Void)? = nil) -> Peak {
        var targets = targets
        guard jobs > 1, let first = targets.next() else {
            var count = 0
            while let target = targets.next() {
                deliver(lint(target))
                count += 1
            }
            return Peak(checked: count)
        }
        guard let second = targets.next() else {
            deliver(lint(first))
            return Peak(checked: 1)
        }
        let queue = OrderedQueue(first: first, second: second, rest: targets, window: max(1, window),
                                 byteBudget: byteBudget, deliver: deliver, onWait: onWait)
        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
            while let (index, target) = queue.claim() {
                queue.complete(index, lint(target))
            }
        }
        return queue.peak
    }

    /// Hands out targets with their indices, drawing them from the expansion, and re-orders
    /// results; `deliver` runs under the lock, so deliveries never interleave. A claim waits
    /// while `window` targets are claimed and undelivered, or while waiting results hold
    /// `byteBudget` source bytes (then the first undelivered target is being checked, so the
    /// wait ends).
    private final class OrderedQueue: @unchecked Sendable {
        private let condition = NSCondition()
        private var ready: [LintTarget]
        private var rest: LintTarget.Expansion
        private let window: Int
        private let byteBudget: Int
        private var heldBytes = 0
        private var mostHeldBytes = 0
        private var nextToClaim = 0
        private var nextToDeliver = 0
        private var pending: [Int: FileResult] = [:]
        private var held = 0
        private let deliver: @Sendable (FileResult) -> Void
        private let onWait: (@Sendable () -> Void)?

        init(first: LintTarget, second: LintTarget, rest: LintTarget.Expansion, window: Int, byteBudget: Int,
             deliver: @escaping @Sendable (FileResult) -> Void, onWait: (@Sendable () -> Void)?) {
            // Taken from the expansion on the caller's thread: the first workers start at once.
            self.ready = [second, first]
            self.rest = rest
            self.window = window
            self.byteBudget = byteBudget
            self.deliver = deliver
            self.onWait = onWait
        }

        /// Targets handed out (all of them, once the workers have returned), and the most
        /// results and source bytes ever left waiting for an earlier one.
        var peak: Peak {
            condition.lock()
            defer { condition.unlock() }
            return Peak(checked: nextToClaim, results: held, bytes: mostHeldBytes)
        }

        /// The next target and its index, or `nil` when there are none left; waits while the
        /// window is full.
        func claim() -> (Int, LintTarget)? {
            condition.lock()
            defer { condition.unlock() }
            while nextToClaim - nextToDeliver >= window || (heldBytes > 0 && heldBytes >= byteBudget) {
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
            heldBytes += result.source?.count ?? 0
            let before = nextToDeliver
            while let ready = pending.removeValue(forKey: nextToDeliver) {
                heldBytes -= ready.source?.count ?? 0
                deliver(ready)
                nextToDeliver += 1
            }
            held = max(held, pending.count)
            mostHeldBytes = max(mostHeldBytes, heldBytes)
            if nextToDeliver != before { condition.broadcast() }
        }
    }
}
