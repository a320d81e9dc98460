import PlistLint

/// A document the client has open: its text, version, the file it stands for, and the result
/// of its last check (on which completion, hover, symbols and code actions work).
package struct OpenDocument: Sendable {
    /// The URI the client names it by.
    package var uri: String
    /// The file's path (``DocumentURI/path(of:)``), which chooses configuration and schema.
    package var path: String
    /// The client's version of the text.
    package var version: Int
    /// The text.
    package var text: TextDocument
    /// The last check of ``text``, or `nil` before the first.
    package var lint: DocumentLintResult?
}
