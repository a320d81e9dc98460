import Foundation

/// Edits the bytes of a property list the way a careful person would by hand: only the bytes
/// of the nodes an edit touches change, every other byte — comments, indentation, key order,
/// line endings, the XML declaration — stays as it was.
///
/// ```swift
/// var editor = try PlistSourceEditor(source: Data(contentsOf: url))
/// try editor.apply([.replace(["CFBundleVersion"], with: "43")])
/// try AtomicFileWriter.replaceContents(ofFileAtPath: url.path, with: editor.source, expecting: original)
/// ```
///
/// XML, JSON and OpenStep text (UTF-8, LF or CR LF) is spliced (see <doc:Editing> for where new
/// keys go and what a removal takes with it); a binary property list (`bplist00`) has no
/// formatting to keep and is written again whole by ``BinaryPlistWriter``. UTF-16 text (a
/// `.strings` file as Xcode may save it, XML declared UTF-16) is refused with
/// ``PlistSourceEditError/Kind/unsupportedEncoding`` rather than transcoded.
///
/// Every change is checked: after the last splice of ``apply(_:)`` the bytes are read again,
/// once, and compared — values and key order — with ``PlistNode/applying(_:)-([PlistEdit])`` of the
/// same edits, the one meaning of an edit; on any difference the editor throws and keeps its
/// bytes. Between splices the spans of the tree are moved rather than read again, so a batch
/// of `n` edits costs one reading of the file, not `n`.
public struct PlistSourceEditor: Sendable {
    /// The current bytes.
    public private(set) var source: Data
    /// The current tree, read from ``source`` with every node's ``PlistNode/sourceRange``.
    public private(set) var tree: PlistNode
    /// The format of ``source`` (as detected or as given).
    public let format: PlistFormat
    let options: PlistReader.Options
    private let style: SourceStyle

    /// Reads `source`.
    ///
    /// - Parameters:
    ///   - source: the bytes of a property list.
    ///   - format: the format, or `nil` to detect it from the bytes (as ``PlistReader`` does).
    ///   - options: the reader's options; ``PlistReader/Options/format`` is overridden by
    ///     `format` when that is given.
    /// - Throws: the reader's ``PlistReadError`` when `source` is not a property list.
    public init(source: Data, format: PlistFormat? = nil, options: PlistReader.Options = .init()) throws {
        var options = options
        if let format { options.format = format }
        let document = try PlistReader(options: options).read(source)
        options.format = document.format
        self.source = source
        self.tree = document.root
        self.format = document.format
        self.options = options
        self.style = SourceStyle(of: [UInt8](source), format: document.format)
    }

    /// Applies `edits` in order, all or nothing.
    ///
    /// - Throws: ``PlistEditError`` when an edit does not apply to the tree (a missing key, an
    ///   existing key to insert…); ``PlistWriteError`` when a value cannot be written in the
    ///   format (a date in OpenStep, a UID in XML…); ``PlistSourceEditError`` for UTF-16 text,
    ///   a node without bytes, or output that does not read back as intended. ``source`` and
    ///   ``tree`` are unchanged when it throws.
    public mutating func apply(_ edits: [PlistEdit]) throws {
        let result = try edited(edits)
        source = result.source
        tree = result.tree
    }

    /// The same change as ``apply(_:)`` as byte-range edits of ``source``, sorted and
    /// disjoint (successive splices that touch are merged): what a ``Diagnostic/Fix`` or a
    /// language server's `TextEdit`s carry.
    ///
    /// - Throws: as ``apply(_:)``; ``PlistSourceEditError`` `not-text` for a binary property list.
    public func textEdits(for edits: [PlistEdit]) throws -> [TextEdit] {
        guard format != .binary else {
            throw PlistSourceEditError(.notText, "a binary property list has no text edits; write it again with BinaryPlistWriter")
        }
        return try edited(edits).textEdits
    }

    /// The bytes, tree and text edits after `edits`, checked: the spliced text is read once,
    /// at the end, and compared with the tree the edits intend.
    private func edited(_ edits: [PlistEdit]) throws -> (source: Data, tree: PlistNode, textEdits: [TextEdit]) {
        let intended = try tree.applying(edits)
        if format == .binary {
            let data = try BinaryPlistWriter().write(intended.value)
            let reread = try readBack(data)
            try verify(reread, intended, edits)
            return (data, reread, [])
        }
        try refuseUTF16()
        let spliced = try splicing(edits)
        let reread = try readBack(Data(spliced.bytes))
        try verify(reread, intended, edits)
        return (Data(spliced.bytes), reread, spliced.composition.textEdits)
    }

    /// ``source`` with `edits` spliced in, unchecked, with the tree of the result as tracked
    /// through the splices. Each splice is computed from the spans of the tree of the text so
    /// far, which is not read again: the spans move with the splice and the new node's are read
    /// from its own text (``tracking(_:after:splice:in:stringsFile:)``), so `n` edits cost `n`
    /// walks of the spans that move, not `n` readings of the file.
    func splicing(_ edits: [PlistEdit]) throws -> (bytes: [UInt8], tree: PlistNode, composition: TextEditComposition) {
        var bytes = [UInt8](source)
        var root = tree
        var composition = TextEditComposition()
        for edit in edits {
            // The splicer shares `bytes` and `root`; it is gone before they change.
            let splice: SourceSplicer.Splice
            let stringsFile: Bool
            do {
                let splicer = SourceSplicer(bytes: bytes, format: format, root: root, style: style)
                guard let next = try splicer.splice(for: edit) else { continue }
                splice = next
                stringsFile = splicer.isStringsFile
            }
            composition.add(splice.range, splice.text, current: bytes)
            bytes.replaceSubrange(splice.range, with: splice.text)
            try tracking(&root, after: edit, splice: splice, in: bytes, stringsFile: stringsFile)
        }
        return (bytes, root, composition)
    }

    private func refuseUTF16() throws {
        let encoding = source.withUnsafeBytes { TextEncoding.sniff($0).encoding }
        guard encoding == .utf8 else {
            throw PlistSourceEditError(.unsupportedEncoding,
                "cannot edit \(encoding.isUTF16 ? "UTF-16" : "UTF-32") text in place; convert the file to UTF-8 first")
        }
    }

    /// The tree of `data`, read with the options of ``source``.
    /// - Throws: ``PlistSourceEditError`` `verification-failed` when it does not read.
    func readBack(_ data: Data) throws -> PlistNode {
        // CoreFoundation reads empty OpenStep text as an empty dictionary: a strings file
        // whose last key was removed (PlistReader calls zero bytes `empty-file`).
        if data.isEmpty && format == .openStep {
            return PlistNode(.dictionary(PlistDictionary()), location: SourceLocation(line: 1, column: 1, offset: 0))
        }
        do {
            return try PlistReader(options: options).read(data).root
        } catch let error as PlistReadError {
            throw PlistSourceEditError(.verificationFailed,
                "the edited \(format) text does not read back (\(error.message)); nothing was changed")
        }
    }

    private func verify(_ actual: PlistNode, _ intended: PlistNode, _ edits: [PlistEdit]) throws {
        guard let difference = SourceEditCheck.firstDifference(actual, intended) else { return }
        let at = difference.isRoot ? "the root" : UntrustedText.quoted(difference.description)
        throw PlistSourceEditError(.verificationFailed,
            "the edited \(format) text does not read back as intended at \(at) (the format cannot hold the new value as it is); nothing was changed")
    }
}
