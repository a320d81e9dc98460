extension UsageError {
    /// This error with every argument it quotes that was decoded from bytes that are not valid
    /// UTF-8 (``NonUTF8Argument``) written in its visible form, without the internal marker:
    /// `The value '\xFF' is invalid for '--max-size'`, not `'\xFF\u{0}'`.
    package var namingRawArgumentsVisibly: UsageError {
        switch self {
        case .unknownOption(let name, let suggestion):
            return .unknownOption(NonUTF8Argument.displayName(name), suggestion: suggestion)
        case .invalidValue(let option, let value, let expected):
            return .invalidValue(option: NonUTF8Argument.displayName(option), value: NonUTF8Argument.displayName(value),
                                 expected: expected)
        case .repeatedArgument(let argument, let reason):
            return .repeatedArgument(NonUTF8Argument.displayName(argument), reason: reason)
        case .unexpectedArgument(let argument, let reason):
            return .unexpectedArgument(NonUTF8Argument.displayName(argument), reason: reason)
        case .missingValue, .unexpectedValue, .missingArgument, .nonUTF8Argument:
            return self
        }
    }
}
