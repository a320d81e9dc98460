/// One option of a command: the table behind parsing, "did you mean" suggestions and the help
/// text, so the three never disagree. Implemented by an enum with a case per option.
public protocol CommandOption: CaseIterable, Sendable {
    /// The long name with its dashes, e.g. `--quiet`.
    var longName: String { get }
    /// The one-letter name, e.g. `s` for `-s`, or `nil`.
    var shortName: Character? { get }
    /// The placeholder of the option's value in help (`FILE`), or `nil` for a flag.
    var valueName: String? { get }
    /// One paragraph of help.
    var help: String { get }
}

extension CommandOption {
    /// The option named `name` (`--quiet`, `-s`), or `nil`.
    public static func named(_ name: String) -> Self? {
        allCases.first { $0.longName == name || ($0.shortName.map { "-\($0)" } == name) }
    }

    /// The long option at most two edits from `name` (``EditDistance``), for an unknown
    /// `--option`; `nil` for anything else.
    public static func suggestion(for name: String) -> String? {
        guard name.hasPrefix("--") else { return nil }
        return EditDistance.closest(to: name, in: allCases.map(\.longName))
    }

    /// Binds split arguments to options: each option with its value (`--name=value`, or the
    /// next token when it is a value; `nil` for a flag), in order, and the remaining values.
    ///
    /// - Throws: ``UsageError/unknownOption(_:suggestion:)`` (with a suggestion within two
    ///   edits), ``UsageError/unexpectedValue(option:)`` for a flag given `=value`, and
    ///   ``UsageError/missingValue(option:valueName:)`` for an option with no value after it.
    public static func bind(_ tokens: [ArgumentToken]) throws(UsageError) -> (options: [(Self, String?)], values: [String]) {
        var options: [(Self, String?)] = []
        var values: [String] = []
        var i = 0
        while i < tokens.count {
            defer { i += 1 }
            switch tokens[i] {
            case .value(let value):
                values.append(value)
            case .option(let name, let inlineValue):
                guard let option = named(name) else {
                    throw .unknownOption(name, suggestion: suggestion(for: name))
                }
                guard let valueName = option.valueName else {
                    if inlineValue != nil { throw .unexpectedValue(option: option.longName) }
                    options.append((option, nil))
                    continue
                }
                var value = inlineValue
                if value == nil, i + 1 < tokens.count, case .value(let next) = tokens[i + 1] {
                    value = next
                    i += 1
                }
                guard let value else { throw .missingValue(option: option.longName, valueName: valueName) }
                options.append((option, value))
            }
        }
        return (options, values)
    }

    /// The OPTIONS section of a help text: each option's names and value placeholder on one
    /// line, its help wrapped at 80 columns below it, indented by eight spaces.
    public static var helpSection: String {
        var s = ""
        for option in allCases {
            var names = option.shortName.map { "-\($0), " } ?? ""
            names += option.longName
            if let valueName = option.valueName { names += " <\(valueName)>" }
            s += "  " + names + "\n"
            s += UsageReport.wrap(option.help, indent: "        ")
        }
        return s
    }
}
