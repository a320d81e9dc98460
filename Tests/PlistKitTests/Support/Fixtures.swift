import Foundation

/// Paths to files under the repository's `Fixtures/` folder, found from this file's location.
enum Fixtures {
    /// The repository's root folder.
    static let repository: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // PlistKitTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository

    /// The `Fixtures/` folder.
    static let root: URL = repository.appendingPathComponent("Fixtures")

    /// The `shared/` folder beside the repository (the JSON-Schema-Test-Suite, the SARIF schema).
    static let shared: URL = repository.deletingLastPathComponent().appendingPathComponent("shared")

    /// The URL of `Fixtures/<relativePath>`.
    static func url(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }

    /// The bytes of `Fixtures/<relativePath>`; fails the calling test by throwing when missing.
    static func data(_ relativePath: String) throws -> Data { try Data(contentsOf: url(relativePath)) }
}
