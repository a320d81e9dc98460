import Foundation
import PlistKit

/// The one way `plist-edit` changes bytes: edits are spliced into the source by
/// ``PlistSourceEditor`` (only the touched nodes' bytes change; the result is re-read and
/// compared with the tree the edits intend), and files are replaced through
/// ``AtomicFileWriter`` (a temporary file in the same folder renamed over the original, its mode
/// kept; symbolic links and non-regular files refused; refused when the file changed since it
/// was read).
enum EditWriter {
    /// `source` with `edits` applied, all or nothing.
    /// - Throws: the editor's ``PlistEditError``, ``PlistWriteError`` or ``PlistSourceEditError``.
    static func edited(_ source: Data, edits: [PlistEdit]) throws -> Data {
        var editor = try PlistSourceEditor(source: source)
        try editor.apply(edits)
        return editor.source
    }

    /// Replaces the file at `path`, which held `original` when it was read, by `data`.
    static func replace(path: String, with data: Data, expecting original: Data) throws {
        try AtomicFileWriter.replaceContents(ofFileAtPath: path, with: data, expecting: original)
    }

    /// Creates the file at `path` holding `data`; refuses to overwrite.
    static func create(path: String, with data: Data) throws {
        try AtomicFileWriter.create(fileAtPath: path, with: data)
    }
}
