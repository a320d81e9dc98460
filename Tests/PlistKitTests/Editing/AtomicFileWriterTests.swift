import Foundation
import PlistTestSupport
import Testing
@testable import PlistKit

/// The original survives every failure: links and non-regular files refused, a file changed by
/// another writer refused, a full disk and a read-only folder leave it intact and no temporary
/// file behind.
@Suite(.serialized) struct AtomicFileWriterTests {
    /// A fresh folder under the system's temporary folder.
    private func makeFolder() throws -> String {
        let path = NSTemporaryDirectory() + "atomic-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }

    private func contents(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    private func mode(_ path: String) -> mode_t {
        var st = stat()
        _ = lstat(path, &st)
        return st.st_mode & 0o7777
    }

    @Test func replacesKeepingTheModeAndLeavingNoTemporaryFile() throws {
        let folder = try makeFolder()
        let file = folder + "/Info.plist"
        try Data("old".utf8).write(to: URL(fileURLWithPath: file))
        chmod(file, 0o640)
        try AtomicFileWriter.replaceContents(ofFileAtPath: file, with: Data("new".utf8), expecting: Data("old".utf8))
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == Data("new".utf8))
        #expect(mode(file) == 0o640)
        #expect(try contents(folder) == ["Info.plist"])
    }

    @Test func refusesLinksFoldersAndAFileThatChangedSinceItWasRead() throws {
        let folder = try makeFolder()
        let file = folder + "/a.plist"
        try Data("old".utf8).write(to: URL(fileURLWithPath: file))
        symlink(file, folder + "/link.plist")
        #expect(throws: PlistSourceEditError(.notARegularFile, "\"\(folder)/link.plist\" is a symbolic link; only regular files are written")) {
            try AtomicFileWriter.replaceContents(ofFileAtPath: folder + "/link.plist", with: Data(), expecting: Data("old".utf8))
        }
        #expect(throws: PlistSourceEditError(.notARegularFile, "\"\(folder)\" is a folder; only regular files are written")) {
            try AtomicFileWriter.replaceContents(ofFileAtPath: folder, with: Data(), expecting: Data())
        }
        #expect(throws: PlistSourceEditError(.changedOnDisk, "\"\(file)\" changed on disk since it was read; nothing was written")) {
            try AtomicFileWriter.replaceContents(ofFileAtPath: file, with: Data("new".utf8), expecting: Data("older".utf8))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == Data("old".utf8))
        #expect(try contents(folder) == ["a.plist", "link.plist"])
    }

    @Test func aRacingWriterWins() throws {
        let folder = try makeFolder()
        let file = folder + "/a.plist"
        try Data("old".utf8).write(to: URL(fileURLWithPath: file))
        var hooks = AtomicFileWriter.Hooks()
        // Another writer replaces the file (new inode) while ours is being written.
        hooks.beforeRename = { try? Data("theirs".utf8).write(to: URL(fileURLWithPath: file), options: .atomic) }
        #expect(throws: PlistSourceEditError(.changedOnDisk, "\"\(file)\" changed on disk while it was being written; nothing was written")) {
            try AtomicFileWriter.replaceContents(ofFileAtPath: file, with: Data("ours".utf8), expecting: Data("old".utf8), hooks: hooks)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == Data("theirs".utf8))
        #expect(try contents(folder) == ["a.plist"])
        // The same bytes written again in place (same inode, same size) change the modification time.
        hooks.beforeRename = {
            let fd = open(file, O_WRONLY)
            _ = "theirs".withCString { write(fd, $0, 6) }
            var times = [timespec(tv_sec: 1, tv_nsec: 0), timespec(tv_sec: 1, tv_nsec: 0)]
            futimens(fd, &times)
            close(fd)
        }
        #expect(throws: PlistSourceEditError.self) {
            try AtomicFileWriter.replaceContents(ofFileAtPath: file, with: Data("ours".utf8), expecting: Data("theirs".utf8), hooks: hooks)
        }
        #expect(try contents(folder) == ["a.plist"])
    }

    @Test func aFailedWriteLeavesTheOriginal() throws {
        let folder = try makeFolder()
        let file = folder + "/a.plist"
        try Data("old".utf8).write(to: URL(fileURLWithPath: file))
        var hooks = AtomicFileWriter.Hooks()
        hooks.write = { _, _, _ in errno = ENOSPC; return -1 }
        #expect(throws: PlistSourceEditError(.io, "cannot write the new contents of \"\(file)\": No space left on device; the original is unchanged")) {
            try AtomicFileWriter.replaceContents(ofFileAtPath: file, with: Data("new".utf8), expecting: Data("old".utf8), hooks: hooks)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == Data("old".utf8))
        #expect(try contents(folder) == ["a.plist"])
    }

    @Test func aFailedCreationSaysTheFileWasNotCreated() throws {
        let folder = try makeFolder()
        let file = folder + "/new.plist"
        var hooks = AtomicFileWriter.Hooks()
        hooks.write = { _, _, _ in errno = ENOSPC; return -1 }
        #expect(throws: PlistSourceEditError(.io, "cannot write the new contents of \"\(file)\": No space left on device; the file was not created")) {
            try AtomicFileWriter.create(fileAtPath: file, with: Data("new".utf8), hooks: hooks)
        }
        #expect(try contents(folder) == [])
    }

    @Test func createRefusesToOverwrite() throws {
        let folder = try makeFolder()
        let file = folder + "/new.plist"
        try AtomicFileWriter.create(fileAtPath: file, with: Data("one".utf8))
        #expect(throws: PlistSourceEditError(.fileExists, "\"\(file)\" already exists; nothing was written")) {
            try AtomicFileWriter.create(fileAtPath: file, with: Data("two".utf8))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == Data("one".utf8))
        #expect(try contents(folder) == ["new.plist"])
    }

    @Test(.enabled(if: Tmpfs.canMount, "needs root and mount(8) for a 64 KiB tmpfs"))
    func aFullDiskLeavesTheOriginal() throws {
        let folder = try makeFolder()
        #expect(Tmpfs.mount(at: folder))
        defer { Tmpfs.unmount(folder); rmdir(folder) }
        let file = folder + "/a.plist"
        let original = Data(repeating: UInt8(ascii: "a"), count: 40_000)
        try original.write(to: URL(fileURLWithPath: file))
        #expect(throws: PlistSourceEditError.self) {
            try AtomicFileWriter.replaceContents(ofFileAtPath: file, with: Data(repeating: UInt8(ascii: "b"), count: 40_000), expecting: original)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == original)
        #expect(try contents(folder) == ["a.plist"])
    }

    @Test(.enabled(if: Tmpfs.canMount, "needs root and mount(8) (root ignores permission bits, so the folder is a read-only mount)"))
    func aReadOnlyFolderLeavesTheOriginal() throws {
        let folder = try makeFolder()
        #expect(Tmpfs.mount(at: folder))
        defer { Tmpfs.unmount(folder); rmdir(folder) }
        let file = folder + "/a.plist"
        try Data("old".utf8).write(to: URL(fileURLWithPath: file))
        #expect(Tmpfs.remountReadOnly(folder))
        #expect(throws: PlistSourceEditError.self) {
            try AtomicFileWriter.replaceContents(ofFileAtPath: file, with: Data("new".utf8), expecting: Data("old".utf8))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == Data("old".utf8))
        #expect(try contents(folder) == ["a.plist"])
    }
}
