import Foundation

/// Paths to files under the repository's `Fixtures/` folder, found from this file's location.
enum Fixtures {
    /// The `Fixtures/` folder.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // PlistLintTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository
        .appendingPathComponent("Fixtures")

    /// The URL of `Fixtures/<relativePath>`.
    static func url(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }

    /// The bytes of `Fixtures/<relativePath>`; fails the calling test by throwing when missing.
    static func data(_ relativePath: String) throws -> Data { try Data(contentsOf: url(relativePath)) }
}
