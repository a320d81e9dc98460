import Dispatch
import Foundation
import Testing
import PlistKit
@testable import PlistLint

/// `--jobs N` prints results in argument order; a slow first file must not let every later
/// result pile up in memory. Observed through the runner's `onWait` hook, not by timing.
@Suite struct ReorderWindowTests {
    /// Counts and records under a lock, from any thread.
    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var started = 0
        private var delivered: [String] = []
        private var startedWhenReleased: Int?
        /// Counts a file started (or, in the last test, a wait).
        func start() { lock.lock(); started += 1; lock.unlock() }
        /// Records a delivered path, in delivery order.
        func deliver(_ path: String) { lock.lock(); delivered.append(path); lock.unlock() }
        /// Notes how many files were started when the slow first file was let go.
        func markReleased() { lock.lock(); startedWhenReleased = started; lock.unlock() }
        /// Everything recorded so far.
        var snapshot: (started: Int, delivered: [String], startedWhenReleased: Int?) {
            lock.lock(); defer { lock.unlock() }
            return (started, delivered, startedWhenReleased)
        }
    }

    @Test func aSlowFirstFileHoldsBackAtMostTheWindow() {
        let paths = (0..<40).map { "missing-\($0).plist" }
        let log = Log()
        let windowFull = DispatchSemaphore(value: 0)
        let window = 8
        let run = LintRunner.run(LintTarget.Expansion(paths), jobs: 2, window: window, lint: { target in
            log.start()
            if target.path == paths[0] {
                // The first file is "slow": it finishes only once another worker has been
                // stopped by the full window (never, were the buffer unbounded: then this
                // wait fails after 60 s instead).
                let result = windowFull.wait(timeout: .now() + 60)
                #expect(result == .success)
                log.markReleased()
            }
            return FileResult(path: target.path, format: nil, diagnostics: [], source: nil, strict: false)
        }, deliver: { log.deliver($0.path) }, onWait: { windowFull.signal() })
        let seen = log.snapshot
        // Files 0…7 were started, and no more, while file 0 was slow.
        #expect(seen.startedWhenReleased == window)
        #expect(run.results == window - 1)
        #expect(run.bytes == 0)
        #expect(run.checked == 40)
        #expect(seen.started == 40)
        #expect(seen.delivered == paths)
    }

    @Test func heldSourceBytesStopClaimsAtTheBudget() {
        // Every file but the first has findings and keeps 1 MiB of source; the budget is 3 MiB.
        let paths = (0..<20).map { "big-\($0).plist" }
        let log = Log()
        let budgetFull = DispatchSemaphore(value: 0)
        let source = Data(count: 1 << 20)
        let finding = Diagnostic(severity: .error, rule: "syntax", message: "bad")
        let run = LintRunner.run(LintTarget.Expansion(paths), jobs: 2, window: 100, byteBudget: 3 << 20, lint: { target in
            log.start()
            if target.path == paths[0] {
                #expect(budgetFull.wait(timeout: .now() + 60) == .success)
                log.markReleased()
                return FileResult(path: target.path, format: nil, diagnostics: [], source: nil, strict: false)
            }
            return FileResult(path: target.path, format: nil, diagnostics: [finding], source: source, strict: false)
        }, deliver: { log.deliver($0.path) }, onWait: { budgetFull.signal() })
        let seen = log.snapshot
        // File 0, then files 1…3 (3 MiB held): the fourth waiting result is never started.
        #expect(seen.startedWhenReleased == 4)
        #expect(run.bytes == 3 << 20)
        #expect(run.results == 3)
        #expect(run.checked == 20)
        #expect(seen.delivered == paths)
    }

    @Test func theCommandsWindowAndBudget() {
        #expect(LintRunner.window(jobs: 1) == 64)
        #expect(LintRunner.window(jobs: 2) == 64)
        #expect(LintRunner.window(jobs: 64) == 256)
        #expect(LintRunner.byteBudget == 32 << 20)
        // Without a full window nobody waits: 3 files on 2 jobs with a window of 8.
        let waits = Log()
        let run = LintRunner.run(LintTarget.Expansion(["a.plist", "b.plist", "c.plist"]), jobs: 2, window: 8,
                                 lint: { FileResult(path: $0.path, format: nil, diagnostics: [], source: nil, strict: false) },
                                 deliver: { _ in }, onWait: { waits.start() })
        #expect(run.checked == 3)
        #expect(waits.snapshot.started == 0)
    }
}
