import CommandLineSupport
import Foundation
import PlistKit
import Testing
@testable import PlistLint

/// `--output-format sarif`: a SARIF 2.1.0 log that validates against the official schema (with
/// Python's jsonschema, Scripts/sarif-check), whose results name their rule in the catalogue,
/// and whose fingerprints do not move when a line is inserted above a finding.
@Suite struct SARIFOutputTests {
    static let repository = Fixtures.root.deletingLastPathComponent()
    static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    /// `a` twice: a duplicate-key warning at 6:2 with a note at 4:2, key path `a`.
    static let duplicate = declaration + "<plist version=\"1.0\">\n<dict>\n\t<key>a</key>\n\t<string>x</string>\n\t<key>a</key>\n\t<string>y</string>\n</dict>\n</plist>\n"
    static let broken = declaration + "<plist version=\"1.0\">\n<dict>\n\t<key>a</key>\n\t<string>x</dict>\n</plist>\n"

    /// A folder of files inside the current directory (under `.build/`), so that SARIF names
    /// them by URIs relative to it, as a run from a repository's root does.
    struct LocalTree {
        let url: URL
        /// The folder's path relative to the current directory, ending with `/`.
        let relative: String

        init(_ files: [String: String]) throws {
            relative = ".build/sarif-tests-\(UUID().uuidString)/"
            url = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(relative)
            try write(files)
        }

        func write(_ files: [String: String]) throws {
            for (path, text) in files {
                let file = url.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file)
            }
        }

