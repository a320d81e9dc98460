import Foundation
import Testing
@testable import PlistKit
import PlistTestSupport

/// Mutated fixtures (byte flips, insertions, truncations) never trap: each one reads or
/// throws a ``PlistReadError`` with a one-line message.
@Suite struct XMLMutationTests {
    static let seeds = [
        "Cases/004-xml-data-base64-whitespace-and-empty/input.plist",
        "Cases/011-xml-dict-key-scoping/nested-shadowing.plist",
        "XML/forms.plist",
        "XML/utf16le-bom.plist",
    ]

    @Test(arguments: seeds)
    func mutationsNeverTrap(seed: String) throws {
        let original = try [UInt8](Fixtures.data(seed))
        var rng = SplitMix64(state: UInt64(seed.utf8.count))
        let interesting: [UInt8] = Array("<>/&;=\"'![]?-#x0\n\t".utf8) + [0x00, 0xC3, 0xE2, 0xFF, 0xFE]
        for _ in 0..<400 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let i = Int.random(in: 0..<bytes.count, using: &rng)
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: bytes[i] = interesting.randomElement(using: &rng) ?? 0
                case 1: bytes.insert(interesting.randomElement(using: &rng) ?? 0, at: i)
                case 2: bytes.remove(at: i)
                default: bytes.removeSubrange(i...)
                }
                if bytes.isEmpty { bytes = [0x3C] }
            }
            do {
                _ = try PlistReader().read(Data(bytes))
            } catch let error as PlistReadError {
                #expect(!error.message.contains("\n"))
                #expect(!error.message.isEmpty)
            }
        }
    }
}
