import Foundation
import PlistKit
import Testing
@testable import PlistModelGen

@Suite("plist-modelgen command line")
struct ModelGenCommandTests {
    static let usageTail = """
        Usage: plist-modelgen [--type-name <name>] [--output <file>] [--schema-output <file>] [--access <level>] [--conformances <protocols>] [--rename <key-path=name>] [--configuration <file>] <sample> ...
          See 'plist-modelgen --help' for more information.

        """

    @Test("usage errors go to stderr with exit 64", arguments: [
        (["--ouput", "x.swift", "a.plist"], "Unknown option '--ouput'. Did you mean '--output'?"),
        (["--type-nme", "X", "a.plist"], "Unknown option '--type-nme'. Did you mean '--type-name'?"),
        (["--frobnicate", "a.plist"], "Unknown option '--frobnicate'."),
        (["--access", "private", "a.plist"], "The value 'private' is invalid for '--access': expected 'public' or 'internal'."),
        (["a.plist", "--type-name"], "Missing value for '--type-name <name>'."),
        (["--help=yes"], "The flag '--help' does not take a value."),
        (["--type-name", "//", "a.plist"], "The value '//' is invalid for '--type-name': expected a Swift type name."),
        ([], "Missing expected argument '<sample> ...'."),
        (["--output", "x.swift"], "Missing expected argument '<sample> ...'."),
    ])
    func usageErrors(arguments: [String], message: String) {
        let captured = CapturedOutput()
        let status = ModelGenCommand.main(arguments, environment: captured.environment())
        #expect(status == 64)
        #expect(captured.stderr == "Error: \(message)\n" + Self.usageTail)
        #expect(captured.stdout.isEmpty)
        #expect(captured.files.isEmpty)
    }

    @Test("--help prints to stdout and exits 0", arguments: [["--help"], ["-h"], ["--type-name", "X", "--help"]])
    func help(arguments: [String]) {
        let captured = CapturedOutput()
        #expect(ModelGenCommand.main(arguments, environment: captured.environment()) == 0)
        #expect(captured.stdout.hasPrefix("OVERVIEW: Generate Swift model types"))
        #expect(captured.stdout.contains("  --access <level>\n"))
        #expect(captured.stdout.contains("64  usage error"))
        #expect(captured.stderr.isEmpty)
    }

    @Test("options parse in both spellings, -- ends options")
    func parsing() throws {
        let options = try ModelGenOptions.parse([
            "--type-name=Quiz", "-o", "out.swift", "--access", "public", "--conformances", "Codable, Hashable",
            "--schema-output", "s.json", "a.plist", "--", "-odd.plist",
        ])
        var expected = ModelGenOptions()
        expected.typeName = "Quiz"
        expected.output = "out.swift"
        expected.access = .public
        expected.conformances = ["Codable", "Hashable"]
        expected.schemaOutput = "s.json"
        expected.samples = ["a.plist", "-odd.plist"]
        #expect(options == expected)
    }

    @Test("samples to stdout; the type name defaults to the file name")
    func toStdout() throws {
        let captured = CapturedOutput()
        let path = Fixtures.url("questions.plist").path
        #expect(ModelGenCommand.main([path], environment: captured.environment()) == 0)
        let expected = try String(decoding: Fixtures.data("ModelGen/questions.expected.swift"), as: UTF8.self)
            .replacingOccurrences(of: "questions.plist", with: path)
        #expect(captured.stdout == expected)
        #expect(captured.stderr.isEmpty)
    }