        func remove() { try? FileManager.default.removeItem(at: url) }
    }

    static func sarif(_ tree: LocalTree, _ files: [String]) throws -> (run: LintRun, log: [String: Any]) {
        let run = LintRun.run(["--output-format", "sarif"], files: files, in: tree.url)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        return (run, log)
    }

    static func results(_ log: [String: Any]) -> [[String: Any]] {
        ((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
    }

    static func region(_ result: [String: Any]) -> [String: Int]? {
        let locations = result["locations"] as? [[String: Any]]
        let physical = locations?.first?["physicalLocation"] as? [String: Any]
        return physical?["region"] as? [String: Int]
    }

    static func uri(_ result: [String: Any]) -> String? {
        let physical = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        return (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String
    }

    static func fingerprint(_ result: [String: Any]) -> String? {
        (result["partialFingerprints"] as? [String: String])?["plistLintFinding/v1"]
    }

    @Test func aRunWithFindingsValidatesAgainstTheOfficialSchema() throws {
        let tree = try LocalTree(["dup.plist": Self.duplicate, "broken.plist": Self.broken, "empty.plist": "",
                                      "sub dir/ok.plist": "<plist><true/></plist>\n"])
        defer { tree.remove() }
        try Data("bplist00\u{1}\u{2}".utf8).write(to: tree.url.appendingPathComponent("cut.plist"))
        let run = LintRun.run(["--output-format", "sarif"], files: ["dup.plist", "broken.plist", "empty.plist", "cut.plist", "sub dir"], in: tree.url)
        #expect(run.status == 1)
        #expect(run.stderr == "")
        let logURL = tree.url.appendingPathComponent("out.sarif")
        try Data(run.stdout.utf8).write(to: logURL)
        // The official schema, from the shared folder beside the repository (as CI lays it out).
        let schema = Self.repository.deletingLastPathComponent().appendingPathComponent("shared/sarif/sarif-schema-2.1.0.json")
        try #require(FileManager.default.fileExists(atPath: schema.path),
                     "SARIF schema missing: \(schema.path) (the shared folder is expected next to the repository)")
        let check = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"),
            ["python3", Self.repository.appendingPathComponent("Scripts/sarif-check").path, schema.path, logURL.path])
        #expect(check.exitStatus == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout == "valid\n")
    }

    @Test func resultsCarryRuleLevelLocationAndRelatedNotes() throws {
        let tree = try LocalTree(["dup.plist": Self.duplicate, "broken.plist": Self.broken, "empty.plist": ""])
        defer { tree.remove() }
        let (run, log) = try Self.sarif(tree, ["dup.plist", "broken.plist", "empty.plist"])
        #expect(run.status == 1)
        let runs = try #require(log["runs"] as? [[String: Any]])
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "plist-lint")
        #expect(driver["version"] as? String == ToolVersion.current)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == DiagnosticRule.catalogue.map(\.id))
        let duplicateRule = try #require(rules.first { $0["id"] as? String == "duplicate-key" })
        #expect((duplicateRule["shortDescription"] as? [String: String])?["text"] == "A key repeated in one dictionary; the later value wins.")
        #expect((duplicateRule["defaultConfiguration"] as? [String: String])?["level"] == "warning")
        let explanation = try #require(DiagnosticRule.named("duplicate-key")).explanation
        #expect((duplicateRule["help"] as? [String: String])?["text"] == explanation)
        #expect((duplicateRule["fullDescription"] as? [String: String])?["text"] == explanation.components(separatedBy: "\n\n").first)

        let results = Self.results(log)
        #expect(results.map { $0["ruleId"] as? String } == ["duplicate-key", "syntax", "empty-file"])
        #expect(results.map { $0["level"] as? String } == ["warning", "error", "error"])
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
        #expect(results.map(Self.uri) == ["dup.plist", "broken.plist", "empty.plist"].map { tree.relative + $0 })
        #expect(Self.region(results[0]) == ["startLine": 6, "startColumn": 2])
        #expect(Self.region(results[2]) == nil)
        #expect((results[0]["message"] as? [String: String])?["text"] == #"duplicate key "a" (first defined at 4:2); the later value wins"#)
        let related = try #require(results[0]["relatedLocations"] as? [[String: Any]])
        #expect(related.count == 1)
        #expect((related[0]["message"] as? [String: String])?["text"] == #"first definition of "a""#)
        #expect(((related[0]["physicalLocation"] as? [String: Any])?["region"] as? [String: Int]) == ["startLine": 4, "startColumn": 2])
        let logical = (results[0]["locations"] as? [[String: Any]])?.first?["logicalLocations"] as? [[String: String]]
        #expect(logical?.first?["fullyQualifiedName"] == "a")
    }

    /// Fingerprints come from rule, file and key path, never the line: a line inserted above
    /// every finding moves the regions and keeps the fingerprints; a second finding alike gets
    /// its own.
    @Test func anInsertedLineKeepsEveryFingerprint() throws {
        let before = Self.duplicate
        let after = Self.declaration + "<!-- a line inserted above -->\n" + String(before.dropFirst(Self.declaration.count))
        let tree = try LocalTree(["d.plist": before, "b.plist": Self.broken])
        defer { tree.remove() }
        let (_, first) = try Self.sarif(tree, ["d.plist", "b.plist"])
        try tree.write(["d.plist": after, "b.plist": Self.declaration + "\n" + String(Self.broken.dropFirst(Self.declaration.count))])
        let (_, second) = try Self.sarif(tree, ["d.plist", "b.plist"])
        let one = Self.results(first), two = Self.results(second)
        #expect(one.count == 2 && two.count == 2)
        #expect(one.map(Self.region) != two.map(Self.region))
        #expect(Self.region(two[0]) == ["startLine": 7, "startColumn": 2])
        #expect(one.map(Self.fingerprint) == two.map(Self.fingerprint))
        #expect(one.compactMap(Self.fingerprint).allSatisfy { $0.count == 32 })

        let thrice = Self.declaration + "<plist><dict><key>a</key><true/><key>a</key><true/><key>a</key><true/></dict></plist>\n"
        try tree.write(["t.plist": thrice])
        let (_, third) = try Self.sarif(tree, ["t.plist"])
        let prints = Self.results(third).compactMap(Self.fingerprint)
        #expect(prints.count == 2)
        #expect(Set(prints).count == 2)
    }

    /// A file whose name holds a tab and a backslash is printed escaped (`t\\tab.plist`), but
    /// its SARIF location is the file itself: before, the URI encoded the escaped text
    /// (`t%5Ctab…`) and named no file (found by a hostile run).
    @Test func aHostileNameIsLocatedByItsOwnBytes() throws {
        let tree = try LocalTree(["t\tab\\x.plist": Self.broken])
        defer { tree.remove() }
        let (run, log) = try Self.sarif(tree, ["t\tab\\x.plist"])
        #expect(run.status == 1)
        let location = (Self.results(log).first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        #expect((location?["artifactLocation"] as? [String: Any])?["uri"] as? String == tree.relative + "t%09ab%5Cx.plist")
    }

    @Test func artifactURIsAreRelativeAndPercentEncoded() {
        #expect(SARIFReporter.artifactURI("Resources/Info.plist", relativeTo: "/repo") == "Resources/Info.plist")
        #expect(SARIFReporter.artifactURI("./a.plist", relativeTo: "/repo") == "a.plist")
        #expect(SARIFReporter.artifactURI("a b/ü%.plist", relativeTo: "/repo") == "a%20b/%C3%BC%25.plist")
        #expect(SARIFReporter.artifactURI("/repo/App/Info.plist", relativeTo: "/repo") == "App/Info.plist")
        #expect(SARIFReporter.artifactURI("/repository/x.plist", relativeTo: "/repo") == "file:///repository/x.plist")
        #expect(SARIFReporter.artifactURI("/tmp/x.plist", relativeTo: "/repo/") == "file:///tmp/x.plist")
        // Names given as bytes: controls, backslashes and bytes that are not UTF-8 encoded as
        // themselves, never as the escaped form a terminal is shown.
        #expect(SARIFReporter.artifactURI(bytes: Array("a\tb\\c.plist".utf8), relativeTo: "/repo") == "a%09b%5Cc.plist")
        #expect(SARIFReporter.artifactURI(bytes: [0x6F, 0xFF, 0xFE] + Array(".plist".utf8), relativeTo: "/repo") == "o%FF%FE.plist")
    }
}
