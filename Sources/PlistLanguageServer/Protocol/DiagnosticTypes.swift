/// LSP 3.17 `Diagnostic`.
package struct LSPDiagnostic: Hashable, Sendable, Codable {
    /// LSP 3.17 `CodeDescription`: a link to the rule's explanation.
    package struct CodeDescription: Hashable, Sendable, Codable {
        /// The URL.
        package var href: String
    }

    /// LSP 3.17 `DiagnosticRelatedInformation`.
    package struct RelatedInformation: Hashable, Sendable, Codable {
        /// Where.
        package var location: Location
        /// The note's message.
        package var message: String
    }

    /// The range.
    package var range: LSPRange
    /// 1 error, 2 warning, 3 information, 4 hint.
    package var severity: Int
    /// The rule id.
    package var code: String
    /// The rule's explanation.
    package var codeDescription: CodeDescription?
    /// `plist-lint`.
    package var source: String
    /// The message.
    package var message: String
    /// Related notes.
    package var relatedInformation: [RelatedInformation]?
    /// Unused by the server for matching (code actions recompute fixes from the document's
    /// last check); kept so that clients echo something stable.
    package var data: JSONValue?
}

/// `textDocument/publishDiagnostics` params.
package struct PublishDiagnosticsParams: Sendable, Codable {
    /// The document.
    package var uri: String
    /// The version checked, when known.
    package var version: Int?
    /// Every diagnostic of the document (an empty array clears them).
    package var diagnostics: [LSPDiagnostic]
}

/// LSP 3.17 `LogMessageParams` (`window/logMessage`).
package struct LogMessageParams: Sendable, Codable {
    /// 1 error, 2 warning, 3 info, 4 log.
    package var type: Int
    /// The message.
    package var message: String
}
