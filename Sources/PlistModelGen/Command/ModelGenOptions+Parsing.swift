public import CommandLineSupport
import Foundation

extension ModelGenOptions {
    /// Parses `plist-modelgen`'s arguments (without the program name).
    ///
    /// Accepts `--name value`, `--name=value`, `-o value`, and `--` before samples that start
    /// with `-`. `--help` anywhere wins over every other argument and error.
    /// - Throws: ``UsageError`` for an unknown option (with a "did you mean" when one is
    ///   at most two edits away), a missing, unexpected or invalid value, or no samples.
    public static func parse(_ arguments: [String]) throws(UsageError) -> ModelGenOptions {
        var options = ModelGenOptions()
        let tokens = ArgumentToken.split(arguments)
        for case .option(let name, nil) in tokens where ModelGenOption.named(name) == .help {
            options.showHelp = true
            return options
        }
        let bound = try ModelGenOption.bind(tokens)
        for (option, value) in bound.options {
            if let value { try options.apply(option, value) } else { options.showHelp = true }
        }
        options.samples = bound.values
        if !options.showHelp && options.samples.isEmpty { throw .noSamples }
        return options
    }

    private mutating func apply(_ option: ModelGenOption, _ value: String) throws(UsageError) {
        switch option {
        case .typeName:
            guard !SwiftIdentifier.words(of: value).isEmpty else {
                throw .invalidValue(option: option.longName, value: value, expected: "a Swift type name")
            }
            typeName = value
        case .output: output = value
        case .schemaOutput: schemaOutput = value
        case .access:
            guard let level = SwiftModelRenderer.AccessLevel(rawValue: value) else {
                throw .invalidValue(option: option.longName, value: value, expected: "'public' or 'internal'")
            }
            access = level
        case .conformances:
            let names = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard names.allSatisfy({ !$0.isEmpty && SwiftIdentifier.words(of: $0) == [$0] }) else {
                throw .invalidValue(option: option.longName, value: value, expected: "comma-separated protocol names")
            }
            conformances = names
        case .help: showHelp = true
        }
    }
}

extension UsageError {
    /// `plist-modelgen` was given no samples.
    static let noSamples = UsageError.missingArgument(message: "Missing expected argument '<sample> ...'.")
}
