import Foundation
import Testing
@testable import PlistKit

/// What `AtomicFileWriter` refuses or keeps beyond the basics: racing writers, hard links,
/// the set-user-ID bit, long names (found by a hostile trial of plist-edit).
@Suite struct AtomicFileWriterSafetyTests {
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("afw-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }

    static func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    final class Outcome: @unchecked Sendable {
        var error: (any Error)?
        var finished = false
    }

    /// The second writer starts while the first sits between its check and its rename: it
    /// waits for the first's lock, then sees bytes it did not read and refuses. Without the
    /// lock the second renamed first and the first failed (or both "succeeded" with one lost).
    @Test func twoWritersRacingOnOneFileCannotBothWin() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/r.plist"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        var hooks = AtomicFileWriter.Hooks()
        hooks.beforeRename = {
            Thread {
                do {
                    try AtomicFileWriter.replaceContents(ofFileAtPath: path, with: Data("second".utf8), expecting: Data("old".utf8))
                } catch { outcome.error = error }
                outcome.finished = true
                done.signal()
            }.start()
            usleep(300_000)
        }
        try AtomicFileWriter.replaceContents(ofFileAtPath: path, with: Data("first".utf8), expecting: Data("old".utf8), hooks: hooks)
        done.wait()
        #expect(Self.contents(path) == "first")
        #expect((outcome.error as? PlistSourceEditError)?.kind == .changedOnDisk)
    }

    @Test func aFileWithSeveralHardLinksIsRefused() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/h.plist"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        #expect(link(path, dir + "/h2.plist") == 0)
        let error = try #require(throws: PlistSourceEditError.self) {
            try AtomicFileWriter.replaceContents(ofFileAtPath: path, with: Data("new".utf8), expecting: Data("old".utf8))
        }
        #expect(error.message == "\(UntrustedText.quoted(path)) has 2 hard links; replacing it would leave the others with the old contents, so nothing was written")
        #expect(Self.contents(path) == "old" && Self.contents(dir + "/h2.plist") == "old")
    }

    @Test func theSetUserIDBitAndALongNameAreKept() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/" + String(repeating: "n", count: 249) + ".plist"  // 255 bytes, NAME_MAX
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        #expect(chmod(path, 0o4755) == 0)
        try AtomicFileWriter.replaceContents(ofFileAtPath: path, with: Data("new".utf8), expecting: Data("old".utf8))
        var status = stat()
        #expect(stat(path, &status) == 0)
        #expect(status.st_mode & 0o7777 == 0o4755)
        #expect(Self.contents(path) == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).count == 1)
    }
}
