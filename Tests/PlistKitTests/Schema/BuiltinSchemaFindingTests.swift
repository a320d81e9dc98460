import Foundation
import Testing
@testable import PlistKit

/// The built-in schemas (read from `Sources/PlistKit/Schema/Builtin/`) against the fixtures of
/// `Fixtures/Builtin/`: every good file passes clean, every bad one reports its planted mistake
/// once, in the words `Fixtures/Builtin/EXPECTED.md` gives.
@Suite struct BuiltinSchemaFindingTests {
    static let root = Fixtures.repository

    static func schema(_ kind: String) throws -> Schema {
        var options = PlistReader.Options()
        options.format = .json
        let url = root.appendingPathComponent("Sources/PlistKit/Schema/Builtin/\(kind).schema.json")
        return try Schema(jsonSchema: try PlistReader(options: options).read(contentsOf: url).root, file: "\(kind).schema.json")
    }

    /// The findings of `Fixtures/Builtin/<kind>/<name>` (notes left out), as printed.
    static func findings(_ kind: String, _ name: String, schema: Schema? = nil) throws -> [String] {
        let url = root.appendingPathComponent("Fixtures/Builtin/\(kind)/\(name)")
        let document = try PlistReader().read(contentsOf: url, file: name)
        let validator = Validator(schema: try schema ?? Self.schema(kind))
        return validator.validate(document.root, file: name).filter { $0.severity != .note }.map(\.description)
    }

    static func fixtures(_ kind: String, _ prefix: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Fixtures/Builtin/\(kind)").path)
            .filter { $0.hasPrefix(prefix) && $0.hasSuffix(".plist") }.sorted()
    }

    static let kinds = ["entitlements", "export-options", "google-service-info", "info-plist", "launchd",
                        "mobileconfig", "ota-manifest", "privacy-manifest", "settings-bundle"]

    @Test(arguments: kinds) func goodFixturesPassClean(kind: String) throws {
        let schema = try Self.schema(kind)
        let good = try Self.fixtures(kind, "good-")
        #expect(!good.isEmpty)
        for name in good {
            #expect(try Self.findings(kind, name, schema: schema) == [], "\(kind)/\(name)")
        }
    }

