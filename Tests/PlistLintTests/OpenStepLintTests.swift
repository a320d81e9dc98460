import Foundation
import Testing
@testable import PlistLint

/// plist-lint on OpenStep property lists and `.strings` files.
@Suite struct OpenStepLintTests {
    static func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("openstep-lint-\(UUID().uuidString)")
        let lproj = dir.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        // Localizable.strings as Xcode often saves it: UTF-16 little-endian with a byte-order mark.
        let strings = "/* Greeting */\n\"hello\" = \"Hello\";\n\"bye\" = \"Bye\";\n\"hello\" = \"Hi\";\n"
        try (Data([0xFF, 0xFE]) + strings.data(using: .utf16LittleEndian)!).write(to: lproj.appendingPathComponent("Localizable.strings"))
        try Data("{\n    name = PlistKit;\n    list = (a, b,);\n}\n".utf8).write(to: dir.appendingPathComponent("Good.plist"))
        try Data("\"title\" = \"x\"\n\"other\" = \"y\";\n".utf8).write(to: lproj.appendingPathComponent("Bad.strings"))
        return dir
    }

    @Test func foldersIncludeStringsFilesAndReportThemLocated() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = LintRun.run([], files: ["."], in: dir)
        #expect(run.status == 1)
        #expect(run.stdout == "./Good.plist: OK\n./en.lproj/Localizable.strings: OK\n")
        #expect(run.stderr == """
        ./en.lproj/Bad.strings:2:1: error: [syntax] missing ";" after the value of "title", found "\\""
        "other" = "y";
        ^
        ./en.lproj/Localizable.strings:4:1: warning: [duplicate-key] duplicate key "hello" (first defined at 2:1); the later value wins
        "hello" = "Hi";
        ^
        ./en.lproj/Localizable.strings:2:1: note: first definition of "hello"
        "hello" = "Hello";
        ^

        """)
    }

    @Test func formatOptionTakesOpenStep() throws {
        let dir = try TempLintDirectory.make(["a.txt": "{ a = 1; }", "b.txt": "{\"a\": 1}"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = LintRun.run(["--format", "openstep", "--verbose"], files: ["a.txt", "b.txt"], in: dir)
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("a.txt: OK (OpenStep)\n"))
        #expect(run.stderr.hasPrefix("b.txt:1:5: error: [syntax] expected \"=\" or \";\" after the key \"a\", found \":\"\n"))
    }
}
