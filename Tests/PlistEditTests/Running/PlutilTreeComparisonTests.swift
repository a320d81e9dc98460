import Foundation
import PlistKit
import PlistTestSupport
import Testing
@testable import PlistEdit

/// The value tree after each plutil verb equals what the toolchain's Linux `plutil` gives for
/// the same command (run as a child process), except where Linux plutil is known to differ
/// from Apple's documented behaviour (each such case is asserted below with its reason).
@Suite(.enabled(if: Plutil.isAvailable, "Linux plutil not found at /opt/swift/usr/bin/plutil or on PATH: comparison skipped"))
struct PlutilTreeComparisonTests {
    static let cases: [[String]] = [
        ["-replace", "CFBundleVersion", "-string", "43"],
        ["-replace", "New", "-integer", "7"],
        ["-replace", "UILaunchScreen.UIColorName", "-string", "Other"],
        ["-replace", "UIBackgroundModes.2", "-string", "voip"],
        ["-insert", "New", "-bool", "YES"],
        ["-insert", "UIBackgroundModes.0", "-string", "voip"],
        ["-insert", "UIBackgroundModes.2", "-string", "voip"],
        ["-insert", "UIBackgroundModes", "-string", "voip", "-append"],
        ["-insert", #"com\.apple\.developer\.icloud"#, "-array"],
        ["-insert", "Nested", "-json", #"{"a":[1,2.5,true,"s"]}"#],
        ["-insert", "FromXML", "-xml", "<dict><key>a</key><integer>1</integer></dict>"],
        ["-insert", "When", "-date", "2021-01-01T00:00:00Z"],
        ["-insert", "Blob", "-data", "AAEC"],
        ["-insert", "Ratio", "-float", "0.25"],
        ["-insert", "Empty", "-dictionary"],
        ["-remove", "UIBackgroundModes.0"],
        ["-remove", #"com\.apple\.developer\.team-identifier"#],
        ["-remove", "UILaunchScreen"],
    ]

    @Test(arguments: cases)
    func editedTreeEqualsPlutils(arguments: [String]) throws {
        let invocation = try EditInvocation.parse(arguments + ["Info.plist"])
        guard case .edit(let edit, _) = invocation.verb else { Issue.record("not an edit"); return }
        let ours = try PlistReader().read(Data(EditFixtures.infoPlist.utf8)).root.applying(edit).value
        let theirs = try Plutil.tree(after: arguments, on: EditFixtures.infoPlist)
        #expect(theirs == ours, "\(arguments)")
    }

    @Test(arguments: [
        ["-insert", "CFBundleVersion", "-string", "43"],
        ["-insert", "UIBackgroundModes.3", "-string", "x"],
        ["-insert", "UILaunchScreen", "-string", "x", "-append"],
        ["-replace", "Missing.Deep", "-bool", "YES"],
        ["-remove", "Nope"],
        ["-remove", "UIBackgroundModes.9"],
    ])
    func editsPlutilRefusesAreRefused(arguments: [String]) throws {
        let invocation = try EditInvocation.parse(arguments + ["Info.plist"])
        guard case .edit(let edit, _) = invocation.verb else { Issue.record("not an edit"); return }
        #expect(throws: PlistEditError.self) { try PlistReader().read(Data(EditFixtures.infoPlist.utf8)).root.applying(edit) }
        #expect(try Plutil.tree(after: arguments, on: EditFixtures.infoPlist) == nil, "\(arguments)")
    }

    /// Linux plutil's `-replace` of an array element inserts before it (swift-corelibs-foundation
    /// plutil); Apple's plutil and its help ("same as -insert, but it will overwrite an existing
    /// value") replace it, as plist-edit does.
    @Test func replacingAnArrayElementReplacesItUnlikeLinuxPlutil() throws {
        let root = try PlistReader().read(Data(EditFixtures.infoPlist.utf8)).root
        let ours = try root.applying(.replace(["UIBackgroundModes", "1"], with: "voip"))
        #expect(try ours.value(forKeyPath: "UIBackgroundModes").value == ["audio", "voip"])
        let theirs = try Plutil.tree(after: ["-replace", "UIBackgroundModes.1", "-string", "voip"], on: EditFixtures.infoPlist)
        #expect(try theirs.map { try PlistNode($0).value(forKeyPath: "UIBackgroundModes").value } == ["audio", "voip", "fetch"])
    }
}

/// The same comparison through the whole command: the file `plist-edit` writes (spliced by the
/// source editor) reads back as the tree Linux plutil writes.
@Suite(.enabled(if: Plutil.isAvailable, "Linux plutil not found at /opt/swift/usr/bin/plutil or on PATH: comparison skipped"))
struct PlutilWrittenFileComparisonTests {
    @Test(arguments: PlutilTreeComparisonTests.cases)
    func writtenFileReadsAsPlutilsTree(arguments: [String]) throws {
        let dir = try TempEditDirectory.make(["Info.plist": EditFixtures.infoPlist])
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Info.plist")
        let run = EditRun.run(arguments + [file.path])
        #expect(run.status == 0, "\(run)")
        let ours = try PlistReader().read(Data(contentsOf: file)).root.value
        #expect(try Plutil.tree(after: arguments, on: EditFixtures.infoPlist) == ours, "\(arguments)")
    }

    /// PlistBuddy commands give the tree plutil gives for the equivalent verb.
    @Test(arguments: [
        (["-c", "Set :CFBundleVersion 43"], ["-replace", "CFBundleVersion", "-string", "43"]),
        (["-c", "Add :New integer 7"], ["-insert", "New", "-integer", "7"]),
        (["-c", "Add :UIBackgroundModes:0 string voip"], ["-insert", "UIBackgroundModes.0", "-string", "voip"]),
        (["-c", "Add :UIBackgroundModes: string voip"], ["-insert", "UIBackgroundModes", "-string", "voip", "-append"]),
        (["-c", "Delete :com.apple.developer.team-identifier"], ["-remove", #"com\.apple\.developer\.team-identifier"#]),
        (["-c", "Add :UILaunchScreen:Extra dict"], ["-insert", "UILaunchScreen.Extra", "-dictionary"]),
    ])
    func plistBuddyCommandsMatchPlutilsVerbs(buddy: [String], plutil: [String]) throws {
        let dir = try TempEditDirectory.make(["Info.plist": EditFixtures.infoPlist])
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Info.plist")
        let run = EditRun.run(buddy + [file.path])
        #expect(run.status == 0, "\(run)")
        let ours = try PlistReader().read(Data(contentsOf: file)).root.value
        #expect(try Plutil.tree(after: plutil, on: EditFixtures.infoPlist) == ours, "\(buddy)")
    }
}
