import Foundation
import Testing
@testable import PlistKit
import PlistTestSupport

/// Issue 15's remaining hostile inputs for the schema engine: `enum`/`const` payloads
/// inlined through `$ref` count against the import limit, and every per-value piece of work
/// (`uniqueItems`, `const`, `enum`, lengths, `required`…) is charged to the validation
/// budget, so that an exponential `anyOf`/`oneOf` stays bounded whatever sits at its leaves.
/// Each test failed before its fix.
@Suite struct ValidationBudgetTests {
    static func schema(_ text: String) throws -> Schema { try SchemaHostileTests.schema(text) }

    /// `oneOf` nested `depth` levels through `$defs`, each level trying two copies of the
    /// level below: the leaf schema is checked 2^depth times, and every level fails (the
    /// first because both copies of a valid leaf match).
    static func exponential(_ leaf: String, depth: Int) -> String {
        var defs = ["\"L0\": \(leaf)"]
        for k in 1...depth {
            defs.append("\"L\(k)\": {\"oneOf\": [{\"$ref\": \"#/$defs/L\(k - 1)\"}, {\"$ref\": \"#/$defs/L\(k - 1)\"}]}")
        }
        return "{\"$defs\": {\(defs.joined(separator: ","))}, \"$ref\": \"#/$defs/L\(depth)\"}"
    }

    // MARK: enum/const payloads count against the import limit

    @Test func anEnumInlinedThroughManyRefsCountsAgainstTheImportLimit() throws {
        let values = (0..<2000).map { "\"v\($0)\"" }.joined(separator: ",")
        let properties = (0..<400).map { "\"p\($0)\": {\"$ref\": \"#/$defs/E\"}" }.joined(separator: ",")
        let text = "{\"$defs\": {\"E\": {\"enum\": [\(values)]}}, \"type\": \"object\", \"properties\": {\(properties)}}"
        var error = ""
        let seconds = TimeBudget.cpuSeconds { error = SchemaHostileTests.importError(text) ?? "no error" }
        #expect(error == "s.schema.json:1:16381: error: [limit-exceeded] schema too large: with every \"$ref\" inlined it has more than 100000 schemas and enum or const values (Schema.jsonSchemaImportNodeLimit) at /properties/p49/$ref")
        #expect(seconds < TimeBudget.seconds(1))
    }

    @Test func aConstPayloadCountsOnceForEachRefToIt() throws {
        // A `const` of 1 000 elements referenced 120 times: 120 000 values.
        let big = "[" + (0..<1000).map(String.init).joined(separator: ",") + "]"
        let items = (0..<120).map { _ in "{\"$ref\": \"#/$defs/C\"}" }.joined(separator: ",")
        let text = "{\"$defs\": {\"C\": {\"const\": \(big)}}, \"allOf\": [\(items)]}"
        let error = SchemaHostileTests.importError(text) ?? "no error"
        #expect(error.contains("error: [limit-exceeded] schema too large: with every \"$ref\" inlined it has more than 100000 schemas and enum or const values"))
        // The same payload referenced 90 times is well within the limit.
        let fewer = (0..<90).map { _ in "{\"$ref\": \"#/$defs/C\"}" }.joined(separator: ",")
        let ok = "{\"$defs\": {\"C\": {\"const\": \(big)}}, \"allOf\": [\(fewer)]}"
        #expect(SchemaHostileTests.importError(ok) == nil)
    }

    /// A chain of bare `$ref`s keeps one imported schema, not a copy per link (99 000 links
    /// kept 35 MB of copies: 94 MB for a 3 MB schema).
    @Test func aChainOfRefsKeepsOneSchemaNotOnePerLink() throws {
        let node = try SchemaHostileTests.json(SchemaHostileTests.refChain(1000), file: "s.schema.json")
        var importer = JSONSchemaImporter(root: node, file: "s.schema.json", stackLimit: StackBudget.fallbackLimit)
        let schema = try importer.importRoot()
        #expect("\(schema.shape)" == "string")
        // The root and the chain's end.
        #expect(importer.resolved.count == 2)
    }

    // MARK: per-value work is charged to the check budget

    /// A leaf schema, a value whose check against it is more than O(1) work (hashing or
    /// scanning 300 elements, keys or 20 000 bytes), and how many findings that check gives.
    static let leaves: [(name: String, leaf: String, data: String, findings: Int)] = {
        let strings = "[" + (0..<300).map { "\"x\($0)\"" }.joined(separator: ",") + "]"
        let numbers = "[" + (0..<300).map(String.init).joined(separator: ",") + "]"
        let keys = (0..<300).map { "\"k\($0)\"" }
        let object = "{" + keys.map { $0 + ": 1" }.joined(separator: ",") + "}"
        let long = "\"" + String(repeating: "a", count: 20000) + "@b\""
        return [
            ("uniqueItems", "{\"uniqueItems\": true}", strings, 0),
            ("const", "{\"const\": [0]}", numbers, 1),
            ("enum of arrays", "{\"enum\": [[0], [1]]}", numbers, 1),
            ("required", "{\"required\": [\(keys.joined(separator: ","))]}", object, 0),
            ("minLength", "{\"minLength\": 1}", long, 0),
            ("format", "{\"format\": \"email\"}", long, 0),
        ]
    }()

