import Foundation

/// Reading of input files: regular files only, size checked before reading.
enum RegularFile {
    /// Reads the whole file at `url`.
    /// - Throws: ``PlistReadError`` of kind `io` (missing, not a regular file, unreadable) or
    ///   `limit-exceeded` (larger than `maxSize`), naming `displayName`.
    static func read(_ url: URL, maxSize: Int, displayName: String) throws -> Data {
        var chunks = try Chunks(url, maxSize: maxSize, displayName: displayName, chunkSize: Int.max)
        defer { chunks.close() }
        return try chunks.next() ?? Data()
    }

    /// Reads the whole file at `path`, given as the bytes the system takes (no NUL; they need
    /// not be valid UTF-8, which no `String` or `URL` path can name), under the same rules and
    /// with the same errors as ``read(_:maxSize:displayName:)``.
    static func read(path: [UInt8], maxSize: Int, displayName: String) throws -> Data {
        try read(path: path, beneath: nil, maxSize: maxSize, displayName: displayName).data
    }

    /// Reads the whole file at `path` as ``read(path:maxSize:displayName:)`` does; with
    /// `rootLength`, opened by ``RawFilePath/openBeneath(_:rootLength:flags:)`` (no symbolic
    /// link followed after the root). Also returns the size the file stated when opened, which
    /// differs from the bytes read for a file that changed while read or a synthetic one
    /// (`/proc/self/environ` states 0 bytes).
    static func read(path: [UInt8], beneath rootLength: Int?, maxSize: Int, displayName: String) throws -> (data: Data, statedSize: Int) {
        // The system would read a NUL as the path's end and open another file (`/etc/passwd`
        // for `/etc/passwd\0.schema.json`).
        guard !path.contains(0) else {
            throw PlistReadError(.io, "the path holds a NUL byte, which no file name can hold; not read", file: displayName)
        }
        var chunks = try RawFilePath.withCString(path) { cPath in
            try Chunks(cPath, maxSize: maxSize, displayName: displayName, chunkSize: Int.max,
                       opener: rootLength.map { length in { _ in RawFilePath.openBeneath(path, rootLength: length, flags: Chunks.openFlags) } })
        }
        defer { chunks.close() }
        return (try chunks.next() ?? Data(), chunks.size)
    }

    /// A regular file read in chunks, under the rules of ``RegularFile/read(_:maxSize:displayName:)``:
    /// checked (type, size) when opened, then read to its end — also when it has grown since,
    /// or states size 0 but has content (`/proc`) — and at most `maxSize + 1` bytes read, so
    /// that a file over the limit, or grown past it since, is detected.
    ///
    /// `Sendable` so that a pipelined read (``StreamPipeline``) can hand the open file to its
    /// reading thread; one thread at a time reads it.
    struct Chunks: Sendable {
        private let handle: FileHandle
        private let maxSize: Int
        private let displayName: String
        private let chunkSize: Int
        /// Bytes still to ask for.
        private var remaining: Int
        /// Bytes read so far.
        private(set) var total = 0
        /// The file's size in bytes when it was opened.
        let size: Int

        /// Opens the file at `url`.
        /// - Throws: ``PlistReadError`` of kind `io` when the path is missing, not a regular
        ///   file (a symbolic link is never followed) or cannot be opened, `limit-exceeded`
        ///   when it is larger than `maxSize`; naming `displayName`.
        init(_ url: URL, maxSize: Int, displayName: String, chunkSize: Int) throws {
            self = try url.path.withCString { path in
                try Chunks(path, maxSize: maxSize, displayName: displayName, chunkSize: chunkSize)
            }
        }

        /// Opens the file at `path`, a NUL-terminated C string (any bytes but NUL): the one
        /// place a file is opened and checked, for `URL`, `String` and raw-byte paths alike;
        /// `opener`, when given, opens it instead of `open(path, openFlags)`.
        /// - Throws: as ``init(_:maxSize:displayName:chunkSize:)``.
        /// The flags every input file is opened with.
        static let openFlags = O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC

