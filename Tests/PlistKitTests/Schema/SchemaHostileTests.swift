import Foundation
import Testing
@testable import PlistKit
import PlistTestSupport

/// Issue 15's schema defects (inputs from `shared/attacks/round2/gen_schema.py`): each test
/// failed before its fix — a crash, a wrong verdict, unbounded findings or time.
/// A value handed back from a joined thread.
final class ResultBox<T>: @unchecked Sendable { var value: T? }

@Suite struct SchemaHostileTests {
    static func json(_ text: String, file: String = "t.json") throws -> PlistNode {
        var options = PlistReader.Options()
        options.format = .json
        return try PlistReader(options: options).read(Data(text.utf8), file: file).root
    }

    static func schema(_ text: String) throws -> Schema {
        try Schema(jsonSchema: try json(text, file: "s.schema.json"), file: "s.schema.json")
    }

    static func messages(_ schemaText: String, _ data: String) throws -> [String] {
        Validator(schema: try schema(schemaText)).validate(try json(data), file: "t.json").map(\.description)
    }

    static func importError(_ text: String) -> String? {
        do {
            _ = try schema(text)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// Runs `work` on a thread with a 512 KiB stack (macOS's default for secondary threads).
    static func onSmallStack<T: Sendable>(_ work: @escaping @Sendable () -> T) -> T {
        let box = ResultBox<T>()
        let thread = JoinableThread(name: "small-stack", stackSize: 512 << 10) { box.value = work() }
        if let thread { thread.join() }
        return box.value!
    }

    static func refChain(_ n: Int) -> String {
        var defs = (0..<n).map { "\"A\($0)\": {\"$ref\": \"#/$defs/A\($0 + 1)\"}" }
        defs.append("\"A\(n)\": {\"type\": \"string\"}")
        return "{\"$defs\": {\(defs.joined(separator: ","))}, \"$ref\": \"#/$defs/A0\"}"
    }

    static func nestedItems(_ depth: Int) -> String {
        var s = "{\"type\":\"string\"}"
        for _ in 0..<depth { s = "{\"type\":\"array\",\"items\":" + s + "}" }
        return s
    }

    // MARK: #1, #13: recursion bounded by stack use

    @Test func aChainOf3600RefsImportsOnA512KiBStack() throws {
        let text = Self.refChain(3600)
        let result = Self.onSmallStack { () -> String in
            guard let s = try? Self.schema(text) else { return "error" }
            return "\(s.shape)"
        }
        #expect(result == "string")
    }

    @Test func itemsNested250DeepImportAndCheckOnA512KiBStack() throws {
        let schemaText = Self.nestedItems(250)
        let data = String(repeating: "[", count: 250) + "\"x\"" + String(repeating: "]", count: 250)
        let bad = String(repeating: "[", count: 250) + "1" + String(repeating: "]", count: 250)
        let verdicts = Self.onSmallStack { () -> [Int] in
            guard let s = try? Self.schema(schemaText), let good = try? Self.json(data), let wrong = try? Self.json(bad) else { return [-1] }
            let v = Validator(schema: s)
            return [v.validate(good).count, v.validate(wrong).count]
        }
        #expect(verdicts == [0, 1])
    }

    @Test func aChainOf10000NestedObjectsIsALocatedErrorNotACrash() throws {
        var defs = (0..<10000).map { "\"O\($0)\": {\"type\": \"object\", \"properties\": {\"n\": {\"$ref\": \"#/$defs/O\($0 + 1)\"}}}" }
        defs.append("\"O10000\": {\"type\": \"string\"}")
        let text = "{\"$defs\": {\(defs.joined(separator: ","))}, \"$ref\": \"#/$defs/O0\"}"
        let error = Self.onSmallStack { Self.importError(text) ?? "no error" }
        #expect(error.hasPrefix("s.schema.json:1:"))
        #expect(error.contains("error: [limit-exceeded] schema nested too deep (its import would use more than 12288 KiB of stack) at /$defs/O"))
    }

    // MARK: #2: findings capped like the reader's

    @Test func validatorFindingsAreCappedAt1000() throws {
        let data = "[" + Array(repeating: "\"x\"", count: 5000).joined(separator: ",") + "]"
        var findings: [Diagnostic] = []
        let seconds = try TimeBudget.cpuSeconds {
            findings = Validator(schema: try Self.schema("{\"type\":\"array\",\"items\":{\"enum\":[\"a\",\"b\"]}}")).validate(try Self.json(data), file: "t.json")
        }
        #expect(findings.count == 1001)
        #expect(findings[999].description == "t.json:1:3998: error: [invalid-enum-value] [999]: \"x\" is not one of \"a\", \"b\" (String)")
        #expect(findings[1000].description == "t.json: warning: [finding-limit] 4000 more findings not shown (limit 1000 of each severity)")
        #expect(seconds < TimeBudget.seconds(1))
    }

    // MARK: #6: enum by hash, bounded messages

    @Test func aLargeEnumIsOneHashLookupPerValueAndItsMessageIsBounded() throws {
        let values = (0..<30000).map { "\"v\($0)\"" }
        let schemaText = "{\"type\":\"array\",\"items\":{\"type\":\"string\",\"enum\":[\(values.joined(separator: ","))]}}"
        let good = "[" + values.reversed().joined(separator: ",") + "]"
        var findings: [Diagnostic] = []
        let seconds = try TimeBudget.cpuSeconds {
            let v = Validator(schema: try Self.schema(schemaText))
            #expect(v.validate(try Self.json(good)).isEmpty)
            findings = v.validate(try Self.json("[\"bad\"]"), file: "t.json")
        }
        #expect(findings.map(\.description) == [
            "t.json:1:2: error: [invalid-enum-value] [0]: \"bad\" is not one of \"v0\", \"v1\", \"v2\", \"v3\", \"v4\", \"v5\", \"v6\", \"v7\", \"v8\", \"v9\", \"v10\", \"v11\", \"v12\", \"v13\", \"v14\", \"v15\", \"v16\", \"v17\", \"v18\", \"v19\" and 29980 more (String)",
        ])
        #expect(seconds < TimeBudget.seconds(2))
    }

