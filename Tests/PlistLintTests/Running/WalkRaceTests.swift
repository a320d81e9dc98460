import Foundation
import Testing
@testable import PlistLint
import PlistKit

/// A folder swapped for a symbolic link while plist-lint walks it must not lead the walk (or a
/// read) outside the tree: every entry is opened and examined relative to the folder's
/// descriptor (`openat`/`fstatat`, no link followed). Before, 11 of 100 runs of this scenario
/// (as a process, against the built plist-lint) read and printed a file outside the tree.
@Suite struct WalkRaceTests {
    static let inside = "<plist><true/></plist>\n"
    /// Broken on line 1, so that reading it shows the marker in the excerpt.
    static let outside = "<plist><key>OUTSIDE</key></plist>\n"

    /// Swaps `sub` for a link to `target` and back, as fast as it can, until stopped.
    final class Swapper: @unchecked Sendable {
        private let lock = NSLock()
        private var stopped = false
        private var swapped = 0

        /// How many swaps were made (read under the lock: the swapper's thread writes it).
        var swaps: Int {
            lock.lock()
            defer { lock.unlock() }
            return swapped
        }

        func run(sub: String, parked: String, target: String) {
            while true {
                lock.lock()
                let stop = stopped
                lock.unlock()
                if stop { return }
                guard rename(sub, parked) == 0 else { continue }
                _ = symlink(target, sub)
                _ = unlink(sub)
                _ = rename(parked, sub)
                lock.lock(); swapped += 1; lock.unlock()
            }
        }

        func stop() { lock.lock(); stopped = true; lock.unlock() }
    }

    @Test func aFolderSwappedForALinkDuringTheWalkNeverReadsOutsideTheTree() async throws {
        var files: [String: String] = [:]
        for i in 0..<40 {
            files["root/sub/\(i).plist"] = Self.inside
            files["outside/\(i).plist"] = Self.outside
        }
        let tree = try TemporaryTree(files)
        defer { tree.remove() }
        let root = tree.url.appendingPathComponent("root")
        let sub = root.appendingPathComponent("sub").path
        let swapper = Swapper()
        let thread = Thread { swapper.run(sub: sub, parked: root.path + "/sub.real", target: tree.url.path + "/outside") }
        thread.start()
        var leaks = 0
        var runs = 0
        // Bounded: 60 runs (each a walk of 40 files); the swapper keeps swapping throughout.
        for _ in 0..<60 {
            let run = LintRun.run([root.path])
            runs += 1
            if (run.stdout + run.stderr).contains("OUTSIDE") { leaks += 1 }
        }
        swapper.stop()
        // Let the swapper finish its last swap so that the tree is whole for removal.
        while !thread.isFinished { try await Task.sleep(nanoseconds: 1_000_000) }
        #expect(runs == 60)
        #expect(swapper.swaps > 0)
        #expect(leaks == 0)
    }

    /// The walk's open: a folder on the way that is a symbolic link fails the open (ELOOP),
    /// a real path succeeds, and `.`/`..` components are refused.
    @Test func openBeneathFollowsNoLinkAfterTheRoot() throws {
        let tree = try TemporaryTree(["root/dir/a.plist": Self.inside, "outside/a.plist": Self.outside],
                                     symlinks: ["root/link": "../outside"])
        defer { tree.remove() }
        let root = Array(tree.url.path.utf8) + Array("/root".utf8)
        let good = RawFilePath.openBeneath(root + Array("/dir/a.plist".utf8), rootLength: root.count, flags: O_RDONLY)
        #expect(good >= 0)
        close(good)
        let viaLink = RawFilePath.openBeneath(root + Array("/link/a.plist".utf8), rootLength: root.count, flags: O_RDONLY)
        let code = errno
        #expect(viaLink == -1)
        #expect(code == ELOOP || code == ENOTDIR)
        #expect(RawFilePath.openBeneath(root + Array("/dir/../dir/a.plist".utf8), rootLength: root.count, flags: O_RDONLY) == -1)
        // The walk reports the link as a link (never listed), and reads only the real file.
        let run = LintRun.run([], files: ["root"], in: tree.url)
        #expect(run == LintRun(status: 0, stdout: "root/dir/a.plist: OK\n", stderr: ""))
    }
}
