import Foundation
import PlistKit

/// The toolchain's Linux `plutil` (swift-corelibs-foundation), run as a child process to
/// compare `plist-edit`'s value trees with: `/opt/swift/usr/bin/plutil`, else the first
/// `plutil` on `PATH`. Tests that need it are disabled, with that reason, when it is absent.
enum Plutil {
    static let path: String? = {
        var candidates = ["/opt/swift/usr/bin/plutil"]
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            candidates.append("\(folder)/plutil")
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    static let isAvailable = path != nil

    /// Runs plutil with `arguments`; returns its status and standard output.
    static func run(_ arguments: [String]) throws -> (status: Int32, stdout: Data) {
        guard let path else { return (127, Data()) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }

    /// The value tree plutil writes for `arguments` applied to `source` (given `-o -` and a
    /// copy of `source` as the file), or `nil` when plutil fails.
    static func tree(after arguments: [String], on source: String) throws -> PlistValue? {
        let dir = try TempEditDirectory.make(["in.plist": source])
        defer { try? FileManager.default.removeItem(at: dir) }
        let (status, out) = try run(arguments + ["-o", "-", dir.appendingPathComponent("in.plist").path])
        guard status == 0 else { return nil }
        return try PlistReader().read(out).root.value
    }
}