    @Test func manyBadValuesAgainstALargeEnumCostNoMessagesPastTheCapAndBoundedSuggestions() throws {
        // Was 8.5 s in a release plist-lint (the list and a fresh suggestion index built for
        // every bad value, past the cap too).
        let values = (0..<10000).map { String(format: "\"value-%06d\"", $0) }
        let schemaText = "{\"type\":\"array\",\"items\":{\"type\":\"string\",\"enum\":[\(values.joined(separator: ","))]}}"
        let bad = "[" + (0..<100_000).map { "\"bad\($0)\"" }.joined(separator: ",") + "]"
        var findings: [Diagnostic] = []
        let seconds = try TimeBudget.cpuSeconds {
            findings = Validator(schema: try Self.schema(schemaText)).validate(try Self.json(bad), file: "t.json")
        }
        #expect(findings.count == 1001)
        #expect(findings[1000].description == "t.json: warning: [finding-limit] 99000 more findings not shown (limit 1000 of each severity)")
        #expect(seconds < TimeBudget.seconds(2))
    }

    @Test func aSmallEnumsNearMissesAllGetTheirSuggestion() throws {
        let bad = "[" + Array(repeating: "\"alhpa\"", count: 1500).joined(separator: ",") + "]"
        let findings = try Self.messages("{\"type\":\"array\",\"items\":{\"enum\":[\"alpha\",\"bravo\",\"charlie\"]}}", bad)
        #expect(findings.count == 1001)
        #expect(findings[999] == "t.json:1:7994: error: [invalid-enum-value] [999]: \"alhpa\" is not one of \"alpha\", \"bravo\", \"charlie\" (String), did you mean \"alpha\"?")
    }

    @Test func enumValuesCompareAsJSONNumbers() throws {
        #expect(try Self.messages("{\"enum\":[1, [2, {\"a\": 3}]]}", "1.0") == [])
        #expect(try Self.messages("{\"enum\":[1, [2, {\"a\": 3}]]}", "[2.0, {\"a\": 3.0}]") == [])
        #expect(try Self.messages("{\"enum\":[1, 2]}", "null") == ["t.json:1:1: error: [invalid-enum-value] (root): null is not one of 1, 2 (Any)"])
    }

    // MARK: #8: keywords beside $ref and anyOf apply

