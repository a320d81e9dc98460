import Foundation

/// Runs a program as a child process and collects what it printed: the one runner of the
/// tests that compare with other tools (`plutil`, `python3`) or run a built tool. Standard
/// input is `/dev/null`; standard error goes to a temporary file read after the exit, so a
/// child that fills both pipes cannot block.
package enum ToolRun {
    /// What a run gave.
    package struct Outcome: Sendable {
        /// The exit status (the signal number when killed by one).
        package var status: Int32
        /// Standard output.
        package var stdout: Data
        /// Standard error.
        package var stderr: Data
    }

    /// Runs the executable at `path` with `arguments` and waits for it.
    /// - Throws: when the process cannot be started.
    package static func run(_ path: String, _ arguments: [String]) throws -> Outcome {
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("tool-run-\(UUID().uuidString).err")
        guard FileManager.default.createFile(atPath: errors.path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
        defer { try? FileManager.default.removeItem(at: errors) }
        let errorHandle = try FileHandle(forWritingTo: errors)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = errorHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try errorHandle.close()
        return Outcome(status: process.terminationStatus, stdout: stdout, stderr: try Data(contentsOf: errors))
    }
}
