/// LSP 3.17 `CompletionItem` (the members the server fills).
package struct CompletionItem: Hashable, Sendable, Codable {
    /// The label shown (the key or value).
    package var label: String
    /// 10 Property (a key), 12 Value, 20 EnumMember, 21 Constant (a Boolean).
    package var kind: Int
    /// The type, e.g. `String`.
    package var detail: String?
    /// The one-line description.
    package var documentation: MarkupContent?
    /// Whether the key is deprecated.
    package var deprecated: Bool?
    /// The edit made when chosen (its range is the word at the cursor).
    package var textEdit: LSPTextEdit?
    /// The text filtered against what was typed.
    package var filterText: String?
    /// Orders the list (required keys first).
    package var sortText: String?
}

/// LSP 3.17 `CompletionList`.
package struct CompletionList: Sendable, Codable {
    /// Always `false`: the list is complete.
    package var isIncomplete: Bool
    /// The items.
    package var items: [CompletionItem]
}

/// LSP 3.17 `Hover`.
package struct Hover: Sendable, Codable {
    /// The text.
    package var contents: MarkupContent
    /// The key or value hovered.
    package var range: LSPRange?
}

/// LSP 3.17 `DocumentSymbol`.
package struct DocumentSymbol: Sendable, Codable {
    /// The key (or `[index]` for an array element).
    package var name: String
    /// The value's type.
    package var detail: String?
    /// 19 Object (dictionary), 18 Array, 15 String, 16 Number, 17 Boolean, 7 Property (others).
    package var kind: Int
    /// From the key to the end of the value.
    package var range: LSPRange
    /// The key.
    package var selectionRange: LSPRange
    /// The entries of a dictionary or array.
    package var children: [DocumentSymbol]?
}

/// `textDocument/codeAction` params (the members the server reads).
package struct CodeActionParams: Sendable, Codable {
    /// The client's context: the diagnostics at the range.
    package struct Context: Sendable, Codable {
        /// The diagnostics the client shows in the range.
        package var diagnostics: [LSPDiagnostic]
    }
    /// The document.
    package var textDocument: TextDocumentIdentifier
    /// The range selected.
    package var range: LSPRange
    /// The context.
    package var context: Context
}

/// LSP 3.17 `CodeAction`.
package struct CodeAction: Sendable, Codable {
    /// The title shown.
    package var title: String
    /// `quickfix`.
    package var kind: String
    /// The diagnostics it resolves.
    package var diagnostics: [LSPDiagnostic]?
    /// Whether it is the fix to apply when the user asks for "the" fix (a safe fix).
    package var isPreferred: Bool?
    /// The change.
    package var edit: WorkspaceEdit
}
