import Foundation
import PlistKit
import PlistTestSupport
import Testing
@testable import PlistEdit

/// Scripts through the whole command: standard input (saved by `Save`), `-c` (saved at the
/// end), a missing file created, 10 000 commands in bounded CPU time.
@Suite struct ScriptRunTests {
    func withInfoPlist(_ body: (URL, URL) throws -> Void) throws {
        let dir = try TempEditDirectory.make(["Info.plist": EditFixtures.infoPlist])
        defer { try? FileManager.default.removeItem(at: dir) }
        try body(dir.appendingPathComponent("Info.plist"), dir)
    }

    @Test func aScriptOnStandardInputIsSavedBySave() throws {
        try withInfoPlist { (file: URL, dir: URL) throws in
            let unsaved = EditRun.run([file.path], stdin: "Set :CFBundleVersion 43\nPrint :CFBundleVersion\n", scriptOnStandardInput: true, in: dir)
            #expect(unsaved == EditRun(status: 0, stdout: "43\n", stderr: "Info.plist: 1 unsaved change not written (end the script with Save)\n",
                                       stdoutData: Data("43\n".utf8)))
            #expect(try Data(contentsOf: file) == Data(EditFixtures.infoPlist.utf8))
            let saved = EditRun.run([file.path], stdin: "# bump\r\nSet :CFBundleVersion 43\r\n\r\nSave\r\n", scriptOnStandardInput: true, in: dir)
            #expect(saved.status == 0 && saved.stderr == "", "\(saved)")
            #expect(try String(contentsOf: file, encoding: .utf8) == EditFixtures.infoPlist.replacingOccurrences(of: "<string>42</string>", with: "<string>43</string>"))
        }
    }

    @Test func withoutAScriptPipedInTheDefaultVerbIsLint() throws {
        try withInfoPlist { (file: URL, dir: URL) throws in
            #expect(EditRun.run([file.path], in: dir).stdout == "Info.plist: OK\n")
        }
    }

    @Test func aMissingFileIsCreatedAsPlistBuddyCreatesIt() throws {
        let dir = try TempEditDirectory.make([:])
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("New.plist")
        let run = EditRun.run(["-c", "Add :Name string Quiz", "-c", "Add :Items array", file.path], in: dir)
        #expect(run.status == 0)
        #expect(run.stdout == "File Doesn't Exist, Will Create: New.plist\n")
        #expect(try String(contentsOf: file, encoding: .utf8) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>Name</key>
        \t<string>Quiz</string>
        \t<key>Items</key>
        \t<array/>
        </dict>
        </plist>

        """)
    }

    @Test func mergeAndImportReadOtherFiles() throws {
        try withInfoPlist { (file: URL, dir: URL) throws in
            try Data("<plist><dict><key>CFBundleVersion</key><string>9</string><key>Extra</key><true/></dict></plist>".utf8)
                .write(to: dir.appendingPathComponent("more.plist"))
            try Data([0xFF, 0x00]).write(to: dir.appendingPathComponent("blob.bin"))
            let run = EditRun.run(["-c", "Merge \(dir.path)/more.plist", "-c", "Import :Blob \(dir.path)/blob.bin", file.path], in: dir)
            #expect(run.status == 0, "\(run)")
            #expect(run.stdout == "Duplicate Entry Was Skipped: CFBundleVersion\n")
            let root = try PlistReader().read(Data(contentsOf: file)).root
            #expect(try root.value(forKeyPath: "Extra").value == true)
            #expect(try root.value(forKeyPath: "Blob").value == .data(Data([0xFF, 0x00])))
            #expect(try root.value(forKeyPath: "CFBundleVersion").value == "42")
        }
    }

    @Test func tenThousandCommandsThroughTheCommandInBoundedCPUTime() throws {
        try withInfoPlist { (file: URL, dir: URL) throws in
            var lines: [String] = []
            for i in 0..<2_499 { lines += ["Add :k\(i) string v\(i)", "Set :k\(i) w\(i)", "Print :k\(i)", "Delete :k\(i)"] }
            lines += ["Set :CFBundleVersion 43", "Add :UIBackgroundModes: string voip", "Set :Scale 2.5", "Save"]
            #expect(lines.count == 10_000)
            var run: EditRun?
            let cpu = TimeBudget.cpuSeconds {
                run = EditRun.run([file.path], stdin: lines.joined(separator: "\n"), scriptOnStandardInput: true, in: dir)
            }
            #expect(run?.status == 0, "\(String(describing: run))")
            #expect(cpu < TimeBudget.seconds(10), "\(cpu) s of CPU")
            let expected = EditFixtures.infoPlist
                .replacingOccurrences(of: "<string>42</string>", with: "<string>43</string>")
                .replacingOccurrences(of: "\t\t<string>fetch</string>\n", with: "\t\t<string>fetch</string>\n\t\t<string>voip</string>\n")
                .replacingOccurrences(of: "<real>1.5</real>", with: "<real>2.5</real>")
            #expect(try String(contentsOf: file, encoding: .utf8) == expected)
        }
    }

    @Test func tenThousandSetsOnATenThousandKeyFileAreAllSpliced() throws {
        // Each command changes another entry, so the net change is 10 000 splices (more than
        // the 1 000 plist-edit once refused), read back once: about 60 s of CPU in a debug
        // build (each splice still moves the spans after it); read back after every splice,
        // a tenth of them took 43 s.
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
        var expected = text
        for i in 0..<10_000 {
            text += "\t<key>k\(i)</key>\n\t<string>v\(i)</string>\n"
            expected += "\t<key>k\(i)</key>\n\t<string>\(i % 2 == 0 ? "new value \(i)" : "w\(i)")</string>\n"
        }
        text += "</dict>\n</plist>\n"
        expected += "</dict>\n</plist>\n"
        let dir = try TempEditDirectory.make(["Big.plist": text])
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Big.plist")
        let lines = (0..<10_000).map { "Set :k\($0) \($0 % 2 == 0 ? "'new value \($0)'" : "w\($0)")" } + ["Save"]
        var run: EditRun?
        let cpu = TimeBudget.cpuSeconds {
            run = EditRun.run([file.path], stdin: lines.joined(separator: "\n"), scriptOnStandardInput: true, in: dir)
        }
        #expect(run?.status == 0 && run?.stderr == "", "\(String(describing: run))")
        #expect(try String(contentsOf: file, encoding: .utf8) == expected)
        #expect(cpu < TimeBudget.seconds(180), "\(cpu) s of CPU")
    }
}
