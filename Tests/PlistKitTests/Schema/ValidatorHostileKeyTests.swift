import Foundation
import Testing
@testable import PlistKit
import PlistTestSupport

/// Hostile keys through the validator (issue 15 #4, #5, #7; issue 16 item 8): only public API,
/// so that the same tests run against the code before the fix.
@Suite struct ValidatorHostileKeyTests {
    // MARK: Through the validator

    static func validate(_ json: String, _ schema: String, options: Validator.Options = Validator.Options()) throws -> [String] {
        let s = try Schema(jsonSchema: try PlistReader().read(Data(schema.utf8)).root)
        let root = try PlistReader().read(Data(json.utf8)).root
        return Validator(schema: s, options: options).validate(root, file: "f.json").map(\.description)
    }

    @Test func validatorSuggestsTheSlipsOfARequiredAcronymKey() throws {
        let schema = #"{"type": "object", "properties": {"ID": {"type": "integer"}, "useTLS": {"type": "boolean"}}, "required": ["ID"]}"#
        #expect(try Self.validate(#"{"idd": 1, "use_tls": true}"#, schema) == [
            "f.json:1:2: error: [unknown-key] unknown key \"idd\" at (root), did you mean \"ID\"?",
            "f.json:1:12: warning: [unknown-key] unknown key \"use_tls\" at (root), did you mean \"useTLS\"?",
        ])
    }

    /// Issue 15 #7: NFD `café` against an NFC `café` property with `additionalProperties: false`
    /// is an unknown key, paired with the declared one and saying why (it passed before).
    @Test func canonicallyEquivalentKeyIsAnUnknownKey() throws {
        let schema = #"{"type": "object", "properties": {"caf\#u{E9}": {"type": "string", "enum": ["a"]}}, "additionalProperties": false}"#
        #expect(try Self.validate("{\"cafe\u{301}\": \"evil\"}", schema) == [
            "f.json:1:2: error: [unknown-key] unknown key \"cafe\u{301}\" at (root), did you mean \"caf\u{E9}\"? (the two differ only in Unicode normalisation)",
        ])
    }

    // MARK: Bounded work

    static func unknownKeys(_ n: Int, prefix: String) -> String {
        "{" + (0..<n).map { "\"\(prefix)\(String(format: "%06d", $0))\": 1" }.joined(separator: ",") + "}"
    }

    static func required(_ n: Int, prefix: String) -> String {
        let names = (0..<n).map { "\"\(prefix)\(String(format: "%06d", $0))\"" }
        return #"{"type": "object", "additionalProperties": false, "properties": {"# + names.map { "\($0): {\"type\": \"integer\"}" }.joined(separator: ",")
            + #"}, "required": ["# + names.joined(separator: ",") + "]}"
    }

    /// 3 000 unknown keys against 3 000 missing required properties, none close: every pair was
    /// scored (25 s before; issue 15 #5).
    @Test func thousandsOfUnknownKeysAgainstThousandsOfPropertiesAreBounded() throws {
        let schema = try Schema(jsonSchema: try PlistReader().read(Data(Self.required(3000, prefix: "prop").utf8)).root)
        let root = try PlistReader().read(Data(Self.unknownKeys(3000, prefix: "zzzz").utf8)).root
        let validator = Validator(schema: schema)
        var count = 0
        let cpu = TimeBudget.cpuSeconds { count = validator.validate(root).count }
        // 6 000 findings, of which the validator keeps 1 000 and one `finding-limit` warning.
        #expect(count == 1001)
        #expect(cpu < TimeBudget.seconds(1), "\(cpu) s")
    }

    /// Two 100 KB keys one substitution apart (59 s before): the distance is not computed for
    /// names over `KeySuggestion.maxLength` bytes.
    @Test func twoLongKeysAreBounded() throws {
        let k = String(repeating: "k", count: 100_000)
        let schema = try Schema(jsonSchema: try PlistReader().read(Data(#"{"type": "object", "properties": {"\#(k)a": {"type": "integer"}}, "required": ["\#(k)a"]}"#.utf8)).root)
        let root = try PlistReader().read(Data(#"{"\#(k)b": 1}"#.utf8)).root
        let validator = Validator(schema: schema)
        var count = 0
        let cpu = TimeBudget.cpuSeconds { count = validator.validate(root).count }
        #expect(count == 2)
        #expect(cpu < TimeBudget.seconds(1), "\(cpu) s")
    }

    /// One 400 KB key of combining marks (U+0301 U+0316 repeated) against a schema: hashing it
    /// as a Swift `String` normalised it in quadratic time (65 s before; issue 15 #4).
    @Test func combiningMarkKeyIsLinear() throws {
        let key = "a" + String(repeating: "\u{301}\u{316}", count: 100_000)
        let schema = try Schema(jsonSchema: try PlistReader().read(Data(#"{"type": "object", "properties": {"b": {"type": "integer"}}}"#.utf8)).root)
        let root = try PlistReader().read(Data("{\"\(key)\": 1}".utf8)).root
        let validator = Validator(schema: schema)
        var count = 0
        let cpu = TimeBudget.cpuSeconds { count = validator.validate(root).count }
        #expect(count == 1)
        #expect(cpu < TimeBudget.seconds(1), "\(cpu) s")
    }

    /// The same key against an open dictionary whose properties have titles, where an unknown
    /// key is looked up among the titles, and in the check of which root entries a reader keeps
    /// (``Validator/rootDictionaryKeeps``): the title index hashed it as a `String` (2.6 s for a
    /// 120 KB key, 8.8 s for ten in a 1.2 MB file).
    @Test func combiningMarkKeyAmongTitlesIsLinear() throws {
        let key = "a" + String(repeating: "\u{301}\u{316}", count: 100_000)
        let schema = try Schema(jsonSchema: try PlistReader().read(Data(#"{"type": "object", "x-plist-additional-keys": "suggest", "properties": {"b": {"type": "integer", "title": "Bee"}}}"#.utf8)).root)
        let root = try PlistReader().read(Data("{\"\(key)\": 1, \"Bee\": 2}".utf8)).root
        let validator = Validator(schema: schema)
        var findings: [Diagnostic] = []
        var kept: [Bool] = []
        let cpu = TimeBudget.cpuSeconds {
            findings = validator.validate(root)
            kept = [key, "Bee", "b", "B"].map { validator.rootDictionaryKeeps?($0) ?? true }
        }
        #expect(findings.map(\.message) == [#"unknown key "Bee" at (root), did you mean "b"?"#])
        #expect(kept == [false, true, true, false])
        #expect(cpu < TimeBudget.seconds(1), "\(cpu) s")
    }

    /// 20 properties and 50 000 unknown keys of their length, none close (9.6 s before).
    @Test func manyUnknownKeysAgainstAnOrdinaryModelAreBounded() throws {
        let names = (1...20).map { "\"property\(String(100 + $0).dropFirst())\"" }
        let schema = try Schema(jsonSchema: try PlistReader().read(Data((#"{"type": "object", "properties": {"# + names.map { "\($0): {\"type\": \"string\"}" }.joined(separator: ",")
            + #"}, "required": ["# + names.joined(separator: ",") + "]}").utf8)).root)
        let root = try PlistReader().read(Data(("{" + (0..<50_000).map { "\"zz\(String(100_000_000 + $0).dropFirst())\": 0" }.joined(separator: ",") + "}").utf8)).root
        let validator = Validator(schema: schema)
        var findings: [Diagnostic] = []
        let cpu = TimeBudget.cpuSeconds { findings = validator.validate(root) }
        // 50 020 findings: the 20 missing-key errors, 1 000 of the 50 000 unknown-key warnings
        // and one `finding-limit` warning (the cap is per severity: the errors are all kept).
        #expect(findings.count == 1021)
        #expect(findings.filter { $0.severity == .error }.count == 20)
        #expect(findings.last?.message == "49000 more findings not shown (limit 1000 of each severity)")
        #expect(cpu < TimeBudget.seconds(1), "\(cpu) s")
    }
}
