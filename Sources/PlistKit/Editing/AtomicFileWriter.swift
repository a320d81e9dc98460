import Foundation

/// Writes a file so that no failure loses data: the new bytes go to a temporary file in the
/// same folder, are flushed to the disk (`fsync`), and the temporary file is renamed over the
/// original (`rename(2)` is atomic within a file system), so a reader sees the old bytes or the
/// new ones, never a mixture. The original's permission bits (and owner, when allowed) are kept.
///
/// Refused, with nothing written: a symbolic link (never followed), a folder, a FIFO, a device
/// — as ``PlistReader`` refuses to read them —, a file with more than one hard link (renaming
/// over it would leave the other names with the old bytes), a file the process may not write
/// (`access(2)`), and a file that changed on disk since the caller read it (its bytes, inode,
/// size or modification time differ just before the rename: another writer got there first).
/// Writers through this type hold an exclusive `flock(2)` on the file from that check to the
/// rename, so two of them racing on one file cannot both pass it: the later one sees the
/// earlier one's bytes and refuses. A failure (a read-only folder, a full disk) leaves the
/// original intact and no temporary file behind. The temporary file is `.plistkit-XXXXXX` in the
/// same folder, so a name as long as the file system allows can still be replaced.
public enum AtomicFileWriter {
    /// Replaces the contents of the regular file at `path` by `data`.
    ///
    /// - Parameters:
    ///   - path: the file.
    ///   - data: the new bytes.
    ///   - original: the bytes the caller read from the file and edited: the write is refused
    ///     when the file no longer holds exactly these.
    /// - Throws: ``PlistSourceEditError``: `not-a-regular-file` (a symbolic link, a folder,
    ///   a FIFO…, or a file with several hard links), `changed-on-disk` (the file differs from
    ///   `original`, or changed while the new bytes were written), `io` (a missing or
    ///   unwritable file, a failed write, `fsync` or rename, with the system's reason). The
    ///   original is intact when it throws.
    public static func replaceContents(ofFileAtPath path: String, with data: Data, expecting original: Data) throws {
        try replaceContents(ofFileAtPath: path, with: data, expecting: original, hooks: Hooks())
    }

    /// Creates the file `path` holding `data`, as a whole: written to a temporary file, flushed,
    /// then linked in place only if no file is there (`link(2)` fails on an existing name, so
    /// a file created meanwhile is not overwritten either). Permission bits `0644` less the
    /// process's umask.
    ///
    /// - Throws: ``PlistSourceEditError``: `file-exists` (a file, folder or link is at `path`),
    ///   `io` (the folder is missing or not writable, the disk is full…: the message names the
    ///   file and the system's reason and ends `the file was not created`). Nothing is left
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
        // The lock: on the file at `path` now; a writer that opened an older file gets its
        // lock only after that file was replaced, and then sees bytes it did not expect.
        let lock = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        defer { if lock >= 0 { close(lock) } }
        if lock >= 0 {
            var status = stat()
            if fstat(lock, &status) == 0 && status.st_mode & S_IFMT == S_IFREG {
                while flock(lock, LOCK_EX) != 0 && errno == EINTR {}
            }
        }
        let before = try currentState(of: path, shown: shown)
        guard before.bytes == original else {
            throw PlistSourceEditError(.changedOnDisk, "\(shown) changed on disk since it was read; nothing was written")
        }
        guard before.status.st_nlink <= 1 else {
            throw PlistSourceEditError(.notARegularFile, "\(shown) has \(before.status.st_nlink) hard links; replacing it would leave the others with the old contents, so nothing was written")
        }
        guard access(path, W_OK) == 0 else { throw failure("cannot write", shown) }
        let temporary = try writeTemporary(data, besides: path, mode: before.status.st_mode & 0o7777,
                                           owner: (before.status.st_uid, before.status.st_gid), hooks: hooks, shown: shown,
                                           outcome: unchangedOutcome)
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
        let temporary = try writeTemporary(data, besides: path, mode: 0o644 & ~mask, owner: nil, hooks: hooks, shown: shown,
                                           outcome: notCreatedOutcome)
        hooks.beforeRename()
        defer { unlink(temporary) }
        guard link(temporary, path) == 0 else {
            if errno == EEXIST { throw PlistSourceEditError(.fileExists, "\(shown) already exists; nothing was written") }
            throw failure("cannot create", shown, outcome: notCreatedOutcome)
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

    /// Writes `data` to a new temporary file in the folder of `path` with `owner` (when given
    /// and allowed: root, or the same owner) and then permission bits `mode` (after the owner,
    /// since `chown` clears set-user-ID), flushed to the disk; returns its path. Removed again
    /// on any failure.
    private static func writeTemporary(_ data: Data, besides path: String, mode: mode_t, owner: (uid_t, gid_t)?,
                                       hooks: Hooks, shown: String, outcome: String) throws -> String {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var template = Array((folder + "/.plistkit-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw failure("cannot write a temporary file beside", shown, outcome: outcome) }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        do {
            defer { close(fd) }
            if let owner { _ = fchown(fd, owner.0, owner.1) }
            guard fchmod(fd, mode) == 0 else { throw failure("cannot set the permissions of the temporary file for", shown, outcome: outcome) }
            try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
                var written = 0
                while written < raw.count, let base = raw.baseAddress {
                    let n = hooks.write(fd, base + written, raw.count - written)
                    if n < 0 {
                        if errno == EINTR { continue }
                        throw failure("cannot write the new contents of", shown, outcome: outcome)
                    }
                    written += n
                }
            }
            guard fsync(fd) == 0 else { throw failure("cannot flush the new contents of", shown, outcome: outcome) }
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

    /// What a failed replacement left: the file as it was.
    private static let unchangedOutcome = "the original is unchanged"
    /// What a failed creation left: no file (and no temporary file).
    private static let notCreatedOutcome = "the file was not created"

    /// An `io` error naming what failed, the system's reason (`errno`) and what is left
    /// (`outcome`: ``unchangedOutcome`` or ``notCreatedOutcome``).
    private static func failure(_ what: String, _ shown: String, outcome: String = unchangedOutcome) -> PlistSourceEditError {
        PlistSourceEditError(.io, "\(what) \(shown): \(String(cString: strerror(errno))); \(outcome)")
    }
}
