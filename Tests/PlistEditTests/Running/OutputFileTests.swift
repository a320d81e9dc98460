import Foundation
import PlistKit
import Testing
@testable import PlistEdit

/// `-o PATH`, the same for plutil's verbs and PlistBuddy's `-c`: an existing regular file is
/// replaced (as plutil's `-o` overwrites it), a missing one created, both atomically; a
/// symbolic link, a folder or another non-regular file is refused, named, with nothing written.
@Suite struct OutputFileTests {
    static let source = "<plist><dict><key>a</key><string>x</string></dict></plist>\n"

    static let commands: [[String]] = [
        ["-replace", "a", "-string", "y"],
        ["-c", "Set :a y"],
    ]

    /// A folder holding `in.plist` (``source``) and `out.plist` (`old`).
    static func folder() throws -> URL {
        try TempEditDirectory.make(["in.plist": source, "out.plist": "old\n"])
    }

    @Test(arguments: commands)
    func anExistingOutputFileIsReplaced(command: [String]) throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let output = dir.appendingPathComponent("out.plist")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: output.path)
        let run = EditRun.run(command + ["-o", output.path, dir.appendingPathComponent("in.plist").path], in: dir)
        #expect(run == EditRun(status: 0, stdout: "", stderr: "", stdoutData: Data()))
        #expect(try String(contentsOf: output, encoding: .utf8) == Self.source.replacingOccurrences(of: ">x<", with: ">y<"))
        #expect(try String(contentsOf: dir.appendingPathComponent("in.plist"), encoding: .utf8) == Self.source)
        // Replaced as the edited file is: its mode kept, no temporary file left.
        #expect(try FileManager.default.attributesOfItem(atPath: output.path)[.posixPermissions] as? Int == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["in.plist", "out.plist"])
    }

    @Test(arguments: commands)
    func aMissingOutputFileIsCreated(command: [String]) throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let output = dir.appendingPathComponent("new.plist")
        let run = EditRun.run(command + ["-o", output.path, dir.appendingPathComponent("in.plist").path], in: dir)
        #expect(run == EditRun(status: 0, stdout: "", stderr: "", stdoutData: Data()))
        #expect(try String(contentsOf: output, encoding: .utf8) == Self.source.replacingOccurrences(of: ">x<", with: ">y<"))
    }

    @Test(arguments: commands)
    func aSymbolicLinkAsOutputIsRefused(command: [String]) throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let link = dir.appendingPathComponent("link.plist")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "out.plist")
        let run = EditRun.run(command + ["-o", link.path, dir.appendingPathComponent("in.plist").path], in: dir)
        let verb = command[0]
        #expect(run == EditRun(status: 1, stdout: "", stderr: """
            in.plist: \(verb): the output "link.plist" is a symbolic link, refused: plist-edit writes regular files only, never through a link (as it reads them); nothing was written

            """, stdoutData: Data()))
        #expect(try String(contentsOf: dir.appendingPathComponent("out.plist"), encoding: .utf8) == "old\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "out.plist")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["in.plist", "link.plist", "out.plist"])
    }

    @Test(arguments: commands)
    func aFolderAsOutputIsRefused(command: [String]) throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("sub"), withIntermediateDirectories: false)
        let run = EditRun.run(command + ["-o", dir.appendingPathComponent("sub").path, dir.appendingPathComponent("in.plist").path], in: dir)
        #expect(run.status == 1)
        #expect(run.stderr == "in.plist: \(command[0]): the output \"sub\" is a folder, refused: plist-edit writes regular files only; nothing was written\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("sub").path) == [])
    }
}
