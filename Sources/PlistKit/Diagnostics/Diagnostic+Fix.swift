extension Diagnostic {
    /// A change to the source that resolves a finding: what `plist-lint --fix` applies, what
    /// SARIF 2.1.0 reports as a `fix` (§3.55) and what an editor offers as a quick fix
    /// (LSP 3.17 `CodeAction` with a `WorkspaceEdit`).
    ///
    /// A fix is data: its edits are byte ranges of the file the diagnostic is about, with the
    /// text to put there, so every consumer applies exactly the same change.
    public struct Fix: Hashable, Sendable {
        /// A short imperative title, such as `rename "CFBundleIdentifer" to "CFBundleIdentifier"`.
        public var title: String
        /// The source edits, in ascending order of their ranges, none overlapping.
        public var edits: [TextEdit]
        /// Whether a tool may apply the fix without asking (`plist-lint --fix` applies only
        /// these): the replacement is unambiguous and keeps the file's meaning otherwise.
        public var isSafe: Bool
        /// The same change as edits of the tree, which ``PlistSourceEditor`` applies and checks
        /// (`plist-lint --fix` applies these). The ``Validator`` knows the tree but not the
        /// bytes: its fixes carry these, and ``edits`` is filled in from the source by
        /// ``PlistSourceEditor/resolvingFixes(of:)``. Empty for a fix that is only text.
        public var plistEdits: [PlistEdit]

        /// Creates a fix.
        public init(title: String, edits: [TextEdit], isSafe: Bool = true, plistEdits: [PlistEdit] = []) {
            self.title = title
            self.edits = edits
            self.isSafe = isSafe
            self.plistEdits = plistEdits
        }
    }
}

/// A replacement of one byte range of a source file by new text.
///
/// `range` counts bytes of the file as read (0-based, end exclusive), the unit every reader's
/// ``SourceLocation/offset`` uses; an empty range inserts. `newText` is written in UTF-8
/// (a UTF-16 file is edited in its own encoding by the editor that applies the edit).
public struct TextEdit: Hashable, Sendable {
    /// The bytes replaced, `lowerBound` ≤ `upperBound`.
    public var range: Range<Int>
    /// The text put in their place.
    public var newText: String

    /// Creates an edit.
    public init(range: Range<Int>, newText: String) {
        self.range = range
        self.newText = newText
    }
}
