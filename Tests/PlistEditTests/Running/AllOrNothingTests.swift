import Foundation
import PlistKit
import Testing
@testable import PlistEdit

/// A command that fails changes nothing on disk: the file keeps every byte, and the failure
/// names the command and why.
@Suite struct AllOrNothingTests {
    @Test func aFailingCommandInTheMiddleOfAScriptWritesNothing() throws {
        let dir = try TempEditDirectory.make(["Info.plist": EditFixtures.infoPlist])
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Info.plist")
        var arguments: [String] = []
        for i in 0..<500 { arguments += ["-c", "Add :Key\(i) string v\(i)"] }
        arguments += ["-c", "Save", "-c", "Delete :NoSuchKey"]
        for i in 0..<500 { arguments += ["-c", "Set :Key\(i) w"] }
        let run = EditRun.run(arguments + [file.path], in: dir)
        #expect(run.status == 1)
        #expect(run.stderr == #"Info.plist: command 502 (Delete :NoSuchKey): cannot remove "NoSuchKey": key path "NoSuchKey": no key "NoSuchKey" in the dictionary at the root (line 4)"# + "\n")
        #expect(try Data(contentsOf: file) == Data(EditFixtures.infoPlist.utf8))
    }

    @Test func aFailingPlutilVerbWritesNothing() throws {
        let dir = try TempEditDirectory.make(["Info.plist": EditFixtures.infoPlist])
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Info.plist")
        for arguments in [["-insert", "CFBundleVersion", "-string", "43"], ["-remove", "UIBackgroundModes.7"],
                          ["-replace", "UILaunchScreen.UIColorName.x", "-string", "1"], ["-insert", "UILaunchScreen", "-string", "x", "-append"]] {
            let run = EditRun.run(arguments + [file.path], in: dir)
            #expect(run.status == 1, "\(arguments)")
            #expect(run.stderr.hasPrefix("Info.plist: \(arguments[0]): cannot "), "\(run.stderr)")
            #expect(try Data(contentsOf: file) == Data(EditFixtures.infoPlist.utf8))
        }
    }

    @Test func anUnreadableFileIsReportedWithItsLocation() throws {
        let dir = try TempEditDirectory.make(["Bad.plist": "<plist><dict><key>a</key></plist>"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Bad.plist")
        let run = EditRun.run(["-c", "Set :a 1", file.path], in: dir)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("Bad.plist:1:"))
        #expect(try Data(contentsOf: file) == Data("<plist><dict><key>a</key></plist>".utf8))
    }
}