    @Test func keywordsBesideRefAndAnyOfApply() throws {
        let schemaText = """
        {"$defs": {"S": {"type": "string"}, "O": {"type": "object", "properties": {"role": {"type": "string"}}}},
         "type": "object", "properties": {
           "role": {"$ref": "#/$defs/S", "enum": ["user"]},
           "obj": {"$ref": "#/$defs/O", "required": ["role"]},
           "n": {"$ref": "#/$defs/S", "type": "integer"},
           "o": {"anyOf": [{"type": "object", "properties": {"a": {"type": "integer"}}}, {"type": "null"}], "required": ["a"], "additionalProperties": false}},
         "required": ["role", "obj", "n", "o"]}
        """
        let found = try Self.messages(schemaText, "{\"role\": \"admin\", \"obj\": {}, \"n\": \"x\", \"o\": {\"zzz\": 1}}")
        #expect(found == [
            "t.json:1:10: error: [invalid-enum-value] role: \"admin\" is not one of \"user\" (String)",
            "t.json:1:26: error: [missing-key] missing required key \"role\" in obj",
            "t.json:1:35: error: [type-mismatch] n: expected integer, found string \"x\"",
            "t.json:1:45: error: [missing-key] missing required key \"a\" in o",
            "t.json:1:46: error: [unknown-key] unknown key \"zzz\" at o",
        ])
    }

    // MARK: #9: recursive arrays and maps checked at every level

    @Test func recursiveArrayAndMapDefinitionsAreCheckedAtEveryLevel() throws {
        let array = "{\"$defs\": {\"A\": {\"type\": \"array\", \"items\": {\"$ref\": \"#/$defs/A\"}}}, \"$ref\": \"#/$defs/A\"}"
        #expect(try Self.messages(array, "[[[\"x\"]]]") == ["t.json:1:4: error: [type-mismatch] [0][0][0]: expected [A], found string \"x\""])
        let map = "{\"$defs\": {\"M\": {\"type\": \"object\", \"additionalProperties\": {\"$ref\": \"#/$defs/M\"}}}, \"$ref\": \"#/$defs/M\"}"
        #expect(try Self.messages(map, "{\"a\": {\"b\": 1}}") == ["t.json:1:13: error: [type-mismatch] a.b: expected [String: M], found number 1"])
        let nullable = "{\"$defs\": {\"A\": {\"type\": \"array\", \"items\": {\"anyOf\": [{\"$ref\": \"#/$defs/A\"}, {\"type\": \"null\"}]}}}, \"$ref\": \"#/$defs/A\"}"
        #expect(try Self.messages(nullable, "[null, [null, [\"x\"]]]") == ["t.json:1:16: error: [type-mismatch] [1][1][0]: expected [A], found string \"x\""])
    }

    // MARK: #16: numeric ranges and formats checked

    @Test func rangesAndFormatsAreChecked() throws {
        let schemaText = """
        {"type": "object", "properties": {
          "percent": {"type": "integer", "minimum": 0, "maximum": 100},
          "ratio": {"type": "number", "exclusiveMinimum": 0, "maximum": 1},
          "step": {"type": "number", "multipleOf": 0.25},
          "name": {"type": "string", "format": "email"}}}
        """
        let found = try Self.messages(schemaText, "{\"percent\": -300, \"ratio\": 0, \"step\": 0.3, \"name\": \"x\"}")
        #expect(found == [
            "t.json:1:13: error: [out-of-range] percent: -300 is less than the minimum 0",
            "t.json:1:28: error: [out-of-range] ratio: 0 is not greater than the exclusive minimum 0",
            "t.json:1:39: error: [out-of-range] step: 0.3 is not a multiple of 0.25",
            "t.json:1:52: error: [invalid-format] name: \"x\" is not a valid email",
        ])
        #expect(try Self.messages(schemaText, "{\"percent\": 100.0, \"ratio\": 1, \"step\": 0.75, \"name\": \"a@b\"}") == [])
        #expect(Self.importError("{\"type\": \"string\", \"format\": \"hostname\"}")
                == "s.schema.json:1:30: error: [unsupported-schema-keyword] \"format\" \"hostname\" is not supported (checked formats: date, date-time, email, time, uri, uuid) at /format")
        #expect(Self.importError("{\"type\": \"integer\", \"minimum\": 1e400}") != nil)
    }

    // MARK: Near-misses: cycles, JSON Pointers, duplicate keys

    @Test func refCyclesThatDoNotDescendAreErrors() {
        #expect(Self.importError("{\"$defs\": {\"A\": {\"$ref\": \"#/$defs/B\"}, \"B\": {\"$ref\": \"#/$defs/A\"}}, \"$ref\": \"#/$defs/A\"}")
                == "s.schema.json:1:77: error: [invalid-schema] \"$ref\" cycle: \"#/$defs/A\" leads back to \"#/$defs/A\" through \"$ref\"s alone, so it describes no value at /$ref")
        #expect(Self.importError("{\"$defs\": {\"A\": {\"allOf\": [{\"$ref\": \"#/$defs/A\"}]}}, \"$ref\": \"#/$defs/A\"}")
                == "s.schema.json:1:37: error: [invalid-schema] \"$ref\" cycle: \"#/$defs/A\" leads back into its own schema without descending into a property or element, so it never ends at /$defs/A/allOf/0/$ref")
    }

    /// A chain that runs into a cycle it did not start in (A → B → C → D → B) is found without
    /// remembering every link, and names the first link seen twice.
    @Test func aChainIntoALaterCycleNamesItsFirstRepeatedLink() {
        let defs = "\"A\": {\"$ref\": \"#/$defs/B\"}, \"B\": {\"$ref\": \"#/$defs/C\"}, \"C\": {\"$ref\": \"#/$defs/D\"}, \"D\": {\"$ref\": \"#/$defs/B\"}"
        #expect(Self.importError("{\"$defs\": {\(defs)}, \"$ref\": \"#/$defs/A\"}")
                == "s.schema.json:1:133: error: [invalid-schema] \"$ref\" cycle: \"#/$defs/A\" leads back to \"#/$defs/B\" through \"$ref\"s alone, so it describes no value at /$ref")
    }

    @Test func refsFollowJSONPointer() throws {
        let slash = "{\"$defs\": {\"a\": {\"type\": \"object\", \"properties\": {\"b\": {\"type\": \"integer\"}}}, \"a/b\": {\"type\": \"boolean\"}}, \"$ref\": \"#/$defs/a/properties/b\"}"
        #expect(try Self.messages(slash, "true") == ["t.json:1:1: error: [type-mismatch] (root): expected integer, found boolean true"])
        let escaped = "{\"$defs\": {\"a/b\": {\"type\": \"boolean\"}}, \"$ref\": \"#/$defs/a~1b\"}"
        #expect(try Self.messages(escaped, "true") == [])
        #expect(Self.importError("{\"$defs\": {\"a\": {\"type\": \"object\"}, \"a/b\": {\"type\": \"boolean\"}}, \"$ref\": \"#/$defs/a/b\"}")
                == "s.schema.json:1:74: error: [invalid-schema] \"$ref\" \"#/$defs/a/b\" points to nothing in this document at /$ref")
        #expect(Self.importError("{\"$defs\": {\"~2\": {\"type\": \"integer\"}}, \"$ref\": \"#/$defs/~2\"}")
                == "s.schema.json:1:48: error: [invalid-schema] \"$ref\" \"#/$defs/~2\" is not a valid JSON Pointer (\"~\" must be followed by 0 or 1, RFC 6901) at /$ref")
    }

    @Test func duplicateKeysInASchemaFileAreErrors() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("plistkit-\(UUID().uuidString).schema.json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data("{\"type\":\"object\",\"additionalProperties\":false,\"additionalProperties\":true}".utf8).write(to: url)
        #expect(throws: PlistReadError.self) { try Schema(jsonSchemaContentsOf: url, file: "d.schema.json") }
        do {
            _ = try Schema(jsonSchemaContentsOf: url, file: "d.schema.json")
        } catch {
            #expect("\(error)" == "d.schema.json:1:47: error: [duplicate-key] duplicate key \"additionalProperties\" (first defined at 1:18)")
        }
    }
}

extension SchemaHostileTests {
    /// Exponential `anyOf` nesting (each level tries two branches that both fail at the leaf)
    /// stops at the check budget with one located error.
    @Test func exponentialAnyOfStopsAtTheCheckBudget() throws {
        let schemaText = "{\"$defs\": {\"A\": {\"anyOf\": [{\"type\": \"array\", \"items\": {\"$ref\": \"#/$defs/A\"}}, {\"type\": \"array\", \"minItems\": 0, \"items\": {\"$ref\": \"#/$defs/A\"}}]}}, \"$ref\": \"#/$defs/A\"}"
        let data = String(repeating: "[", count: 40) + "\"x\"" + String(repeating: "]", count: 40)
        var validator = Validator(schema: try Self.schema(schemaText))
        #expect(validator.checkLimit == 6_000_000)
        validator.checkLimit = 200_000
        var found: [String] = []
        let seconds = try TimeBudget.cpuSeconds { found = validator.validate(try Self.json(data), file: "t.json").map(\.description) }
        #expect(found == ["t.json:1:1: error: [limit-exceeded] (root): validation stopped: the schema needs more than 200000 checks or nests its checks too deeply for this value"])
        #expect(seconds < TimeBudget.seconds(2))
    }
}
