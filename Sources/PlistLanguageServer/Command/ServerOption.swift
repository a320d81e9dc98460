import CommandLineSupport

/// The options of `plist-lsp`: the limits of what the server holds (``ServerLimits``), help
/// and version. An editor starts the server with them in its command.
package enum ServerOption: String, CommandOption {
    case maxSize, maxOpenSize, maxValues, help, version

    /// The long name with its dashes, e.g. `--max-size`.
    package var longName: String {
        switch self {
        case .maxSize: return "--max-size"
        case .maxOpenSize: return "--max-open-size"
        case .maxValues: return "--max-values"
        case .help: return "--help"
        case .version: return "--version"
        }
    }

    /// `-h` for `--help`; the others have none.
    package var shortName: Character? { self == .help ? "h" : nil }

    /// The value's placeholder in help.
    package var valueName: String? {
        switch self {
        case .maxSize, .maxOpenSize: return "BYTES"
        case .maxValues: return "N"
        case .help, .version: return nil
        }
    }

    /// The numeric options take what looks like a negative number as their (wrong) value.
    package var takesNumber: Bool { valueName != nil }

    /// One paragraph of help.
    package var help: String {
        switch self {
        case .maxSize:
            return "The largest document checked (default 10m, as plist-lint's --max-size); a larger one shows one diagnostic saying so. k, m and g multiply by 1024, 1024², 1024³."
        case .maxOpenSize:
            return "The most bytes all open documents hold together (default 64m); a document that would pass it is not held, and shows one diagnostic saying so."
        case .maxValues:
            return "The most values one document may hold (default 1000000, as plist-lint's --max-values)."
        case .help: return "Show help information."
        case .version: return "Show the version."
        }
    }
}
