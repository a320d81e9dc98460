import Foundation
import Testing
#if canImport(Glibc)
import Glibc
import PlistTestSupport
#endif

/// Small files that would build huge trees, through the real `plist-lint` process
/// with its defaults: each is rejected with an exact message within one second of CPU time
/// (not wall time, which a loaded machine stretches) and 256 MiB,
/// while a legitimate 10 MiB plist still passes.
@Suite(.serialized) struct HostileLimitsProcessTests {
    /// A fresh folder holding `files` (name → bytes).
    static func folder(_ files: [String: [UInt8]]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("plist-lint-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, bytes) in files { try Data(bytes).write(to: url.appendingPathComponent(name)) }
        return url
    }

    /// Runs `plist-lint` on `file` in a folder of `files`; checks exit 1, that it ended before
    /// the hang timeout, its CPU time (at most `seconds`), memory, and that stderr holds `message`.
    static func expectRejected(_ files: [String: [UInt8]], lint file: String, _ arguments: [String] = [],
                               message: String, seconds: Double = 1) throws {
        let dir = try folder(files)
        defer { try? FileManager.default.removeItem(at: dir) }
        let outcome = try ChildProcess.run(ChildProcess.plistLint, arguments + [dir.appendingPathComponent(file).path])
        #expect(outcome.exitStatus == 1, "\(file): \(outcome.stderr)")
        #expect(outcome.stderr.contains(message), "\(file): \(outcome.stderr)")
        #expect(!outcome.timedOut, "\(file): still running after \(outcome.seconds) s")
        #expect(outcome.cpuSeconds < TimeBudget.seconds(seconds), "\(file): \(outcome.cpuSeconds) s of CPU")
        #expect(outcome.peakRSSBytes > 0 && outcome.peakRSSBytes < 256 << 20, "\(file): peak RSS \(outcome.peakRSSBytes)")
    }

    /// The CPU time allowed for scanning a million JSON values before the limit: the debug build
    /// the tests run takes about 1.8 s; an optimized build takes a fraction of it.
    #if DEBUG
    static let millionValueSeconds = 4.0
    #else
    static let millionValueSeconds = 1.0
    #endif

    @Test func binaryArrayOfTenMillionSharedReferencesIsRejected() throws {
        let count = 10_000_000
        var root = BPlist.arrayHeader(count: count)
        root += [UInt8](repeating: 1, count: count)
        let file = BPlist.make([root, [0xA0]])
        #expect(file.count < 10 << 20)
        try Self.expectRejected(["a.plist": file], lint: "a.plist",
            message: "error: [limit-exceeded] binary plist holds more than 1000000 values, counting shared objects at each place they appear (raise it with --max-values)")
    }

    @Test func binaryDAGOfTwentyThreeLevelsIsRejected() throws {
        var objects: [[UInt8]] = (0..<23).map { [0xA2, UInt8($0 + 1), UInt8($0 + 1)] }
        objects.append([0x10, 0x00])
        let file = BPlist.make(objects)
        #expect(file.count < 150)
        try Self.expectRejected(["d.plist": file], lint: "d.plist",
            message: "error: [limit-exceeded] binary plist holds more than 1000000 values, counting shared objects at each place they appear (raise it with --max-values)")
    }

    @Test func tenMegabytesOfJSONZerosAreRejected() throws {
        var file: [UInt8] = [UInt8(ascii: "[")]
        file.reserveCapacity(10 << 20)
        for _ in 0..<(5_000_000 - 1) { file += [UInt8(ascii: "0"), UInt8(ascii: ",")] }
        file += [UInt8(ascii: "0"), UInt8(ascii: "]")]
        try Self.expectRejected(["z.json.plist": file], lint: "z.json.plist",
            message: "error: [limit-exceeded] more than 1000000 values; raise it with --max-values",
            seconds: Self.millionValueSeconds)
    }

    @Test func maxValuesRaisesTheLimit() throws {
        let file = Array(("[" + Array(repeating: "0", count: 2000).joined(separator: ",") + "]").utf8)
        let dir = try Self.folder(["z.plist": file])
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("z.plist").path
        let low = try ChildProcess.run(ChildProcess.plistLint, ["--max-values", "2000", path])
        #expect(low.exitStatus == 1)
        #expect(low.stderr.contains("z.plist:1:"), "\(low.stderr)")
        #expect(low.stderr.contains("error: [limit-exceeded] more than 2000 values; raise it with --max-values"), "\(low.stderr)")
        let high = try ChildProcess.run(ChildProcess.plistLint, ["--max-values=2001", path])
        #expect(high.exitStatus == 0, "\(high.stderr)")
    }

    /// Legitimate files near both defaults pass within 256 MiB: a 10 MiB XML plist of
    /// dictionaries (about 680 000 values), and 999 999 JSON zeros (the most values allowed,
    /// the smallest per value).
    @Test func legitimateFilesAtTheLimitsPass() throws {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<array>\n"
        var i = 0
        while xml.utf8.count < (10 << 20) - 200 {
            xml += "\t<dict><key>name</key><string>item-\(i)</string><key>n</key><integer>\(i)</integer></dict>\n"
            i += 1
        }
        xml += "</array>\n</plist>\n"
        let zeros = Array(("[" + Array(repeating: "0", count: 999_999).joined(separator: ",") + "]").utf8)
        let dir = try Self.folder(["big.plist": Array(xml.utf8), "zeros.plist": zeros])
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["big.plist", "zeros.plist"] {
            let outcome = try ChildProcess.run(ChildProcess.plistLint, [dir.appendingPathComponent(name).path], timeout: 60)
            #expect(outcome.exitStatus == 0, "\(name): \(outcome.stderr)")
            #expect(outcome.peakRSSBytes > 0 && outcome.peakRSSBytes < 256 << 20, "\(name): peak RSS \(outcome.peakRSSBytes)")
        }
    }
}
