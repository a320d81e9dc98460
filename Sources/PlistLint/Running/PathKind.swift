import Foundation
import PlistKit

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
        // A NUL would end the path there for the system (`a\0.schema.json` is `a`): no file
        // has such a name.
        guard !path.contains(0) else {
            self = .missing
            return
        }
        var st = stat()
        guard RawFilePath.withCString(path, { lstat($0, &st) }) == 0 else {
            let code = errno
            self = code == ENOENT || code == ENOTDIR ? .missing : .unexaminable(code)
            return
        }
        self.init(mode: st.st_mode)
    }

    /// The kind of the entry `name` (bytes, no `/`) of the open folder `folder`, with one
    /// `fstatat(AT_SYMLINK_NOFOLLOW)`: examined relative to the folder's descriptor, so that
    /// what is examined is in the folder that was listed, whatever its path now leads to.
    init(name: [UInt8], in folder: Int32) {
        var st = stat()
        guard RawFilePath.withCString(name, { fstatat(folder, $0, &st, AT_SYMLINK_NOFOLLOW) }) == 0 else {
            let code = errno
            self = code == ENOENT || code == ENOTDIR ? .missing : .unexaminable(code)
            return
        }
        self.init(mode: st.st_mode)
    }

    /// The kind of the file at `path` found by walking the folder named by its first
    /// `rootLength` bytes: its folder opened beneath the root
    /// (``RawFilePath/openBeneath(_:rootLength:flags:)``), then `fstatat` as
    /// ``init(name:in:)``; the root itself, or with `rootLength` `nil`, as ``init(of:)``.
    init(of path: [UInt8], beneath rootLength: Int?) {
        guard let rootLength, let slash = path.lastIndex(of: UInt8(ascii: "/")), slash >= rootLength else {
            self.init(of: path)
            return
        }
        let folder = RawFilePath.openBeneath(Array(path[..<slash]), rootLength: rootLength, flags: O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else {
            let code = errno
            // A folder on the way swapped for a symbolic link: something other than a folder.
            self = code == ENOENT ? .missing : code == ELOOP || code == ENOTDIR ? .other : .unexaminable(code)
            return
        }
        defer { close(folder) }
        self.init(name: Array(path[(slash + 1)...]), in: folder)
    }

    private init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFDIR: self = .directory
        case S_IFREG: self = .regularFile
        default: self = .other
        }
    }
}
