import CommandLineSupport
import Foundation
import PlistTestSupport
import Testing
@testable import PlistEdit

/// An argument that is not valid UTF-8 (a key path, a value, a file name) is refused, named in
/// its visible form (`a\xFF`), with nothing written: repaired to U+FFFD, as
/// `CommandLine.arguments` repairs it, it would edit another key.
@Suite struct RawArgumentTests {
    static let source = "<plist><dict><key>a</key><string>x</string></dict></plist>\n"

    static let reason = "key paths, values and file names are read as UTF-8 text, and a repaired one would name another key or file; nothing was read or written."

    static func usageError(_ message: String) -> String {
        "Error: \(message)\n\(PlistEditCommand.usage)\n  See 'plist-edit --help' for more information.\n"
    }

    @Test func aKeyPathValueOrScriptThatIsNotUTF8IsRefused() throws {
        let dir = try TempEditDirectory.make(["in.plist": Self.source])
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("in.plist").path
        let bad = NonUTF8Argument.decode(Array("a".utf8) + [0xFF])
        let script = NonUTF8Argument.decode(Array("Set :a".utf8) + [0xFF] + Array(" y".utf8))
        for (arguments, position, shown) in [(["-replace", bad, "-string", "y", file], 2, "a\\xFF"),
                                             (["-insert", "b", "-string", bad, file], 4, "a\\xFF"),
                                             (["-c", script, file], 2, "Set :a\\xFF y"),
                                             (["-c", "Set :a y", "-o", bad, file], 4, "a\\xFF")] {
            let run = EditRun.run(arguments)
            #expect(run == EditRun(status: 1, stdout: "",
                                   stderr: Self.usageError("Argument \(position) '\(shown)' is not valid UTF-8: \(Self.reason)"),
                                   stdoutData: Data()), "\(arguments)")
        }
        #expect(try String(contentsOf: URL(fileURLWithPath: file), encoding: .utf8) == Self.source)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["in.plist"])
    }

    /// The real process reads argv's bytes (`CommandLine.arguments` would give `a\u{FFFD}` and
    /// add that key): `/bin/sh` passes the byte 0xFF, which `Process` cannot.
    @Test func theProcessReadsItsRawArgv() throws {
        let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("plist-edit")
        try #require(FileManager.default.isExecutableFile(atPath: tool.path), "build plist-edit (swift build) to run this test")
        let dir = try TempEditDirectory.make(["in.plist": Self.source])
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try ToolRun.run("/bin/sh", ["-c", #"exec "$0" -insert "$(printf 'a\377')" -string y "$1""#,
                                              tool.path, dir.appendingPathComponent("in.plist").path])
        #expect(run.status == 1)
        #expect(run.stdout == Data())
        #expect(String(decoding: run.stderr, as: UTF8.self) == Self.usageError("Argument 2 'a\\xFF' is not valid UTF-8: \(Self.reason)"))
        #expect(try String(contentsOf: dir.appendingPathComponent("in.plist"), encoding: .utf8) == Self.source)
    }
}
