import Foundation
import Testing
@testable import PlistKit

/// The built-in schemas embedded in the library: the same bytes as the JSON files, each
/// importing and compiling, and each kind found by its file's name and place.
@Suite struct BuiltinSchemaEmbeddingTests {
    static let builtinFolder = Fixtures.root.deletingLastPathComponent()
        .appendingPathComponent("Sources/PlistKit/Schema/Builtin")

    /// Fails while Sources/PlistKit/Schema/Builtin/Generated is stale: run Scripts/gen-builtin-schemas.
    @Test(arguments: PlistKind.allCases)
    func embeddedTextIsTheSchemaFile(_ kind: PlistKind) throws {
        let file = try String(contentsOf: Self.builtinFolder.appendingPathComponent(kind.schemaFileName), encoding: .utf8)
        #expect(kind.jsonSchemaText == file, "run Scripts/gen-builtin-schemas: the embedded \(kind.id) schema is stale")
    }

    /// The generated literals are cut into files of at most 600 lines (the project's file limit):
    /// a schema of 19 000 lines is 34 files, whose texts joined are the schema (above).
    @Test func generatedFilesAreAtMost600Lines() throws {
        let folder = Self.builtinFolder.appendingPathComponent("Generated")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(names.count >= PlistKind.allCases.count)
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            #expect(lines <= 600, "\(name) has \(lines) lines")
        }
    }

    @Test func everySchemaFileHasAKind() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.builtinFolder.path)
            .filter { $0.hasSuffix(".schema.json") }.sorted()
        #expect(names == PlistKind.allCases.map(\.schemaFileName).sorted())
    }

    @Test(arguments: PlistKind.allCases)
    func everyKindImportsAndCompiles(_ kind: PlistKind) throws {
        let validator = try kind.validator
        #expect(try kind.schema == validator.schema)
        #expect(kind.id == kind.rawValue && PlistKind(id: kind.id) == kind)
    }

    @Test func validatingWithAKindFindsItsMistakes() throws {
        let document = try PlistReader().read(Data("""
            <plist version="1.0"><dict><key>aps-environment</key><string>prod</string></dict></plist>
            """.utf8), file: "App.entitlements")
        let findings = try PlistKind.entitlements.validator.validate(document.root, file: document.file)
        #expect(findings.map(\.keyPath) == ["aps-environment"])
        #expect(findings.allSatisfy { $0.severity == .error && $0.file == "App.entitlements" })
    }

    /// Compiled once: concurrent first uses all get the one validator.
    @Test func concurrentFirstUsesShareOneSchema() async throws {
        let schemas = try await withThrowingTaskGroup(of: Schema.self) { group in
            for _ in 0..<8 { group.addTask { try PlistKind.launchd.schema } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(Set(schemas).count == 1)
    }

    static let paths: [(String, PlistKind?)] = [
        ("Info.plist", .infoPlist),
        ("App/Supporting Files/Info.plist", .infoPlist),
        ("Widget/Widget-Info.plist", .infoPlist),
        ("Tests/App.xcbaseline/Info.plist", nil),
        ("Build/App.xcarchive/Info.plist", nil),
        ("Results.xcresult/Info.plist", nil),
        ("info.plist", nil),
        ("App/App.entitlements", .entitlements),
        ("App/PrivacyInfo.xcprivacy", .privacyManifest),
        ("ExportOptions.plist", .exportOptions),
        ("ci/ExportOptions-AdHoc.plist", .exportOptions),
        ("/Library/LaunchDaemons/com.example.backup.plist", .launchd),
        ("~/Library/LaunchAgents/com.example.sync.plist", .launchd),
        ("App/Settings.bundle/Root.plist", .settingsBundle),
        ("App/Settings.bundle/Acknowledgements.plist", .settingsBundle),
        ("App/Settings.bundle/en.lproj/Root.strings", nil),
        ("dist/manifest.plist", nil),  // too common a name: --kind or .plistkit.json
        ("App/GoogleService-Info.plist", .googleServiceInfo),
        ("App/GoogleService-Info-Staging.plist", .googleServiceInfo),
        ("Profiles/Wi-Fi.mobileconfig", .configurationProfile),
        ("App/Data.plist", nil),
        ("App/Localizable.strings", nil),
        ("App/Info.plist/", .infoPlist),
        ("", nil),
    ]

    @Test(arguments: paths)
    func kindForPath(_ path: String, _ expected: PlistKind?) {
        #expect(PlistKind.kind(forPath: path) == expected)
    }

    @Test func kindForURL() {
        #expect(PlistKind.kind(for: URL(fileURLWithPath: "/src/App/Settings.bundle/Root.plist")) == .settingsBundle)
        #expect(PlistKind.kind(for: URL(fileURLWithPath: "/src/App/Data.plist")) == nil)
    }
}
