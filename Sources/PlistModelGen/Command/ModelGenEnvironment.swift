import Foundation
import PlistKit

/// Everything `plist-modelgen` does to the outside world, injectable for tests.
public struct ModelGenEnvironment: Sendable {
    /// Writes text to standard output.
    public var writeStandardOutput: @Sendable (String) -> Void
    /// Writes text to standard error.
    public var writeStandardError: @Sendable (String) -> Void
    /// Writes a whole file (atomically), creating missing parent folders.
    /// Throws any file-system error, reported as an `io` error naming the path.
    public var writeFile: @Sendable (_ path: String, _ contents: Data) throws -> Void
    /// Reads a sample. Default: ``PlistReader/read(contentsOf:displayName:)`` with default options.
    public var readSample: @Sendable (_ path: String) throws -> PlistDocument
    /// Turns a schema into a JSON Schema document, for `--schema-output`.
    public var exportJSONSchema: @Sendable (_ schema: Schema, _ rootTypeName: String) throws -> Data

    /// Creates an environment.
    public init(
        writeStandardOutput: @escaping @Sendable (String) -> Void,
        writeStandardError: @escaping @Sendable (String) -> Void,
        writeFile: @escaping @Sendable (String, Data) throws -> Void = ModelGenEnvironment.writeFileAtomically,
        readSample: @escaping @Sendable (String) throws -> PlistDocument = ModelGenEnvironment.readSampleFile,
        exportJSONSchema: @escaping @Sendable (Schema, String) throws -> Data = ModelGenEnvironment.jsonSchema
    ) {
        self.writeStandardOutput = writeStandardOutput
        self.writeStandardError = writeStandardError
        self.writeFile = writeFile
        self.readSample = readSample
        self.exportJSONSchema = exportJSONSchema
    }

    /// The process's stdout, stderr and file system.
    public static var standard: ModelGenEnvironment {
        ModelGenEnvironment(
            writeStandardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeStandardError: { FileHandle.standardError.write(Data($0.utf8)) })
    }

    /// Writes `contents` to `path` atomically, creating parent folders.
    @Sendable public static func writeFileAtomically(_ path: String, _ contents: Data) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        try contents.write(to: url, options: .atomic)
    }

    /// Reads a sample file with ``PlistReader``'s default options; diagnostics name `path` as given.
    @Sendable public static func readSampleFile(_ path: String) throws -> PlistDocument {
        try PlistReader().read(contentsOf: URL(fileURLWithPath: path), displayName: path)
    }
}
