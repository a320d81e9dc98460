import Foundation

/// Writes a file so that no failure loses data: the new bytes go to a temporary file in the
/// same folder, are flushed to the disk (`fsync`), and the temporary file is renamed over the
/// original (`rename(2)` is atomic within a file system), so a reader sees the old bytes or the
/// new ones, never a mixture. The original's permission bits (and owner, when allowed) are kept.
///
/// Refused, with nothing written: a symbolic link (never followed), a folder, a FIFO, a device
/// — as ``PlistReader`` refuses to read them —, and a file that changed on disk since the
/// caller read it (its bytes, inode, size or modification time differ just before the rename:
/// another writer got there first). A failure (a read-only folder, a full disk) leaves the
/// original intact and no temporary file behind.
public enum AtomicFileWriter {
    /// Replaces the contents of the regular file at `path` by `data`.
    ///
    /// - Parameters:
    ///   - path: the file.
    ///   - data: the new bytes.
    ///   - original: the bytes the caller read from the file and edited: the write is refused
    ///     when the file no longer holds exactly these.
    /// - Throws: ``PlistSourceEditError``: `not-a-regular-file` (a symbolic link, a folder,
    ///   a FIFO…), `changed-on-disk` (the file differs from `original`, or changed while the
    ///   new bytes were written), `io` (a missing file, a failed write, `fsync` or rename, with
    ///   the system's reason). The original is intact when it throws.
    public static func replaceContents(ofFileAtPath path: String, with data: Data, expecting original: Data) throws {
        try replaceContents(ofFileAtPath: path, with: data, expecting: original, hooks: Hooks())
    }

    /// Creates the file `path` holding `data`, as a whole: written to a temporary file, flushed,
    /// then linked in place only if no file is there (`link(2)` fails on an existing name, so
    /// a file created meanwhile is not overwritten either). Permission bits `0644` less the
    /// process's umask.
    ///
    /// - Throws: ``PlistSourceEditError``: `file-exists` (a file, folder or link is at `path`),
    ///   `io` (the folder is missing or not writable, the disk is full…). Nothing is left
    ///   behind when it throws.
    public static func create(fileAtPath path: String, with data: Data) throws {
        try create(fileAtPath: path, with: data, hooks: Hooks())
    }

    /// Points where tests make a write fail or another writer race this one.
    struct Hooks {
        /// `write(2)`; a test returns `-1` with `errno = ENOSPC` to simulate a full disk.
        var write: (Int32, UnsafeRawPointer, Int) -> Int = { fd, buffer, count in Foundation.write(fd, buffer, count) }
        /// Called after the temporary file is complete, just before the final check and rename.
        var beforeRename: () -> Void = {}
    }

    static func replaceContents(ofFileAtPath path: String, with data: Data, expecting original: Data, hooks: Hooks) throws {
        let shown = UntrustedText.quoted(path)
        let before = try currentState(of: path, shown: shown)
        guard before.bytes == original else {
            throw PlistSourceEditError(.changedOnDisk, "\(shown) changed on disk since it was read; nothing was written")
        }
        let temporary = try writeTemporary(data, besides: path, mode: before.status.st_mode & 0o7777, hooks: hooks, shown: shown)
        _ = chown(temporary, before.status.st_uid, before.status.st_gid)  // kept when allowed (root, or the same owner)
        hooks.beforeRename()
        do {
            let now = try currentState(of: path, shown: shown)
            guard now.bytes == original, now.status.st_ino == before.status.st_ino, now.status.st_dev == before.status.st_dev,
                  now.status.st_size == before.status.st_size, sameTime(now.status, before.status) else {
                throw PlistSourceEditError(.changedOnDisk, "\(shown) changed on disk while it was being written; nothing was written")
            }
            guard rename(temporary, path) == 0 else { throw failure("cannot replace", shown) }
        } catch {
            unlink(temporary)
            throw error
        }
        syncFolder(of: path)
    }

