import Foundation

/// The toolchain's Linux `plutil` (swift-corelibs-foundation), run as a child process by the
/// tests that compare PlistKit with it: the first `plutil` on `PATH`, else
/// `/opt/swift/usr/bin/plutil`. Tests that need it are disabled (``isAvailable``) when it is
/// absent. The one runner of every test target.
package enum Plutil {
    /// The executable's path, or `nil` when there is none.
    package static let path: String? = {
        var candidates: [String] = []
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            candidates.append("\(folder)/plutil")
        }
        candidates.append("/opt/swift/usr/bin/plutil")
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Whether `plutil` was found.
    package static let isAvailable = path != nil

    /// Runs plutil with `arguments` (through ``ToolRun``); returns its exit status and
    /// standard output, or status 127 and no output when there is no plutil.
    /// - Throws: when the process cannot be started.
    package static func run(_ arguments: [String]) throws -> (status: Int32, stdout: Data) {
        guard let path else { return (127, Data()) }
        let outcome = try ToolRun.run(path, arguments)
        return (outcome.status, outcome.stdout)
    }
}
