/// One element of the command line after splitting, as swift-argument-parser's
/// `SplitArguments` sees it.
package enum ArgumentToken: Equatable, Sendable {
    /// `--name`, `--name=value`, `-x` (the name keeps its dashes; `value` is the text after `=`).
    case option(name: String, value: String?)
    /// A path, or the value of the preceding option.
    case value(String)

    /// Splits argv (without the program name). Everything after `--` is a value; a lone `-`
    /// is a value; `-abc` with several letters is kept as one option name (none of ours has
    /// one letter combined with others, so it is reported as unknown rather than guessed).
    package static func split(_ arguments: [String]) -> [ArgumentToken] {
        var tokens: [ArgumentToken] = []
        tokens.reserveCapacity(arguments.count)
        var onlyValues = false
        for argument in arguments {
            if onlyValues || argument == "-" || !argument.hasPrefix("-") {
                tokens.append(.value(argument))
            } else if argument == "--" {
                onlyValues = true
            } else if argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") {
                tokens.append(.option(name: String(argument[..<eq]),
                                      value: String(argument[argument.index(after: eq)...])))
            } else {
                tokens.append(.option(name: argument, value: nil))
            }
        }
        return tokens
    }
}
