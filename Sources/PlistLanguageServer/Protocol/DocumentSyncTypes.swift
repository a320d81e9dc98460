/// LSP 3.17 `TextDocumentItem`, as `textDocument/didOpen` carries it.
package struct TextDocumentItem: Hashable, Sendable, Codable {
    /// The document's URI.
    package var uri: String
    /// The client's language id (`xml`, `json`, `plist`…); not used: the format is read from the bytes.
    package var languageId: String
    /// The version, increasing with each change.
    package var version: Int
    /// The full text.
    package var text: String
}

/// `textDocument/didOpen` params.
package struct DidOpenTextDocumentParams: Sendable, Codable {
    /// The document opened.
    package var textDocument: TextDocumentItem
}

/// LSP 3.17 `VersionedTextDocumentIdentifier`.
package struct VersionedTextDocumentIdentifier: Hashable, Sendable, Codable {
    /// The document's URI.
    package var uri: String
    /// The version after the change.
    package var version: Int
}

/// LSP 3.17 `TextDocumentContentChangeEvent`: a range replaced (incremental sync), or, without
/// a range, the whole new text.
package struct TextDocumentContentChangeEvent: Hashable, Sendable, Codable {
    /// The range replaced; `nil` when `text` is the whole document.
    package var range: LSPRange?
    /// The new text.
    package var text: String

    /// Creates a change.
    package init(range: LSPRange?, text: String) {
        self.range = range
        self.text = text
    }
}

/// `textDocument/didChange` params.
package struct DidChangeTextDocumentParams: Sendable, Codable {
    /// The document and its new version.
    package var textDocument: VersionedTextDocumentIdentifier
    /// The changes, applied in order.
    package var contentChanges: [TextDocumentContentChangeEvent]
}

/// `textDocument/didClose` and `textDocument/didSave` params.
package struct TextDocumentParams: Sendable, Codable {
    /// The document.
    package var textDocument: TextDocumentIdentifier
}

/// `workspace/didChangeWatchedFiles` params.
package struct DidChangeWatchedFilesParams: Sendable, Codable {
    /// One changed file.
    package struct FileEvent: Sendable, Codable {
        /// The file's URI.
        package var uri: String
        /// 1 created, 2 changed, 3 deleted.
        package var type: Int
    }
    /// The changes.
    package var changes: [FileEvent]
}
