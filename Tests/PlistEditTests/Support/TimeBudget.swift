import Foundation

/// CPU-time bounds of the hostile-input tests, scaled by `PLISTKIT_TIME_SCALE` (default 1),
/// as in the other test targets: bounds on the calling thread's CPU time, not wall time.
enum TimeBudget {
    static let scale: Double = {
        guard let text = ProcessInfo.processInfo.environment["PLISTKIT_TIME_SCALE"],
              let value = Double(text), value >= 1 else { return 1 }
        return value
    }()

    /// `seconds` times the scale.
    static func seconds(_ seconds: Double) -> Double { seconds * scale }

    /// The calling thread's CPU time so far, in seconds (`CLOCK_THREAD_CPUTIME_ID`).
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Runs `work` and returns the CPU seconds it took on the calling thread.
    static func cpuSeconds(of work: () throws -> Void) rethrows -> Double {
        let start = threadCPUSeconds()
        try work()
        return threadCPUSeconds() - start
    }
}
