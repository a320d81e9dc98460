import Foundation
import Testing
@testable import PlistKit

/// Findings of the built-in schemas said in a plist's terms: what a value must be (the
/// schema's `x-plist-message`, with what was found), the near-miss of a pattern's leading word,
/// no JSON Schema keyword, cut-off regular expression or pointer-derived name.
@Suite struct BuiltinSchemaWordingTests {
    static func findings(_ kind: PlistKind, _ body: String) throws -> [(rule: String, keyPath: String?, message: String)] {
        let document = try PlistReader().read(Data("<plist version=\"1.0\"><dict>\(body)</dict></plist>".utf8), file: "f")
        return try kind.validator.validate(document.root, file: "f").map { ($0.rule, $0.keyPath, $0.message) }
    }

    static func messages(_ kind: PlistKind, _ body: String) throws -> [String] {
        try findings(kind, body).map(\.message)
    }

    @Test func aVersionOfTheWrongKindSaysWhatAVersionIs() throws {
        #expect(try Self.messages(.infoPlist, "<key>CFBundleVersion</key><integer>2</integer>") == [
            #"CFBundleVersion: expected a build number such as "42" or "1.2.3" (one to three non-negative integers separated by periods) or a build-setting reference, found number 2"#,
        ])
        #expect(try Self.messages(.infoPlist, "<key>CFBundleShortVersionString</key><string>1.2.3.4</string>") == [
            #"CFBundleShortVersionString: expected a version string such as "1.2.3" (one to three non-negative integers separated by periods) or a build-setting reference, found string "1.2.3.4""#,
        ])
    }

    @Test func aMisspeltServiceOfAnAssociatedDomainGetsTheRightOne() throws {
        let body = "<key>com.apple.developer.associated-domains</key><array><string>webcredential:example.com</string><string>applinks:example.com</string></array>"
        #expect(try Self.messages(.entitlements, body) == [
            #"["com.apple.developer.associated-domains"][0]: expected SERVICE:DOMAIN, SERVICE being applinks, webcredentials, activitycontinuation or appclips (such as "applinks:example.com", optionally with :PORT and ?mode=developer, managed or developer+managed) or a build-setting reference, found string "webcredential:example.com"; did you mean "webcredentials:"?"#,
        ])
    }

    /// `aps-environment` in an Info.plist is an entitlement written in the wrong file, not a
    /// misspelling of `LSEnvironment`.
    @Test func anEntitlementInAnInfoPlistIsSaidToBeOne() throws {
        let found = try Self.findings(.infoPlist, "<key>aps-environment</key><string>production</string>")
        #expect(found.map(\.rule) == ["schema-mismatch"])
        #expect(found.map(\.message) == ["aps-environment: an entitlement: it belongs in the .entitlements file, code signing does not read it from Info.plist"])
    }

    /// No `(accessedAPIType…)`, `[items]`: names a JSON Schema's pointer made up.
    @Test func noPointerDerivedNamesInMessages() throws {
        let misspelt = """
            <key>NSPrivacyTracking</key><false/><key>NSPrivacyTrackingDomains</key><array/><key>NSPrivacyCollectedDataTypes</key><array/>
            <key>NSPrivacyAccessedAPITypes</key><array><dict><key>NSPrivacyAccessedAPIType</key><string>NSPrivacyAccessedAPICategoryUserDefaults</string>
            <key>NSPrivacyAccessedAPITypeReason</key><array><string>CA92.1</string></array></dict><dict/></array>
            """
        let document = try PlistReader().read(Data("<plist version=\"1.0\"><dict>\(misspelt)</dict></plist>".utf8), file: "f")
        let all = try PlistKind.privacyManifest.validator.validate(document.root, file: "f")
        let texts = all.map(\.message) + all.flatMap { $0.related.map(\.message) }
        #expect(texts.contains(#"missing required key "NSPrivacyAccessedAPITypeReasons" in NSPrivacyAccessedAPITypes[0], probably misspelled as "NSPrivacyAccessedAPITypeReason" on line 3"#), "\(texts)")
        #expect(texts.contains(#"missing required key "NSPrivacyAccessedAPIType" in NSPrivacyAccessedAPITypes[1]"#), "\(texts)")
        #expect(try Self.messages(.infoPlist, "<key>CFBundleURLTypes</key><string>x</string>") == [#"CFBundleURLTypes: expected array, found string "x""#])
    }

    /// A pattern is quoted whole, never cut: up to 160 characters; a longer one by its length.
    @Test func patternsAreQuotedWholeOrDescribed() throws {
        let short = "^[a-z]+(-[a-z]+)*[.][a-z]{2,}$"
        let long = "^(" + (0..<40).map { "word\($0)" }.joined(separator: "|") + ")$"
        for (pattern, expected) in [(short, #""A" does not match the pattern "^[a-z]+(-[a-z]+)*[.][a-z]{2,}$""#),
                                    (long, "\"A\" does not match the form its schema's pattern (\(long.unicodeScalars.count) characters) requires")] {
            let json = "{\"type\": \"object\", \"properties\": {\"k\": {\"type\": \"string\", \"pattern\": \"\(pattern)\"}}}"
            var options = PlistReader.Options()
            options.format = .json
            let schema = try Schema(jsonSchema: try PlistReader(options: options).read(Data(json.utf8), file: "s.json").root, file: "s.json")
            let document = try PlistReader().read(Data("<plist version=\"1.0\"><dict><key>k</key><string>A</string></dict></plist>".utf8), file: "f")
            #expect(Validator(schema: schema).validate(document.root, file: "f").map(\.message) == ["k: " + expected])
        }
    }
}
