import Foundation
import Testing
import PlistKit
@testable import PlistLint

/// The schema plumbing of plist-lint (`--schema`, sibling `NAME.schema.json`), with a stand-in
/// loader so that it is tested apart from JSON Schema import.
@Suite struct SchemaHookTests {
    struct Note: LintSchemaChecker {
        let schema: String
        func check(_ document: PlistDocument) -> [Diagnostic] {
            [Diagnostic(severity: .warning, rule: "test-schema", message: "checked against \(schema)",
                        file: document.file, location: document.root.location)]
        }
    }

    struct Broken: Error, CustomStringConvertible {
        var description: String { "not a schema" }
    }

    static let loader = LintSchemaLoader { path in
        if path.hasSuffix("broken.schema.json") { throw Broken() }
        return Note(schema: URL(fileURLWithPath: path).lastPathComponent)
    }

    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict/>
        </plist>
        """

    static func tree() throws -> TemporaryTree {
        try TemporaryTree([
            "a.plist": plist, "a.schema.json": "{}",
            "b.plist": plist,
            "broken.plist": plist, "broken.schema.json": "{}",
            "other.schema.json": "{}",
        ])
    }

    @Test func siblingSchemaIsUsedWhenPresent() throws {
        let dir = try Self.tree()
        defer { dir.remove() }
        #expect(LintRun.run([], files: ["a.plist", "b.plist"], in: dir.url, schemaLoader: Self.loader) == LintRun(
            status: 0, stdout: "a.plist: OK\nb.plist: OK\n",
            stderr: "a.plist:3:1: warning: [test-schema] checked against a.schema.json\n<dict/>\n^\n"))
    }

    @Test func schemaOptionWinsOverSiblings() throws {
        let dir = try Self.tree()
        defer { dir.remove() }
        let run = LintRun.run(["--schema", dir.url.path + "/other.schema.json"], files: ["a.plist", "b.plist"],
                              in: dir.url, schemaLoader: Self.loader)
        #expect(run == LintRun(
            status: 0, stdout: "a.plist: OK\nb.plist: OK\n",
            stderr: "a.plist:3:1: warning: [test-schema] checked against other.schema.json\n<dict/>\n^\n"
                + "b.plist:3:1: warning: [test-schema] checked against other.schema.json\n<dict/>\n^\n"))
    }

    @Test func strictFailsOnSchemaWarnings() throws {
        let dir = try Self.tree()
        defer { dir.remove() }
        let run = LintRun.run(["--strict"], files: ["a.plist", "b.plist"], in: dir.url, schemaLoader: Self.loader)
        #expect(run.status == 1)
        #expect(run.stdout == "b.plist: OK\n")
    }

    @Test func aSiblingSchemaThatDoesNotLoadFailsItsFile() throws {
        let dir = try Self.tree()
        defer { dir.remove() }
        #expect(LintRun.run([], files: ["broken.plist", "b.plist"], in: dir.url, schemaLoader: Self.loader) == LintRun(
            status: 1, stdout: "b.plist: OK\n", stderr: "broken.schema.json: error: [internal] not a schema\n"))
    }

    @Test func aMissingSchemaOptionFailsTheRunBeforeAnyFile() throws {
        let dir = try Self.tree()
        defer { dir.remove() }
        #expect(LintRun.run(["--schema", dir.url.path + "/nope.json"], files: ["a.plist"], in: dir.url,
                            schemaLoader: Self.loader) == LintRun(
            status: 1, stdout: "", stderr: "nope.json: error: [io] no such file (given with --schema)\n"))
    }
}
