import Foundation
#if canImport(Glibc)
import Glibc
import PlistTestSupport
#endif

/// Runs the built `plist-lint` as a separate process and measures it: exit status or signal,
/// wall time, CPU time, and peak resident memory (the child's `VmHWM`, sampled every
/// millisecond).
///
/// Tests bound the CPU time (which another process loading the machine does not inflate)
/// and rely on the timeout only to end a hang: a wall-clock bound would fail on a busy machine.
struct ChildProcess {
    struct Outcome {
        var exitStatus: Int32?
        var signal: Int32?
        /// Wall time from spawn to exit (for messages only: it grows with the machine's load).
        var seconds: Double
        /// User + system CPU time of the child (all its threads), from `wait4`'s `rusage`.
        var cpuSeconds: Double
        /// Whether the child was killed for running past the timeout.
        var timedOut: Bool
        /// The highest `VmHWM` sampled, or 0 when the child ended before the first sample.
        var peakRSSBytes: Int
        var stdout: String
        var stderr: String
    }

    /// The `plist-lint` built next to the test bundle (`swift build --build-tests` builds it).
    static var plistLint: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("plist-lint")
    }

    /// How long a child may run before it is killed as hung: far more than any check takes
    /// on a loaded machine, so that only a real hang reaches it.
    static let hangTimeout: Double = 60

    /// Runs `executable` with `arguments` and the file `standardInput` open as its standard
    /// input, killing it after `timeout` seconds of wall time (scaled by ``TimeBudget``).
    static func run(_ executable: URL, _ arguments: [String], standardInput: String = "/dev/null",
                    timeout: Double = hangTimeout) throws -> Outcome {
        try run(executable, rawArguments: arguments.map { Array($0.utf8) }, standardInput: standardInput, timeout: timeout)
    }

    /// ``run(_:_:standardInput:timeout:)`` with arguments given as bytes, which need not be
    /// valid UTF-8 (and must hold no NUL).
    static func run(_ executable: URL, rawArguments: [[UInt8]], standardInput: String = "/dev/null",
                    timeout: Double = hangTimeout) throws -> Outcome {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString)")
        let outPath = out.path + ".out", errPath = out.path + ".err"
        defer { unlink(outPath); unlink(errPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, standardInput, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv: [UnsafeMutablePointer<CChar>?] = ([Array(executable.path.utf8)] + rawArguments).map { bytes in
            let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            for (i, byte) in bytes.enumerated() { copy[i] = CChar(bitPattern: byte) }
            copy[bytes.count] = 0
            return copy
        } + [nil]
        defer { argv.forEach { $0?.deallocate() } }
        var pid = pid_t()
        let start = DispatchTime.now().uptimeNanoseconds
        let rc = posix_spawn(&pid, executable.path, &actions, nil, argv, environ)
        guard rc == 0 else { throw POSIXError(POSIXErrorCode(rawValue: rc) ?? .EINVAL) }
        var status: Int32 = 0
        var usage = rusage()
        var waited: pid_t = 0
        var peak = 0
        var timedOut = false
        while true {
            // Linux carries ru_maxrss over fork and exec (the test process's own peak would be
            // reported), so the child's high-water mark is sampled from /proc while it runs.
            peak = max(peak, Self.highWaterMark(of: pid))
            waited = wait4(pid, &status, WNOHANG, &usage)
            if waited == pid { break }
            if Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 > TimeBudget.seconds(timeout) {
                timedOut = true
                kill(pid, SIGKILL)
                waited = wait4(pid, &status, 0, &usage)
                break
            }
            usleep(1_000)
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let signaled = (status & 0x7F) != 0 && (status & 0x7F) != 0x7F
        return Outcome(
            exitStatus: signaled ? nil : (status >> 8) & 0xFF,
            signal: signaled ? status & 0x7F : nil,
            seconds: seconds,
            cpuSeconds: Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
                + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6,
            timedOut: timedOut,
            peakRSSBytes: peak,
            stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
    }

    /// `VmHWM` of a running process in bytes, or 0 when it cannot be read (it has exited).
    static func highWaterMark(of pid: pid_t) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kb = Int(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
        return kb * 1024
    }
}
