/// Rule ids of the warnings the XML reader puts in ``PlistDocument/diagnostics``, from the
/// catalogue (``DiagnosticRule``).
enum XMLFindingRule {
    /// A key repeated in one `<dict>`; the later value wins.
    static let duplicateKey = DiagnosticRule.duplicateKey.id
    /// `<data/>`, which CoreFoundation rejects.
    static let selfClosingData = DiagnosticRule.selfClosingData.id
    /// Base64 without `=` padding.
    static let unpaddedBase64 = DiagnosticRule.unpaddedBase64.id
    /// Characters outside the base64 alphabet skipped (lenient policy).
    static let skippedBase64 = DiagnosticRule.skippedBase64Characters.id
    /// A non-zero `<real>` that rounds to zero.
    static let realUnderflow = DiagnosticRule.realUnderflow.id
    /// Whitespace before `<?xml`, stripped before parsing.
    static let leadingWhitespace = DiagnosticRule.leadingWhitespace.id
    /// A comment inside `<string>` or `<key>`: dropped here, rejected by CoreFoundation
    /// ("Encountered improper CDATA opening").
    static let commentInText = DiagnosticRule.commentInText.id
    /// UTF-16 XML without a byte-order mark: read here, rejected by CoreFoundation.
    static let utf16WithoutByteOrderMark = DiagnosticRule.utf16WithoutBOM.id
}
