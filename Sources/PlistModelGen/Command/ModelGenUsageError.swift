import PlistKit

/// A problem with the command line itself (not with a sample): printed to stderr with the usage
/// line, exit status 64 (`EX_USAGE`), in the layout of swift-argument-parser and `plist-lint`.
public enum ModelGenUsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An option that does not exist, with the closest existing one when it is a small edit away.
    case unknownOption(String, suggestion: String?)
    /// An option that takes a value was given none.
    case missingValue(option: String, valueName: String)
    /// An option's value is not one it accepts.
    case invalidValue(option: String, value: String, expected: String)
    /// A flag was given a value (`--help=yes`).
    case unexpectedValue(option: String)
    /// No sample files were named.
    case noSamples

    /// The message, e.g. `Unknown option '--ouput'. Did you mean '--output'?` (text from the
    /// command line is escaped).
    public var description: String {
        switch self {
        case .unknownOption(let name, let suggestion):
            var s = "Unknown option '\(UntrustedText.escaped(name))'."
            if let suggestion { s += " Did you mean '\(suggestion)'?" }
            return s
        case .missingValue(let option, let valueName):
            return "Missing value for '\(option) <\(valueName)>'."
        case .invalidValue(let option, let value, let expected):
            return "The value '\(UntrustedText.escaped(value))' is invalid for '\(option)': expected \(expected)."
        case .unexpectedValue(let option):
            return "The flag '\(option)' does not take a value."
        case .noSamples:
            return "Missing expected argument '<sample> ...'."
        }
    }
}
