import Foundation
import PlistKit
import PlistTestSupport
import Testing
@testable import PlistEdit

/// Hostile edits through the whole command: a huge value, a read-only folder, a file replaced
/// by a folder — the original stays intact every time, and the failure says why.
@Suite struct HostileEditTests {
    @Test func aHugeValueIsSplicedInBoundedCPUTime() throws {
        let dir = try TempEditDirectory.make(["Info.plist": EditFixtures.infoPlist])
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Info.plist")
        let huge = String(repeating: "<&x", count: 1 << 20)
        var run: EditRun?
        let cpu = TimeBudget.cpuSeconds { run = EditRun.run(["-replace", "CFBundleVersion", "-string", huge, file.path]) }
        #expect(run?.status == 0, "\(String(describing: run?.stderr))")
        #expect(cpu < TimeBudget.seconds(10), "\(cpu) s of CPU")
        let root = try PlistReader().read(Data(contentsOf: file)).root
        #expect(try root.value(forKeyPath: "CFBundleVersion").value == .string(huge))
        #expect(try root.value(forKeyPath: "CFBundleShortVersionString").value == "1.4")
    }

    @Test(.enabled(if: geteuid() != 0, "root ignores folder permissions: the read-only case cannot be made"))
    func aReadOnlyFolderFailsAndKeepsTheFile() throws {
        let dir = try TempEditDirectory.make(["Info.plist": EditFixtures.infoPlist])
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dir.path)
            try? FileManager.default.removeItem(at: dir)
        }
        let file = dir.appendingPathComponent("Info.plist")
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: dir.path)
        let run = EditRun.run(["-c", "Set :CFBundleVersion 43", file.path], in: dir)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("Info.plist: -c: "), "\(run.stderr)")
        #expect(try Data(contentsOf: file) == Data(EditFixtures.infoPlist.utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["Info.plist"])
    }

    @Test func aFolderIsNotEdited() throws {
        let dir = try TempEditDirectory.make([:])
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = EditRun.run(["-replace", "a", "-string", "b", dir.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains(": -replace: "), "\(run.stderr)")
    }
}
