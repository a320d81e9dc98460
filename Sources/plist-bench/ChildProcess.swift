import Foundation

/// Whole-process timing for the benchmark's lint rows: `posix_spawn` and a blocking `waitpid`.
/// (`Process.waitUntilExit()` on Linux notices the exit on a run-loop poll, so times measured
/// through it came out in steps of about 50 ms: 0.102, 0.152, 0.203, 0.253 s.)
enum ChildProcess {
    /// Runs `executable` with `arguments`, stdout and stderr to /dev/null, and waits for it.
    /// - Returns: the wall-clock seconds from spawn to reaped exit, and the exit status (`-1`
    ///   when it could not be started or did not exit normally).
    static func time(_ executable: String, _ arguments: [String]) -> (seconds: Double, status: Int32) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        #if canImport(Darwin)
        let environment = _NSGetEnviron().pointee
        #else
        let environment = environ
        #endif
        var pid = pid_t()
        var status: Int32 = 0
        let seconds = measure {
            guard posix_spawn(&pid, executable, &actions, nil, argv, environment) == 0 else { status = -1; return }
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        if status == -1 { return (seconds, -1) }
        // WIFEXITED / WEXITSTATUS, which Swift does not import.
        return (seconds, status & 0x7F == 0 ? (status >> 8) & 0xFF : -1)
    }
}
