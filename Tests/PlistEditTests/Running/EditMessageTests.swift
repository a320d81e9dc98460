import Foundation
import PlistKit
import PlistTestSupport
import Testing
@testable import PlistEdit

/// What a failure says: a value inside a new value is named by its key path in the edited
/// file; a reader limit gives no advice a command-line user cannot follow; a full disk says
/// the file was not created, and why.
@Suite struct EditMessageTests {
    static let source = """
        <plist><dict><key>a</key><string>x</string><key>top</key><dict><key>z</key><true/></dict>\
        <key>list</key><array><integer>1</integer></array></dict></plist>

        """

    func withSource(_ body: (URL, URL) throws -> Void) throws {
        let dir = try TempEditDirectory.make(["in.plist": Self.source])
        defer { try? FileManager.default.removeItem(at: dir) }
        try body(dir.appendingPathComponent("in.plist"), dir)
    }

    @Test func aNullInAValueOnTheCommandLineIsRefusedWhereItIsInTheValue() throws {
        try withSource { file, dir in
            let run = EditRun.run(["-insert", "top.b", "-json", #"{"c": {"d": [null]}}"#, file.path], in: dir)
            #expect(run == EditRun(status: 1, stdout: "", stderr: """
                -insert: invalid -json value: null at c.d[0] is not a property-list value

                """, stdoutData: Data()))
            let after = try String(contentsOf: file, encoding: .utf8)
            #expect(after == Self.source)
        }
    }

    @Test(arguments: [
        (["-c", "Merge more.json :top"], "-c: null at top.m.k[0] cannot"),
    ])
    func aValueInsideANewValueIsNamedByItsPathInTheFile(arguments: [String], start: String) throws {
        try withSource { file, dir in
            try Data(#"{"m": {"k": [null]}}"#.utf8).write(to: dir.appendingPathComponent("more.json"))
            // The merged file by its absolute path, which the messages show relative to `dir`.
            let absolute = arguments.map { $0.replacingOccurrences(of: "Merge more.json", with: "Merge \(dir.path)/more.json") }
            let run = EditRun.run(absolute + [file.path], in: dir)
            #expect(run == EditRun(status: 1, stdout: "", stderr: """
                in.plist: \(start) be written to an XML property list: property lists have no null

                """, stdoutData: Data()))
            #expect(try String(contentsOf: file, encoding: .utf8) == Self.source)
        }
    }

    @Test func limitMessagesGiveNoLibraryAdvice() throws {
        try withSource { file, dir in
            let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
            let value = EditRun.run(["-replace", "a", "-json", deep, file.path], in: dir)
            #expect(value == EditRun(status: 1, stdout: "",
                                     stderr: "-replace: invalid -json value: the value is not JSON: nesting too deep (limit 512)\n",
                                     stdoutData: Data()))
            try Data(("<plist>" + String(repeating: "<array>", count: 600)).utf8).write(to: dir.appendingPathComponent("deep.plist"))
            let read = EditRun.run(["-lint", dir.appendingPathComponent("deep.plist").path], in: dir)
            #expect(read.status == 1)
            #expect(read.stderr == "deep.plist:1:3592: error: [limit-exceeded] nesting too deep (limit 512)\n")
        }
    }

    @Test(.enabled(if: Tmpfs.canMount, "needs root and mount(8) for a 64 KiB tmpfs"))
    func aFullDiskSaysTheFileWasNotCreated() throws {
        let dir = try TempEditDirectory.make([:])
        defer { Tmpfs.unmount(dir.path); try? FileManager.default.removeItem(at: dir) }
        try #require(Tmpfs.mount(at: dir.path))
        // Fill the file system: the last write fails with ENOSPC.
        let filler = dir.appendingPathComponent("filler")
        try #require(FileManager.default.createFile(atPath: filler.path, contents: nil))
        let handle = try FileHandle(forWritingTo: filler)
        while (try? handle.write(contentsOf: Data(count: 4096))) != nil {}
        try? handle.close()
        let run = EditRun.run(["-create", "xml1", dir.appendingPathComponent("new.plist").path], in: dir)
        #expect(run == EditRun(status: 1, stdout: "", stderr: """
            new.plist: -create: cannot write the new contents of "new.plist": No space left on device; the file was not created

            """, stdoutData: Data()))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["filler"])
    }
}