    /// Each bad fixture's findings (errors and warnings), exactly: one per planted mistake.
    static let expected: [(kind: String, name: String, findings: [String])] = [
        ("entitlements", "bad-aps-environment.plist", [
            #"bad-aps-environment.plist:6:2: error: [schema-mismatch] aps-environment: string "prod" is none of the 2 forms allowed here: "prod" is not one of "development", "production" (String); not a build-setting reference either (a whole value written $(NAME) or ${NAME})"#,
        ]),
        ("export-options", "bad-deprecated-method.plist", [
            #"bad-deprecated-method.plist:6:2: warning: [deprecated-value] method: "app-store" is deprecated, use "app-store-connect""#,
        ]),
        ("google-service-info", "bad-sender-id-integer.plist", [
            #"bad-sender-id-integer.plist:8:2: error: [type-mismatch] GCM_SENDER_ID: expected String, found number 123456789012"#,
        ]),
        ("info-plist", "bad-empty-usage-description.plist", [
            #"bad-empty-usage-description.plist:81:2: error: [invalid-size] NSCameraUsageDescription: empty purpose string: App Store Connect rejects an app whose usage description is empty (ITMS-90738)"#,
        ]),
        ("info-plist", "bad-integer-short-version.plist", [
            #"bad-integer-short-version.plist:20:2: error: [schema-mismatch] CFBundleShortVersionString: expected a version string such as "1.2.3" (one to three non-negative integers separated by periods) or a build-setting reference, found number 2"#,
        ]),
        ("info-plist", "bad-misspelled-bundle-identifier.plist", [
            #"bad-misspelled-bundle-identifier.plist:11:2: error: [unknown-key] unknown key "CFBundleIdentifer" at (root), did you mean "CFBundleIdentifier"?"#,
        ]),
        ("info-plist", "bad-misspelled-usage-key.plist", [
            #"bad-misspelled-usage-key.plist:80:2: error: [unknown-key] unknown key "NSCameraUsageDescripton" at (root), did you mean "NSCameraUsageDescription"?"#,
        ]),
        ("info-plist", "bad-privacy-keys-in-info-plist.plist", [
            #"bad-privacy-keys-in-info-plist.plist:149:2: error: [schema-mismatch] NSPrivacyAccessedAPITypes: a privacy-manifest key: it belongs in PrivacyInfo.xcprivacy, App Store Connect does not read it from Info.plist"#,
        ]),
        ("info-plist", "bad-requires-full-screen-string.plist", [
            #"bad-requires-full-screen-string.plist:132:2: error: [schema-mismatch] UIRequiresFullScreen: string "YES" is none of the 2 forms allowed here: expected Bool, found string "YES"; not a build-setting reference either (a whole value written $(NAME) or ${NAME})"#,
        ]),
        ("launchd", "bad-hour-24.plist", [
            #"bad-hour-24.plist:22:4: error: [out-of-range] StartCalendarInterval[0].Hour: 24 is greater than the maximum 23"#,
        ]),
        ("launchd", "bad-misspelled-key.plist", [
            #"bad-misspelled-key.plist:43:2: error: [unknown-key] unknown key "StandardOutputPath" at (root)"#,
        ]),
        ("mobileconfig", "bad-passcode-min-length.plist", [
            #"bad-passcode-min-length.plist:33:4: error: [out-of-range] PayloadContent[1].minLength: 20 is greater than the maximum 16"#,
        ]),
        ("mobileconfig", "bad-wifi-encryption-type.plist", [
            #"bad-wifi-encryption-type.plist:11:4: error: [invalid-enum-value] PayloadContent[0].EncryptionType: "WPA2-Enterprise" is not one of "WEP", "WPA", "WPA2", "WPA3", "Any", "None", the values PayloadType "com.apple.wifi.managed" allows"#,
        ]),
        ("ota-manifest", "bad-http-url.plist", [
            #"bad-http-url.plist:14:6: error: [pattern-mismatch] items[0].assets[0].url: expected an https:// URL, found string "http://builds.example.com/weather/1.4.2/Weather.ipa""#,
        ]),
        ("privacy-manifest", "bad-empty-api-entry.plist", [
            #"bad-empty-api-entry.plist:55:3: error: [missing-key] missing required key "NSPrivacyAccessedAPIType" in NSPrivacyAccessedAPITypes[2]"#,
            #"bad-empty-api-entry.plist:55:3: error: [missing-key] missing required key "NSPrivacyAccessedAPITypeReasons" in NSPrivacyAccessedAPITypes[2]"#,
        ]),
        ("privacy-manifest", "bad-reason-wrong-category.plist", [
            #"bad-reason-wrong-category.plist:60:5: error: [invalid-enum-value] NSPrivacyAccessedAPITypes[2].NSPrivacyAccessedAPITypeReasons[0]: "CA92.1" is a value for NSPrivacyAccessedAPIType "NSPrivacyAccessedAPICategoryUserDefaults"; "NSPrivacyAccessedAPICategoryFileTimestamp" allows "DDA9.1", "C617.1", "3B52.1", "0A2A.1""#,
        ]),
        ("settings-bundle", "bad-titles-values-length.plist", [
            #"bad-titles-values-length.plist:53:4: error: [invalid-size] PreferenceSpecifiers[3].Titles: array of 1 element where "Values" has 2: the arrays "Values", "Titles", "ShortTitles" must have the same length"#,
        ]),
        ("settings-bundle", "bad-toogle-switch.plist", [
            #"bad-toogle-switch.plist:35:4: error: [invalid-enum-value] PreferenceSpecifiers[2].Type: "PSToogleSwitchSpecifier" is not one of "PSGroupSpecifier", "PSTextFieldSpecifier", "PSToggleSwitchSpecifier", "PSSliderSpecifier", "PSTitleValueSpecifier", "PSMultiValueSpecifier", "PSRadioGroupSpecifier", "PSChildPaneSpecifier" (String), did you mean "PSToggleSwitchSpecifier"?"#,
        ]),
    ]

