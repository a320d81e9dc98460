import Foundation
@_spi(PlistLint) import PlistKit

/// The names in a folder as the bytes `readdir(3)` gives (`d_name`), which need not be valid
/// UTF-8: Foundation's `contentsOfDirectory(atPath:)` repairs such a name to U+FFFD, a name
/// that reaches no file, so a walk built on it would miss the file.
enum FolderListing {
    /// The names of the entries of the folder at `path` (bytes, no NUL), in the order the
    /// system lists them, without `.` and `..`; `nil` when the folder cannot be opened or a
    /// `readdir` fails (a listing cut short must not pass as a whole one). A symbolic link is
    /// never followed (`O_NOFOLLOW`): a folder swapped for a link after the walk's `lstat` is
    /// not listed (`nil`), so the walk never leaves the tree it was given.
    static func names(in path: [UInt8]) -> [[UInt8]]? {
        let fd = RawFilePath.withCString(path) { open($0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
        guard fd >= 0 else { return nil }
        guard let folder = fdopendir(fd) else {
            close(fd)
            return nil
        }
        defer { closedir(folder) }
        var names: [[UInt8]] = []
        while true {
            errno = 0
            guard let entry = readdir(folder) else {
                // The end of the folder leaves errno 0; a failure sets it.
                return errno == 0 ? names : nil
            }
            // `d_name` is NUL-terminated within its fixed-size field.
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            names.append(name)
        }
    }
}
