extension DiagnosticRule {
    /// `invalid-config`: plist-lint's configuration file (.plistkit.json) is not what it accepts.
    static let invalidConfig = DiagnosticRule("invalid-config", .error,
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
