import Foundation
import PlistKit

/// Reading the files `plist-edit` works on: regular files only (symbolic links, folders and
/// devices refused, as PlistKit's reader refuses them), `-` for standard input.
struct EditFiles {
    /// The IO that supplies standard input.
    var io: EditIO
    /// The reader's limits.
    var options = PlistReader.Options()

    /// The name a file is given in messages: escaped, standard input as `<stdin>`.
    static func displayName(_ path: String) -> String {
        path == "-" ? "<stdin>" : UntrustedText.escaped(path, limit: 400)
    }

    /// The bytes of `path`.
    /// - Throws: ``PlistReadError`` of kind `io` (missing, not a regular file, unreadable, too
    ///   large), or ``EditFailure`` when standard input cannot be read.
    func contents(of path: String) throws -> Data {
        if path == "-" {
            guard let data = io.standardInput() else {
                throw EditFailure("", "cannot read standard input (or it is over \(EditIO.maxStandardInput) bytes)")
            }
            return data
        }
        return try PlistReader(options: options).contents(of: URL(fileURLWithPath: path), file: Self.displayName(path))
    }

    /// The bytes of `path` and the document they hold.
    func document(at path: String) throws -> (data: Data, document: PlistDocument) {
        let data = try contents(of: path)
        return (data, try PlistReader(options: options).read(data, file: Self.displayName(path)))
    }

    /// Whether something (a file, link, folder…) exists at `path`, without following links.
    static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }
}
