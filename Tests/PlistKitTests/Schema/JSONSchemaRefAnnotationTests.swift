import Foundation
import Testing
@testable import PlistKit

@Suite struct JSONSchemaRefAnnotationTests {
    /// A property written `{"description": …, "$ref": …}` (as the built-in Info.plist schema
    /// writes most keys) keeps its own description and deprecation, not its target's: an
    /// editor's hover showed "A string that is not empty." for every such key.
    @Test func annotationsBesideABareRefDescribeTheProperty() throws {
        let doc: PlistValue = [
            "type": "object",
            "properties": [
                "name": ["description": "The app's name.", "deprecated": true, "$ref": "#/$defs/text"],
                "other": ["$ref": "#/$defs/text"],
            ],
            "$defs": ["text": ["type": "string", "minLength": 1, "description": "A string that is not empty."]],
        ]
        let schema = try Schema(jsonSchema: PlistNode(doc))
        guard case .object(let object) = schema.shape else { Issue.record("not an object: \(schema.shape)"); return }
        let name = try #require(object.properties.first { $0.key == "name" })
        #expect(name.schema.annotations["description"] == .string("The app's name."))
        #expect(name.schema.annotations["deprecated"] == .bool(true))
        let other = try #require(object.properties.first { $0.key == "other" })
        #expect(other.schema.annotations["description"] == .string("A string that is not empty."))
        #expect(other.schema.annotations["deprecated"] == nil)
    }
}
