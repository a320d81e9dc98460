import Foundation
import PlistKit

/// CPU-time bounds of the tests that check that hostile input is handled quickly (and the hang
/// timeout of the tool tests' child processes), scaled by `PLISTKIT_TIME_SCALE` (default 1).
/// `Scripts/sanitize` sets it: under AddressSanitizer or ThreadSanitizer on a loaded machine the
/// same work takes 5–20 times as long, and those runs look for memory and thread errors, not for
/// speed. Shared by every test target.
package enum TimeBudget {
    /// The scale: `PLISTKIT_TIME_SCALE` when it is a number of at least 1, else 1.
    package static let scale: Double = {
        guard let text = ProcessInfo.processInfo.environment["PLISTKIT_TIME_SCALE"],
              let value = Double(text), value >= 1 else { return 1 }
        return value
    }()

    /// `seconds` times the scale.
    package static func seconds(_ seconds: Double) -> Double { seconds * scale }

    /// `seconds` times the scale, as a `Duration`.
    package static func duration(_ seconds: Double) -> Duration { .milliseconds(Int64(seconds * scale * 1000)) }

    /// The calling thread's CPU time so far, in seconds (`CLOCK_THREAD_CPUTIME_ID`), plus the
    /// CPU time of the work PlistKit ran on a helper thread for it while it waited
    /// (`DeepStack`: schema import and checks of JSON Schema constraints).
    ///
    /// The bounds are on CPU time, not wall time: a hang or a blow-up still shows, but a test
    /// does not fail because other processes held the cores (seen at load 7–12 with wall-clock
    /// bounds). The measured work must run on the calling thread, without `await`.
    package static func threadCPUSeconds() -> Double {
        var time = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9 + DeepStack.helperCPUSecondsOfCurrentThread
    }

    /// Runs `work` and returns the CPU seconds it took on the calling thread.
    package static func cpuSeconds(of work: () throws -> Void) rethrows -> Double {
        let start = threadCPUSeconds()
        try work()
        return threadCPUSeconds() - start
    }
}
