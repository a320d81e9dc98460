import Foundation

extension PlistReader {
    /// The bytes of the regular file at `path`, a path given as raw bytes (``RawFilePath``),
    /// read exactly as ``contents(of:file:)`` reads a `URL` — by the same code: opened
    /// with `O_NOFOLLOW | O_NONBLOCK`, checked through the descriptor, at most
    /// ``Options/maxInputSize`` + 1 bytes read. For `plist-lint`, which reads files whose
    /// names are not valid UTF-8; not API.
    ///
    /// - Parameters:
    ///   - path: the file's path as bytes, without a NUL; they need not be valid UTF-8.
    ///   - file: the name errors carry (e.g. the path with invalid bytes written `\xHH`).
    /// - Throws: ``PlistReadError`` of kind `io` when the path is missing, not a regular file
    ///   (symbolic links are never followed) or unreadable, and `limit-exceeded` when the file
    ///   is larger than ``Options/maxInputSize`` (checked before reading, and again while read).
    package func contents(ofPath path: [UInt8], file: String) throws -> Data {
        try RegularFile.read(path: path, maxSize: options.maxInputSize, displayName: file)
    }

    /// The bytes of the regular file at `path`, read as ``contents(ofPath:file:)``
    /// reads them, opened so that no symbolic link is followed after the first `rootLength`
    /// bytes (``RawFilePath/openBeneath(_:rootLength:flags:)``): for a file found by walking
    /// the folder those bytes name. Also returns the size the file stated when it was opened:
    /// a synthetic file (`/proc/self/environ` states 0 bytes) or one that changed while read
    /// has a stated size other than the bytes read.
    ///
    /// - Throws: as ``contents(ofPath:file:)``; a folder on the way that is now a
    ///   symbolic link fails the open (`io`).
    package func contents(ofPath path: [UInt8], beneath rootLength: Int?, file: String) throws -> (data: Data, statedSize: Int) {
        try RegularFile.read(path: path, beneath: rootLength, maxSize: options.maxInputSize, displayName: file)
    }
}
