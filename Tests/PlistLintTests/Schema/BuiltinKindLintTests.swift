import Foundation
import Testing
@testable import PlistLint
import PlistKit

/// plist-lint with the built-in schemas: chosen by name and place, forced, turned off, shown,
/// and an app's folder of Apple plists with its planted mistakes.
@Suite struct BuiltinKindLintTests {
    /// `plist-lint Planted` over an app's Info.plist, entitlements, privacy manifest, Settings
    /// bundle and ExportOptions, each with the mistakes of issue 17 planted once: the whole output,
    /// byte for byte (Fixtures/BuiltinApp/planted.expected; PLISTKIT_REGENERATE=1 rewrites it).
    @Test func plantedMistakesAreEachReportedOnce() throws {
        let run = LintRun.run([], files: ["Planted"], in: Fixtures.url("BuiltinApp"))
        let expectedURL = Fixtures.url("BuiltinApp/planted.expected")
        if ProcessInfo.processInfo.environment["PLISTKIT_REGENERATE"] != nil {
            try Data(run.description.utf8).write(to: expectedURL)
        }
        #expect(run.description == (try String(contentsOf: expectedURL, encoding: .utf8)))
        #expect(run.status == 1)
    }

    @Test func theCleanAppPasses() {
        #expect(LintRun.run(["--verbose"], files: ["Clean"], in: Fixtures.url("BuiltinApp")) == LintRun(status: 0, stdout: """
            Clean/ExportOptions.plist: OK (XML, built-in schema export-options)
            Clean/Weather/Info.plist: OK (XML, built-in schema info-plist)
            Clean/Weather/PrivacyInfo.xcprivacy: OK (XML, built-in schema privacy-manifest)
            Clean/Weather/Settings.bundle/Acknowledgements.plist: OK (XML, built-in schema settings-bundle)
            Clean/Weather/Settings.bundle/Root.plist: OK (XML, built-in schema settings-bundle)
            Clean/Weather/Weather.entitlements: OK (XML, built-in schema entitlements)

            """, stderr: "plist-lint: 6 files checked, 6 passed, 0 failed\n"))
    }

    /// Every good fixture of Fixtures/Builtin passes its kind with no finding at all (a built-in
    /// schema's `default`s give no `default-used` notes).
    @Test(arguments: PlistKind.allCases)
    func goodFixturesGiveNoFinding(_ kind: PlistKind) throws {
        let folder = "Builtin/" + kind.id
        let goods = try FileManager.default.contentsOfDirectory(atPath: Fixtures.url(folder).path)
            .filter { $0.hasPrefix("good-") }.sorted().map { folder + "/" + $0 }
        #expect(!goods.isEmpty)
        let run = LintRun.run(["--kind", kind.id], files: goods, in: Fixtures.root)
        let clean = LintRun(status: 0, stdout: goods.map { $0 + ": OK\n" }.joined(), stderr: "")
        #expect(run == clean)
    }

    @Test func noBuiltinSchemasOnlyReadsTheFiles() {
        let run = LintRun.run(["--no-builtin-schemas", "--quiet"], files: ["Planted"], in: Fixtures.url("BuiltinApp"))
        #expect(run == LintRun(status: 0, stdout: "", stderr: ""))
    }

    @Test func kindForcesOneSchemaWhateverTheName() {
        let run = LintRun.run(["--kind", "entitlements", "--verbose"], files: ["Builtin/entitlements/bad-aps-environment.plist"],
                              in: Fixtures.root)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("Builtin/entitlements/bad-aps-environment.plist:"))
        #expect(run.stderr.contains("note: checked against built-in schema entitlements\n"))
        let unforced = LintRun.run(["--verbose"], files: ["Builtin/entitlements/bad-aps-environment.plist"], in: Fixtures.root)
        #expect(unforced.stdout == "Builtin/entitlements/bad-aps-environment.plist: OK (XML)\n")
    }

    @Test func anUnknownKindIsAUsageErrorWithASuggestion() {
        let run = LintRun.run(["--kind", "entitlement", "a.plist"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: The value 'entitlement' is invalid for '--kind': expected one of info-plist, entitlements, privacy-manifest, export-options, launchd, settings-bundle, ota-manifest, google-service-info, mobileconfig (did you mean 'entitlements'?).\n"))
        #expect(LintRun.run(["--kind", "launchd", "--schema", "a.json", "a.plist"]).stderr.hasPrefix(
            "Error: '--schema' and '--kind' cannot be given together: each chooses the schema of every file.\n"))
    }

    @Test func listKindsNamesEachKindsPatterns() {
        #expect(LintRun.run(["--list-kinds"]) == LintRun(status: 0, stdout: """
            info-plist           Info.plist, *-Info.plist
            entitlements         *.entitlements
            privacy-manifest     PrivacyInfo.xcprivacy, *.xcprivacy
            export-options       ExportOptions.plist, ExportOptions*.plist
            launchd              …/LaunchAgents/*.plist, …/LaunchDaemons/*.plist
            settings-bundle      …/Settings.bundle/*.plist
            ota-manifest         (by --kind or .plistkit.json only)
            google-service-info  GoogleService-Info.plist, GoogleService-Info*.plist
            mobileconfig         *.mobileconfig

            """, stderr: ""))
    }

    @Test(arguments: PlistKind.allCases)
    func printSchemaWritesTheSchemaFile(_ kind: PlistKind) throws {
        let file = try String(contentsOf: Fixtures.root.deletingLastPathComponent()
            .appendingPathComponent("Sources/PlistKit/Schema/Builtin/\(kind.id).schema.json"), encoding: .utf8)
        #expect(LintRun.run(["--print-schema", kind.id]) == LintRun(status: 0, stdout: file, stderr: ""))
    }

    @Test func helpShowsTheKindsAndThePrecedence() {
        let help = LintRun.run(["--help"]).stdout
        #expect(help.contains("  --kind <KIND>\n"))
        #expect(help.contains("  --no-builtin-schemas\n"))
        #expect(help.contains("  --print-schema <KIND>\n"))
        #expect(help.contains("  --list-kinds\n"))
        #expect(help.contains("    launchd              …/LaunchAgents/*.plist, …/LaunchDaemons/*.plist\n"))
        #expect(help.contains("SCHEMAS:\n  Each file is checked against the first of: --schema FILE or --kind KIND;\n"))
    }

    /// `--schema` and a sibling `NAME.schema.json` win over the built-in kind of the name.
    @Test func explicitSchemasWinOverBuiltinOnes() throws {
        let schema = #"{"type": "object", "properties": {"aps-environment": {"type": "string"}}}"#
        let entitlements = #"<plist version="1.0"><dict><key>aps-environment</key><string>prod</string></dict></plist>"#
        let tree = try TemporaryTree([
            "App/LaunchAgents/job.plist": entitlements,
            "App/LaunchAgents/job.schema.json": schema,
            "App/Info.plist": #"<plist version="1.0"><dict><key>CFBundleName</key><string>App</string></dict></plist>"#,
            "open.schema.json": schema,
        ])
        defer { tree.remove() }
        let sibling = LintRun.run(["--verbose"], files: ["App/LaunchAgents/job.plist"], in: tree.url)
        #expect(sibling.stdout == "App/LaunchAgents/job.plist: OK (XML, schema App/LaunchAgents/job.schema.json)\n")
        let common = LintRun.run(["--verbose", "--schema", tree.url.path + "/open.schema.json"], files: ["App/Info.plist"], in: tree.url)
        #expect(common.stdout == "App/Info.plist: OK (XML, schema open.schema.json)\n")
        let builtin = LintRun.run(["--verbose"], files: ["App/Info.plist"], in: tree.url)
        #expect(builtin.stdout == "App/Info.plist: OK (XML, built-in schema info-plist)\n")
    }

    @Test func folderSearchFindsTheBuiltinKindsExtensions() throws {
        let plist = #"<plist version="1.0"><dict/></plist>"#
        let tree = try TemporaryTree(["a.entitlements": plist, "b.xcprivacy": plist, "c.mobileconfig": plist, "d.txt": plist])
        defer { tree.remove() }
        let run = LintRun.run(["--no-builtin-schemas"], files: ["."], in: tree.url)
        #expect(run == LintRun(status: 0, stdout: "./a.entitlements: OK\n./b.xcprivacy: OK\n./c.mobileconfig: OK\n", stderr: ""))
    }
}
