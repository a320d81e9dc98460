import Foundation

extension PlistReader {
    /// The bytes of a regular file, read under the same rules as ``read(contentsOf:file:)``
    /// but not parsed: for callers that also need the source text, e.g. to print the source
    /// line under a diagnostic (`plist-lint` reads once, then calls ``read(_:file:)``).
    ///
    /// - Parameters:
    ///   - url: a file URL.
    ///   - file: the name used in errors; defaults to `url.path`.
    /// - Throws: ``PlistReadError`` of kind `io` when the path is missing, not a regular file
    ///   (symbolic links are never followed) or unreadable, and `limit-exceeded` when the file
    ///   is larger than ``Options/maxInputSize`` (checked before reading).
    public func contents(of url: URL, file: String? = nil) throws -> Data {
        try RegularFile.read(url, maxSize: options.maxInputSize, displayName: file ?? url.path)
    }
}
