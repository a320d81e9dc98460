import PlistKit
import PlistLint

/// How much text a ``LanguageServer`` holds: every open document's text stays in memory, with
/// the tree of its last check, so both the size of one document and the total of all are
/// bounded. A document past either limit is not held: its one diagnostic says so and how to
/// raise the limit (``OpenDocument/refusal``).
package struct ServerLimits: Hashable, Sendable {
    /// The largest document checked, in UTF-8 bytes: `plist-lint`'s default `--max-size`
    /// (``LintOptions/defaultMaxSize``, 10 MiB) unless `plist-lsp --max-size BYTES` says otherwise.
    /// The linter reads with the same limit.
    package var maxDocumentSize: Int
    /// The most UTF-8 bytes all open documents hold together: 64 MiB unless
    /// `plist-lsp --max-open-size BYTES` says otherwise. A document that would pass it is not held.
    package var maxOpenSize: Int
    /// The most values one document may hold: `plist-lint`'s default `--max-values`
    /// (``LintOptions/defaultMaxValues``) unless `plist-lsp --max-values N` says otherwise.
    package var maxValues: Int

    /// How a document's limit findings advise raising a limit (``LimitAdvice``): through the
    /// server's own options, which the editor's command for it sets.
    package static let limitFlags = ["maxInputSize": "plist-lsp --max-size", "maxValueCount": "plist-lsp --max-values"]

    /// The linter of documents within these limits, relative paths relative to `workingFolder`.
    func linter(workingFolder: String) -> DocumentLinter {
        DocumentLinter(workingFolder: workingFolder, maxSize: maxDocumentSize, maxValues: maxValues, limitFlags: Self.limitFlags)
    }

    /// The longest message read whole: 64 MiB, or enough for a document of ``maxDocumentSize``
    /// bytes however JSON escapes it (at most 6 bytes a byte, `\u0001`) when that is more. A
    /// longer message is skipped (``MessageFramer``) and its document refused as too large.
    package var maxMessageSize: Int {
        let (escaped, overflow) = maxDocumentSize.multipliedReportingOverflow(by: 6)
        return overflow ? Int.max : max(MessageFramer.defaultMaxMessageSize, escaped + (1 << 20))
    }

    /// The default of ``maxOpenSize``: 64 MiB.
    package static let defaultMaxOpenSize = 64 << 20

    /// Creates limits; the defaults are `plist-lint`'s.
    package init(maxDocumentSize: Int = LintOptions.defaultMaxSize, maxOpenSize: Int = ServerLimits.defaultMaxOpenSize,
                 maxValues: Int = LintOptions.defaultMaxValues) {
        self.maxDocumentSize = maxDocumentSize
        self.maxOpenSize = maxOpenSize
        self.maxValues = maxValues
    }

    /// The one diagnostic of a document of `size` bytes that is larger than ``maxDocumentSize``.
    func documentTooLarge(_ size: Int) -> Diagnostic {
        Diagnostic(severity: .error, rule: .limitExceeded,
                   message: DiagnosticRule.documentTooLargeMessage(size: size, limit: maxDocumentSize, tool: "plist-lsp", option: "--max-size"))
    }

    /// The one diagnostic of a document of `size` bytes that would take the open documents'
    /// total (`others` bytes without it) past ``maxOpenSize``.
    func openSizeExceeded(_ size: Int, others: Int) -> Diagnostic {
        Diagnostic(severity: .error, rule: .limitExceeded,
                   message: DiagnosticRule.openSizeExceededMessage(size: size, others: others, limit: maxOpenSize,
                                                                   tool: "plist-lsp", option: "--max-open-size"))
    }
}