    @Test("--output writes the file and nothing to stdout; --access and --conformances apply")
    func toFile() throws {
        let captured = CapturedOutput()
        let status = ModelGenCommand.main(
            ["--output", "Gen/App.swift", "--type-name", "AppInfo", "--access", "public", "--conformances", "Codable,Hashable",
             Fixtures.url("app.plist").path],
            environment: captured.environment())
        #expect(status == 0)
        #expect(captured.stdout.isEmpty)
        let source = String(decoding: try #require(captured.files["Gen/App.swift"]), as: UTF8.self)
        #expect(source.contains("public struct AppInfo: Codable, Hashable {\n    public var icon: String\n"))
    }

    @Test("--schema-output writes the JSON Schema golden next to the Swift file")
    func schemaOutput() throws {
        let captured = CapturedOutput()
        let status = ModelGenCommand.main(["-o", "Q.swift", "--schema-output", "Q.schema.json", Fixtures.url("questions.plist").path],
                                          environment: captured.environment())
        #expect(status == 0)
        let schema = String(decoding: try #require(captured.files["Q.schema.json"]), as: UTF8.self)
        #expect(schema == String(decoding: try Fixtures.data("ModelGen/questions.expected.schema.json"), as: UTF8.self))
    }

    @Test("several samples merge: a key missing in one becomes optional")
    func mergesSamples() throws {
        let captured = CapturedOutput()
        let status = ModelGenCommand.main(
            ["--type-name", "Column", Fixtures.url("ModelGen/Samples/column-a.plist").path,
             Fixtures.url("ModelGen/Samples/column-b.plist").path],
            environment: captured.environment())
        #expect(status == 0)
        #expect(captured.stdout.contains("""
            struct Column: Codable, Sendable, Equatable {
                var columnName: String
                var badge: Double
                var columnImgName: String?
            }
            """))
    }

    @Test("conflicting kinds: warnings with source lines and notes on stderr, enums generated, exit 0")
    func conflictWarnings() throws {
        let captured = CapturedOutput()
        let status = ModelGenCommand.main(["--type-name", "Quiz", Fixtures.url("ModelGen/Samples/conflict.plist").path],
                                          environment: captured.environment())
        #expect(status == 0)
        #expect(captured.stdout.contains("    var answer: Answer\n    var options: [Option]\n"))
        #expect(captured.stdout.contains("    enum Answer: Codable, Sendable, Equatable {\n        case integer(Int)\n        case string(String)\n"))
        #expect(captured.stdout.contains("    enum Option: Codable, Sendable, Equatable {\n        case integer(Int)\n        case bool(Bool)\n"))
        let stderr = captured.stderr.replacingOccurrences(of: Fixtures.root.path + "/", with: "")
        #expect(stderr == """
            ModelGen/Samples/conflict.plist:13:3: warning: [type-conflict] [1].answer is a string here and an integer elsewhere; generated as an enum with one case per kind
            \t\t<string>twelve</string>
            \t\t^
            ModelGen/Samples/conflict.plist:7:3: note: first seen as an integer here
            \t\t<integer>12</integer>
            \t\t^
            ModelGen/Samples/conflict.plist:17:4: warning: [type-conflict] [1].options[1] is a boolean here and an integer elsewhere; generated as an enum with one case per kind
            \t\t\t<true/>
            \t\t\t^
            ModelGen/Samples/conflict.plist:16:4: note: first seen as an integer here
            \t\t\t<integer>0</integer>
            \t\t\t^

            """)
    }

    @Test("a root kind conflict across two samples: the note quotes its own file; the message says which samples count")
    func rootConflictAcrossFiles() throws {
        let captured = CapturedOutput()
        let status = ModelGenCommand.main([Fixtures.url("imageInfo.plist").path, Fixtures.url("columnList.plist").path],
                                          environment: captured.environment())
        #expect(status == 0)
        #expect(captured.stdout.contains("enum ImageInfo: Codable, Sendable, Equatable {\n    case dictionary([String: String])\n    case array([Item])\n"))
        let stderr = captured.stderr.replacingOccurrences(of: Fixtures.root.path + "/", with: "")
        #expect(stderr == """
            columnList.plist:4:1: warning: [type-conflict] (root) is an array here and a dictionary elsewhere; generated as an enum with one case per kind
            <array>
            ^
            imageInfo.plist:4:1: note: first seen as a dictionary here
            <dict>
            ^

            """)
    }

    @Test("a malformed sample is a located error with the source line, exit 1")
    func malformedSample() throws {
        let captured = CapturedOutput()
        let status = ModelGenCommand.main([Fixtures.url("ModelGen/Samples/malformed.plist").path], environment: captured.environment())
        #expect(status == 1)
        #expect(captured.stdout.isEmpty)
        let stderr = captured.stderr.replacingOccurrences(of: Fixtures.root.path + "/", with: "")
        #expect(stderr.hasPrefix("ModelGen/Samples/malformed.plist:6:"))
        #expect(stderr.contains(": error: ["))
    }

    @Test("a missing sample is an error naming the file, exit 1, nothing written")
    func missingSample() {
        let captured = CapturedOutput()
        let status = ModelGenCommand.main(["-o", "x.swift", "no-such-file.plist"], environment: captured.environment())
        #expect(status == 1)
        #expect(captured.stderr.hasPrefix("no-such-file.plist: error: [io] "))
        #expect(captured.files.isEmpty)
        #expect(captured.stdout.isEmpty)
    }

    @Test("a failing output write is an io error, exit 1")
    func failingWrite() {
        let captured = CapturedOutput()
        let base = captured.environment()
        let environment = ModelGenEnvironment(
            writeStandardOutput: base.writeStandardOutput, writeStandardError: base.writeStandardError,
            writeFile: { _, _ in throw CocoaError(.fileWriteNoPermission) })
        let status = ModelGenCommand.main(["-o", "/ro/x.swift", Fixtures.url("app.plist").path], environment: environment)
        #expect(status == 1)
        #expect(captured.stderr.hasPrefix("/ro/x.swift: error: [io] cannot access \"/ro/x.swift\": "))
    }
}
