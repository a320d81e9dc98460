import Foundation
import Testing
@testable import PlistKit
import PlistTestSupport

/// The JSON Schema importer's messages that come from templates beside their rules
/// (`DiagnosticRule+Schemas.swift`) and no other test asserts: each bad schema's exact error,
/// rule, message, pointer and location.
@Suite struct JSONSchemaImportWordingTests {
    static let cases: [(schema: String, error: String)] = [
        ("[1]", "s.schema.json:1:1: error: [invalid-schema] a JSON Schema must be an object, found array at /"),
        ("{\"items\": 3, \"type\": \"array\"}",
         "s.schema.json:1:11: error: [invalid-schema] a schema must be an object or a boolean, found integer at /items"),
        ("{\"type\": [1]}", "s.schema.json:1:11: error: [invalid-schema] \"type\" entries must be strings at /type"),
        ("{\"type\": \"object\", \"required\": [1]}",
         "s.schema.json:1:33: error: [invalid-schema] \"required\" entries must be strings at /required"),
        ("{\"dependentRequired\": {\"a\": 1}}",
         "s.schema.json:1:29: error: [invalid-schema] \"dependentRequired\" entries must be arrays at /dependentRequired/a"),
        ("{\"dependentRequired\": {\"a\": [1]}}",
         "s.schema.json:1:30: error: [invalid-schema] \"dependentRequired\" entries must be arrays of strings at /dependentRequired/a"),
        ("{\"type\": \"text\"}", "s.schema.json:1:10: error: [invalid-schema] unknown type \"text\" at /type"),
        ("{\"type\": \"string\", \"x-plist-type\": \"uid\"}",
         "s.schema.json:1:36: error: [invalid-schema] unknown \"x-plist-type\" \"uid\" for a string at /x-plist-type"),
        ("{\"type\": \"number\", \"x-plist-type\": \"date\"}",
         "s.schema.json:1:36: error: [invalid-schema] unknown \"x-plist-type\" \"date\" for a number at /x-plist-type"),
        ("{\"properties\": {\"a\": {\"$id\": \"x\"}}}",
         "s.schema.json:1:30: error: [unsupported-schema-keyword] \"$id\" below the root is not supported at /properties/a/$id"),
        ("{\"type\": \"string\", \"format\": \"ipv4\"}",
         "s.schema.json:1:30: error: [unsupported-schema-keyword] \"format\" \"ipv4\" is not supported (checked formats: date, date-time, email, time, uri, uuid) at /format"),
    ]

    @Test(arguments: cases)
    func importError(schema: String, error: String) {
        #expect(SchemaHostileTests.importError(schema) == error)
    }
}
