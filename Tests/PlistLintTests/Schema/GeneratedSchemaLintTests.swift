import Foundation
import Testing

/// The model generator's JSON Schema, handed to the real `plist-lint`, accepts the samples it
/// was generated from and reports a misspelled variant with "did you mean" (both commands run
/// as processes, as a CI job would run them).
@Suite struct GeneratedSchemaLintTests {
    @Test func generatedSchemaChecksLaterEditsOfTheSeeds() throws {
        let bin = ChildProcess.plistLint.deletingLastPathComponent()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gen-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let schema = dir.appendingPathComponent("questions.schema.json").path
        let swift = dir.appendingPathComponent("Questions.swift").path
        let gen = try ChildProcess.run(bin.appendingPathComponent("plist-modelgen"),
            ["--output", swift, "--schema-output", schema, Fixtures.url("questions.plist").path])
        #expect(gen.exitStatus == 0, "\(gen.stderr)")

        let seeds = ["questions.plist", "questions.json", "questions.bplist"].map { Fixtures.url($0).path }
        let ok = try ChildProcess.run(ChildProcess.plistLint, ["--schema", schema] + seeds)
        #expect(ok.exitStatus == 0, "\(ok.stderr)")
        #expect(ok.stdout == seeds.map { "\($0): OK\n" }.joined())

        let bad = Fixtures.url("Bad/questions-misspelled.plist").path
        let misspelled = try ChildProcess.run(ChildProcess.plistLint, ["--schema", schema, bad])
        #expect(misspelled.exitStatus == 1)
        #expect(misspelled.stderr.hasPrefix("\(bad):40:3: error: [unknown-key] unknown key \"optoins\" at [2], did you mean \"options\"?\n"))
    }
}