        init(_ path: UnsafePointer<CChar>, maxSize: Int, displayName: String, chunkSize: Int,
             opener: ((UnsafePointer<CChar>) -> Int32)? = nil) throws {
            // Opened first and checked through the descriptor, so that what is checked is what
            // is read: a path swapped for a symbolic link or a FIFO between a check by name and
            // the open would otherwise be followed (or block the open). O_NOFOLLOW refuses a
            // symbolic link; O_NONBLOCK keeps the open of a FIFO or device from waiting.
            // `opener`: a walk's open beneath its root (RawFilePath.openBeneath); else by path.
            let fd = opener?(path) ?? open(path, Self.openFlags)
            guard fd >= 0 else {
                let openCode = errno
                var lst = stat()
                guard lstat(path, &lst) == 0 else {
                    let code = errno
                    throw PlistReadError(.io, code == ENOENT ? "no such file" : DiagnosticRule.cannotReadFileMessage(String(cString: strerror(code))), file: displayName)
                }
                if openCode == ELOOP || lst.st_mode & S_IFMT == S_IFLNK {
                    // A pull request can add a symlink to /dev/zero or /etc/passwd; never follow one.
                    throw PlistReadError(.io, "is a symbolic link; only regular files are read", file: displayName)
                }
                throw PlistReadError(.io, "cannot open file for reading", file: displayName)
            }
            let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
            var st = stat()
            guard fstat(fd, &st) == 0 else {
                let code = errno
                try? handle.close()
                throw PlistReadError(.io, DiagnosticRule.cannotReadFileMessage(String(cString: strerror(code))), file: displayName)
            }
            let type = st.st_mode & S_IFMT
            if type != S_IFREG {
                try? handle.close()
                throw PlistReadError(.io, type == S_IFDIR ? "is a directory" : "not a regular file", file: displayName)
            }
            if Int(st.st_size) > maxSize {
                try? handle.close()
                throw PlistReadError(.limitExceeded,
                    DiagnosticRule.inputTooLargeMessage("file", size: st.st_size, limit: maxSize),
                    file: displayName)
            }
            self.handle = handle
            self.maxSize = maxSize
            self.displayName = displayName
            self.chunkSize = max(1, chunkSize)
            // One byte more than allowed detects a file over the limit (also one that grew past
            // it since the check above); saturating, since maxSize may be Int.max. The stated
            // size only sizes the first buffer: a file that grew (or a /proc file, size 0) is
            // read to its end, not cut at its stated size plus one byte.
            let size = Int(exactly: st.st_size) ?? maxSize
            self.size = size
            let (wanted, overflow) = maxSize.addingReportingOverflow(1)
            remaining = overflow ? Int.max : wanted
        }

        /// The next chunk (at most `chunkSize` bytes), or `nil` at the end of the file; the
        /// file is closed then.
        /// - Throws: ``PlistReadError`` of kind `io` when reading fails, `limit-exceeded` when
        ///   more than `maxSize` bytes have been read.
        mutating func next() throws -> Data? {
            guard remaining > 0 else { close(); return nil }
            let data: Data
            do {
                data = try readFully(min(chunkSize, remaining))
            } catch {
                close()
                throw PlistReadError(.io, DiagnosticRule.cannotReadFileMessage(String(cString: strerror(error.code))), file: displayName)
            }
            if data.isEmpty {
                remaining = 0
                close()
                return total == 0 ? data : nil
            }
            remaining -= data.count
            total += data.count
            if total > maxSize {
                close()
                throw PlistReadError(.limitExceeded,
                    "file is more than the limit of \(maxSize) bytes (raise PlistReader.Options.maxInputSize)", file: displayName)
            }
            return data
        }

        /// Up to `count` bytes, fewer only at the end of the file: `read(2)` straight into the
        /// buffer, as `FileHandle.read(upToCount:)` did, without the `fstat` it adds per call.
        /// The buffer starts at what the file stated is left (plus one byte, to see its end
        /// or growth) — under a finite `maxSize`, which the stated size was checked against, all
        /// of it, so a whole read holds the file once (doubling from 1 MiB had held the last two
        /// buffers, 1.5 times the file, at once); under `maxSize == Int.max` at most 1 MiB — and
        /// doubles only as more bytes arrive: a sparse file claiming a huge size is never
        /// allocated in one go without a limit.
        /// - Throws: the `errno` of a failed `read` (`EINTR` is retried).
        private func readFully(_ count: Int) throws(ReadFailure) -> Data {
            let (left, overflow) = max(0, size - total).addingReportingOverflow(1)
            let first = maxSize == Int.max ? Self.firstBufferLimit : Int.max
            var buffer = Data(count: min(count, first, overflow ? Int.max : left))
            var filled = 0
            while filled < count {
                if filled == buffer.count {
                    let (doubled, overflow) = buffer.count.multipliedReportingOverflow(by: 2)
                    buffer.count = overflow ? count : min(count, doubled)
                }
                let fd = handle.fileDescriptor
                // The byte count, or the negated errno of a failure.
                let n = buffer.withUnsafeMutableBytes { raw -> Int in
                    guard let base = raw.baseAddress else { return 0 }
                    let n = posixRead(fd, base + filled, raw.count - filled)
                    return n < 0 ? -Int(errno) : n
                }
                if n > 0 {
                    filled += n
                } else if n == 0 {
                    break
                } else if n != -Int(EINTR) {
                    throw ReadFailure(code: Int32(exactly: -n) ?? EIO)
                }
            }
            buffer.count = filled
            return buffer
        }

        /// The largest buffer allocated before any byte is read.
        private static let firstBufferLimit = 1 << 20

        /// A failed `read(2)`.
        private struct ReadFailure: Error { var code: Int32 }

        /// Closes the file (also done at its end and on an error).
        func close() { try? handle.close() }
    }
}

/// `read(2)`, named apart from ``RegularFile/read(_:maxSize:displayName:)`` (which hides it inside the type).
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}
