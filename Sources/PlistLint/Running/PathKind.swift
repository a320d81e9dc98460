import Foundation
@_spi(PlistLint) import PlistKit

/// What `lstat(2)` says of a path given by its bytes (``RawFilePath``), which need not be
/// valid UTF-8; a symbolic link is never followed.
enum PathKind: Equatable {
    /// A folder.
    case directory
    /// A regular file.
    case regularFile
    /// Anything else that exists: a symbolic link, a FIFO, a device, a socket.
    case other
    /// `lstat` failed because nothing is there (`ENOENT`, or `ENOTDIR`: a folder on the way
    /// is now a file).
    case missing
    /// `lstat` failed with this `errno` although something may be there: `ENAMETOOLONG` for a
    /// path longer than `PATH_MAX` (a deep tree), `EACCES`, `ELOOP`, `EIO`. A walk must report
    /// it, not skip it as missing: a file it cannot examine must not pass unchecked.
    case unexaminable(Int32)

    /// The kind of the file at `path` (bytes, no NUL), with one `lstat`.
    init(of path: [UInt8]) {
        var st = stat()
        guard RawFilePath.withCString(path, { lstat($0, &st) }) == 0 else {
            let code = errno
            self = code == ENOENT || code == ENOTDIR ? .missing : .unexaminable(code)
            return
        }
        switch st.st_mode & S_IFMT {
        case S_IFDIR: self = .directory
        case S_IFREG: self = .regularFile
        default: self = .other
        }
    }
}
