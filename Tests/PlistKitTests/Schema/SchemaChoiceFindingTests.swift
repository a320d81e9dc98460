import Foundation
import Testing
@testable import PlistKit
import PlistTestSupport

/// Findings that name the real mistake where JSON Schema's generic ones would not: the branch a
/// discriminator chose, the branch of a failed `anyOf`/`oneOf` that got into the value, the
/// `x-plist-message`, `x-plist-equal-length` and `x-plist-key-modifiers` keywords, property
/// titles and near-misses of allowed values.
@Suite struct SchemaChoiceFindingTests {
    static func messages(_ schema: String, _ data: String) throws -> [String] {
        try SchemaHostileTests.messages(schema, data)
    }

    /// Two categories, each allowing its own codes, chosen by `kind`.
    static let family = #"""
    {"type": "object", "properties": {"kind": {"type": "string"}, "codes": {"type": "array"}},
     "allOf": [
       {"if": {"properties": {"kind": {"const": "disk"}}, "required": ["kind"]},
        "then": {"properties": {"codes": {"items": {"enum": ["D1", "D2"]}}}}},
       {"if": {"properties": {"kind": {"const": "clock"}}, "required": ["kind"]},
        "then": {"properties": {"codes": {"items": {"enum": ["C1"]}}}}}
     ]}
    """#

    @Test func aValueOfAnotherDiscriminatedBranchNamesThatBranch() throws {
        #expect(try Self.messages(Self.family, #"{"kind": "disk", "codes": ["D1", "C1"]}"#) == [
            #"t.json:1:34: error: [invalid-enum-value] codes[1]: "C1" is a value for kind "clock"; "disk" allows "D1", "D2""#,
        ])
    }

    @Test func aValueOfNoBranchNamesTheDiscriminatorThatChoseTheAllowedOnes() throws {
        #expect(try Self.messages(Self.family, #"{"kind": "clock", "codes": ["X9"]}"#) == [
            #"t.json:1:29: error: [invalid-enum-value] codes[0]: "X9" is not one of "C1", the values kind "clock" allows"#,
        ])
        // A lone if/then discriminator words its enumeration the same way.
        let lone = #"{"if": {"properties": {"t": {"const": "a"}}, "required": ["t"]}, "then": {"properties": {"v": {"enum": [1, 2]}}}}"#
        #expect(try Self.messages(lone, #"{"t": "a", "v": 3}"#) == [
            #"t.json:1:17: error: [invalid-enum-value] v: 3 is not one of 1, 2, the values t "a" allows"#,
        ])
        // No branch chosen: nothing checked, as JSON Schema says.
        #expect(try Self.messages(Self.family, #"{"kind": "other", "codes": ["X9"]}"#) == [])
    }

    @Test func aFailedAnyOfReportsTheOneBranchThatGotIntoTheValue() throws {
        let schema = #"{"anyOf": [{"type": "string"}, {"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]}]}"#
        #expect(try Self.messages(schema, #"{"n": "three"}"#) == [
            #"t.json:1:7: error: [type-mismatch] n: expected integer, found string "three""#,
        ])
        // A branch whose discriminator (const) failed is not the one meant.
        let oneOf = #"""
        {"oneOf": [
          {"properties": {"kind": {"const": "a"}, "n": {"type": "integer"}}},
          {"properties": {"kind": {"const": "b"}, "m": {"type": "string"}}}
        ]}
        """#
        #expect(try Self.messages(oneOf, #"{"kind": "b", "m": 1, "n": "x"}"#) == [
            #"t.json:1:20: error: [type-mismatch] m: expected String, found number 1"#,
        ])
    }

    @Test func whenEveryBranchFailsAtTheValueEachSaysWhy() throws {
        let schema = #"{"properties": {"v": {"anyOf": [{"type": "boolean"}, {"type": "string", "pattern": "^\\$\\(", "x-plist-message": "not a build-setting reference"}]}}}"#
        #expect(try Self.messages(schema, #"{"v": "YES"}"#) == [
            #"t.json:1:7: error: [schema-mismatch] v: string "YES" is none of the 2 forms allowed here: expected Bool, found string "YES"; not a build-setting reference"#,
        ])
        // Two branches that got equally far: no guess.
        let tie = #"{"anyOf": [{"properties": {"a": {"type": "integer"}}}, {"properties": {"a": {"type": "boolean"}}}]}"#
        #expect(try Self.messages(tie, #"{"a": "x"}"#) == [
            #"t.json:1:1: error: [schema-mismatch] (root): dictionary is none of the 2 forms allowed here"#,
        ])
    }

    @Test func xPlistMessageWordsTheSchemasOwnFindingsOnly() throws {
        let schema = #"{"properties": {"s": {"type": "string", "minLength": 1, "x-plist-message": "empty purpose string"}, "p": {"not": {}, "x-plist-message": "belongs in another file"}}}"#
        #expect(try Self.messages(schema, #"{"s": "", "p": [1]}"#) == [
            #"t.json:1:7: error: [invalid-size] s: empty purpose string"#,
            #"t.json:1:16: error: [schema-mismatch] p: belongs in another file"#,
        ])
        // A value of the wrong kind keeps its own finding.
        #expect(try Self.messages(schema, #"{"s": 1}"#) == [
            #"t.json:1:7: error: [type-mismatch] s: expected String, found number 1"#,
        ])
    }

    @Test func xPlistEqualLengthReportsEachArrayOfAnotherLength() throws {
        let schema = #"{"x-plist-equal-length": ["Values", "Titles", "ShortTitles"]}"#
        #expect(try Self.messages(schema, #"{"Values": [1, 2], "Titles": ["one"], "ShortTitles": ["1", "2"]}"#) == [
            #"t.json:1:30: error: [invalid-size] Titles: array of 1 element where "Values" has 2: the arrays "Values", "Titles", "ShortTitles" must have the same length"#,
        ])
        #expect(try Self.messages(schema, #"{"Values": [1, 2], "Titles": ["one", "two"]}"#) == [])
        #expect(try Self.messages(schema, #"{"Titles": ["one"]}"#) == [])
    }

    @Test func aStringNearAnAllowedValueGetsDidYouMean() throws {
        #expect(try Self.messages(#"{"enum": ["PSToggleSwitchSpecifier", "PSSliderSpecifier"]}"#, #""PSToogleSwitchSpecifier""#) == [
            #"t.json:1:1: error: [invalid-enum-value] (root): "PSToogleSwitchSpecifier" is not one of "PSToggleSwitchSpecifier", "PSSliderSpecifier" (String), did you mean "PSToggleSwitchSpecifier"?"#,
        ])
    }

    static let open = #"""
    {"type": "object", "additionalProperties": true, "x-plist-additional-keys": "suggest",
     "x-plist-key-modifiers": ["~ipad", "~iphone", "-iphoneos"],
     "properties": {
       "UISupportedInterfaceOrientations": {"title": "Supported interface orientations", "type": "array"},
       "CFBundleIdentifier": {"title": "Bundle identifier", "type": "string"}
     }}
    """#

    @Test func keysWithAMisspelledModifierOrBaseGetTheCorrectedKey() throws {
        #expect(try Self.messages(Self.open, #"{"UISupportedInterfaceOrientations~ipda": [], "UISupportedInterfaceOrientation~ipad": []}"#) == [
            #"t.json:1:2: error: [unknown-key] unknown key "UISupportedInterfaceOrientations~ipda" at (root), did you mean "UISupportedInterfaceOrientations~ipad"?"#,
            #"t.json:1:47: error: [unknown-key] unknown key "UISupportedInterfaceOrientation~ipad" at (root), did you mean "UISupportedInterfaceOrientations~ipad"?"#,
        ])
        // Correct modifiers on a declared key, and custom keys with dashes, pass.
        #expect(try Self.messages(Self.open, #"{"CFBundleIdentifier-iphoneos~ipad": "a", "My-Own-Key": 1, "UISupportedInterfaceOrientations~iphone": []}"#) == [])
    }

    @Test func aKeyWrittenAsThePropertysTitleSuggestsTheKey() throws {
        #expect(try Self.messages(Self.open, #"{"Supported interface orientations": [], "Bundle Identifer": "x"}"#) == [
            #"t.json:1:2: error: [unknown-key] unknown key "Supported interface orientations" at (root), did you mean "UISupportedInterfaceOrientations"?"#,
            #"t.json:1:42: error: [unknown-key] unknown key "Bundle Identifer" at (root), did you mean "CFBundleIdentifier"?"#,
        ])
        // A title two properties share suggests neither.
        let shared = #"{"type": "object", "additionalProperties": true, "x-plist-additional-keys": "suggest", "properties": {"NSMainStoryboardFile": {"title": "Main storyboard file base name", "type": "string"}, "UIMainStoryboardFile": {"title": "Main storyboard file base name", "type": "string"}}}"#
        #expect(try Self.messages(shared, #"{"Main storyboard file base name": "Main"}"#) == [])
    }

    @Test func theNewKeywordsAreCheckedAtImportAndExported() throws {
        #expect(SchemaHostileTests.importError(#"{"x-plist-message": ""}"#)?.contains(#""x-plist-message" must be a non-empty string at /x-plist-message"#) == true)
        #expect(SchemaHostileTests.importError(#"{"x-plist-equal-length": ["a"]}"#)?.contains(#""x-plist-equal-length" must be an array of two or more different keys at /x-plist-equal-length"#) == true)
        #expect(SchemaHostileTests.importError(#"{"type": "object", "x-plist-key-modifiers": ["ipad"]}"#)?.contains(#""x-plist-key-modifiers" must be an array of suffixes starting with ~ or - at /x-plist-key-modifiers"#) == true)
        #expect(SchemaHostileTests.importError(#"{"x-plist-key-modifiers": ["~ipad"]}"#)?.contains(#""x-plist-key-modifiers" needs "type": "object" at /x-plist-key-modifiers"#) == true)
        let schema = try SchemaHostileTests.schema(Self.open.replacingOccurrences(of: #""type": "array"}"#, with: #""type": "array", "x-plist-equal-length": ["a", "b"], "x-plist-message": "m"}"#))
        let text = schema.jsonSchemaText()
        #expect(text.contains(#""x-plist-key-modifiers": ["#))
        #expect(text.contains(#""x-plist-equal-length": ["#))
        #expect(text.contains(#""x-plist-message": "m""#))
        #expect(text.contains(#""title": "Supported interface orientations""#))
        // What is exported imports to the same schema.
        #expect(try SchemaHostileTests.schema(text) == schema)
    }

    @Test func lookingUpWrongValuesInOtherBranchesIsBounded() throws {
        // 120 variants; one dictionary of the first with 20 000 wrong codes: the first 5 are
        // looked up in the other variants until 1/200 of the check budget is spent (here before
        // "k7" is reached), the rest name the discriminator only.
        let branches = (0..<120).map { i in
            #"{"if": {"properties": {"kind": {"const": "k\#(i)"}}, "required": ["kind"]}, "then": {"properties": {"codes": {"items": {"enum": ["c\#(i)"]}}}}}"#
        }.joined(separator: ",")
        let validator = Validator(schema: try SchemaHostileTests.schema(#"{"allOf": [\#(branches)]}"#))
        let codes = (0..<20_000).map { $0 % 2 == 0 ? #""c7""# : #""zz""# }.joined(separator: ",")
        let data = try SchemaHostileTests.json(#"{"kind": "k0", "codes": [\#(codes)]}"#)
        var found: [Diagnostic] = []
        let seconds = TimeBudget.cpuSeconds { found = validator.validate(data, file: "t.json") }
        #expect(found.count == 1_001)
        #expect(found.first?.message == #"codes[0]: "c7" is not one of "c0", the values kind "k0" allows, did you mean "c0"?"#)
        #expect(found[5].message == #"codes[5]: "zz" is not one of "c0", the values kind "k0" allows"#)
        #expect(found.last?.rule == "finding-limit")
        #expect(!found.contains { $0.rule == "limit-exceeded" })
        #expect(seconds < TimeBudget.seconds(2))
        // The same look-up in a small dictionary finds the variant.
        #expect(validator.validate(try SchemaHostileTests.json(#"{"kind": "k0", "codes": ["c119"]}"#), file: "t.json").map(\.message) == [
            #"codes[0]: "c119" is a value for kind "k119"; "k0" allows "c0""#,
        ])
    }
}