    @Test func everyBadFixtureReportsItsPlantedMistakeExactly() throws {
        var listed = Set<String>()
        for (kind, name, findings) in Self.expected {
            listed.insert("\(kind)/\(name)")
            #expect(try Self.findings(kind, name) == findings, "\(kind)/\(name)")
        }
        // Every bad fixture on disk is in the table.
        for kind in Self.kinds {
            for name in try Self.fixtures(kind, "bad-") { #expect(listed.contains("\(kind)/\(name)"), "\(kind)/\(name) has no expectation") }
        }
    }

    /// An app's own Info.plist keys that are Apple's keys without their framework prefix are
    /// custom keys, not slips (a new user's clean Info.plist got five errors); a real slip still is.
    @Test func customKeysThatLackAnApplePrefixAreNotSlips() throws {
        let validator = Validator(schema: try Self.schema("info-plist"))
        let data = try SchemaHostileTests.json(#"""
        {"Environment": "staging", "BundleVersion": "7", "BundleName": "x", "LaunchScreen": {},
         "CFBundleIdentifer": "com.example.app"}
        """#)
        #expect(validator.validate(data, file: "Info.plist").map(\.description) == [
            #"Info.plist:2:2: error: [unknown-key] unknown key "CFBundleIdentifer" at (root), did you mean "CFBundleIdentifier"?"#,
        ])
        #expect(ValidationWalk.isDeclaredKeyWithoutPrefix("Environment", "LSEnvironment"))
        #expect(!ValidationWalk.isDeclaredKeyWithoutPrefix("Environment", "XEnvironment"))
        #expect(!ValidationWalk.isDeclaredKeyWithoutPrefix("environment", "LSenvironment2"))
        #expect(!ValidationWalk.isDeclaredKeyWithoutPrefix("Identifier", "CFBundleIdentifier"))
    }

    @Test func infoPlistKeysWithModifiersOrWrittenAsXcodeDisplayNamesGetTheRawKey() throws {
        let validator = Validator(schema: try Self.schema("info-plist"))
        let data = try SchemaHostileTests.json(#"""
        {"UISupportedInterfaceOrientations~ipda": [], "UISupportedInterfaceOrientation~ipad": [],
         "Privacy - Camera Usage Description": "Scans receipts.", "App Transport Security Settings": {},
         "UIRequiresFullScreen~ipad": true, "CFBundleIdentifier-iphoneos": "com.example.app", "MyCompanyAPIKey": "k"}
        """#)
        #expect(validator.validate(data, file: "Info.plist").map(\.description) == [
            #"Info.plist:1:2: error: [unknown-key] unknown key "UISupportedInterfaceOrientations~ipda" at (root), did you mean "UISupportedInterfaceOrientations~ipad"?"#,
            #"Info.plist:1:47: error: [unknown-key] unknown key "UISupportedInterfaceOrientation~ipad" at (root), did you mean "UISupportedInterfaceOrientations~ipad"?"#,
            #"Info.plist:2:2: error: [unknown-key] unknown key "Privacy - Camera Usage Description" at (root), did you mean "NSCameraUsageDescription"?"#,
            #"Info.plist:2:59: error: [unknown-key] unknown key "App Transport Security Settings" at (root), did you mean "NSAppTransportSecurity"?"#,
        ])
    }

    @Test func verifiedFactsNFCFormatsAndCollectedDataTypes() throws {
        // App Store Connect refuses NDEF (ITMS-90778); TAG and PACE pass.
        let entitlements = Validator(schema: try Self.schema("entitlements"))
        let nfc = entitlements.validate(try SchemaHostileTests.json(#"{"com.apple.developer.nfc.readersession.formats": ["TAG", "NDEF"]}"#), file: "App.entitlements").map(\.description)
        #expect(nfc == [
            #"App.entitlements:1:59: error: [invalid-enum-value] ["com.apple.developer.nfc.readersession.formats"][1]: not a tag-reader format App Store Connect accepts (TAG or PACE); it refuses NDEF (ITMS-90778), and a TAG session reads NDEF tags too"#,
        ])
        #expect(entitlements.validate(try SchemaHostileTests.json(#"{"com.apple.developer.nfc.readersession.formats": ["TAG", "PACE"], "com.apple.developer.networking.networkextension": ["url-filter-provider", "relay"]}"#), file: "App.entitlements") == [])
        // "Body" is the App Store's category of Hands and Head, not a data type; the "or" of
        // PhotosorVideos is lower-case.
        let privacy = Validator(schema: try Self.schema("privacy-manifest"))
        let found = privacy.validate(try SchemaHostileTests.json(#"""
        {"NSPrivacyCollectedDataTypes": [
          {"NSPrivacyCollectedDataType": "NSPrivacyCollectedDataTypeBody", "NSPrivacyCollectedDataTypeLinked": false, "NSPrivacyCollectedDataTypeTracking": false, "NSPrivacyCollectedDataTypePurposes": ["NSPrivacyCollectedDataTypePurposeAppFunctionality"]},
          {"NSPrivacyCollectedDataType": "NSPrivacyCollectedDataTypePhotosOrVideos", "NSPrivacyCollectedDataTypeLinked": false, "NSPrivacyCollectedDataTypeTracking": false, "NSPrivacyCollectedDataTypePurposes": ["NSPrivacyCollectedDataTypePurposeAppFunctionality"]}
        ]}
        """#), file: "PrivacyInfo.xcprivacy").map(\.description)
        #expect(found == [
            #"PrivacyInfo.xcprivacy:2:34: error: [invalid-enum-value] NSPrivacyCollectedDataTypes[0].NSPrivacyCollectedDataType: "NSPrivacyCollectedDataTypeBody" is not one of "NSPrivacyCollectedDataTypeName", "NSPrivacyCollectedDataTypeEmailAddress", "NSPrivacyCollectedDataTypePhoneNumber", "NSPrivacyCollectedDataTypePhysicalAddress", "NSPrivacyCollectedDataTypeOtherUserContactInfo", "NSPrivacyCollectedDataTypeHealth", "NSPrivacyCollectedDataTypeFitness", "NSPrivacyCollectedDataTypePaymentInfo", "NSPrivacyCollectedDataTypeCreditInfo", "NSPrivacyCollectedDataTypeOtherFinancialInfo", "NSPrivacyCollectedDataTypePreciseLocation", "NSPrivacyCollectedDataTypeCoarseLocation", "NSPrivacyCollectedDataTypeSensitiveInfo", "NSPrivacyCollectedDataTypeContacts", "NSPrivacyCollectedDataTypeEmailsOrTextMessages", "NSPrivacyCollectedDataTypePhotosorVideos", "NSPrivacyCollectedDataTypeAudioData", "NSPrivacyCollectedDataTypeGameplayContent", "NSPrivacyCollectedDataTypeCustomerSupport", "NSPrivacyCollectedDataTypeOtherUserContent" and 15 more (String)"#,
            #"PrivacyInfo.xcprivacy:3:34: error: [invalid-enum-value] NSPrivacyCollectedDataTypes[1].NSPrivacyCollectedDataType: "NSPrivacyCollectedDataTypePhotosOrVideos" is not one of "NSPrivacyCollectedDataTypeName", "NSPrivacyCollectedDataTypeEmailAddress", "NSPrivacyCollectedDataTypePhoneNumber", "NSPrivacyCollectedDataTypePhysicalAddress", "NSPrivacyCollectedDataTypeOtherUserContactInfo", "NSPrivacyCollectedDataTypeHealth", "NSPrivacyCollectedDataTypeFitness", "NSPrivacyCollectedDataTypePaymentInfo", "NSPrivacyCollectedDataTypeCreditInfo", "NSPrivacyCollectedDataTypeOtherFinancialInfo", "NSPrivacyCollectedDataTypePreciseLocation", "NSPrivacyCollectedDataTypeCoarseLocation", "NSPrivacyCollectedDataTypeSensitiveInfo", "NSPrivacyCollectedDataTypeContacts", "NSPrivacyCollectedDataTypeEmailsOrTextMessages", "NSPrivacyCollectedDataTypePhotosorVideos", "NSPrivacyCollectedDataTypeAudioData", "NSPrivacyCollectedDataTypeGameplayContent", "NSPrivacyCollectedDataTypeCustomerSupport", "NSPrivacyCollectedDataTypeOtherUserContent" and 15 more (String), did you mean "NSPrivacyCollectedDataTypePhotosorVideos"?"#,
        ])
    }
}
