import PlistKit

/// A problem with the command line itself (not with an input file), shared by `plist-lint` and
/// `plist-modelgen`: printed to stderr with the usage line (``UsageReport``), exit status 64
/// (`EX_USAGE`), in swift-argument-parser's wording.
package enum UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An option that does not exist, with the closest existing one when it is a small edit away.
    case unknownOption(String, suggestion: String?)
    /// An option that takes a value was given none.
    case missingValue(option: String, valueName: String)
    /// An option's value is not one it accepts.
    case invalidValue(option: String, value: String, expected: String)
    /// A flag was given a value (`--quiet=yes`).
    case unexpectedValue(option: String)
    /// An argument that may be given once was given again, e.g. `-` (standard input, which can
    /// be read only once); `reason` says why it may not repeat.
    case repeatedArgument(String, reason: String)
    /// An argument the command does not take in this form (`plist-lint --list-rules a.plist`);
    /// `reason` says why.
    case unexpectedArgument(String, reason: String)
    /// An argument whose bytes are not valid UTF-8, refused by a command that reads every
    /// argument as text: `argument` is its visible form (``NonUTF8Argument/visibleForm(_:)``),
    /// `position` its 1-based place on the command line, `reason` why it is refused.
    case nonUTF8Argument(String, position: Int, reason: String)
    /// A required argument is missing; `message` is the whole sentence
    /// (`No files or folders given.`, `Missing expected argument '<sample> ...'.`).
    case missingArgument(message: String)

    /// The message, e.g. `Unknown option '--quite'. Did you mean '--quiet'?` (option names and
    /// values come from the command line and are escaped).
    package var description: String {
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
        case .repeatedArgument(let argument, let reason):
            return "The argument '\(UntrustedText.escaped(argument))' is given more than once: \(reason)."
        case .unexpectedArgument(let argument, let reason):
            return "Unexpected argument '\(UntrustedText.escaped(argument))': \(reason)."
        case .nonUTF8Argument(let argument, let position, let reason):
            return "Argument \(position) '\(UntrustedText.escaped(argument))' is not valid UTF-8: \(reason)."
        case .missingArgument(let message):
            return message
        }
    }
}
