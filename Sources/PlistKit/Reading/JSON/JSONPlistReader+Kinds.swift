extension PlistReadError.Kind {
    /// A JSON number that breaks the RFC 8259 §6 grammar (`01`, `1.`, `-`, `1e`, `0x1`).
    public static let invalidNumber = PlistReadError.Kind(rawValue: "invalid-number")
    /// A JSON number whose magnitude is beyond the `Double` range (`1e400`): never read as
    /// infinity.
    public static let numberOutOfRange = PlistReadError.Kind(rawValue: "number-out-of-range")
    /// A JSON string with an unknown escape, a malformed `\u` escape, an unpaired UTF-16
    /// surrogate escape, or an unescaped control character (RFC 8259 §7).
    public static let invalidString = PlistReadError.Kind(rawValue: "invalid-string")
}

/// Rule ids the JSON reader shares with the other readers. Kept here (not as public
/// `PlistReadError.Kind` constants) so that they do not clash with the XML reader's
/// declarations of the same ids.
enum JSONRule {
    /// Bytes that are not UTF-8 (RFC 8259 §8.1: JSON exchanged between systems is UTF-8).
    static let invalidEncoding = PlistReadError.Kind(rawValue: "invalid-encoding")
    /// A member name repeated in one object (a warning finding, or an error with
    /// ``PlistReader/DuplicateKeyPolicy/error``).
    static let duplicateKey = PlistReadError.Kind(rawValue: "duplicate-key")
}
