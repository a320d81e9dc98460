import Foundation
import PlistKit

extension ModelGenEnvironment {
    /// The JSON Schema exporter used by `--schema-output`.
    /// - Throws: ``PlistReadError`` of kind `unsupported` until PlistKit's JSON Schema exporter
    ///   is available in this build.
    @Sendable public static func jsonSchema(_ schema: Schema, rootTypeName: String) throws -> Data {
        throw PlistReadError(PlistReadError.Kind(rawValue: "unsupported"),
                             "JSON Schema export is not available in this build")
    }
}
