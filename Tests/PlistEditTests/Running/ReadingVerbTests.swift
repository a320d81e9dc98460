import Foundation
import PlistKit
import Testing
@testable import PlistEdit

/// The verbs that only read: their exact output and exit status, plutil's where plutil has one.
@Suite struct ReadingVerbTests {
    func withInfoPlist(_ body: (String, URL) throws -> Void) throws {
        let dir = try TempEditDirectory.make(["Info.plist": EditFixtures.infoPlist])
        defer { try? FileManager.default.removeItem(at: dir) }
        try body(dir.appendingPathComponent("Info.plist").path, dir)
    }

    @Test func typeAndExtractPrintTheValue() throws {
        try withInfoPlist { file, dir in
            #expect(EditRun.run(["-type", "Scale", file]).stdout == "float\n")
            #expect(EditRun.run(["-type", #"com\.apple\.developer\.team-identifier"#, file]).stdout == "string\n")
            #expect(EditRun.run(["-type", #"["com.apple.developer.team-identifier"]"#, file]).stdout == "string\n")
            #expect(EditRun.run(["-extract", "UIBackgroundModes.1", "raw", file]).stdout == "fetch\n")
            #expect(EditRun.run(["-extract", "UIBackgroundModes", "raw", "-n", file]).stdout == "2")
            #expect(EditRun.run(["-extract", "Built", "raw", file]).stdout == "2024-05-01T12:00:00Z\n")
            #expect(EditRun.run(["-extract", "UIBackgroundModes", "json", "-o", "-", file]).stdout == #"["audio","fetch"]"#)
            #expect(EditRun.run(["-extract", "UILaunchScreen", "xml1", "-o", "-", file]).stdout == """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>UIColorName</key>
            \t<string>LaunchBackground</string>
            </dict>
            </plist>

            """)
            #expect(EditRun.run(["-extract", "UILaunchScreen", "openstep", "-o", "-", file]).stdout == "{\n    UIColorName = LaunchBackground;\n}\n")
        }
    }

    @Test func failuresNameTheFileTheVerbTheKeyPathAndTheReason() throws {
        try withInfoPlist { file, dir in
            let missing = EditRun.run(["-extract", "UIBackgroundModes.5", "raw", file], in: dir)
            #expect(missing.status == 1)
            #expect(missing.stdout == "")
            #expect(missing.stderr == #"Info.plist: -extract: key path "UIBackgroundModes.5": index 5 out of range at "UIBackgroundModes" (array of 2 elements) (line 16)"# + "\n")
            let expect = EditRun.run(["-type", "UIBackgroundModes", "-expect", "string", file], in: dir)
            #expect(expect.status == 1)
            #expect(expect.stderr == #"Info.plist: -type: the value at "UIBackgroundModes" is an array, not a string (-expect string)"# + "\n")
            // A value OpenStep cannot hold: the writer's message with the file's key path, and
            // no advice about PlistKit's API (plist-edit has no option for typed values).
            let openStep = dir.appendingPathComponent("os.plist")
            try Data("{\n    name = foo;\n}\n".utf8).write(to: openStep)
            let integer = EditRun.run(["-insert", "list", "-json", #"[1]"#, openStep.path], in: dir)
            #expect(integer.status == 1)
            #expect(integer.stderr == "os.plist: -insert: integer 1 at list[0] cannot be written to an OpenStep property list: every OpenStep scalar is a string\n")
            let buddy = EditRun.run(["-c", "Add :n integer 5", openStep.path], in: dir)
            #expect(buddy.stderr == "os.plist: -c: integer 5 at n cannot be written to an OpenStep property list: every OpenStep scalar is a string\n")
            #expect(try Data(contentsOf: openStep) == Data("{\n    name = foo;\n}\n".utf8))
            let absent = EditRun.run(["-p", "nope.plist"])
            #expect(absent.status == 1)
            #expect(absent.stderr.hasPrefix("nope.plist: -p: "))
        }
    }

    @Test func lintPrintsOKPerFileAndSilentPrintsNothing() throws {
        try withInfoPlist { file, dir in
            let broken = dir.appendingPathComponent("broken.plist")
            try Data("<plist><dict><key>a</key></plist>".utf8).write(to: broken)
            let run = EditRun.run(["-lint", file, broken.path], in: dir)
            #expect(run.status == 1)
            #expect(run.stdout == "Info.plist: OK\n")
            #expect(run.stderr.hasPrefix("broken.plist:1:"))
            #expect(EditRun.run(["-lint", "-s", file]).stdout == "")
        }
    }

    @Test func printIsPlutilsLayout() throws {
        try withInfoPlist { file, _ in
            let run = EditRun.run(["-p", file])
            #expect(run.status == 0)
            #expect(run.stdout.hasPrefix("{\n  \"Built\" => 2024-05-01 12:00:00 +0000\n  \"CFBundleDevelopmentRegion\" => \"$(DEVELOPMENT_LANGUAGE)\"\n"))
        }
    }

    @Test func convertAndCreateToStandardOutputWriteApplesForm() throws {
        try withInfoPlist { file, _ in
            let json = EditRun.run(["-convert", "json", "-o", "-", file])
            #expect(json.status == 1)  // dates and data have no JSON form, as in plutil
            #expect(json.stderr == "\(file): -convert: the date at \"Built\" has no JSON form (JSON has no date or data type)\n")
            let created = EditRun.run(["-create", "xml1", "-"])
            #expect(created.stdout == """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict/>
            </plist>

            """)
            #expect(EditRun.run(["-create", "json", "-"]).stdout == "{}")
            #expect(EditRun.run(["-create", "binary1", "-"]).stdoutData.prefix(8) == Data("bplist00".utf8))
        }
    }
}
