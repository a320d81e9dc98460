import Foundation

/// CPU-time bounds of the tests that check that hostile input is handled quickly (and the
/// hang timeout of ``ChildProcess``), scaled by
/// `PLISTKIT_TIME_SCALE` (default 1). `Scripts/sanitize` sets it: under AddressSanitizer or
/// ThreadSanitizer on a loaded machine the same work takes 5–20 times as long, and those runs
/// look for memory and thread errors, not for speed.
enum TimeBudget {
    static let scale: Double = {
        guard let text = ProcessInfo.processInfo.environment["PLISTKIT_TIME_SCALE"],
              let value = Double(text), value >= 1 else { return 1 }
        return value
    }()

    /// `seconds` times the scale.
    static func seconds(_ seconds: Double) -> Double { seconds * scale }

    /// `seconds` times the scale, as a `Duration`.
    static func duration(_ seconds: Double) -> Duration { .milliseconds(Int64(seconds * scale * 1000)) }
}

extension TimeBudget {
    /// The calling thread's CPU time so far, in seconds (`CLOCK_THREAD_CPUTIME_ID`): bounds on
    /// CPU time still show a blow-up, without failing because other processes held the cores.
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Runs `work` on the calling thread and returns the CPU seconds it took.
    static func cpuSeconds(of work: () throws -> Void) rethrows -> Double {
        let start = threadCPUSeconds()
        try work()
        return threadCPUSeconds() - start
    }
}
