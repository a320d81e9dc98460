import Foundation
import PlistKit
import Testing
@testable import PlistEdit

/// Issue #21's "done when": bumping `CFBundleVersion` in a real-shaped Info.plist with plutil's
/// `-replace` or PlistBuddy's `Set` changes exactly that value's bytes (`42` → `43`).
@Suite struct VersionBumpTests {
    @Test(arguments: [
        ["-replace", "CFBundleVersion", "-string", "43"],
        ["-c", "Set :CFBundleVersion 43"],
    ])
    func bumpingTheBuildNumberChangesOnlyItsBytes(arguments: [String]) throws {
        let dir = try TempEditDirectory.make(["Info.plist": EditFixtures.infoPlist])
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Info.plist")
        let run = EditRun.run(arguments + [file.path])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "" && run.stderr == "")
        let before = Array(EditFixtures.infoPlist.utf8)
        let after = Array(try Data(contentsOf: file))
        #expect(after.count == before.count)
        let changed = before.indices.filter { before[$0] != after[$0] }
        let offset = try #require(EditFixtures.infoPlist.range(of: "<string>42</string>")).lowerBound
        let two = EditFixtures.infoPlist.utf8.distance(from: EditFixtures.infoPlist.startIndex, to: offset) + "<string>4".utf8.count
        #expect(changed == [two])
        #expect(String(decoding: after, as: UTF8.self) == EditFixtures.infoPlist.replacingOccurrences(of: "<string>42</string>", with: "<string>43</string>"))
    }

    @Test func theFileKeepsItsPermissionBits() throws {
        let dir = try TempEditDirectory.make(["Info.plist": EditFixtures.infoPlist])
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Info.plist")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
        #expect(EditRun.run(["-c", "Set :CFBundleVersion 43", file.path]).status == 0)
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
    }

    @Test func aSymbolicLinkIsRefusedAndLeftAlone() throws {
        let dir = try TempEditDirectory.make(["Info.plist": EditFixtures.infoPlist])
        defer { try? FileManager.default.removeItem(at: dir) }
        let link = dir.appendingPathComponent("Link.plist")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "Info.plist")
        let run = EditRun.run(["-replace", "CFBundleVersion", "-string", "43", link.path], in: dir)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("Link.plist: -replace: "), "\(run.stderr)")
        #expect(try Data(contentsOf: dir.appendingPathComponent("Info.plist")) == Data(EditFixtures.infoPlist.utf8))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "Info.plist")
    }
}
