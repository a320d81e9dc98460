import Foundation
import PlistKit
@testable import PlistModelGen

/// Captures what `plist-modelgen` writes: stdout, stderr and files.
final class CapturedOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var _stdout = "", _stderr = ""
    private var _files: [String: Data] = [:]

    var stdout: String { lock.withLock { _stdout } }
    var stderr: String { lock.withLock { _stderr } }
    var files: [String: Data] { lock.withLock { _files } }

    /// An environment writing into this capture; samples are read from disk as usual.
    func environment(
        exportJSONSchema: @escaping @Sendable (Schema, String) throws -> Data = ModelGenEnvironment.jsonSchema
    ) -> ModelGenEnvironment {
        ModelGenEnvironment(
            writeStandardOutput: { text in self.lock.withLock { self._stdout += text } },
            writeStandardError: { text in self.lock.withLock { self._stderr += text } },
            writeFile: { path, data in self.lock.withLock { self._files[path] = data } },
            exportJSONSchema: exportJSONSchema)
    }
}

/// Reads a fixture sample the way the command does; diagnostics name `displayName`.
func readSample(_ relativePath: String, displayName: String? = nil) throws -> PlistDocument {
    var document = try ModelGenEnvironment.readSampleFile(Fixtures.url(relativePath).path)
    document.file = displayName ?? (relativePath as NSString).lastPathComponent
    return document
}

/// The Swift source generated for fixture samples, with the header naming `inputs`.
func generate(_ relativePaths: [String], typeName: String, access: SwiftModelRenderer.AccessLevel = .internal) throws -> (source: String, result: InferenceResult) {
    let documents = try relativePaths.map { try readSample($0) }
    let result = SchemaInferrer().infer(documents, typeName: typeName)
    var options = SwiftModelRenderer.Options()
    options.access = access
    options.inputs = relativePaths.map { ($0 as NSString).lastPathComponent }
    return (SwiftModelRenderer(options: options).render(result), result)
}
