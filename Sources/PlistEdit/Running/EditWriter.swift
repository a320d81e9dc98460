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

    /// Writes the result of a command on `file` to `destination`, the one way both command
    /// languages deliver one: `-` is standard output; `file` itself, which held `original`
    /// when it was read, is replaced; any other path is an output (``writeOutput(_:to:)``).
    static func deliver(_ data: Data, to destination: String, for file: String, original: Data?, io: EditIO) throws {
        if destination == "-" {
            io.writeOut(data)
        } else if destination == file, let original {
            try replace(path: file, with: data, expecting: original)
        } else {
            try writeOutput(data, to: destination)
        }
    }

    /// Writes `data` to the output `path` (`-o PATH`, or the file `-e` names), as plutil's
    /// `-o` does: created when nothing is there, replaced when a regular file is (atomically,
    /// refused if it changes meanwhile).
    /// - Throws: ``EditFailure`` when `path` is a symbolic link, a folder or another
    ///   non-regular file (refused, as the readers and writers refuse them: a link is never
    ///   written through); ``PlistSourceEditError`` or ``PlistReadError`` when writing fails.
    ///   Nothing is written then.
    static func writeOutput(_ data: Data, to path: String) throws {
        var status = stat()
        guard lstat(path, &status) == 0 else { return try create(path: path, with: data) }
        let shown = "the output \(UntrustedText.quoted(path))"
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            var unlimited = PlistReader.Options()
            unlimited.maxInputSize = Int.max
            let current = try PlistReader(options: unlimited).contents(of: URL(fileURLWithPath: path), file: EditFiles.displayName(path))
            try replace(path: path, with: data, expecting: current)
        case S_IFLNK:
            throw EditFailure("", "\(shown) is a symbolic link, refused: plist-edit writes regular files only, never through a link (as it reads them); nothing was written")
        case S_IFDIR:
            throw EditFailure("", "\(shown) is a folder, refused: plist-edit writes regular files only; nothing was written")
        default:
            throw EditFailure("", "\(shown) is not a regular file, refused: plist-edit writes regular files only; nothing was written")
        }
    }
}
