import Foundation

/// A folder under the system's temporary directory filled with files (relative path → UTF-8
/// text), removed by `remove()`.
struct TemporaryTree {
    let url: URL

    init(_ files: [String: String], symlinks: [String: String] = [:]) throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("plist-lint-tests-\(UUID().uuidString)")
        for (path, text) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        for (path, destination) in symlinks {
            let link = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: destination)
        }
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
