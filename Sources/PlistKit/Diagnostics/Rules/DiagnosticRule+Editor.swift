extension DiagnosticRule {
    /// Rules of an editor session (`plist-lsp`): the protocol between the editor and the
    /// language server, not the property list's content.
    static let editorRules: [DiagnosticRule] = [outOfSync]

    /// `out-of-sync`: The language server can no longer follow the editor's text of a document.
    package static let outOfSync = DiagnosticRule("out-of-sync", .error,
        summary: "The language server can no longer follow the editor's text of a document.",
        explanation: """
        An editor sends each change of an open document as a range and its new text \
        (LSP 3.17 incremental sync). A change the server cannot apply — a range that ends \
        before it starts — leaves the server's copy different from what the editor shows, \
        so every further finding would be at the wrong place. The server drops its copy and \
        stops checking the document until the editor sends the whole text again: close and \
        reopen it. This is a defect of the editor or its LSP extension, worth reporting there.

        Bad:
            {"range": {"start": {"line": 4, "character": 2}, "end": {"line": 3, "character": 0}}, "text": ""}

        Good:
            {"range": {"start": {"line": 3, "character": 0}, "end": {"line": 4, "character": 2}}, "text": ""}
        """
    )

    /// `not checked: the editor sent a change whose range ends (…) before it starts (…); the
    /// server's copy of the text no longer matches the editor's (close and reopen the document)`,
    /// where `change` describes the change.
    package static func outOfSyncMessage(_ change: String) -> String {
        "not checked: \(change); the server's copy of the text no longer matches the editor's (close and reopen the document)"
    }

    /// `limit-exceeded` in a language server (`tool`): a document of `size` bytes over its
    /// `limit` for one document, raised with its `option`.
    package static func documentTooLargeMessage(size: Int, limit: Int, tool: String, option: String) -> String {
        "not checked: the document is \(size) bytes, more than \(tool)'s limit of \(limit) bytes"
            + " (start \(tool) with \(option) BYTES to raise it)"
    }

    /// `limit-exceeded` in a language server (`tool`): a document that takes `size` bytes (its
    /// text, and once read the tree of its values) and would take the open documents (`others`
    /// bytes without it) past its `limit`, raised with its `option`.
    package static func openSizeExceededMessage(size: Int, others: Int, limit: Int, tool: String, option: String) -> String {
        "not checked: this document takes \(size) bytes (its text and the tree of its values), and the open documents would"
            + " then take \(others + size) bytes, more than \(tool)'s limit of \(limit) bytes (close other documents and reopen"
            + " this one, or start \(tool) with \(option) BYTES)"
    }

    /// `limit-exceeded` in a language server (`tool`): a document sent in a message of `size`
    /// bytes, more than it reads (`limit`), raised with its `option`.
    package static func messageTooLargeMessage(size: Int, limit: Int, tool: String, option: String) -> String {
        "not checked: the editor sent this document in a message of \(size) bytes, more than \(tool) reads (\(limit) bytes;"
            + " start \(tool) with \(option) BYTES to raise it)"
    }

    /// `out-of-sync` in a language server: a `didOpen` or `didChange` whose text could not be
    /// decoded (`reason`), so the server has no text for the document.
    package static func undecodableChangeMessage(_ reason: String) -> String {
        "not checked: the editor's message for this document could not be read (\(reason)); close and reopen the document"
    }

    /// `io` in a language server: a document whose `file:` URI decodes to a path holding NUL.
    package static let nulInDocumentURIMessage =
        "not checked: the document's URI holds a NUL character (%00), which no file name can hold; no file beside it is read"
}
