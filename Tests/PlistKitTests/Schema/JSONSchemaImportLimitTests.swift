import Foundation
import Testing
@testable import PlistKit
import PlistTestSupport

/// `$defs` are imported once, and the inlined schema is bounded by
/// ``Schema/jsonSchemaImportNodeLimit``: a few kilobytes of definitions that reference the next
/// one twice (2^n nodes) are an error, not seconds of work.
@Suite struct JSONSchemaImportLimitTests {
    /// `D0`…`D(n-1)`: arrays of objects whose `a` and `b` both reference the next; `Dn` a string.
    static func chain(_ n: Int) -> String {
        var defs: [String] = []
        for i in 0..<n {
            let ref = "{\"$ref\": \"#/$defs/D\(i + 1)\"}"
            defs.append("\"D\(i)\": {\"type\": \"array\", \"items\": {\"type\": \"object\", \"properties\": {\"a\": \(ref), \"b\": \(ref)}}}")
        }
        defs.append("\"D\(n)\": {\"type\": \"string\"}")
        return "{\"$defs\": {\(defs.joined(separator: ", "))}, \"type\": \"object\", \"properties\": {\"x\": {\"$ref\": \"#/$defs/D0\"}}}"
    }

    static func importing(_ text: String) throws -> Schema {
        var options = PlistReader.Options()
        options.format = .json
        let document = try PlistReader(options: options).read(Data(text.utf8), file: "e.schema.json")
        return try Schema(jsonSchema: document.root, file: document.file)
    }

    @Test func exponentialDefinitionsAreRejectedFast() throws {
        let start = TimeBudget.threadCPUSeconds()
        let text = Self.chain(20)
        #expect(text.utf8.count < 3000)
        let error = try #require(throws: JSONSchemaError.self) { try Self.importing(text) }
        #expect(error.rule == "limit-exceeded")
        #expect(error.message == "schema too large: with every \"$ref\" inlined it has more than 100000 schemas and enum or const values (Schema.jsonSchemaImportNodeLimit) at /$defs/D5/items/properties/b/$ref")
        #expect(error.file == "e.schema.json")
        #expect(TimeBudget.threadCPUSeconds() - start < TimeBudget.seconds(1))
    }

    @Test func sharedDefinitionsBelowTheLimitAreImportedOnceAndInlined() throws {
        let schema = try Self.importing(Self.chain(3))
        guard case .object(let root) = schema.shape, case .array(let d0) = root.properties[0].schema.shape,
              case .object(let o0) = d0.shape, case .array(let d1) = o0.properties[1].schema.shape,
              case .object(let o1) = d1.shape else {
            Issue.record("unexpected shape \(schema.shape)")
            return
        }
        #expect(o0.properties.map(\.key) == ["a", "b"])
        #expect(o0.properties[0].schema == o0.properties[1].schema)
        #expect(o1.properties[0].schema.displayTypeName == "[items]")
    }
}
