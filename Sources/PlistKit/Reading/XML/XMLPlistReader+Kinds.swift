extension PlistReadError.Kind {
    /// A declared encoding other than UTF-8 or UTF-16, or one that contradicts the bytes.
    public static let unsupportedEncoding = PlistReadError.Kind(rawValue: DiagnosticRule.unsupportedEncoding.id)
    /// Bytes that are not valid in the file's encoding (bad UTF-8, unpaired UTF-16 surrogate).
    public static let invalidEncoding = PlistReadError.Kind(rawValue: DiagnosticRule.invalidEncoding.id)
    /// An `<!ENTITY>` (or other markup declaration) in the DOCTYPE's internal subset.
    public static let entityDeclaration = PlistReadError.Kind(rawValue: DiagnosticRule.entityDeclaration.id)
    /// A reference to an entity other than the five predefined XML entities.
    public static let undefinedEntity = PlistReadError.Kind(rawValue: DiagnosticRule.undefinedEntity.id)
    /// An element that is not in Apple's PropertyList-1.0 DTD.
    public static let unknownElement = PlistReadError.Kind(rawValue: DiagnosticRule.unknownElement.id)
    /// The root element is not `<plist>`.
    public static let wrongRoot = PlistReadError.Kind(rawValue: DiagnosticRule.wrongRoot.id)
    /// A known element where the DTD does not allow it (`<key>` outside `<dict>`, an element
    /// inside `<string>`, a nested `<plist>`).
    public static let misplacedElement = PlistReadError.Kind(rawValue: DiagnosticRule.misplacedElement.id)
    /// A value in a `<dict>` that no `<key>` precedes.
    public static let valueWithoutKey = PlistReadError.Kind(rawValue: DiagnosticRule.valueWithoutKey.id)
    /// A `<key>` without a value, or a `<plist>` without a value.
    public static let missingValue = PlistReadError.Kind(rawValue: DiagnosticRule.missingValue.id)
    /// More than one value inside `<plist>`.
    public static let multipleValues = PlistReadError.Kind(rawValue: DiagnosticRule.multipleValues.id)
    /// Markup or text after the root element has ended.
    public static let contentAfterRoot = PlistReadError.Kind(rawValue: DiagnosticRule.contentAfterRoot.id)
    /// Text where only whitespace may be (directly inside `<dict>`, `<array>`, `<plist>`).
    public static let unexpectedText = PlistReadError.Kind(rawValue: DiagnosticRule.unexpectedText.id)
    /// `<integer>` text that is not an integer in `Int64.min ... UInt64.max`.
    public static let invalidInteger = PlistReadError.Kind(rawValue: DiagnosticRule.invalidInteger.id)
    /// `<real>` text that is not a real, or a real beyond the `Double` range.
    public static let invalidReal = PlistReadError.Kind(rawValue: DiagnosticRule.invalidReal.id)
    /// `<date>` text that is not `YYYY-MM-DDTHH:MM:SSZ` with valid fields.
    public static let invalidDate = PlistReadError.Kind(rawValue: DiagnosticRule.invalidDate.id)
    /// `<data>` text that is not base64.
    public static let invalidData = PlistReadError.Kind(rawValue: DiagnosticRule.invalidData.id)
    /// `<true>` or `<false>` with content.
    public static let invalidBoolean = PlistReadError.Kind(rawValue: DiagnosticRule.invalidBoolean.id)
    /// A key repeated in one dictionary (an error only with `DuplicateKeyPolicy.error`).
    public static let duplicateKey = PlistReadError.Kind(rawValue: DiagnosticRule.duplicateKey.id)
}
