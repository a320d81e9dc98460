import Foundation
import Testing
@testable import PlistKit

@Suite struct JSONSchemaImportTests {
    @Test func roundTripsEverySeedAndRichSchema() throws {
        let schemas: [Schema] = [
            Schema(of: [AppInfo].self), Schema(of: [Question].self), Schema(of: [Column].self),
            Schema(of: ImageInfo.self), Schema(of: [Contact].self), Schema(of: Rich.self), Schema(of: [[AppConfig]].self),
        ]
        for s in schemas {
            let exported = s.jsonSchema()
            let imported = try Schema(jsonSchema: PlistNode(exported))
            #expect(imported == s)
            #expect(imported.jsonSchemaText() == s.jsonSchemaText())
        }
    }

    @Test func importsStandardKeywords() throws {
        let doc: PlistValue = [
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "type": "object",
            "title": "Config",
            "properties": [
                "name": ["type": "string", "description": "shown"],
                "level": ["type": "integer", "minimum": 0, "maximum": 255],
                "mode": ["enum": ["fast", "safe"]],
                "when": ["type": "string", "format": "date-time"],
                "items": ["type": "array", "items": ["$ref": "#/$defs/Entry"]],
            ],
            "required": ["name"],
            "additionalProperties": false,
            "$defs": ["Entry": ["type": "object", "properties": ["id": ["type": ["integer", "null"]]]]],
        ]
        let s = try Schema(jsonSchema: PlistNode(doc))
        // JSON Schema's `integer` (without `x-plist-type`) accepts 1.0: a `type` constraint, not
        // a Swift integer shape; `format` is checked, `description` kept for export.
        let entry = ObjectSchema(name: "Entry", properties: [
            SchemaProperty(key: "id", schema: Schema(.any, constraints: [.type([.integer, .null])]), isRequired: false),
        ])
        #expect(s == Schema(.object(ObjectSchema(name: "Config", properties: [
            SchemaProperty(key: "name", schema: Schema(.string, annotations: ["description": "shown"])),
            SchemaProperty(key: "level", schema: Schema(.any, constraints: [.type([.integer]), .minimum(0), .maximum(255)]), isRequired: false),
            SchemaProperty(key: "mode", schema: Schema(.string, allowedValues: ["fast", "safe"]), isRequired: false),
            SchemaProperty(key: "when", schema: Schema(.string, constraints: [.format("date-time")]), isRequired: false),
            SchemaProperty(key: "items", schema: Schema(.array(Schema(.object(entry)))), isRequired: false),
        ], additionalKeys: .error))))
    }

    struct Unsupported: Sendable, CustomTestStringConvertible {
        var document: PlistValue
        var message: String
        var testDescription: String { message }
    }

    @Test(arguments: [
        Unsupported(document: ["type": "object", "properties": ["name": ["type": "string", "contentMediaType": "text/plain"]]],
                    message: "error: [unsupported-schema-keyword] unsupported JSON Schema keyword \"contentMediaType\" at /properties/name/contentMediaType"),
        Unsupported(document: ["unevaluatedProperties": false],
                    message: "error: [unsupported-schema-keyword] unsupported JSON Schema keyword \"unevaluatedProperties\" at /unevaluatedProperties"),
        Unsupported(document: ["type": "string", "format": "hostname"],
                    message: "error: [unsupported-schema-keyword] \"format\" \"hostname\" is not supported (checked formats: date, date-time, email, time, uri, uuid) at /format"),
        Unsupported(document: ["$ref": "https://example.com/s.json"],
                    message: "error: [unsupported-schema-keyword] \"$ref\" \"https://example.com/s.json\" is not supported (only local references such as \"#/$defs/Name\") at /$ref"),
        Unsupported(document: ["$ref": "#/$defs/Missing"],
                    message: "error: [invalid-schema] \"$ref\" \"#/$defs/Missing\" names no entry of \"$defs\" at /$ref"),
        Unsupported(document: ["type": "array", "items": ["type": "object", "properties": ["a/b": ["dependentSchemas": [:]]]]],
                    message: "error: [unsupported-schema-keyword] unsupported JSON Schema keyword \"dependentSchemas\" at /items/properties/a~1b/dependentSchemas"),
    ])
    func unsupportedKeywordsAreErrors(_ u: Unsupported) {
        do {
            _ = try Schema(jsonSchema: PlistNode(u.document))
            Issue.record("no error")
        } catch let e as JSONSchemaError {
            #expect(e.description == u.message)
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func readsASchemaFileThroughTheJSONReader() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("plistkit-\(UUID().uuidString).schema.json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(Schema(of: [Question].self).jsonSchemaText().utf8).write(to: url)
        #expect(try Schema(jsonSchemaContentsOf: url) == Schema(of: [Question].self))
        try Data("{\n  \"type\": \"string\",\n  \"contentMediaType\": \"a\"\n}\n".utf8).write(to: url)
        do {
            _ = try Schema(jsonSchemaContentsOf: url, file: "s.schema.json")
            Issue.record("no error")
        } catch let e as JSONSchemaError {
            #expect(e.description == "s.schema.json:3:3: error: [unsupported-schema-keyword] unsupported JSON Schema keyword \"contentMediaType\" at /contentMediaType")
        }
    }

    @Test func probingSeesPastARawValueEnumThatIsNotCaseIterable() {
        enum Kind: String, Decodable { case circle, square }
        struct Shape: Decodable { var kind: Kind; var size: Double }
        #expect(Schema(of: Shape.self) == Schema(.object(ObjectSchema(name: "Shape", properties: [
            SchemaProperty(key: "kind", schema: Schema(.string, typeName: "Kind")),
            SchemaProperty(key: "size", schema: Schema(.real(.double))),
        ]))))
    }
}
