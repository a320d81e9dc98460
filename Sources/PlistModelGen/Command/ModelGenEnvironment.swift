import Foundation
import PlistKit

/// Everything `plist-modelgen` does to the outside world, injectable for tests. Every write to
/// stdout or stderr passes through ``OutputLine/neutralized(_:)`` (no line is a CI workflow
/// command); its escapes keep generated Swift source meaning the same inside string literals.
package struct ModelGenEnvironment: Sendable {
    private let rawOut: @Sendable (String) -> Void
    private let rawErr: @Sendable (String) -> Void
    /// Writes a whole file (atomically), creating missing parent folders.
    /// Throws any file-system error, reported as an `io` error naming the path.
    package var writeFile: @Sendable (_ path: String, _ contents: Data) throws -> Void
    /// Reads a sample. Default: ``PlistReader/read(contentsOf:file:)`` with default options.
    package var readSample: @Sendable (_ path: String) throws -> PlistDocument
    /// Turns a schema into a JSON Schema document, for `--schema-output`.
    package var exportJSONSchema: @Sendable (_ schema: Schema, _ rootTypeName: String) throws -> Data

    /// Creates an environment.
    package init(
        writeStandardOutput: @escaping @Sendable (String) -> Void,
        writeStandardError: @escaping @Sendable (String) -> Void,
        writeFile: @escaping @Sendable (String, Data) throws -> Void = ModelGenEnvironment.writeFileAtomically,
        readSample: @escaping @Sendable (String) throws -> PlistDocument = ModelGenEnvironment.readSampleFile,
        exportJSONSchema: @escaping @Sendable (Schema, String) throws -> Data = ModelGenEnvironment.jsonSchema
    ) {
        self.rawOut = writeStandardOutput
        self.rawErr = writeStandardError
        self.writeFile = writeFile
        self.readSample = readSample
        self.exportJSONSchema = exportJSONSchema
    }

    /// Writes whole lines of text to standard output, neutralised.
    package func writeStandardOutput(_ text: String) { rawOut(OutputLine.neutralized(text)) }

    /// Writes whole lines of text to standard error, neutralised.
    package func writeStandardError(_ text: String) { rawErr(OutputLine.neutralized(text)) }

    /// The process's stdout, stderr and file system.
    package static var standard: ModelGenEnvironment {
        ModelGenEnvironment(
            writeStandardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeStandardError: { FileHandle.standardError.write(Data($0.utf8)) })
    }

    /// The file URL of exactly `path`: `URL(fileURLWithPath:)` expands a leading `~` to the
    /// home folder, so a relative path starting with `~` is read as `./~…` instead.
    package static func fileURL(exactPath path: String) -> URL {
        URL(fileURLWithPath: path.hasPrefix("~") ? "./" + path : path)
    }

    /// Writes `contents` to `path` atomically, creating parent folders.
    @Sendable package static func writeFileAtomically(_ path: String, _ contents: Data) throws {
        let url = fileURL(exactPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        try contents.write(to: url, options: .atomic)
    }

    /// Reads a sample file with ``PlistReader``'s default options; diagnostics name `path` as given.
    @Sendable package static func readSampleFile(_ path: String) throws -> PlistDocument {
        try PlistReader().read(contentsOf: fileURL(exactPath: path), file: path)
    }
}
