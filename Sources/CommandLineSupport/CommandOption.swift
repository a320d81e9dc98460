/// One option of a command: the table behind parsing, "did you mean" suggestions and the help
/// text, so the three never disagree. Implemented by an enum with a case per option.
package protocol CommandOption: CaseIterable, Sendable {
    /// The long name with its dashes, e.g. `--quiet`.
    var longName: String { get }
    /// The one-letter name, e.g. `s` for `-s`, or `nil`.
    var shortName: Character? { get }
    /// The placeholder of the option's value in help (`FILE`), or `nil` for a flag.
    var valueName: String? { get }
    /// One paragraph of help.
    var help: String { get }
    /// Whether the option's value is a number: then a following token that looks like a
    /// negative number (`-1`, `-5k`) is taken as its value, to be judged by the command,
    /// rather than as an option. `false` unless the command says otherwise.
    var takesNumber: Bool { get }
}

extension CommandOption {
    /// No option takes a number unless its command says so.
    package var takesNumber: Bool { false }

    /// Whether `name` (an option token's text) is a `-` followed by an ASCII digit: a negative
    /// number, never an option name of ours.
    static func looksNegativeNumber(_ name: String) -> Bool {
        let bytes = name.utf8
        guard bytes.count >= 2, bytes.first == UInt8(ascii: "-") else { return false }
        let second = bytes[bytes.index(after: bytes.startIndex)]
        return second >= UInt8(ascii: "0") && second <= UInt8(ascii: "9")
    }

    /// The option named `name` (`--quiet`, `-s`), or `nil`.
    package static func named(_ name: String) -> Self? {
        allCases.first { $0.longName == name || ($0.shortName.map { "-\($0)" } == name) }
    }

    /// `-j4`: a one-letter option that takes a value, written with its value attached as
    /// POSIX `getopt` reads it (`-jauto`, `-j0`), split into the option and the value; `nil`
    /// for anything else (`-j` alone, `--jobs4`, a flag such as `-s`).
    static func attachedShortValue(_ name: String) -> (Self, String)? {
        let scalars = name.unicodeScalars
        guard scalars.count > 2, scalars.first == "-" else { return nil }
        let letter = scalars[scalars.index(after: scalars.startIndex)]
        guard letter != "-", let option = allCases.first(where: { $0.shortName == Character(letter) && $0.valueName != nil }) else {
            return nil
        }
        return (option, String(scalars.dropFirst(2)))
    }

    /// The long option `name` is probably a slip for (``EditDistance``), for an unknown
    /// `--option`; `nil` for anything else.
    package static func suggestion(for name: String) -> String? {
        guard name.hasPrefix("--") else { return nil }
        return EditDistance.closest(to: name, in: allCases.map(\.longName))
    }

    /// Binds split arguments to options: each option with its value (`--name=value`, `-xvalue`
    /// for a one-letter option, or the next token when it is a value, or when it looks like a
    /// negative number and the option ``takesNumber``; `nil` for a flag), in order, and the
    /// remaining values.
    ///
    /// - Throws: ``UsageError/unknownOption(_:suggestion:)`` (with a suggestion within two
    ///   edits), ``UsageError/unexpectedValue(option:)`` for a flag given `=value`, and
    ///   ``UsageError/missingValue(option:valueName:)`` for an option with no value after it.
    package static func bind(_ tokens: [ArgumentToken]) throws(UsageError) -> (options: [(Self, String?)], values: [String]) {
        var options: [(Self, String?)] = []
        var values: [String] = []
        var i = 0
        while i < tokens.count {
            defer { i += 1 }
            switch tokens[i] {
            case .value(let value):
                values.append(value)
            case .option(let name, let inlineValue):
                if named(name) == nil, inlineValue == nil, let (option, value) = attachedShortValue(name) {
                    options.append((option, value))
                    continue
                }
                guard let option = named(name) else {
                    throw .unknownOption(name, suggestion: suggestion(for: name))
                }
                guard let valueName = option.valueName else {
                    if inlineValue != nil { throw .unexpectedValue(option: option.longName) }
                    options.append((option, nil))
                    continue
                }
                var value = inlineValue
                if value == nil, i + 1 < tokens.count {
                    switch tokens[i + 1] {
                    case .value(let next):
                        value = next
                        i += 1
                    case .option(let next, nil) where option.takesNumber && looksNegativeNumber(next):
                        // `--jobs -1`: a value given, and wrong; not a missing one.
                        value = next
                        i += 1
                    case .option:
                        break
                    }
                }
                guard let value else { throw .missingValue(option: option.longName, valueName: valueName) }
                options.append((option, value))
            }
        }
        return (options, values)
    }

    /// The OPTIONS section of a help text: each option's names and value placeholder on one
    /// line, its help wrapped at 80 columns below it, indented by eight spaces.
    package static var helpSection: String {
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
