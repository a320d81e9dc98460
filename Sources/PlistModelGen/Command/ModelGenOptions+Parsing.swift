import Foundation

extension ModelGenOptions {
    /// Parses `plist-modelgen`'s arguments (without the program name).
    ///
    /// Accepts `--name value`, `--name=value`, `-o value`, and `--` before samples that start
    /// with `-`. `--help` wins over everything else.
    /// - Throws: ``ModelGenUsageError`` for an unknown option (with a "did you mean" when one is
    ///   at most two edits away), a missing, unexpected or invalid value, or no samples.
    public static func parse(_ arguments: [String]) throws(ModelGenUsageError) -> ModelGenOptions {
        var options = ModelGenOptions()
        var index = 0
        var onlySamples = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlySamples || !argument.hasPrefix("-") || argument == "-" {
                options.samples.append(argument)
                continue
            }
            if argument == "--" { onlySamples = true; continue }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = ModelGenOption.allCases.first(where: {
                $0.longName == name || $0.shortName.map { "-\($0)" } == name
            }) else {
                throw .unknownOption(name, suggestion: suggestion(for: name))
            }
            guard let valueName = option.valueName else {
                if inlineValue != nil { throw .unexpectedValue(option: option.longName) }
                options.showHelp = true
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw .missingValue(option: option.longName, valueName: valueName)
            }
            try options.apply(option, value)
        }
        if !options.showHelp && options.samples.isEmpty { throw .noSamples }
        return options
    }

    private mutating func apply(_ option: ModelGenOption, _ value: String) throws(ModelGenUsageError) {
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

    /// The long option closest to `name`, when it is at most two edits away.
    static func suggestion(for name: String) -> String? {
        var best: (String, Int)?
        for option in ModelGenOption.allCases {
            let distance = editDistance(name, option.longName)
            if distance <= 2, distance < (best?.1 ?? .max) { best = (option.longName, distance) }
        }
        return best?.0
    }

    /// Levenshtein distance over characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1,
                                 previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
