import Foundation

/// Paths to files under the repository's `Fixtures/` folder, found from this file's location.
enum Fixtures {
    /// The `Fixtures/` folder.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // PlistEditTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository
        .appendingPathComponent("Fixtures")

    /// The bytes of `Fixtures/<relativePath>`.
    static func data(_ relativePath: String) throws -> Data { try Data(contentsOf: root.appendingPathComponent(relativePath)) }
}
