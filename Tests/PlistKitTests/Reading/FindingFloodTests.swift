import Foundation
import Testing
@testable import PlistKit

@Suite("Finding floods: capped findings per document")
struct FindingFloodTests {
    @Test("every reader keeps 1000 findings and then one finding-limit warning", arguments: ["xml", "json", "binary"])
    func findingCap(format: String) throws {
        let count = 1500
        let data: Data
        switch format {
        case "xml":
            data = Data(("<plist><dict>" + String(repeating: "<key>k</key><true/>", count: count) + "</dict></plist>").utf8)
        case "json":
            data = Data(("{" + Array(repeating: "\"k\": true", count: count).joined(separator: ", ") + "}").utf8)
        default:
            data = Self.binaryDuplicates(count)
        }
        let document = try PlistReader().read(data, file: "d")
        #expect(document.diagnostics.count == 1001)
        #expect(document.diagnostics.last?.description == "d: warning: [finding-limit] 499 more findings not shown (limit 1000 of each severity)")
        #expect(document.diagnostics.first?.rule == "duplicate-key")
    }

    /// A bplist00 dictionary of `count` entries, every key the same string object "k", every value `true`.
    static func binaryDuplicates(_ count: Int) -> Data {
        // Objects: 0 = dict, 1 = "k", 2 = true. Object references are 1 byte; offsets 2 bytes.
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        offsets.append(bytes.count)
        bytes.append(0xDF) // dict, count follows as an int
        bytes += [0x11, UInt8(count >> 8), UInt8(count & 0xFF)]
        bytes += Array(repeating: 1, count: count) + Array(repeating: 2, count: count)
        offsets.append(bytes.count)
        bytes += [0x51, UInt8(ascii: "k")]
        offsets.append(bytes.count)
        bytes.append(0x09)
        let tableOffset = bytes.count
        for o in offsets { bytes += [UInt8(o >> 8), UInt8(o & 0xFF)] }
        bytes += [0, 0, 0, 0, 0, 0, 2, 1]
        bytes += [0, 0, 0, 0, 0, 0, 0, 3]
        bytes += [0, 0, 0, 0, 0, 0, 0, 0]
        bytes += (0..<8).reversed().map { UInt8((tableOffset >> ($0 * 8)) & 0xFF) }
        return Data(bytes)
    }
}
