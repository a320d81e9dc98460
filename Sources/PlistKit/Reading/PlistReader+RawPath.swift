import Foundation

@_spi(PlistLint)
extension PlistReader {
    /// The bytes of the regular file at `path`, a path given as raw bytes (``RawFilePath``),
    /// read exactly as ``contents(of:displayName:)`` reads a `URL` — by the same code: opened
    /// with `O_NOFOLLOW | O_NONBLOCK`, checked through the descriptor, at most
    /// ``Options/maxInputSize`` + 1 bytes read. For `plist-lint`, which reads files whose
    /// names are not valid UTF-8; not API.
    ///
    /// - Parameters:
    ///   - path: the file's path as bytes, without a NUL; they need not be valid UTF-8.
    ///   - displayName: the name errors carry (e.g. the path with invalid bytes written `\xHH`).
    /// - Throws: ``PlistReadError`` of kind `io` when the path is missing, not a regular file
    ///   (symbolic links are never followed) or unreadable, and `limit-exceeded` when the file
    ///   is larger than ``Options/maxInputSize`` (checked before reading, and again while read).
    public func contents(ofPath path: [UInt8], displayName: String) throws -> Data {
        try RegularFile.read(path: path, maxSize: options.maxInputSize, displayName: displayName)
    }
}
