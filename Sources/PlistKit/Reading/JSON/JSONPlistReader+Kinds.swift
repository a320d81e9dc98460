// The JSON reader also uses `invalid-encoding` and `duplicate-key`, declared with the XML
// reader's kinds.
extension PlistReadError.Kind {
    /// A JSON number that breaks the RFC 8259 §6 grammar (`01`, `1.`, `-`, `1e`, `0x1`).
    public static let invalidNumber = PlistReadError.Kind(rawValue: DiagnosticRule.invalidNumber.id)
    /// A JSON number whose magnitude is beyond the `Double` range (`1e400`): never read as
    /// infinity.
    public static let numberOutOfRange = PlistReadError.Kind(rawValue: DiagnosticRule.numberOutOfRange.id)
    /// A JSON string with an unknown escape, a malformed `\u` escape, an unpaired UTF-16
    /// surrogate escape, or an unescaped control character (RFC 8259 §7).
    public static let invalidString = PlistReadError.Kind(rawValue: DiagnosticRule.invalidString.id)
}
