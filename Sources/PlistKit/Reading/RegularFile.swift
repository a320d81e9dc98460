import Foundation

/// Reading of input files: regular files only, size checked before reading.
enum RegularFile {
    /// Reads the whole file at `url`.
    /// - Throws: ``PlistReadError`` of kind `io` (missing, not a regular file, unreadable) or
    ///   `limit-exceeded` (larger than `maxSize`), naming `displayName`.
    static func read(_ url: URL, maxSize: Int, displayName: String) throws -> Data {
        let path = url.path
        var st = stat()
        guard lstat(path, &st) == 0 else {
            let code = errno
            throw PlistReadError(.io, code == ENOENT ? "no such file" : "cannot read file: \(String(cString: strerror(code)))", file: displayName)
        }
        let type = st.st_mode & S_IFMT
        if type == S_IFLNK {
            // A pull request can add a symlink to /dev/zero or /etc/passwd; never follow one.
            throw PlistReadError(.io, "is a symbolic link; only regular files are read", file: displayName)
        } else if type == S_IFDIR {
            throw PlistReadError(.io, "is a directory", file: displayName)
        } else if type != S_IFREG {
            throw PlistReadError(.io, "not a regular file", file: displayName)
        }
        if Int(st.st_size) > maxSize {
            throw PlistReadError(.limitExceeded,
                "file is \(st.st_size) bytes, more than the limit of \(maxSize) (raise PlistReader.Options.maxInputSize)",
                file: displayName)
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw PlistReadError(.io, "cannot open file for reading", file: displayName)
        }
        defer { try? handle.close() }
        do {
            // One byte more than allowed (and no more than the file's size plus one, in case it
            // grows) detects a file over the limit; saturating, since maxSize may be Int.max.
            let size = Int(exactly: st.st_size) ?? maxSize
            let (wanted, overflow) = min(maxSize, size).addingReportingOverflow(1)
            let data = try handle.read(upToCount: overflow ? Int.max : wanted) ?? Data()
            if data.count > maxSize {
                throw PlistReadError(.limitExceeded,
                    "file is more than the limit of \(maxSize) bytes (raise PlistReader.Options.maxInputSize)", file: displayName)
            }
            return data
        } catch let e as PlistReadError {
            throw e
        } catch {
            throw PlistReadError(.io, "cannot read file: \(error.localizedDescription)", file: displayName)
        }
    }
}
