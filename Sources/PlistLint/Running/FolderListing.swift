import Foundation
import PlistKit

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
        return names(inOpenFolder: fd)
    }

    /// The entries of the folder at `path`, found by walking the folder named by its first
    /// `rootLength` bytes, each with its kind: the folder is opened beneath the root
    /// (``RawFilePath/openBeneath(_:rootLength:flags:)``: no symbolic link followed on the way)
    /// and every entry examined relative to its descriptor (``PathKind/init(name:in:)``), so a
    /// folder swapped for a link while walked cannot lead the walk outside the tree. `nil` as
    /// for ``names(in:)``.
    static func entries(in path: [UInt8], beneath rootLength: Int) -> [(name: [UInt8], kind: PathKind)]? {
        let fd = RawFilePath.openBeneath(path, rootLength: rootLength, flags: O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        let listed = dup(fd)
        guard listed >= 0, let names = names(inOpenFolder: listed) else { return nil }
        return names.map { ($0, PathKind(name: $0, in: fd)) }
    }

    /// The names in the open folder `fd` (which is closed), or `nil` (see ``names(in:)``).
    private static func names(inOpenFolder fd: Int32) -> [[UInt8]]? {
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
