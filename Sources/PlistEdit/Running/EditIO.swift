import Foundation
import PlistKit

/// Where `plist-edit` writes and what it reads besides files: injected so that tests run the
/// command in-process and compare its output byte for byte.
///
/// Text for people passes through ``OutputLine/neutralized(_:)`` (no line becomes a CI
/// workflow command); the bytes of an extracted or converted document (``writeOut(_:)-(Data)``)
/// are written as they are, since they are the document asked for.
package struct EditIO: Sendable {
    private let rawOut: @Sendable (Data) -> Void
    private let rawErr: @Sendable (String) -> Void
    private let readInput: @Sendable () -> Data?
    /// Whether standard input is a pipe or a regular file (not a terminal, not `/dev/null`):
    /// then `plist-edit FILE` without a verb reads a PlistBuddy script from it, as PlistBuddy
    /// reads commands when given no `-c`; otherwise the verb is plutil's default, `-lint`.
    package var standardInputIsScript: Bool

    /// Creates an IO from closures. `readStandardInput` returns the whole of standard input
    /// (read once), or `nil` when it cannot be read.
    package init(writeOut: @escaping @Sendable (Data) -> Void, writeErr: @escaping @Sendable (String) -> Void,
                 readStandardInput: @escaping @Sendable () -> Data? = { nil }, standardInputIsScript: Bool = false) {
        rawOut = writeOut
        rawErr = writeErr
        readInput = readStandardInput
        self.standardInputIsScript = standardInputIsScript
    }

    /// The process's standard output, error and input (input read to its end, at most
    /// ``maxStandardInput`` bytes).
    package static var standard: EditIO {
        EditIO(writeOut: { FileHandle.standardOutput.write($0) },
               writeErr: { FileHandle.standardError.write(Data($0.utf8)) },
               readStandardInput: {
                   let data = FileHandle.standardInput.readData(ofLength: maxStandardInput + 1)
                   return data.count > maxStandardInput ? nil : data
               },
               standardInputIsScript: isPipeOrFile(STDIN_FILENO))
    }

    /// Whether `descriptor` is a FIFO or a regular file.
    private static func isPipeOrFile(_ descriptor: Int32) -> Bool {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return false }
        let type = status.st_mode & S_IFMT
        return type == S_IFIFO || type == S_IFREG
    }

    /// The most bytes read from standard input (a script or a document): 64 MiB.
    package static let maxStandardInput = 64 << 20

    /// Writes text for people to standard output, neutralised.
    func writeOut(_ text: String) { rawOut(Data(OutputLine.neutralized(text).utf8)) }

    /// Writes document bytes to standard output unchanged.
    func writeOut(_ data: Data) { rawOut(data) }

    /// Writes text to standard error, neutralised.
    func writeErr(_ text: String) { rawErr(OutputLine.neutralized(text)) }

    /// The whole of standard input, or `nil` when it cannot be read or is over the limit.
    func standardInput() -> Data? { readInput() }
}
