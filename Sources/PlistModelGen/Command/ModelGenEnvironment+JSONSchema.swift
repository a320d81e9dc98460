import Foundation
import PlistKit

extension ModelGenEnvironment {
    /// The JSON Schema exporter used by `--schema-output`: PlistKit's JSON Schema 2020-12
    /// export (``Schema/jsonSchemaText(title:)``) titled with the root type's name. Never throws.
    @Sendable package static func jsonSchema(_ schema: Schema, rootTypeName: String) throws -> Data {
        Data(schema.jsonSchemaText(title: rootTypeName).utf8)
    }
}
