import Foundation

/// Median and spread of repeated timings.
struct Timing {
    var seconds: [Double]
    /// CPU seconds (user + system, all threads of the process) of the same runs, when measured.
    var cpuSeconds: [Double] = []

    var median: Double { Self.median(seconds) }

    /// The median CPU time, or NaN when not measured.
    var cpuMedian: Double { Self.median(cpuSeconds) }

    private static func median(_ values: [Double]) -> Double {
        let s = values.sorted()
        guard !s.isEmpty else { return .nan }
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }

    /// (max − min) / median, as a percentage.
    var spreadPercent: Double {
        guard let lo = seconds.min(), let hi = seconds.max(), median > 0 else { return .nan }
        return (hi - lo) / median * 100
    }
}

/// Monotonic wall-clock seconds for `body`.
func measure(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Wall-clock and CPU seconds (user + system of every thread of this process, from
/// `getrusage(RUSAGE_SELF)`) for `body`: CPU above wall means more than one core worked.
func measureWithCPU(_ body: () throws -> Void) rethrows -> (wall: Double, cpu: Double) {
    let cpuStart = cpuSeconds()
    let wall = try measure(body)
    return (wall, cpuSeconds() - cpuStart)
}

/// User + system CPU seconds used so far by every thread of this process.
func cpuSeconds() -> Double { usageCPUSeconds(children: false) }

/// This process's peak resident set size in bytes: `VmHWM` from /proc/self/status. (Linux keeps
/// `ru_maxrss` across fork and exec, so a child started by a large parent would report the
/// parent's peak; the high-water mark of the new address space does not.)
func peakRSS() -> Int {
    if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
       let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
       let kb = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") {
        return kb * 1024
    }
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss * 1024
}

/// The 1-minute load average from /proc/loadavg (`nan` where there is none).
func loadAverage() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8),
          let first = text.split(separator: " ").first, let value = Double(first) else { return .nan }
    return value
}

/// The median of `a[i] / b[i]` over runs made side by side (round `i` of each): the ratio of two
/// interleaved rows with slow changes of the machine's load cancelled round by round.
func medianPairedRatio(_ a: Timing, _ b: Timing) -> Double {
    Timing(seconds: zip(a.seconds, b.seconds).map { $0 / $1 }).median
}

/// CPU seconds every process on the machine has used since boot: /proc/stat's first line, all
/// but idle and iowait, in clock ticks (`nan` where there is no /proc/stat).
func machineBusySeconds() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
          let line = text.split(separator: "\n").first else { return .nan }
    let ticks = line.split(separator: " ").dropFirst().compactMap { Double($0) }
    guard ticks.count >= 5 else { return .nan }
    return (ticks.reduce(0, +) - ticks[3] - ticks[4]) / Double(sysconf(Int32(_SC_CLK_TCK)))
}

/// CPU seconds (user and system) used by this process's children that have been waited for.
func childrenCPUSeconds() -> Double { usageCPUSeconds(children: true) }

/// User + system seconds from `getrusage`, of this process or of its waited-for children.
private func usageCPUSeconds(children: Bool) -> Double {
    var usage = rusage()
    #if os(Linux)
    getrusage((children ? RUSAGE_CHILDREN : RUSAGE_SELF).rawValue, &usage)
    #else
    getrusage(children ? RUSAGE_CHILDREN : RUSAGE_SELF, &usage)
    #endif
    func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}
