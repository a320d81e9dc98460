import Foundation
import Testing

/// Sibling `NAME.schema.json` files come from the same pull request as the property lists:
/// through the real `plist-lint` process, they are read within `--max-size` and `--max-values`,
/// and one whose `$ref`s would inline to 2^20 schemas is an error within one second.
@Suite(.serialized) struct SchemaFileLimitProcessTests {
    /// The JSON Schema of the security report: `D0`…`D19` each referencing the next twice.
    static var exponentialSchema: [UInt8] {
        var defs: [String] = []
        for i in 0..<20 {
            let ref = "{\"$ref\": \"#/$defs/D\(i + 1)\"}"
            defs.append("\"D\(i)\": {\"type\": \"array\", \"items\": {\"type\": \"object\", \"properties\": {\"a\": \(ref), \"b\": \(ref)}}}")
        }
        defs.append("\"D20\": {\"type\": \"string\"}")
        return Array("{\"$defs\": {\(defs.joined(separator: ", "))}, \"type\": \"object\", \"properties\": {\"x\": {\"$ref\": \"#/$defs/D0\"}}}".utf8)
    }

    static let smallPlist = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>x</key><array/></dict></plist>\n".utf8)

    @Test func exponentialSiblingSchemaIsRejected() throws {
        try HostileLimitsProcessTests.expectRejected(["e.plist": Self.smallPlist, "e.schema.json": Self.exponentialSchema], lint: "e.plist",
            message: "error: [limit-exceeded] schema too large: with every \"$ref\" inlined it has more than 100000 schemas and enum or const values (Schema.jsonSchemaImportNodeLimit) at /$defs/D5/items/properties/b/$ref")
    }

    @Test func schemaErrorShowsNoLineOfThePlist() throws {
        let dir = try HostileLimitsProcessTests.folder(["e.plist": Self.smallPlist, "e.schema.json": Self.exponentialSchema])
        defer { try? FileManager.default.removeItem(at: dir) }
        let outcome = try ChildProcess.run(ChildProcess.plistLint, [dir.appendingPathComponent("e.plist").path])
        #expect(outcome.exitStatus == 1)
        #expect(outcome.stderr == dir.appendingPathComponent("e.schema.json").path
            + ":1:762: error: [limit-exceeded] schema too large: with every \"$ref\" inlined it has more than 100000 schemas and enum or const values (Schema.jsonSchemaImportNodeLimit) at /$defs/D5/items/properties/b/$ref\n")
    }

    @Test func siblingSchemaLargerThanMaxSizeIsNotRead() throws {
        let schema = Array("{\"type\": \"object\", \"description\": \"\(String(repeating: "x", count: 2000))\"}".utf8)
        try HostileLimitsProcessTests.expectRejected(["e.plist": Self.smallPlist, "e.schema.json": schema], lint: "e.plist", ["--max-size", "1k"],
            message: "e.schema.json: error: [limit-exceeded] file is \(schema.count) bytes, more than the limit of 1024 (raise it with --max-size)")
    }

    @Test func schemaFileWithTooManyValuesIsNotImported() throws {
        let schema = Array("{\"type\": \"object\", \"enum\": [\(Array(repeating: "0", count: 2000).joined(separator: ","))]}".utf8)
        try HostileLimitsProcessTests.expectRejected(["e.plist": Self.smallPlist, "e.schema.json": schema], lint: "e.plist", ["--max-values", "1000"],
            message: "more than 1000 values; raise it with --max-values")
    }
}
