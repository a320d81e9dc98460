import Foundation
import Testing
@testable import PlistKit

/// A file whose size changes between the `fstat` at open and the reads, and files that state
/// size 0 but have content (`/proc`): read to their end (under the limit), never cut at the
/// stated size plus one byte.
@Suite struct RegularFileGrowthTests {
    static func temp(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("plistkit-grow-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).plist")
        try Data(text.utf8).write(to: url)
        return url
    }

    static func append(_ text: String, to url: URL) throws {
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
    }

    static func readAll(_ chunks: inout RegularFile.Chunks) throws -> String {
        var data = Data()
        while let chunk = try chunks.next() { data.append(chunk) }
        return String(decoding: data, as: UTF8.self)
    }

    @Test(arguments: [1, 3, 256 << 10, Int.max])
    func aFileThatGrowsAfterOpeningIsReadToItsEnd(chunkSize: Int) throws {
        let url = try Self.temp("<plist>")
        defer { try? FileManager.default.removeItem(at: url) }
        var chunks = try RegularFile.Chunks(url, maxSize: 1000, displayName: "g.plist", chunkSize: chunkSize)
        defer { chunks.close() }
        try Self.append("<true/></plist>", to: url)
        #expect(try Self.readAll(&chunks) == "<plist><true/></plist>")
    }

    @Test func growingPastTheLimitAfterOpeningIsRefused() throws {
        let url = try Self.temp("<plist>")
        defer { try? FileManager.default.removeItem(at: url) }
        var chunks = try RegularFile.Chunks(url, maxSize: 10, displayName: "g.plist", chunkSize: 4)
        defer { chunks.close() }
        try Self.append("<true/></plist>", to: url)
        do {
            let text = try Self.readAll(&chunks)
            Issue.record("read \(text)")
        } catch let e as PlistReadError {
            #expect(e.diagnostic.description == "g.plist: error: [limit-exceeded] file is more than the limit of 10 bytes (raise PlistReader.Options.maxInputSize)")
        }
    }

    @Test func aProcFileOfStatedSizeZeroIsReadWhole() throws {
        let data = try RegularFile.read(URL(fileURLWithPath: "/proc/self/status"), maxSize: 1 << 20, displayName: "status")
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("Name:"))
        #expect(text.contains("\nPid:"))
    }
}
