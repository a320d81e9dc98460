import Foundation
import PlistKit
import Testing
@testable import PlistEdit

/// Scripts that would grow without bound or delete more than they name (found by a hostile
/// trial: thirty `Copy : :cN` lines ran past 90 s and 560 MB; `Delete :arr:` removed the array).
@Suite struct BuddySessionBoundsTests {
    @Test func copyingTheRootOverAndOverStopsAtTheAddedValueLimit() throws {
        var s = BuddySession(root: PlistNode(["a": "x"])) { _ in Data() }
        var failure: EditFailure?
        var copies = 0
        let seconds = ProcessInfo.processInfo.systemUptime
        for i in 0..<30 {
            do { _ = try s.run(BuddyCommand(parsing: "Copy : :c\(i)")); copies += 1 } catch let error as EditFailure { failure = error; break }
        }
        #expect(copies == 18)  // 18 copies add 2 + 4 + … + 2^18 values; the 19th would pass 1 000 000
        #expect(failure == EditFailure("", "the script would add more than 1000000 values; nothing was changed"))
        #expect(s.addedValues <= BuddySession.maxAddedValues)
        #expect(ProcessInfo.processInfo.systemUptime - seconds < 60)
    }

    @Test func deleteOfAnEntryEndingInAColonIsRefused() throws {
        var s = BuddySession(root: PlistNode(["arr": ["a"]])) { _ in Data() }
        #expect(throws: EditFailure("", #"entry ":arr:" names no value (it ends with ":")"#)) {
            try s.run(BuddyCommand(parsing: "Delete :arr:"))
        }
        #expect(s.current.value == ["arr": ["a"]])
    }
}

/// A script that is not UTF-8 is refused whole, never repaired to U+FFFD and stored.
@Suite struct ScriptEncodingTests {
    @Test func aScriptWithInvalidUTF8IsRefusedAndNothingIsWritten() throws {
        let dir = try TempEditDirectory.make(["T.plist": EditFixtures.infoPlist])
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("T.plist")
        let script = Data("Set :CFBundleVersion caf".utf8) + Data([0xE9]) + Data("\nSave\n".utf8)
        let run = EditRun.run([file.path], stdinBytes: script, scriptOnStandardInput: true, in: dir)
        #expect(run.status == 1)
        #expect(run.stderr == "T.plist: -c: the script on standard input is not UTF-8 (byte 24 starts an invalid sequence); nothing was run\n")
        #expect(try String(contentsOf: file, encoding: .utf8) == EditFixtures.infoPlist)
    }
}