    static func create(fileAtPath path: String, with data: Data, hooks: Hooks) throws {
        let shown = UntrustedText.quoted(path)
        var status = stat()
        if lstat(path, &status) == 0 {
            throw PlistSourceEditError(.fileExists, "\(shown) already exists; nothing was written")
        }
        let mask = umask(0o022)
        umask(mask)
        let temporary = try writeTemporary(data, besides: path, mode: 0o644 & ~mask, hooks: hooks, shown: shown)
        hooks.beforeRename()
        defer { unlink(temporary) }
        guard link(temporary, path) == 0 else {
            if errno == EEXIST { throw PlistSourceEditError(.fileExists, "\(shown) already exists; nothing was written") }
            throw failure("cannot create", shown)
        }
        syncFolder(of: path)
    }

    // MARK: Steps

    /// The file's bytes and status, read as ``PlistReader`` reads a file (no link followed,
    /// regular files only).
    private static func currentState(of path: String, shown: String) throws -> (bytes: Data, status: stat) {
        let bytes: Data
        do {
            bytes = try RegularFile.read(path: Array(path.utf8), maxSize: Int.max, displayName: path)
        } catch let error as PlistReadError {
            var status = stat()
            if lstat(path, &status) == 0 && status.st_mode & S_IFMT != S_IFREG {
                let what = status.st_mode & S_IFMT == S_IFLNK ? "a symbolic link" : status.st_mode & S_IFMT == S_IFDIR ? "a folder" : "not a regular file"
                throw PlistSourceEditError(.notARegularFile, "\(shown) is \(what); only regular files are written")
            }
            throw PlistSourceEditError(.io, "cannot read \(shown): \(error.message)")
        }
        var status = stat()
        guard lstat(path, &status) == 0 else { throw failure("cannot read", shown) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw PlistSourceEditError(.notARegularFile, "\(shown) is not a regular file; only regular files are written")
        }
        return (bytes, status)
    }

    /// Writes `data` to a new temporary file in the folder of `path` with permission bits
    /// `mode`, flushed to the disk; returns its path. Removed again on any failure.
    private static func writeTemporary(_ data: Data, besides path: String, mode: mode_t, hooks: Hooks, shown: String) throws -> String {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var template = Array((folder + "/." + url.lastPathComponent + ".plistkit-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw failure("cannot write a temporary file beside", shown) }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        do {
            defer { close(fd) }
            guard fchmod(fd, mode) == 0 else { throw failure("cannot set the permissions of the temporary file for", shown) }
            try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
                var written = 0
                while written < raw.count, let base = raw.baseAddress {
                    let n = hooks.write(fd, base + written, raw.count - written)
                    if n < 0 {
                        if errno == EINTR { continue }
                        throw failure("cannot write the new contents of", shown)
                    }
                    written += n
                }
            }
            guard fsync(fd) == 0 else { throw failure("cannot flush the new contents of", shown) }
        } catch {
            unlink(temporary)
            throw error
        }
        return temporary
    }

    /// Flushes the folder holding `path`, so that the rename itself survives a crash (best
    /// effort: some file systems refuse `fsync` on a folder).
    private static func syncFolder(of path: String) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }

    private static func sameTime(_ a: stat, _ b: stat) -> Bool {
        #if canImport(Darwin)
        return a.st_mtimespec.tv_sec == b.st_mtimespec.tv_sec && a.st_mtimespec.tv_nsec == b.st_mtimespec.tv_nsec
        #else
        return a.st_mtim.tv_sec == b.st_mtim.tv_sec && a.st_mtim.tv_nsec == b.st_mtim.tv_nsec
        #endif
    }

    /// An `io` error naming what failed and the system's reason (`errno`).
    private static func failure(_ what: String, _ shown: String) -> PlistSourceEditError {
        PlistSourceEditError(.io, "\(what) \(shown): \(String(cString: strerror(errno))); the original is unchanged")
    }
}
