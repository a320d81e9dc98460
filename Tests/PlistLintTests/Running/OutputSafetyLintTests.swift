import Foundation
import Testing
import PlistKit
@testable import PlistLint

@Suite("plist-lint output safety: forged workflow commands, floods, limits")
struct OutputSafetyLintTests {
    @Test("a file name that is a workflow command is escaped on the OK line, in text and json")
    func forgedFileName() throws {
        let name = "::error title=PWN::forged.plist"
        let dir = try TempLintDirectory.make([name: "<plist><string/></plist>"])
        defer { try? FileManager.default.removeItem(at: dir) }
        // The harness prefixes paths with the directory; the reporter is given the bare name.
        let out = LintRun.Buffer(), err = LintRun.Buffer()
        let io = LintIO(writeOut: { out.append($0) }, writeErr: { err.append($0) })
        let reporter = TextReporter(io: io, renderer: DiagnosticRenderer(), quiet: false, verbose: false)
        reporter.report(FileResult(path: name, format: .xml, diagnostics: [], source: nil, strict: false))
        reporter.report(FileResult(path: " \u{A0}::warning::x\n::y.plist", format: .xml, diagnostics: [], source: nil, strict: false))
        #expect(out.text == "\\u{3A}:error title=PWN::forged.plist: OK\n \\u{A0}::warning::x\\n::y.plist: OK\n")
        #expect(err.text == "")
        #expect(LintRun.run([], files: [name], in: dir).status == 0)
        let bad = LintRun.run([], files: ["##[error]x.plist"], in: dir)
        #expect(bad.stderr == "#\\u{23}[error]x.plist: error: [io] no such file\n")
        let json = LintRun.run(["--output-format", "json"], files: ["##[error]x.plist"], in: dir)
        #expect(json.stdout.contains("\"path\": \"#\\u0023[error]x.plist\""))
        #expect(!json.stdout.contains("##["))
    }

    @Test("a schema title with a newline, a workflow command, bidi and ESC is escaped at import")
    func forgedSchemaTitle() throws {
        let schema = #"{"type": "object", "title": "Root\n::error title=PWN::x\u202e\u001b[2J", "properties": {"a": {"type": "string"}}, "required": ["a"]}"#
        let dir = try TempLintDirectory.make(["t.plist": "<plist><dict/></plist>", "t.schema.json": schema])
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = LintRun.run([], files: ["t.plist"], in: dir)
        #expect(run.status == 1)
        #expect(!run.stderr.contains("\n::"))
        #expect(!run.stderr.contains("\u{1B}"))
        #expect(!run.stderr.contains("\u{202E}"))
        // A title is not a model's name: the message names no declaration at all.
        #expect(run.stderr.hasPrefix("t.plist:1:8: error: [missing-key] missing required key \"a\"\n"))
    }


}
