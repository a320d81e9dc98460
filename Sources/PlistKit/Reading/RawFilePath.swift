import Foundation

/// A file path given as the bytes the system takes rather than as a `String`: a name that is
/// not valid UTF-8 (a file named with byte 0xFF), which Swift and Foundation repair to U+FFFD
/// and so can never reach, is reached this way. For `plist-lint`, which walks folders and reads
/// arguments by their bytes; not API.
package enum RawFilePath {
    /// Calls `body` with `path` as a NUL-terminated C string, valid only during the call.
    ///
    /// - Parameters:
    ///   - path: the path's bytes, without a NUL (a NUL would end the path there, as in C).
    ///   - body: the call to make with the C string; what it throws is rethrown.
    /// - Returns: what `body` returns.
    package static func withCString<R>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        try (path + [0]).withUnsafeBufferPointer { bytes in
            // Never nil: the buffer holds at least the NUL.
            try bytes.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }

    /// Opens `path` with `flags` so that no symbolic link is followed after its first
    /// `rootLength` bytes (the folder a walk was given): the root is opened as a folder
    /// (`O_DIRECTORY | O_NOFOLLOW`), then each later component relative to the descriptor of
    /// the folder before it (`openat`), folders with `O_DIRECTORY | O_NOFOLLOW` and the last
    /// component with `flags | O_NOFOLLOW`. A folder of the walk swapped for a symbolic link
    /// while it is walked therefore fails the open (`ELOOP` or `ENOTDIR`) instead of leading
    /// outside the tree, and a path longer than `PATH_MAX` is reached one short name at a time.
    ///
    /// - Parameters:
    ///   - path: the path's bytes (no NUL); `rootLength` of them name the root folder (`0`:
    ///     the current folder), then `/`-separated components (`.` and `..` are refused: a walk
    ///     never produces them).
    ///   - flags: `open(2)` flags for the last component.
    /// - Returns: the descriptor, or `-1` with `errno` set.
    package static func openBeneath(_ path: [UInt8], rootLength: Int, flags: Int32) -> Int32 {
        let slash = UInt8(ascii: "/")
        let root = Array(path.prefix(rootLength))
        let components = path.dropFirst(rootLength).split(separator: slash, omittingEmptySubsequences: true)
        guard let last = components.last else {
            return withCString(root.isEmpty ? [UInt8(ascii: ".")] : root) { open($0, flags | O_NOFOLLOW) }
        }
        if components.contains(where: { $0.elementsEqual([UInt8(ascii: ".")]) || $0.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) }) {
            errno = EINVAL
            return -1
        }
        var folder = withCString(root.isEmpty ? [UInt8(ascii: ".")] : root) { open($0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
        for component in components.dropLast() {
            guard folder >= 0 else { return -1 }
            let next = withCString(Array(component)) { openat(folder, $0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
            let code = errno
            close(folder)
            errno = code
            folder = next
        }
        guard folder >= 0 else { return -1 }
        let fd = withCString(Array(last)) { openat(folder, $0, flags | O_NOFOLLOW) }
        let code = errno
        close(folder)
        errno = code
        return fd
    }
}
