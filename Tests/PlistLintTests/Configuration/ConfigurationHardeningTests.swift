import Foundation
import Testing
@testable import PlistLint

/// What a `.plistkit.json` may not do (found by a hostile run): turn a file that was not read, or
/// not checked completely, into OK; hide a required key that is missing by turning its paired
/// misspelling down; read files outside its folder; cost unbounded time in its globs; be skipped
/// when it is not a regular file.
@Suite struct ConfigurationHardeningTests {
    @Test func rulesCannotPassAFileThatWasNotRead() throws {
        let tree = try TemporaryTree([
            ".git/HEAD": "",
            ".plistkit.json": #"{"rules": {"syntax": "off", "invalid-binary": "off"}}"#,
            "broken.plist": "<plist><dict><key>a</key>",
            "b.plist": "bplist00",
        ])
        defer { tree.remove() }
        let run = LintRun.run(["--quiet"], files: ["broken.plist", "b.plist"], in: tree.url)
        #expect(run.status == 1)
        #expect(run.stderr.contains("broken.plist:1:8: error: [syntax] <dict> opened at line 1 is not closed"))
        #expect(run.stderr.contains("b.plist: error: [invalid-binary]"))
    }

    @Test func limitAndUnreadableRulesCannotBeChanged() throws {
        for rule in ["limit-exceeded", "finding-limit", "io", "empty-file", "unknown-format"] {
            let tree = try TemporaryTree([".git/HEAD": "", ".plistkit.json": "{\"rules\": {\"\(rule)\": \"off\"}}", "a.plist": "<plist><dict/></plist>"])
            defer { tree.remove() }
            let run = LintRun.run(["--quiet"], files: ["a.plist"], in: tree.url)
            #expect(run.status == 1)
            #expect(run.stderr.hasPrefix(".plistkit.json:1:12: error: [invalid-config] rules.\(rule): '\(rule)' cannot be changed: it says a file was not read or not checked completely"))
        }
    }

    /// The privacy manifest's misspelled `NSPrivacyAccessedAPITypeReason`: with `unknown-key`
    /// off, the paired `missing-key` is reported on its own, as an error.
    @Test func aMissingKeyPairedWithATurnedOffMisspellingStands() throws {
        let manifest = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>NSPrivacyTracking</key><false/>
            \t<key>NSPrivacyTrackingDomains</key><array/>
            \t<key>NSPrivacyCollectedDataTypes</key><array/>
            \t<key>NSPrivacyAccessedAPITypes</key>
            \t<array>
            \t\t<dict>
            \t\t\t<key>NSPrivacyAccessedAPIType</key><string>NSPrivacyAccessedAPICategoryUserDefaults</string>
            \t\t\t<key>NSPrivacyAccessedAPITypeReason</key><array><string>CA92.1</string></array>
            \t\t</dict>
            \t</array>
            </dict>
            </plist>
            """
        for setting in ["off", "warning"] {
            let tree = try TemporaryTree([".git/HEAD": "", ".plistkit.json": "{\"rules\": {\"unknown-key\": \"\(setting)\"}}", "PrivacyInfo.xcprivacy": manifest])
            defer { tree.remove() }
            let run = LintRun.run(["--quiet"], files: ["PrivacyInfo.xcprivacy"], in: tree.url)
            #expect(run.status == 1, "unknown-key: \(setting)")
            #expect(run.stderr.contains("error: [missing-key] missing required key \"NSPrivacyAccessedAPITypeReasons\""), "unknown-key: \(setting)")
        }
    }

    @Test func schemaFilesStayInsideTheConfigurationsFolder() throws {
        for path in ["../secret.json", "/etc/secret.json", "a/../../secret.json"] {
            let tree = try TemporaryTree([".git/HEAD": "", ".plistkit.json": "{\"schemas\": {\"*.plist\": \"\(path)\"}}", "a.plist": "<plist><dict/></plist>"])
            defer { tree.remove() }
            let run = LintRun.run(["--quiet"], files: ["a.plist"], in: tree.url)
            #expect(run.status == 1)
            #expect(run.stderr.contains("error: [invalid-config] schemas.*.plist: the schema file '\(path)' must be a path inside the configuration's folder (not absolute, no '..')"))
        }
    }

    @Test func globsAreBoundedInLengthAndNumber() throws {
        let long = String(repeating: "*", count: 1025)
        let many = "[" + (0...1000).map { "\"p\($0)\"" }.joined(separator: ",") + "]"
        for (config, message) in [("{\"exclude\": [\"\(long)\"]}", "exclude[0]: a path pattern of 1025 bytes, longer than 1024"),
                                  ("{\"include\": \(many)}", "include: 'include' has 1001 patterns, more than 1000")] {
            let tree = try TemporaryTree([".git/HEAD": "", ".plistkit.json": config, "a.plist": "<plist><dict/></plist>"])
            defer { tree.remove() }
            let run = LintRun.run(["--quiet"], files: ["a.plist"], in: tree.url)
            #expect(run.status == 1)
            #expect(run.stderr.contains("[invalid-config] " + message), "\(run.stderr)")
        }
    }

    @Test func aConfigurationThatIsNotARegularFileIsAnError() throws {
        let tree = try TemporaryTree([".git/HEAD": "", "real.json": #"{"builtinSchemas": false}"#,
                                      "Info.plist": #"<plist version="1.0"><dict><key>CFBundleIdentifier</key><integer>3</integer></dict></plist>"#])
        defer { tree.remove() }
        try FileManager.default.createSymbolicLink(atPath: tree.url.appendingPathComponent(".plistkit.json").path, withDestinationPath: "real.json")
        let run = LintRun.run(["--quiet"], files: ["Info.plist"], in: tree.url)
        #expect(run.status == 1)
        #expect(run.stderr.contains(".plistkit.json: error: [invalid-config] the configuration is not a regular file (a symbolic link, folder or device); not read"))
    }
}
