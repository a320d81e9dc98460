/// The version of PlistKit's tools, defined once: `plist-lint --version` and
/// `plist-modelgen --help` print it, and a test checks it equals the latest released entry of
/// CHANGELOG.md (Semantic Versioning 2.0.0, `MAJOR.MINOR.PATCH`).
package enum ToolVersion {
    /// The released version, e.g. `0.2.0`.
    package static let current = "0.2.0"
}
