import Dispatch
import Foundation

/// Checks targets with up to `jobs` workers and hands each result to `deliver` in target
/// order, as soon as it and every result before it are ready: the output of `--jobs 4` is
/// byte-identical to that of `--jobs 1`.
///
/// Targets are drawn from the expansion as workers claim them, so that the `lstat` of each
/// argument and the walk of a folder overlap with the checking of the files found before.
enum LintRunner {
    /// Runs every target of `targets` through `linter`.
    /// - Returns: the number of targets checked.
    @discardableResult
    static func run(_ targets: LintTarget.Expansion, jobs: Int, linter: FileLinter,
                    deliver: @escaping @Sendable (FileResult) -> Void) -> Int {
        var targets = targets
        guard jobs > 1, let first = targets.next() else {
            var count = 0
            while let target = targets.next() {
                deliver(linter.lint(target))
                count += 1
            }
            return count
        }
        guard let second = targets.next() else {
            deliver(linter.lint(first))
            return 1
        }
        let queue = OrderedQueue(first: first, second: second, rest: targets, deliver: deliver)
        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
            while let (index, target) = queue.claim() {
                queue.complete(index, linter.lint(target))
            }
        }
        return queue.claimed
    }

    /// Hands out targets with their indices, drawing them from the expansion, and re-orders
    /// results; `deliver` runs under the lock, so deliveries never interleave.
    private final class OrderedQueue: @unchecked Sendable {
        private let lock = NSLock()
        private var ready: [LintTarget]
        private var rest: LintTarget.Expansion
        private var nextToClaim = 0
        private var nextToDeliver = 0
        private var pending: [Int: FileResult] = [:]
        private let deliver: @Sendable (FileResult) -> Void

        init(first: LintTarget, second: LintTarget, rest: LintTarget.Expansion,
             deliver: @escaping @Sendable (FileResult) -> Void) {
            // Taken from the expansion on the caller's thread: the first workers start at once.
            self.ready = [second, first]
            self.rest = rest
            self.deliver = deliver
        }

        /// How many targets were handed out (all of them, once the workers have returned).
        var claimed: Int { lock.lock(); defer { lock.unlock() }; return nextToClaim }

        func claim() -> (Int, LintTarget)? {
            lock.lock()
            defer { lock.unlock() }
            guard let target = ready.popLast() ?? rest.next() else { return nil }
            nextToClaim += 1
            return (nextToClaim - 1, target)
        }

        func complete(_ index: Int, _ result: FileResult) {
            lock.lock()
            defer { lock.unlock() }
            pending[index] = result
            while let ready = pending.removeValue(forKey: nextToDeliver) {
                deliver(ready)
                nextToDeliver += 1
            }
        }
    }
}
