extension DiagnosticRule {
    /// Rules of an editor session (`plist-lsp`): the protocol between the editor and the
    /// language server, not the property list's content.
    static let editorRules: [DiagnosticRule] = [outOfSync]

    /// `out-of-sync`: The language server can no longer follow the editor's text of a document.
    static let outOfSync = DiagnosticRule("out-of-sync", .error,
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
}
