import Foundation
import PlistKit

/// Reading of a file named by bytes that are not valid UTF-8 (``NonUTF8Argument``), which no
/// `String` path — and so no ``PlistReader`` call — reaches. The rules and messages are the
/// reader's (`PlistReader.contents(of:displayName:)`): opened with `O_NOFOLLOW | O_NONBLOCK`,
/// then checked through the descriptor to be a regular file of at most `--max-size` bytes,
/// and read to its end, at most `--max-size` + 1 bytes.
enum NonUTF8File {
    /// What `lstat(2)` says of the file at `path`.
    enum Kind: Equatable {
        /// A folder.
        case directory
        /// Anything else that exists.
        case other
        /// Nothing there (or unreachable).
        case missing
    }

    /// The kind of the file at `path` (raw bytes, no NUL), not following a symbolic link.
    static func kind(of path: [UInt8]) -> Kind {
        var st = stat()
        guard withCPath(path, { lstat($0, &st) }) == 0 else { return .missing }
        return st.st_mode & S_IFMT == S_IFDIR ? .directory : .other
    }

    /// The bytes of the regular file at `path`.
    ///
    /// - Parameters:
    ///   - path: the file's path as raw bytes (no NUL).
    ///   - maxSize: the most bytes accepted (`--max-size`).
    ///   - displayName: the name errors carry.
    /// - Throws: ``PlistReadError`` of kind `io` (`no such file`, `is a symbolic link; only
    ///   regular files are read`, `is a directory`, `not a regular file`, `cannot open file for
    ///   reading`, `cannot read file: <reason>`) or `limit-exceeded` (`file is N bytes, more
    ///   than the limit of M (raise it with --max-size)`, or `file is more than the limit of M
    ///   bytes (raise it with --max-size)` for a file that grew past it while read).
    static func read(_ path: [UInt8], maxSize: Int, displayName: String) throws -> Data {
        let fd = withCPath(path) { open($0, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC) }
        guard fd >= 0 else {
            let openCode = errno
            var lst = stat()
            guard withCPath(path, { lstat($0, &lst) }) == 0 else {
                let code = errno
                throw PlistReadError(.io, code == ENOENT ? "no such file" : "cannot read file: \(String(cString: strerror(code)))",
                                     file: displayName)
            }
            if openCode == ELOOP || lst.st_mode & S_IFMT == S_IFLNK {
                throw PlistReadError(.io, "is a symbolic link; only regular files are read", file: displayName)
            }
            throw PlistReadError(.io, "cannot open file for reading", file: displayName)
        }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else {
            throw PlistReadError(.io, "cannot read file: \(String(cString: strerror(errno)))", file: displayName)
        }
        let type = st.st_mode & S_IFMT
        guard type == S_IFREG else {
            throw PlistReadError(.io, type == S_IFDIR ? "is a directory" : "not a regular file", file: displayName)
        }
        guard Int(st.st_size) <= maxSize else {
            throw PlistReadError(.limitExceeded, "file is \(st.st_size) bytes, more than the limit of \(maxSize) (raise it with --max-size)",
                                 file: displayName)
        }
        do {
            return try StandardInput.read(fd, maxSize: maxSize, source: "file")
        } catch var error as PlistReadError {
            error.file = displayName
            throw error
        }
    }

    /// Calls `body` with `path` as a NUL-terminated C string.
    private static func withCPath<R>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> R) -> R {
        (path + [0]).withUnsafeBufferPointer { bytes in
            // Never nil: the buffer holds at least the NUL.
            bytes.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }
}
