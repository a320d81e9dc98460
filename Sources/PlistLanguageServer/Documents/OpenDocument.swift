import PlistKit
import PlistLint

/// A document the client has open: its text, version, the file it stands for, and the result
/// of its last check (on which completion, hover, symbols and code actions work).
///
/// A document the server does not hold — larger than ``LanguageServer/Limits``, or whose text
/// the server lost track of — keeps its URI and version, an empty ``text`` and the reason in
/// ``refusal``: it is not checked, and requests on it answer as for an empty document.
package struct OpenDocument: Sendable {
    /// The URI the client names it by.
    package var uri: String
    /// The file's path (``DocumentURI/path(of:)``), which chooses configuration and schema.
    package var path: String
    /// The client's version of the text.
    package var version: Int
    /// The text (empty when ``refusal`` is set).
    package var text: TextDocument
    /// The last check of ``text``, or `nil` before the first and while the text is refused.
    package var lint: DocumentLintResult?
    /// The estimated bytes of the last check's tree (``treeSize(of:)``), 0 without one.
    package var treeSize = 0

    /// What the document takes: its text and the estimated size of its tree.
    package var heldSize: Int { text.bytes.count + treeSize }

    /// An estimate of the bytes the tree under `root` takes: 64 per value (a node is 40 bytes,
    /// a dictionary entry 80, and arrays keep spare room), strings and data included only by
    /// their node: measured 41 MB for a 2 MB JSON array of a million values.
    package static func treeSize(of root: PlistNode?) -> Int {
        guard let root else { return 0 }
        var count = 0
        var pending = [root]
        while let node = pending.popLast() {
            count += 1
            switch node.value {
            case .array(let elements): pending += elements
            case .dictionary(let d): pending += d.entries.map(\.value)
            default: break
            }
        }
        return count * 64
    }

    /// The diagnostics last published for the document (their rules are explained by hover).
    package var published: [LSPDiagnostic] = []
    /// Why the text is not held: the one diagnostic shown for the document (rule
    /// `limit-exceeded` or `out-of-sync`); `nil` when it is held.
    package var refusal: Diagnostic?

    /// Creates a document holding `text`.
    package init(uri: String, path: String, version: Int, text: TextDocument) {
        self.uri = uri
        self.path = path
        self.version = version
        self.text = text
    }

    /// The index of the tree of the last check, or `nil` when it could not be read.
    package var index: TreeIndex? { lint?.document.map { TreeIndex($0.root) } }

    /// Where each key and value of the last check's tree ends (``TreeIndex/spanEnds``).
    package var spanEnds: [Int: Int] { index?.spanEnds ?? [:] }

    /// Drops the text and the last check, keeping `reason` as the document's one diagnostic.
    package mutating func refuse(_ reason: Diagnostic) {
        text = TextDocument("")
        lint = nil
        treeSize = 0
        refusal = reason
    }

    /// Holds `text` (a document within the limits), dropping any refusal.
    package mutating func hold(_ text: TextDocument) {
        self.text = text
        lint = nil
        treeSize = 0
        refusal = nil
    }
}
