import Foundation
import Testing
@testable import PlistKit
import PlistTestSupport

/// `pattern`, `patternProperties` and `propertyNames` from import to validation and export,
/// and the pattern budget that bounds their matching.
@Suite struct JSONSchemaPatternKeywordTests {
    static func messages(_ schemaText: String, _ data: String) throws -> [String] {
        try JSONSchemaKeywordTests.messages(schemaText, data)
    }

    static func importError(_ schemaText: String) throws -> String {
        do {
            _ = try Schema(jsonSchema: try SchemaHostileTests.json(schemaText, file: "s.schema.json"), file: "s.schema.json")
            return "no error"
        } catch let e as JSONSchemaError {
            return e.description
        }
    }

    @Test func aStringThatDoesNotMatchIsAPatternMismatch() throws {
        let schemaText = #"{"type": "object", "properties": {"build": {"type": "string", "pattern": "^[0-9]+$"}}}"#
        #expect(try Self.messages(schemaText, #"{"build": "abc"}"#) == [
            #"t.json:1:11: error: [pattern-mismatch] build: "abc" does not match the pattern "^[0-9]+$""#,
        ])
        #expect(try Self.messages(schemaText, #"{"build": "042"}"#) == [])
        // Unanchored: a match anywhere is enough; non-strings are not checked.
        let unanchored = try Self.messages(#"{"items": {"pattern": "[0-9]"}}"#, #"["a1b", 7, "x"]"#)
        #expect(unanchored == [
            #"t.json:1:12: error: [pattern-mismatch] [2]: "x" does not match the pattern "[0-9]""#,
        ])
    }

    @Test func thePatternInAMessageIsEscapedAndBounded() throws {
        let long = String(repeating: "a", count: 500)
        let found = try Self.messages(#"{"pattern": "^\u202E\#(long)$"}"#, #""b""#)
        // Too long to quote whole, and never cut (a cut regex reads as another): described.
        #expect(found == [#"t.json:1:1: error: [pattern-mismatch] (root): "b" does not match the form its schema's pattern (503 characters) requires"#])
        let short = try Self.messages(#"{"pattern": "^\u202E\u001baaa$"}"#, #""b""#)
        #expect(short == [#"t.json:1:1: error: [pattern-mismatch] (root): "b" does not match the pattern "^\u{202E}\u{1B}aaa$""#])
    }

    @Test func anInvalidPatternIsAnImportErrorWithReasonAndOffset() throws {
        #expect(try Self.importError(#"{"type": "string", "pattern": "a(b"}"#)
            .hasPrefix(#"s.schema.json:1:31: error: [invalid-schema] the pattern "a(b" is not a valid regular expression: "#))
        #expect(try Self.importError(#"{"type": "string", "pattern": "*a"}"#)
            == #"s.schema.json:1:31: error: [invalid-schema] the pattern "*a" is not a valid regular expression: nothing to repeat before "*" (at offset 0) at /pattern"#)
        #expect(try Self.importError(#"{"patternProperties": {"ok": true, "(?=x)": {}}}"#)
            == #"s.schema.json:1:36: error: [invalid-schema] the pattern "(?=x)" is not a valid regular expression: lookahead (?=…) is not supported (at offset 0) at /patternProperties/(?=x)"#)
    }

    @Test func patternPropertiesCheckMatchedKeysAndDeclareThemForAdditionalProperties() throws {
        let schemaText = #"{"properties": {"name": {"type": "string"}}, "patternProperties": {"^x-": {"type": "integer"}}, "additionalProperties": false}"#
        let found = try Self.messages(schemaText, #"{"name": "a", "x-one": 1, "x-two": "2", "other": 3}"#)
        #expect(found == [
            #"t.json:1:36: error: [type-mismatch] x-two: expected integer, found string "2""#,
            #"t.json:1:41: error: [unknown-key] unknown key "other" at (root)"#,
        ])
        // The same with "type": "object" (a model): matched keys are not unknown either.
        let model = #"{"type": "object", "properties": {"name": {"type": "string"}}, "patternProperties": {"^x-": {"type": "integer"}}, "additionalProperties": false}"#
        #expect(try Self.messages(model, #"{"name": "a", "x-one": 1, "other": 3}"#) == [
            #"t.json:1:27: error: [unknown-key] unknown key "other" at (root)"#,
        ])
    }

    @Test func propertyNamesCheckEachKeyAsAString() throws {
        let schemaText = #"{"propertyNames": {"pattern": "^[a-z]+$", "maxLength": 3}}"#
        #expect(try Self.messages(schemaText, #"{"ab": 1, "Ab": 2, "abcd": 3}"#) == [
            #"t.json:1:11: error: [pattern-mismatch] Ab: "Ab" does not match the pattern "^[a-z]+$""#,
            #"t.json:1:20: error: [invalid-size] abcd: string of 4 characters is longer than 3 (maxLength)"#,
        ])
        #expect(try Self.messages(#"{"propertyNames": false}"#, "{}") == [])
        #expect(try Self.messages(#"{"propertyNames": {"enum": ["a"]}}"#, #"{"a": 1, "b": 2}"#).count == 1)
    }

    @Test func exportWritesThemBackAndReimportsTheSameSchema() throws {
        let schemaText = """
        {"type": "object", "properties": {"id": {"type": "string", "pattern": "^[A-Z]{2}[0-9]+$"}},
         "patternProperties": {"^x-": {"type": "integer"}, "~ipad$": {"type": "string"}},
         "additionalProperties": false, "propertyNames": {"maxLength": 20}}
        """
        let schema = try SchemaHostileTests.schema(schemaText)
        let exported = schema.jsonSchemaText()
        #expect(exported.contains(#""pattern" : "^[A-Z]{2}[0-9]+$""#) || exported.contains(#""pattern": "^[A-Z]{2}[0-9]+$""#))
        #expect(exported.contains("patternProperties") && exported.contains("propertyNames"))
        let again = try Schema(jsonSchema: try SchemaHostileTests.json(exported))
        #expect(again == schema)
        let open = try SchemaHostileTests.schema(#"{"patternProperties": {"a": {"minimum": 1}}, "additionalProperties": {"type": "string"}}"#)
        #expect(try Schema(jsonSchema: try SchemaHostileTests.json(open.jsonSchemaText())) == open)
    }

    @Test func aHugePatternAgainstMegabyteStringsStopsWithLimitExceeded() throws {
        // ^x{19997}$ compiles to 20 000 instructions (SchemaPattern.maximumProgramSize): against
        // a 1 000 000-scalar string that is 2 × 10^10 steps, refused before matching.
        let megabyte = String(repeating: "x", count: 1_000_000)
        let data = PlistNode(.array([PlistNode(.string(megabyte)), PlistNode(.string(megabyte)), PlistNode(.string(megabyte))]))
        let validator = Validator(schema: try SchemaHostileTests.schema(#"{"type": "array", "items": {"type": "string", "pattern": "^x{19997}$"}}"#))
        var found: [String] = []
        let seconds = TimeBudget.cpuSeconds { found = validator.validate(data, file: "t.json").map(\.description) }
        #expect(found == [
            "t.json: error: [limit-exceeded] [0]: validation stopped: matching the pattern \"^x{19997}$\" against a string of 1000000 characters may take 20000020000 steps, more than the 100000000 left of the 100000000 one validation may take",
        ])
        #expect(seconds < TimeBudget.seconds(1))
    }

    @Test func thePatternBudgetIsSharedByTheWholeValidation() throws {
        // Each match may take 999 × 20 001 ≈ 2 × 10^7 steps, charged whether it stops early or
        // not: the first five fit in the 10^8 budget, then the run stops, from inside anyOf too.
        let letters = String(repeating: "a", count: 20_000)
        let data = PlistNode(.array(Array(repeating: PlistNode(.string(letters)), count: 30)))
        let validator = Validator(schema: try SchemaHostileTests.schema(#"{"items": {"anyOf": [{"pattern": "b{998}"}, {"pattern": "a{998}"}]}}"#))
        var found: [String] = []
        let seconds = TimeBudget.cpuSeconds { found = validator.validate(data, file: "t.json").map(\.description) }
        // Elements 0 and 1 spend 2 × 19 980 999 steps each (both patterns); at [2], "b{998}"
        // spends 19 980 999 more, and "a{998}" no longer fits.
        #expect(found == [
            "t.json: error: [limit-exceeded] [2]: validation stopped: matching the pattern \"a{998}\" against a string of 20000 characters may take 19980999 steps, more than the 95005 left of the 100000000 one validation may take",
        ])
        #expect(seconds < TimeBudget.seconds(2))
    }

    @Test func theBuiltinInfoPlistSchemaChecksDeviceSpecificKeysThroughPatternProperties() throws {
        let url = Fixtures.repository.appendingPathComponent("Sources/PlistKit/Schema/Builtin/info-plist.schema.json")
        var options = PlistReader.Options()
        options.format = .json
        let schema = try Schema(jsonSchema: try PlistReader(options: options).read(contentsOf: url).root, file: "info-plist.schema.json")
        let validator = Validator(schema: schema)
        let found = validator.validate(try SchemaHostileTests.json(#"{"UIRequiresFullScreen~ipad": "yes"}"#), file: "t.json")
        #expect(found.map(\.description) == [
            #"t.json:1:31: error: [schema-mismatch] UIRequiresFullScreen~ipad: string "yes" is none of the 2 forms allowed here: expected Bool, found string "yes"; not a build-setting reference either (a whole value written $(NAME) or ${NAME})"#,
        ])
        #expect(validator.validate(try SchemaHostileTests.json(#"{"UIRequiresFullScreen~ipad": true}"#), file: "t.json") == [])
    }
}
