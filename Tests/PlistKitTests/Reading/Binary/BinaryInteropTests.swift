import Foundation
import PlistTestSupport
import Testing
@testable import PlistKit

/// Files written by ``BinaryPlistWriter`` read back equal in our reader, in CPython's plistlib
/// (run through `python3`) and in the toolchain's `plutil`, and are no larger than plistlib's.
@Suite struct BinaryInteropTests {
    /// Runs a tool found on `PATH` (``ToolRun``); returns its exit status and standard output.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let outcome = try ToolRun.run("/usr/bin/env", arguments)
        return (outcome.status, String(decoding: outcome.stdout, as: UTF8.self))
    }

    static func temporaryFile(_ data: Data, _ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("plistkit-binary-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
        try data.write(to: url)
        return url
    }

    /// Compares our file with plistlib's reading of the reference file, and prints the sizes of
    /// ours and of plistlib's own output for the same value.
    static let python = """
        import plistlib, sys
        ours = open(sys.argv[1], 'rb').read()
        a = plistlib.loads(ours)
        b = plistlib.loads(open(sys.argv[2], 'rb').read())
        print(a == b, len(ours), len(plistlib.dumps(a, fmt=plistlib.FMT_BINARY, sort_keys=False)))
        """

    static let fixtures = [
        "Binary/all-types.bplist", "Binary/utf16.bplist", "Binary/shared.bplist", "Binary/uid.bplist",
        "Binary/many-objects.bplist", "Binary/real32.bplist", "Cases/015-binary-16-byte-integers/int128.plist",
    ]

    @Test(arguments: fixtures)
    func roundTripThroughPlistlib(_ fixture: String) throws {
        let original = try Fixtures.data(fixture)
        let tree = try PlistReader().read(original).root.value
        let written = try BinaryPlistWriter().write(tree)
        // Our reader.
        #expect(try PlistReader().read(written).root.value == tree)
        // CPython's plistlib.
        let name = (fixture as NSString).lastPathComponent
        let ours = try Self.temporaryFile(written, name)
        defer { try? FileManager.default.removeItem(at: ours) }
        let result = try Self.run(["python3", "-c", Self.python, ours.path, Fixtures.url(fixture).path])
        #expect(result.status == 0)
        let fields = result.output.split(separator: " ").map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) }
        #expect(fields.count == 3)
        guard fields.count == 3, let ourSize = Int(fields[1]), let theirSize = Int(fields[2]) else { return }
        #expect(fields[0] == "True")
        #expect(ourSize == written.count)
        #expect(ourSize <= theirSize, "ours \(ourSize) bytes, plistlib \(theirSize) bytes")
    }

    @Test func plutilReadsOurOutput() throws {
        // all-types holds no UID (XML cannot carry one); case 015's unsigned values must print exactly.
        var tree = try PlistReader().read(Fixtures.data("Binary/all-types.bplist")).root.value
        if case .dictionary(var d) = tree {
            d["big"] = PlistNode(.integer(PlistInteger(UInt64(1) << 63)))
            tree = .dictionary(d)
        }
        let url = try Self.temporaryFile(BinaryPlistWriter().write(tree), "plutil.bplist")
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try Self.run(["plutil", "-convert", "xml1", "-o", "-", url.path])
        #expect(result.status == 0)
        for expected in [
            "<key>uint64max</key>\n\t<integer>18446744073709551615</integer>",
            "<key>big</key>\n\t<integer>9223372036854775808</integer>",
            "<key>minus1</key>\n\t<integer>-1</integer>",
            "<key>int64min</key>\n\t<integer>-9223372036854775808</integer>",
            "<key>date</key>\n\t<date>2024-01-02T03:04:05Z</date>",
            "<key>long</key>\n\t<string>a string longer than fourteen characters</string>",
        ] {
            #expect(result.output.contains(expected), "\(expected)")
        }
    }
}
