import Foundation
import PlistKit
import Testing
@testable import PlistModelGen

/// Issue 15's near-misses in `plist-modelgen`'s command line, and `--rename` (issue 19 #2).
@Suite("plist-modelgen: outputs never overwrite samples or each other; paths are exact; every option is listed")
struct ModelGenNearMissTests {
    /// A temp folder holding `sample.json` (`{"a": 1}`).
    static func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("modelgen-nearmiss-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data("{\"a\": 1}\n".utf8).write(to: dir.appendingPathComponent("sample.json"))
        return dir
    }

    @Test("--output naming a sample (as written, through '..', a symbolic or a hard link) is a usage error; the sample is untouched")
    func outputIsSample() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let sample = dir.appendingPathComponent("sample.json").path
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("link.json").path, withDestinationPath: sample)
        try FileManager.default.linkItem(atPath: sample, toPath: dir.appendingPathComponent("hard.json").path)
        for output in [sample, dir.path + "/sub/../sample.json", dir.appendingPathComponent("link.json").path,
                       dir.appendingPathComponent("hard.json").path] {
            let captured = CapturedOutput()
            let status = ModelGenCommand.main(["--output", output, sample], environment: captured.environment())
            #expect(status == 64, "\(output)")
            #expect(captured.stderr.hasPrefix("Error: The value '\(output)' is invalid for '--output': expected a file other than the sample '\(sample)'.\n"))
            #expect(try String(contentsOfFile: sample, encoding: .utf8) == "{\"a\": 1}\n")
        }
        let captured = CapturedOutput()
        #expect(ModelGenCommand.main(["--schema-output", sample, sample], environment: captured.environment()) == 64)
        #expect(captured.stderr.hasPrefix("Error: The value '\(sample)' is invalid for '--schema-output': expected a file other than the sample '\(sample)'.\n"))
    }

    @Test("--output X --schema-output X is a usage error: the Swift would be lost")
    func outputsCollide() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let captured = CapturedOutput()
        let out = dir.appendingPathComponent("Model.swift").path
        let status = ModelGenCommand.main(["--output", out, "--schema-output", dir.path + "/./Model.swift",
                                           dir.appendingPathComponent("sample.json").path], environment: captured.environment())
        #expect(status == 64)
        #expect(captured.stderr.hasPrefix("Error: The value '\(dir.path)/./Model.swift' is invalid for '--schema-output': expected a file other than '--output'.\n"))
        #expect(captured.files.isEmpty)
    }

    @Test("a path starting with ~ is opened as written, never in the home folder")
    func tildeIsLiteral() {
        let cwd = FileManager.default.currentDirectoryPath
        #expect(ModelGenEnvironment.fileURL(exactPath: "~/questions.plist").path == cwd + "/~/questions.plist")
        #expect(ModelGenEnvironment.fileURL(exactPath: "~root").path == cwd + "/~root")
        #expect(ModelGenEnvironment.fileURL(exactPath: "/tmp/~x").path == "/tmp/~x")
        let captured = CapturedOutput()
        #expect(ModelGenCommand.main(["~/no-such-sample-\(UUID().uuidString).plist"], environment: captured.environment()) == 1)
        #expect(!captured.stderr.contains(NSHomeDirectory() + "/no-such"))
    }

    @Test("the usage line lists every option")
    func usageListsEveryOption() {
        for option in ModelGenOption.allCases where option != .help {
            #expect(ModelGenHelp.usage.contains("[\(option.longName)"), "\(option.longName)")
        }
        #expect(ModelGenHelp.usage == "Usage: plist-modelgen [--type-name <name>] [--output <file>] [--schema-output <file>] [--access <level>] [--conformances <protocols>] [--rename <key-path=name>] [--configuration <file>] <sample> ...")
    }

    @Test("--rename names a nested type by key path; an unused one is a warning; a bad name is a usage error")
    func rename() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let sample = dir.appendingPathComponent("settings.json")
        try Data(#"{"server": {"host": "a", "tls": {"on": true}}, "mirrors": [{"url": "b"}]}"#.utf8).write(to: sample)
        let captured = CapturedOutput()
        let status = ModelGenCommand.main(["--rename", "server=Backend", "--rename", "server.tls=Security",
                                           "--rename", "mirrors[]=Replica", "--rename", "nothing.here=Unused", sample.path],
                                          environment: captured.environment())
        #expect(status == 0)
        #expect(captured.stdout.contains("""
            struct Settings: Codable, Sendable, Equatable {
                var server: Backend
                var mirrors: [Replica]

                struct Backend: Codable, Sendable, Equatable {
                    var host: String
                    var tls: Security

                    struct Security: Codable, Sendable, Equatable {
                        var on: Bool
                    }
                }

                struct Replica: Codable, Sendable, Equatable {
                    var url: String
                }
            }
            """))
        #expect(captured.stderr == "warning: [unused-type-name] no generated type holds the values at \"nothing.here\"; its type name \"Unused\" is not used\n")
        let bad = CapturedOutput()
        #expect(ModelGenCommand.main(["--rename", "server=Not Valid", sample.path], environment: bad.environment()) == 64)
        #expect(bad.stderr.hasPrefix("Error: The value 'server=Not Valid' is invalid for '--rename': expected <key-path>=<Swift type name>.\n"))
    }

    @Test("hostile sample names never put a line starting '::' or a control character on stderr")
    func hostileNames() {
        let captured = CapturedOutput()
        let name = "nl\n::error title=Injected::x\u{1B}[2J\u{202E}.plist"
        #expect(ModelGenCommand.main(["--output", "o\n::warning::x.swift", name], environment: captured.environment()) == 1)
        #expect(!captured.stderr.isEmpty)
        for line in captured.stderr.split(separator: "\n") {
            #expect(!line.hasPrefix("::"))
            #expect(!line.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" || $0.value == 0x202E || $0.value == 0x7F })
        }
    }
}
