extension DiagnosticRule {
    /// `invalid-config`: plist-lint's configuration file (.plistkit.json) is not what it accepts.
    package static let invalidConfig = DiagnosticRule("invalid-config", .error,
        summary: "plist-lint's configuration file (.plistkit.json) is not what it accepts.",
        explanation: """
        `plist-lint` reads `.plistkit.json` from the folder of each checked file or the \
        nearest folder above it. A member it does not know, a value of the wrong type, an \
        unknown kind or rule id, or a severity other than error, warning, note or off is \
        reported at that member, and every file the configuration governs fails: a \
        configuration silently half-applied would check less than its author meant.

        Bad:
            {"rules": {"unknown-keys": "error"}, "schemas": {"Jobs/*.plist": "launchctl"}}

        Good:
            {"rules": {"unknown-key": "error"}, "schemas": {"Jobs/*.plist": "launchd"}}
        """
    )
}

// MARK: Message templates of `invalid-config` (plist-lint's configuration)

extension DiagnosticRule {
    /// A problem at `keyPath` of the configuration (`rules.x: …`), or the bare `problem`.
    package static func invalidConfigMessage(_ problem: String, at keyPath: String?) -> String {
        keyPath.map { "\($0): " + problem } ?? problem
    }

    /// An `include` pattern that no file found matched (a warning):
    /// `include[0]: the pattern 'Sources/**' matches no file found`.
    package static func unmatchedIncludeMessage(at keyPath: String, pattern: String) -> String {
        "\(keyPath): the pattern '\(UntrustedText.escaped(pattern, limit: 200))' matches no file found"
    }

    /// A configuration that is no regular file (never read, never skipped).
    package static let configurationNotAFileMessage = "the configuration is not a regular file (a symbolic link, folder or device); not read"
}