    @Test(arguments: leaves.indices)
    func perValueWorkUnderAnExponentialOneOfIsCharged(_ i: Int) throws {
        let (_, leaf, data, _) = Self.leaves[i]
        var validator = Validator(schema: try Self.schema(Self.exponential(leaf, depth: 12)))
        validator.checkLimit = 200_000
        var found: [String] = []
        let node = try SchemaHostileTests.json(data)
        let seconds = TimeBudget.cpuSeconds { found = validator.validate(node, file: "t.json").map(\.description) }
        #expect(found == ["t.json:1:1: error: [limit-exceeded] (root): validation stopped: the schema needs more than 200000 checks or nests its checks too deeply for this value"])
        #expect(seconds < TimeBudget.seconds(1))
    }

    @Test func theSameLeavesGiveTheirVerdictOnTheirOwn() throws {
        for (name, leaf, data, findings) in Self.leaves {
            let found = Validator(schema: try Self.schema(leaf)).validate(try SchemaHostileTests.json(data), file: "t.json")
            #expect(found.count == findings, "\(name)")
        }
    }

    // MARK: a tripped budget is always reported

    @Test func theLimitFindingIsKeptPastTheFindingCap() throws {
        // 1 200 type errors, checked before the value whose check trips the budget (the
        // walk takes the containers of a model's properties last declared first).
        let schemaText = """
        {"$defs": {"R": {"type": "array", "items": {"oneOf": [{"$ref": "#/$defs/R"}, {"$ref": "#/$defs/R"}]}}},
         "type": "object", "properties": {"b": {"$ref": "#/$defs/R"}, "a": {"type": "array", "items": {"type": "integer"}}}}
        """
        let data = "{\"a\": [" + Array(repeating: "\"x\"", count: 1200).joined(separator: ",") + "], \"b\": "
            + String(repeating: "[", count: 30) + String(repeating: "]", count: 30) + "}"
        var validator = Validator(schema: try Self.schema(schemaText))
        validator.checkLimit = 100_000
        let found = validator.validate(try SchemaHostileTests.json(data), file: "t.json")
        #expect(found.count == 1002)
        #expect(found.filter { $0.rule == "limit-exceeded" }.map(\.description) == [
            "t.json:1:4816: error: [limit-exceeded] b[0]: validation stopped: the schema needs more than 100000 checks or nests its checks too deeply for this value",
        ])
        #expect(found.last?.description == "t.json: warning: [finding-limit] 200 more findings not shown (limit 1000 of each severity)")
    }

    // MARK: huge counts and tiny divisors

    @Test func aHugeMinContainsIsEffectivelyInfinite() throws {
        let found = try SchemaHostileTests.messages("{\"type\": \"array\", \"contains\": {\"type\": \"string\"}, \"minContains\": 1e30}", "[\"a\", \"b\"]")
        #expect(found == ["t.json:1:1: error: [schema-mismatch] (root): 2 elements match \"contains\", fewer than 9223372036854775807"])
        #expect(try SchemaHostileTests.messages("{\"type\": \"string\", \"maxLength\": 1e30}", "\"abc\"") == [])
        #expect(try SchemaHostileTests.messages("{\"type\": \"string\", \"maxLength\": 18446744073709551616}", "\"abc\"") == [])
        #expect(SchemaHostileTests.importError("{\"contains\": {}, \"minContains\": 1.5}") == "s.schema.json:1:33: error: [invalid-schema] \"minContains\" must be a non-negative integer at /minContains")
        #expect(SchemaHostileTests.importError("{\"contains\": {}, \"minContains\": -1e30}") == "s.schema.json:1:33: error: [invalid-schema] \"minContains\" must be a non-negative integer at /minContains")
    }

    @Test func anIntegerIsAMultipleOfATinyDecimal() throws {
        #expect(try SchemaHostileTests.messages("{\"type\": \"integer\", \"multipleOf\": 1e-300}", "12391239123") == [])
        #expect(try SchemaHostileTests.messages("{\"multipleOf\": 1e-8}", "12391239123") == [])
        #expect(try SchemaHostileTests.messages("{\"multipleOf\": 0.0001}", "0.0075") == [])
        #expect(try SchemaHostileTests.messages("{\"multipleOf\": 0.1}", "0.3") == [])
        // 1e308 is read as 10^308 (not the binary integer nearest it): a multiple of 5, not of 3.
        #expect(try SchemaHostileTests.messages("{\"multipleOf\": 5}", "1e308") == [])
        #expect(try SchemaHostileTests.messages("{\"multipleOf\": 3}", "1e308")
                == ["t.json:1:1: error: [out-of-range] (root): 1e+308 is not a multiple of 3"])
        #expect(try SchemaHostileTests.messages("{\"multipleOf\": 0.123456789}", "1e308")
                == ["t.json:1:1: error: [out-of-range] (root): 1e+308 is not a multiple of 0.123456789"])
        #expect(try SchemaHostileTests.messages("{\"multipleOf\": 7}", "18446744073709551615")
                == ["t.json:1:1: error: [out-of-range] (root): 18446744073709551615 is not a multiple of 7"])
        #expect(try SchemaHostileTests.messages("{\"multipleOf\": 1e-300}", "1.5e-300")
                == ["t.json:1:1: error: [out-of-range] (root): 1.5e-300 is not a multiple of 1e-300"])
        #expect(try SchemaHostileTests.messages("{\"multipleOf\": 3e-300}", "9e-300") == [])
    }
}
