import CommandLineSupport
import Foundation
import PlistLint
import Testing

/// The release files a user looks for: the licence, its notice, and a changelog whose latest
/// released entry is the version both tools print.
@Suite struct ReleaseFilesTests {
    static let repository = Fixtures.root.deletingLastPathComponent()

    static func text(_ name: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(name), encoding: .utf8)
    }

    /// The first `## [X.Y.Z]` heading of CHANGELOG.md (`[Unreleased]` skipped).
    static func latestReleased(in changelog: String) -> String? {
        for line in changelog.split(separator: "\n") where line.hasPrefix("## [") {
            let name = line.dropFirst(4).prefix { $0 != "]" }
            if name != "Unreleased" { return String(name) }
        }
        return nil
    }

    @Test func versionIsTheChangelogsLatestRelease() throws {
        let latest = Self.latestReleased(in: try Self.text("CHANGELOG.md"))
        #expect(latest == ToolVersion.current)
        #expect(PlistLintCommand.version == ToolVersion.current)
    }

    @Test func versionFlagPrintsTheOneVersion() {
        #expect(LintRun.run(["--version"]).stdout == "plist-lint \(ToolVersion.current)\n")
    }

    @Test func changelogKeepsAnUnreleasedSectionAboveTheReleases() throws {
        let headings = try Self.text("CHANGELOG.md").split(separator: "\n").filter { $0.hasPrefix("## [") }
        #expect(headings.first == "## [Unreleased]")
        #expect(headings.contains { $0.hasPrefix("## [0.1.0] - ") })
    }

    @Test func licenceIsApache2AndNoticeNamesTheDerivedWorks() throws {
        let licence = try Self.text("LICENSE")
        #expect(licence.contains("Apache License\n                           Version 2.0, January 2004"))
        #expect(licence.contains("END OF TERMS AND CONDITIONS"))
        let notice = try Self.text("NOTICE")
        for name in ["apple/device-management", "JSON-Schema-Test-Suite", "nst/JSONTestSuite", "MIT"] {
            #expect(notice.contains(name), "NOTICE names \(name)")
        }
    }
}
