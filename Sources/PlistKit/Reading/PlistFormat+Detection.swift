import Foundation

extension PlistFormat {
    /// The format ``PlistReader`` reads `bytes` as when `PlistReader.Options.format` is `nil`,
    /// decided by content alone, never by a file name: `bplist00` magic is binary; a UTF-16
    /// byte-order mark or UTF-16 `<` is XML (XML 1.0 Appendix F); otherwise, after an optional
    /// UTF-8 BOM and whitespace, `<` and any other printable byte is XML and `{`, `[`, `"`, `-`,
    /// a digit, `t`, `f`, `n` or `/` is JSON (RFC 8259 values, and comments for lenient JSON).
    ///
    /// Detection looks only at the first bytes and does not check the rest: a file detected
    /// as XML may still fail to read. Useful to say which reader a failed file went to, as
    /// `plist-lint --output-format json` does.
    ///
    /// - Returns: `nil` for input no reader takes: empty or whitespace-only, gzip-compressed,
    ///   or starting with a control byte.
    public static func detected(in bytes: Data) -> PlistFormat? {
        bytes.withUnsafeBytes { try? PlistFormatDetector.detect($0) }
    }
}
