import Foundation
import PlistKit
import PlistLint

/// Runs `plist-lint` in-process with injected argv and collects stdout, stderr and the status.
struct LintRun: Equatable, CustomStringConvertible {
    var status: Int32
    var stdout: String
    var stderr: String

    var description: String { "status \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }

    /// Runs the command with `arguments` followed by `files`. With `directory`, the files are
    /// taken relative to it and `directory/` is removed from the output, so that results read
    /// as if run inside that folder (the process's current directory is never changed: tests
    /// run in parallel). `-` reads `standardInput` (a descriptor; default the process's own).
    static func run(_ arguments: [String], files: [String] = [], in directory: URL? = nil, stderrIsTerminal: Bool = false,
                    environment: [String: String] = [:], standardInput: Int32 = STDIN_FILENO,
                    schemaLoader: LintSchemaLoader? = PlistLintCommand.defaultSchemaLoader) -> LintRun {
        let out = Buffer(), err = Buffer()
        let io = LintIO(writeOut: { out.append($0) }, writeErr: { err.append($0) },
                        stderrIsTerminal: stderrIsTerminal, environment: environment, standardInput: standardInput)
        var argv = arguments + files
        var prefix: String?
        if let directory {
            let base = directory.standardizedFileURL.path + "/"
            prefix = base
            argv = arguments + files.map { base + $0 }
        }
        let status = PlistLintCommand.run(argv, io: io, schemaLoader: schemaLoader)
        func strip(_ s: String) -> String { prefix.map { s.replacingOccurrences(of: $0, with: "") } ?? s }
        return LintRun(status: status, stdout: strip(out.text), stderr: strip(err.text))
    }

    final class Buffer: @unchecked Sendable {
        private let lock = NSLock()
        private var storage = ""
        func append(_ s: String) { lock.lock(); storage += s; lock.unlock() }
        var text: String { lock.lock(); defer { lock.unlock() }; return storage }
    }
}

/// `plist-lint --schema` on one document beside the library's whole-tree validation of it:
/// what the streamed paths of ``FileLinter`` must agree with.
struct SchemaLintComparison {
    /// The lint run of `a.json` or `a.plist`.
    var run: LintRun
    /// ``Validator/validate(_:)-(PlistDocument)`` on the whole tree of the same text.
    var whole: [Diagnostic]
    /// The file's name in both.
    var file: String

    /// Lints `json` (as JSON, or as the XML plist of the same tree for `format` "plist")
    /// against `schemaText` and validates it whole.
    init(schema schemaText: String, json: String, format: String) throws {
        var text = json
        if format == "plist" {
            text = String(decoding: try XMLPlistWriter().write(try PlistReader().read(Data(json.utf8)).root), as: UTF8.self)
        }
        file = "a.\(format)"
        let folder = try TempLintDirectory.make(["a.schema.json": schemaText, file: text])
        defer { try? FileManager.default.removeItem(at: folder) }
        run = LintRun.run(["--schema", folder.appendingPathComponent("a.schema.json").path], files: [file], in: folder)
        let schema = try Schema(jsonSchema: try PlistReader().read(Data(schemaText.utf8)).root)
        whole = Validator(schema: schema).validate(try PlistReader().read(Data(text.utf8), file: file))
    }

    /// The lines of the run's findings about the file (their first lines, related notes too).
    var linted: [String] { run.stderr.split(separator: "\n").filter { $0.hasPrefix("\(file):") }.map(String.init) }
}
