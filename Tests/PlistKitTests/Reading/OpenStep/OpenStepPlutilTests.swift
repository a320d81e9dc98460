import Foundation
import Testing
@testable import PlistKit
import PlistTestSupport

/// Values read from OpenStep files equal what the toolchain's `plutil` (CoreFoundation's
/// parser) gives for the same files: `plutil -convert binary1` read back by PlistKit's binary
/// reader for every case, and `plutil -convert json` for those JSON can hold (no data, a container root).
@Suite struct OpenStepPlutilTests {
    static let cases: [String] = [
        "{ a = b; c = (1, 2,); d = <0fbe 12>; \"e f\" = \"x\\ty\\U00e9\\351\"; g; }",
        "\"title\" = \"Hello\";\n\"ok\";\n/* comment */ cancel = 'Annuler';\n",
        "// only a comment\n",
        "( \"\\a\\b\\f\\v\\n\\r\\t\", \"\\101\\0\\1015\", \"\\351\\200\\377\", \"\\UD83D\\UDE00\\U4e2d\" )",
        "{ data = <0f\tbe\r\n 12>; empty = <>; list = (); dict = {}; }",
        "{ path = /usr/local/bin:/opt; version = 1.2-beta_$x; n = -12; }",
        "{ a = 1; a = 2; b = { a = x; a = y; }; }",
        "{\n    \"multi\\\nline\" = \"q\\\"q\\\\q\\'q\\xq\";\n}",
        "bare",
    ]

    @Test(arguments: cases)
    func valuesEqualPlutils(_ text: String) throws {
        guard Plutil.isAvailable else {
            print("OpenStepPlutilTests: skipped, no plutil on PATH")
            return
        }
        for (name, bytes) in [("utf8", Data(text.utf8)), ("utf16le", Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!)] {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("openstep-\(UUID().uuidString)-\(name).strings")
            try bytes.write(to: url)
            defer { try? FileManager.default.removeItem(at: url) }
            let ours = try PlistReader().read(bytes)
            #expect(ours.format == .openStep || text == "bare")
            // Binary output: XML cannot hold the control characters some cases have.
            let binary = try Plutil.run(["-convert", "binary1", "-o", "-", url.path])
            try #require(binary.status == 0, "plutil could not read \(name): \(text)")
            let theirs = try PlistReader().read(binary.stdout)
            #expect(ours.root.value == theirs.root.value, "\(name): \(text)")
            if case .dictionary = ours.root.value, !text.contains("<") {
                let json = try Plutil.run(["-convert", "json", "-o", "-", url.path])
                try #require(json.status == 0)
                #expect(try PlistReader().read(json.stdout).root.value == ours.root.value, "json \(name): \(text)")
            }
        }
    }
}
