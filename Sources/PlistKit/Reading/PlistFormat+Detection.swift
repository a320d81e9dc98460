import Foundation

extension PlistFormat {
    /// The format ``PlistReader`` starts reading `bytes` as when `PlistReader.Options.format` is
    /// `nil`, decided by content alone, never by a file name: `bplist` magic is binary; after a
    /// UTF-8 or UTF-16 byte-order mark (or UTF-16 recognised by its zero bytes) and whitespace,
    /// `<` is XML unless hex digits or `*` follow it (OpenStep data, a GNUstep typed value);
    /// `{`, `[`, `"`, `-`, a digit, `t`, `f`, `n` or `/` is JSON; `(`, `'` or another character
    /// of OpenStep's unquoted strings is OpenStep. See <doc:OpenStep> for the whole rule.
    ///
    /// Detection looks only at the first bytes, except for text of at most 1 MiB that starts as
    /// JSON may: that is read (as JSON, then as OpenStep) to tell which reader takes it, or,
    /// when neither does, whose error ``PlistReader`` reports. Larger such text is `JSON`
    /// (reading it again could cost as much as the read that failed). A file detected as XML
    /// or binary may still fail to read. Useful to say which reader a failed file went to, as
    /// `plist-lint --output-format json` does.
    ///
    /// - Returns: `nil` for input no reader takes: empty or whitespace-only; a well-known kind
    ///   of file that is not a property list (a ZIP archive, gzip-compressed data, a PNG or
    ///   JPEG image, a PDF, a Mach-O or ELF binary, an SQLite database, …); UTF-32 text; or text
    ///   whose first character starts no format (`#`, `%`, `}`, a control byte).
    public static func detected(in bytes: Data) -> PlistFormat? {
        bytes.withUnsafeBytes { raw in
            guard let format = try? PlistFormatDetector.detect(raw) else { return nil }
            guard format == .json, raw.count <= Self.rereadLimit else { return format }
            return PlistReader().readJSONOrOpenStepReportingFormat(raw).format
        }
    }

    /// The largest text ``detected(in:)`` reads to tell JSON from OpenStep: 1 MiB.
    static let rereadLimit = 1 << 20
}
