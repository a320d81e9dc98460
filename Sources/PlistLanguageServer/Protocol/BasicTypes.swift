/// LSP 3.17 `Position`: a zero-based line and a zero-based character offset in UTF-16 code
/// units (the default `positionEncoding`, `utf-16`).
package struct Position: Hashable, Sendable, Codable, Comparable {
    /// Zero-based line.
    package var line: Int
    /// Zero-based UTF-16 code unit offset in the line.
    package var character: Int

    /// Creates a position.
    package init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    /// Orders by line, then character.
    package static func < (a: Position, b: Position) -> Bool { (a.line, a.character) < (b.line, b.character) }
}

/// LSP 3.17 `Range`: `start` inclusive, `end` exclusive.
package struct LSPRange: Hashable, Sendable, Codable {
    /// The first position.
    package var start: Position
    /// The position after the last.
    package var end: Position

    /// Creates a range.
    package init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }
}

/// LSP 3.17 `Location`: a range in a document.
package struct Location: Hashable, Sendable, Codable {
    /// The document.
    package var uri: String
    /// The range.
    package var range: LSPRange

    /// Creates a location.
    package init(uri: String, range: LSPRange) {
        self.uri = uri
        self.range = range
    }
}

/// LSP 3.17 `TextEdit`.
package struct LSPTextEdit: Hashable, Sendable, Codable {
    /// The range replaced.
    package var range: LSPRange
    /// The text put there.
    package var newText: String

    /// Creates an edit.
    package init(range: LSPRange, newText: String) {
        self.range = range
        self.newText = newText
    }
}

/// LSP 3.17 `WorkspaceEdit`, in its `changes` form (edits by document URI).
package struct WorkspaceEdit: Hashable, Sendable, Codable {
    /// The edits of each document.
    package var changes: [String: [LSPTextEdit]]

    /// Creates a workspace edit.
    package init(changes: [String: [LSPTextEdit]]) {
        self.changes = changes
    }
}

/// LSP 3.17 `MarkupContent`.
package struct MarkupContent: Hashable, Sendable, Codable {
    /// `markdown` or `plaintext`.
    package var kind: String
    /// The text.
    package var value: String

    /// Markdown text.
    package static func markdown(_ value: String) -> MarkupContent { MarkupContent(kind: "markdown", value: value) }
}

/// LSP 3.17 `TextDocumentIdentifier`.
package struct TextDocumentIdentifier: Hashable, Sendable, Codable {
    /// The document's URI.
    package var uri: String
}

/// The params of every request at a position (LSP 3.17 `TextDocumentPositionParams`):
/// completion, hover, definition.
package struct TextDocumentPositionParams: Hashable, Sendable, Codable {
    /// The document.
    package var textDocument: TextDocumentIdentifier
    /// The position.
    package var position: Position
}
