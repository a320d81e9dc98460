import Foundation

/// A small tmpfs mounted over a test's folder, for the tests of full disks and read-only
/// folders (root ignores permission bits, so a read-only folder has to be a read-only mount).
/// Needs root and `mount(8)`; tests that need it are disabled when ``canMount`` is false.
package enum Tmpfs {
    /// Whether a tmpfs can be mounted here (root in a container that allows it): probed once.
    package static let canMount: Bool = {
        guard getuid() == 0 else { return false }
        let probe = NSTemporaryDirectory() + "mount-probe-\(UUID().uuidString)"
        guard (try? FileManager.default.createDirectory(atPath: probe, withIntermediateDirectories: false)) != nil else { return false }
        defer { rmdir(probe) }
        guard mount(at: probe) else { return false }
        return unmount(probe)
    }()

    /// Mounts a tmpfs of `size` bytes (`mount -o size=`, e.g. `64k`) over the folder `path`;
    /// returns whether it worked.
    @discardableResult
    package static func mount(at path: String, size: String = "64k") -> Bool {
        run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", path])
    }

    /// Makes the tmpfs at `path` read-only; returns whether it worked.
    @discardableResult
    package static func remountReadOnly(_ path: String) -> Bool {
        run("/bin/mount", ["-o", "remount,ro", path])
    }

    /// Unmounts the file system at `path`; returns whether it worked.
    @discardableResult
    package static func unmount(_ path: String) -> Bool {
        run("/bin/umount", [path])
    }

    private static func run(_ tool: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
