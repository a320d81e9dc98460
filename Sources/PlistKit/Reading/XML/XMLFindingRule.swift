/// Rule ids of the warnings the XML reader puts in ``PlistDocument/findings``.
enum XMLFindingRule {
    /// A key repeated in one `<dict>`; the later value wins.
    static let duplicateKey = "duplicate-key"
    /// `<data/>`, which CoreFoundation rejects.
    static let selfClosingData = "self-closing-data"
    /// Base64 without `=` padding.
    static let unpaddedBase64 = "unpadded-base64"
    /// Characters outside the base64 alphabet skipped (lenient policy).
    static let skippedBase64 = "skipped-base64-characters"
    /// A non-zero `<real>` that rounds to zero.
    static let realUnderflow = "real-underflow"
    /// Whitespace before `<?xml`, stripped before parsing.
    static let leadingWhitespace = "leading-whitespace"
    /// A comment inside `<string>` or `<key>`: dropped here, rejected by CoreFoundation
    /// ("Encountered improper CDATA opening").
    static let commentInText = "comment-in-text"
    /// UTF-16 XML without a byte-order mark: read here, rejected by CoreFoundation.
    static let utf16WithoutByteOrderMark = "utf16-without-bom"
}
