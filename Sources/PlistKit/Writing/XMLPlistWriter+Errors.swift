extension PlistWriteError.Kind {
    /// A string or key holds a character that XML 1.0 cannot carry, not even as a character
    /// reference: U+0000–U+0008, U+000B, U+000C, U+000E–U+001F, U+FFFE, U+FFFF (XML 1.0 §2.2,
    /// production `Char`). Apple's writer emits them raw and produces a file no XML parser,
    /// Apple's included, reads back.
    public static let invalidCharacter = Self(rawValue: DiagnosticRule.invalidCharacter.id)

    /// A date that cannot be written as `YYYY-MM-DDTHH:MM:SSZ`: NaN, infinite, or more than
    /// 10^15 seconds (about 31.7 million years) from 2001-01-01.
    public static let unrepresentableDate = Self(rawValue: DiagnosticRule.unrepresentableDate.id)
}

extension PlistWriteError {
    /// The `invalid-character` error for `scalar` found in `what` (`string`, `key "a"`).
    static func badCharacter(_ scalar: Unicode.Scalar, in what: String, path: [PlistPath.Component]) -> PlistWriteError {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return PlistWriteError(.invalidCharacter,
            DiagnosticRule.invalidCharacterMessage(what, at: PlistPath(path).displayName, code: code),
            path: PlistPath(path))
    }
}
