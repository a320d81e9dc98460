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
