import Foundation

extension PlistFormat {
    /// The format ``PlistReader`` starts reading `bytes` as when `PlistReader.Options.format` is
    /// `nil`, decided by content alone, never by a file name: `bplist` magic is binary; after a
    /// UTF-8 or UTF-16 byte-order mark and whitespace, `<` is XML unless hex digits or `*`
    /// follow it (OpenStep data, a GNUstep typed value); `{`, `[`, `"`, `-`, a digit, `t`, `f`,
    /// `n` or `/` is JSON; any other printable character is OpenStep. See
    /// <doc:OpenStep> for the whole rule.
    ///
    /// Detection looks only at the first bytes and does not check the rest: a file detected
    /// as XML may still fail to read, and text detected as JSON that is not JSON is read as
    /// OpenStep (the returned ``PlistDocument/format`` says which). Useful to say which reader a
    /// failed file went to, as `plist-lint --output-format json` does.
    ///
    /// - Returns: `nil` for input no reader takes: empty or whitespace-only, gzip-compressed,
    ///   UTF-32, or starting with a control byte.
    public static func detected(in bytes: Data) -> PlistFormat? {
        bytes.withUnsafeBytes { try? PlistFormatDetector.detect($0) }
    }
}
