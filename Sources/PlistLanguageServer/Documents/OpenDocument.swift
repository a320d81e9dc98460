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

    /// The index of the tree of the last check, or `nil` when it could not be read.
    package var index: TreeIndex? { lint?.document.map { TreeIndex($0.root) } }

    /// Where each key and value of the last check's tree ends (``TreeIndex/spanEnds``).
    package var spanEnds: [Int: Int] { index?.spanEnds ?? [:] }
}
