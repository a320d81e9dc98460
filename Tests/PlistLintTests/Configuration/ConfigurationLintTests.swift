import Foundation
import Testing
@testable import PlistLint

/// `.plistkit.json`: found upward, choosing files, mapping them to schemas, setting rule
/// severities, and its own mistakes located.
@Suite struct ConfigurationLintTests {
    static let plist = #"<plist version="1.0"><dict><key>aps-environment</key><string>prod</string></dict></plist>"#
    static let clean = #"<plist version="1.0"><dict/></plist>"#

    @Test func schemasMapPatternsToKindsFilesOrNone() throws {
        let tree = try TemporaryTree([
            ".git/HEAD": "ref: refs/heads/main\n",
            ".plistkit.json": #"""
                {"schemas": {"**/Jobs/*.plist": "launchd", "Data/*.plist": "Schemas/data.schema.json", "Vendor/**": "none"}}
                """#,
            "Schemas/data.schema.json": #"{"type": "object", "additionalProperties": false}"#,
            "App/Sub/Jobs/job.plist": Self.clean,
            "Data/a.plist": Self.plist,
            "Vendor/Lib/Info.plist": Self.plist,
            "App/Info.plist": Self.clean,
        ])
        defer { tree.remove() }
        let run = LintRun.run(["--verbose"], files: ["."], in: tree.url)
        #expect(run.stdout == """
            ./App/Info.plist: OK (XML, built-in schema info-plist)
            ./Vendor/Lib/Info.plist: OK (XML)

            """)
        #expect(run.stderr.contains("./App/Sub/Jobs/job.plist:1:22: error: [schema-mismatch] (root): dictionary is none of the 3 forms allowed here"))
        #expect(run.stderr.contains("./App/Sub/Jobs/job.plist: note: checked against built-in schema launchd\n"))
        #expect(run.stderr.contains("./Data/a.plist: note: checked against schema Schemas/data.schema.json\n"))
        #expect(run.status == 1)
    }

    /// --kind > sibling NAME.schema.json > the configuration's patterns > the built-in kind of the
    /// name (off with --no-builtin-schemas or "builtinSchemas": false).
    @Test func precedenceOfTheWaysToChooseASchema() throws {
        let tree = try TemporaryTree([
            ".git/HEAD": "",
            ".plistkit.json": #"{"schemas": {"Sib/*.plist": "launchd", "Cfg/Info.plist": "entitlements", "Off/**": "none"}}"#,
            "Sib/Info.plist": Self.clean,
            "Sib/Info.schema.json": #"{"type": "object"}"#,
            "Cfg/Info.plist": Self.clean,
            "Off/Info.plist": Self.clean,
            "Name/Info.plist": Self.clean,
            "Quiet/.plistkit.json": #"{"builtinSchemas": false}"#,
            "Quiet/Info.plist": Self.clean,
        ])
        defer { tree.remove() }
        let files = ["Sib/Info.plist", "Cfg/Info.plist", "Off/Info.plist", "Name/Info.plist", "Quiet/Info.plist"]
        #expect(LintRun.run(["--verbose"], files: files, in: tree.url).stdout == """
            Sib/Info.plist: OK (XML, schema Sib/Info.schema.json)
            Cfg/Info.plist: OK (XML, built-in schema entitlements)
            Off/Info.plist: OK (XML)
            Name/Info.plist: OK (XML, built-in schema info-plist)
            Quiet/Info.plist: OK (XML)

            """)
        #expect(LintRun.run(["--verbose", "--no-builtin-schemas"], files: files, in: tree.url).stdout == """
            Sib/Info.plist: OK (XML, schema Sib/Info.schema.json)
            Cfg/Info.plist: OK (XML, built-in schema entitlements)
            Off/Info.plist: OK (XML)
            Name/Info.plist: OK (XML)
            Quiet/Info.plist: OK (XML)

            """)
        #expect(LintRun.run(["--verbose", "--kind", "export-options"], files: files, in: tree.url).stdout
            == files.map { "\($0): OK (XML, built-in schema export-options)\n" }.joined())
    }

    @Test func includeAndExcludeChooseAmongFoundFiles() throws {
        let tree = try TemporaryTree([
            ".git/HEAD": "",
            ".plistkit.json": #"{"include": ["App"], "exclude": ["**/Generated", "*.xcprivacy"]}"#,
            "App/a.plist": Self.clean,
            "App/Generated/b.plist": "not a plist",
            "App/PrivacyInfo.xcprivacy": "not a plist",
            "Other/c.plist": "not a plist",
        ])
        defer { tree.remove() }
        #expect(LintRun.run([], files: ["."], in: tree.url) == LintRun(status: 0, stdout: "./App/a.plist: OK\n", stderr: ""))
        // A file named on the command line is checked whatever the configuration says.
        #expect(LintRun.run(["--quiet"], files: ["Other/c.plist"], in: tree.url).status == 1)
    }

    @Test func rulesSetSeveritiesOrTurnRulesOff() throws {
        let duplicate = #"<plist version="1.0"><dict><key>a</key><true/><key>a</key><false/></dict></plist>"#
        let tree = try TemporaryTree([
            ".git/HEAD": "",
            "strict/.plistkit.json": #"{"rules": {"duplicate-key": "error"}}"#,
            "strict/a.plist": duplicate,
            "quiet/.plistkit.json": #"{"rules": {"duplicate-key": "off"}}"#,
            "quiet/a.plist": duplicate,
        ])
        defer { tree.remove() }
        let strict = LintRun.run([], files: ["strict/a.plist"], in: tree.url)
        #expect(strict.status == 1)
        #expect(strict.stderr.hasPrefix("strict/a.plist:1:47: error: [duplicate-key] "))
        #expect(LintRun.run([], files: ["quiet/a.plist"], in: tree.url) == LintRun(status: 0, stdout: "quiet/a.plist: OK\n", stderr: ""))
    }

    /// Each mistake in the configuration is located at its member, with the nearest valid name.
    static let mistakes: [(String, String)] = [
        (#"{"rules": {"unknown-keys": "error"}}"#,
         ".plistkit.json:1:12: error: [invalid-config] rules.unknown-keys: unknown rule 'unknown-keys' (see plist-lint --list-rules); did you mean 'unknown-key'?"),
        (#"{"schemas": {"*.plist": "lauchd"}}"#,
         ".plistkit.json:1:25: error: [invalid-config] schemas.*.plist: 'lauchd' is not a kind (info-plist, entitlements, privacy-manifest, export-options, launchd, settings-bundle, ota-manifest, google-service-info, mobileconfig), a JSON Schema file (*.json) or \"none\"; did you mean 'launchd'?"),
        (#"{"exclud": ["Pods"]}"#,
         ".plistkit.json:1:2: error: [invalid-config] exclud: unknown member 'exclud' (expected one of include, exclude, schemas, builtinSchemas, rules); did you mean 'exclude'?"),
        ("{\n  \"rules\": {\"syntax\": \"fatal\"}\n}",
         ".plistkit.json:2:23: error: [invalid-config] rules.syntax: a rule's setting is error, warning, note or off, not 'fatal'"),
        (#"{"include": "App"}"#,
         ".plistkit.json:1:13: error: [invalid-config] include: 'include' must be an array of path patterns, not a string"),
        (#"{"rules": {"#,
         ".plistkit.json:1:12: error: [syntax]"),
    ]

    @Test(arguments: mistakes)
    func configurationMistakesAreLocated(_ text: String, _ expected: String) throws {
        let tree = try TemporaryTree([".git/HEAD": "", ".plistkit.json": text, "a.plist": Self.clean])
        defer { tree.remove() }
        let run = LintRun.run([], files: ["a.plist"], in: tree.url)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix(expected), "\(run.stderr)")
    }

    /// Every mistake of a configuration, each once per run (not once per governed file), located
    /// at its member with its key path, before the findings of the files it governs; the files
    /// are checked as if it were absent.
    @Test func everyConfigurationMistakeIsReportedOncePerRun() throws {
        let tree = try TemporaryTree([
            ".git/HEAD": "",
            ".plistkit.json": "{\n  \"exclud\": [\"Pods\"],\n  \"rules\": {\"unknown-keys\": \"off\", \"syntax\": \"fatal\"}\n}\n",
            "a.plist": Self.clean,
            "b.plist": Self.clean,
            "c.plist": "<plist",
        ])
        defer { tree.remove() }
        let run = LintRun.run([], files: ["a.plist", "b.plist", "c.plist"], in: tree.url)
        #expect(run.status == 1)
        #expect(run.stdout == "a.plist: OK\nb.plist: OK\n")
        let lines = run.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(lines == [
            ".plistkit.json:2:3: error: [invalid-config] exclud: unknown member 'exclud' (expected one of include, exclude, schemas, builtinSchemas, rules); did you mean 'exclude'?",
            ".plistkit.json:3:13: error: [invalid-config] rules.unknown-keys: unknown rule 'unknown-keys' (see plist-lint --list-rules); did you mean 'unknown-key'?",
            ".plistkit.json:3:46: error: [invalid-config] rules.syntax: a rule's setting is error, warning, note or off, not 'fatal'",
        ] + lines.filter { $0.hasPrefix("c.plist") })
        #expect(lines.filter { $0.hasPrefix("c.plist") }.count == 1)
    }

    /// An `include` pattern that matched no file found in a search of the configuration's
    /// folder is a warning naming it; not judged when only a subfolder was searched.
    @Test func anIncludePatternThatMatchesNoFileIsAWarning() throws {
        let tree = try TemporaryTree([
            ".git/HEAD": "",
            ".plistkit.json": "{\n  \"include\": [\"App\", \"Confg/**\"]\n}\n",
            "App/a.plist": Self.clean,
            "Config/b.plist": Self.clean,
        ])
        defer { tree.remove() }
        let run = LintRun.run([], files: ["."], in: tree.url)
        #expect(run.status == 0)
        #expect(run.stdout == "./App/a.plist: OK\n.plistkit.json: OK\n")  // warnings only
        #expect(run.stderr.hasPrefix(".plistkit.json:2:22: warning: [invalid-config] include[1]: the pattern 'Confg/**' matches no file found\n"), "\(run.stderr)")
        #expect(LintRun.run(["--strict", "--quiet"], files: ["."], in: tree.url).status == 1)
        #expect(LintRun.run([], files: ["App"], in: tree.url) == LintRun(status: 0, stdout: "App/a.plist: OK\n", stderr: ""))
    }

    @Test func theSearchStopsAtTheRepositoryRoot() throws {
        let tree = try TemporaryTree([
            ".plistkit.json": #"{"rules": {"nonsense": "off"}}"#,
            "repo/.git/HEAD": "",
            "repo/a.plist": Self.clean,
        ])
        defer { tree.remove() }
        #expect(LintRun.run([], files: ["repo/a.plist"], in: tree.url) == LintRun(status: 0, stdout: "repo/a.plist: OK\n", stderr: ""))
    }

    static let globs: [(String, String, Bool)] = [
        ("*.plist", "a/b/c.plist", true),
        ("*.plist", "c.strings", false),
        ("/c.plist", "a/c.plist", false),
        ("a/**/c.plist", "a/c.plist", true),
        ("a/**/c.plist", "a/x/y/c.plist", true),
        ("a/*/c.plist", "a/x/y/c.plist", false),
        ("Vendor/**", "Vendor/x.plist", true),
        ("?.plist", "ab.plist", false),
        ("a*b*c", "aXbYbc", true),
    ]

    @Test(arguments: globs)
    func globsMatchByComponent(_ pattern: String, _ path: String, _ matches: Bool) throws {
        let glob = try #require(PathGlob(pattern))
        #expect(glob.matches(path.split(separator: "/")) == matches)
    }
}
