import Foundation
import Testing
import PlistKit
@testable import PlistLint

/// Schema property names, `$defs` names and titles carrying terminal and CI payloads reach no
/// output unescaped, in text or JSON (issue 15 #10; the payloads of round2/gen_output.py).
@Suite struct HostileSchemaNameOutputTests {
    static let payloads: [String] = [
        "\u{1B}[2J\u{1B}[H\u{1B}[31mFAKE", "good\rBAD",
        "\u{1B}]8;;http://127.0.0.1:45678/\u{1B}\\click\u{1B}]8;;\u{1B}\\", "\u{1B}]52;c;ZWNobyBwd25lZA==\u{07}",
        "x\n::error file=a.swift,line=1::pwned", "x\n  ::add-mask::secret", "x\n::stop-commands::tok123",
        "x##[error]legacy", "x\n\u{A0}::warning::nbsp", "abc\u{202E}dcba\u{202C}\u{2066}x\u{2069}", "x\u{9B}2Jy",
        "x\u{2028}::error::ls\u{2029}y", "x\u{0B}\u{0C}::error::vtff", "x\u{85}::error::nel",
        String(repeating: "long", count: 8000),
    ]

    static func json(_ s: String) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: [s], options: [.fragmentsAllowed]), as: UTF8.self)
            .dropFirst().dropLast().description
    }

    /// The schemas and documents of gen_schema.py s12 for one payload `p`.
    static func cases(_ p: String) -> [(schema: String, document: String)] {
        let q = json(p), ptr = json(p.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1"))
        let nested = #"{"type": "object", "properties": {"id": {"type": "integer"}}, "required": ["id"]}"#
        return [
            (#"{"type": "object", "properties": {\#(q): \#(nested)}, "required": [\#(q)]}"#, "{}"),
            (#"{"type": "object", "properties": {\#(q): \#(nested)}, "required": [\#(q)]}"#, "{\(q): {}}"),
            (#"{"type": "object", "properties": {\#(q): {"type": "string"}}, "required": [\#(q)]}"#, "{\(q): null}"),
            (#"{"type": "object", "properties": {\#(q): {"type": "string"}}, "required": [\#(q)]}"#, "{\(json(p + "X")): 1}"),
            (##"{"$defs": {\##(q): \##(nested)}, "type": "object", "properties": {"a": {"$ref": "#/$defs/\##(ptr.dropFirst().dropLast())"}}, "required": ["a"]}"##, #"{"a": {}}"#),
            (##"{"$defs": {\##(q): \##(nested)}, "type": "object", "properties": {"a": {"$ref": "#/$defs/\##(ptr.dropFirst().dropLast())"}}, "required": ["a"]}"##, #"{"a": null}"#),
            (#"{"type": "object", "title": \#(q), "properties": {"id": {"type": "integer"}}, "required": ["id"]}"#, "{}"),
            (#"{"type": "string", "enum": [\#(q), "ok"]}"#, #""nope""#),
        ]
    }

    /// Whether `text` holds a character a terminal or a CI log would act on or hide.
    static func unsafe(_ text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { $0 != "\n" && UntrustedText.needsEscape($0) }
    }

    @Test(arguments: payloads.indices)
    func namesAreEscapedAndBounded(_ i: Int) throws {
        for (n, c) in Self.cases(Self.payloads[i]).enumerated() {
            let dir = try TempLintDirectory.make(["d.json": c.document, "s.schema.json": c.schema])
            defer { try? FileManager.default.removeItem(at: dir) }
            for format in ["text", "json"] {
                let run = LintRun.run(["--schema", dir.path + "/s.schema.json", "--output-format", format], files: ["d.json"], in: dir)
                let output = run.stdout + run.stderr
                #expect(run.status == 1, "case \(n) \(format): \(run)")
                #expect(Self.unsafe(output) == nil, "case \(n) \(format): \(output.debugDescription)")
                #expect(!output.contains("\n::") && !output.hasPrefix("::"), "case \(n) \(format)")
                let longest = output.split(separator: "\n").map(\.count).max() ?? 0
                #expect(longest < 2_000, "case \(n) \(format): a line of \(longest) characters")
            }
        }
    }
}
