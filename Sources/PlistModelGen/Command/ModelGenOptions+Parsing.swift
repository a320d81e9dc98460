import CommandLineSupport
import Foundation
import PlistKit

extension ModelGenOptions {
    /// Parses `plist-modelgen`'s arguments (without the program name).
    ///
    /// Accepts `--name value`, `--name=value`, `-o value`, and `--` before samples that start
    /// with `-`. `--help` anywhere wins over every other argument and error.
    /// - Throws: ``UsageError`` for an unknown option (with a "did you mean" when one is
    ///   at most two edits away), a missing, unexpected or invalid value, or no samples.
    package static func parse(_ arguments: [String]) throws(UsageError) -> ModelGenOptions {
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
        try options.checkOutputs()
        return options
    }

    private mutating func apply(_ option: ModelGenOption, _ value: String) throws(UsageError) {
        switch option {
        case .typeName:
            guard SwiftIdentifier.isValidTypeName(value) else {
                throw .invalidValue(option: option.longName, value: value, expected: "a Swift type name")
            }
            typeName = value
        case .rename:
            guard let equals = value.lastIndex(of: "="),
                  SwiftIdentifier.isValidTypeName(String(value[value.index(after: equals)...])) else {
                throw .invalidValue(option: option.longName, value: value, expected: "<key-path>=<Swift type name>")
            }
            typeNames[String(value[..<equals])] = String(value[value.index(after: equals)...])
        case .output: output = value
        case .configuration: configuration = value
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

extension ModelGenOptions {
    /// Refuses outputs that would overwrite a sample, or each other (`--output X
    /// --schema-output X` would lose the Swift): paths are compared after resolving `.`, `..`
    /// and symbolic links, and by device and inode when both files exist.
    func checkOutputs() throws(UsageError) {
        if let output, let sample = samples.first(where: { Self.sameFile(output, $0) }) {
            throw .invalidValue(option: ModelGenOption.output.longName, value: output,
                                expected: "a file other than the sample '\(UntrustedText.escaped(sample))'")
        }
        guard let schemaOutput else { return }
        if let output, Self.sameFile(schemaOutput, output) {
            throw .invalidValue(option: ModelGenOption.schemaOutput.longName, value: schemaOutput,
                                expected: "a file other than '--output'")
        }
        if let sample = samples.first(where: { Self.sameFile(schemaOutput, $0) }) {
            throw .invalidValue(option: ModelGenOption.schemaOutput.longName, value: schemaOutput,
                                expected: "a file other than the sample '\(UntrustedText.escaped(sample))'")
        }
    }

    /// Whether two paths name one file.
    static func sameFile(_ a: String, _ b: String) -> Bool {
        let urlA = ModelGenEnvironment.fileURL(exactPath: a).standardizedFileURL.resolvingSymlinksInPath()
        let urlB = ModelGenEnvironment.fileURL(exactPath: b).standardizedFileURL.resolvingSymlinksInPath()
        if urlA.path == urlB.path { return true }
        var statA = stat(), statB = stat()
        guard stat(urlA.path, &statA) == 0, stat(urlB.path, &statB) == 0 else { return false }
        return statA.st_dev == statB.st_dev && statA.st_ino == statB.st_ino
    }
}

extension UsageError {
    /// `plist-modelgen` was given no samples.
    static let noSamples = UsageError.missingArgument(message: "Missing expected argument '<sample> ...'.")
}
