/// The result of reading one input: the located tree, the format it was read from, and the
/// findings that did not stop the read (warnings such as a duplicate key, `<data/>`, unpadded
/// base64, whitespace before the XML declaration).
public struct PlistDocument: Sendable {
    /// The root value.
    public var root: PlistNode
    /// The format the bytes were read as.
    public var format: PlistFormat
    /// Warnings and notes, in document order. Errors are thrown, never stored here.
    public var diagnostics: [Diagnostic]
    /// The file name given to the reader, or `nil`.
    public var file: String?
    /// The keys of the root dictionary's entries the reader was told not to keep
    /// (``TreeStreaming/rootDictionaryKeeps``), or `nil` when it kept every entry.
    package var omittedRootKeys: OmittedKeys?

    /// Creates a document.
    public init(root: PlistNode, format: PlistFormat, diagnostics: [Diagnostic] = [], file: String? = nil) {
        self.root = root
        self.format = format
        self.diagnostics = diagnostics
        self.file = file
    }

    /// The same document, its diagnostics (and their notes) naming `file`.
    public func inFile(_ file: String?) -> PlistDocument {
        var copy = self
        copy.file = file
        copy.diagnostics = diagnostics.map { $0.inFile(file) }
        return copy
    }
}
