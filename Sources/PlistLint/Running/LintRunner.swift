import Dispatch
import Foundation

/// Checks targets with up to `jobs` workers and hands each result to `deliver` in target
/// order, as soon as it and every result before it are ready: the output of `--jobs 4` is
/// byte-identical to that of `--jobs 1`.
enum LintRunner {
    static func run(_ targets: [LintTarget], jobs: Int, linter: FileLinter,
                    deliver: @escaping @Sendable (FileResult) -> Void) {
        let workers = max(1, min(jobs, targets.count))
        if workers == 1 {
            for target in targets { deliver(linter.lint(target)) }
            return
        }
        let queue = OrderedQueue(count: targets.count, deliver: deliver)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let i = queue.claim() {
                queue.complete(i, linter.lint(targets[i]))
            }
        }
    }

    /// Hands out indices and re-orders results; `deliver` runs under the lock, so deliveries
    /// never interleave.
    private final class OrderedQueue: @unchecked Sendable {
        private let lock = NSLock()
        private let count: Int
        private var nextToClaim = 0
        private var nextToDeliver = 0
        private var pending: [Int: FileResult] = [:]
        private let deliver: @Sendable (FileResult) -> Void

        init(count: Int, deliver: @escaping @Sendable (FileResult) -> Void) {
            self.count = count
            self.deliver = deliver
        }

        func claim() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard nextToClaim < count else { return nil }
            nextToClaim += 1
            return nextToClaim - 1
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
