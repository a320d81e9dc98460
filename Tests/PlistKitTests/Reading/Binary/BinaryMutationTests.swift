import Foundation
import Testing
@testable import PlistKit
import PlistTestSupport

/// Deterministic mutation fuzzing of the bplist00 reader: every valid fixture, damaged in many
/// ways (bytes overwritten, trailer fields set to extremes, truncated, extended), must either
/// read or throw a located ``PlistReadError`` — never trap. A crash fails the whole test run.
@Suite struct BinaryMutationTests {
    static let seeds = [
        "Binary/all-types.bplist", "Binary/utf16.bplist", "Binary/shared.bplist", "Binary/uid.bplist",
        "Binary/real32.bplist", "Cases/015-binary-16-byte-integers/int128.plist",
    ]

    static let interesting: [UInt8] = [0x00, 0x01, 0x0F, 0x10, 0x13, 0x14, 0x15, 0x4F, 0x5F, 0x6F, 0x7F, 0x80, 0x8F,
                                       0xA0, 0xAF, 0xC1, 0xD1, 0xDF, 0xFF]

    @Test(arguments: seeds)
    func mutatedFilesNeverTrap(_ seed: String) throws {
        let original = [UInt8](try Fixtures.data(seed))
        var rng = SplitMix64(state: UInt64(truncatingIfNeeded: original.count) &* 7919)
        var options = PlistReader.Options()
        options.maxValueCount = 100_000
        var accepted = 0
        for _ in 0..<3000 {
            var bytes = original
            switch rng.next() % 5 {
            case 0, 1:  // overwrite 1–4 bytes after the header
                for _ in 0..<(1 + Int(rng.next() % 4)) {
                    let i = 8 + Int(rng.next() % UInt64(bytes.count - 8))
                    bytes[i] = rng.next() % 2 == 0 ? Self.interesting[Int(rng.next() % UInt64(Self.interesting.count))]
                                                   : UInt8(truncatingIfNeeded: rng.next())
                }
            case 2:  // one trailer field set to an extreme
                let t = bytes.count - 32
                let field = [t + 6, t + 7, t + 8, t + 16, t + 24][Int(rng.next() % 5)]
                let width = field < t + 8 ? 1 : 8
                for k in 0..<width { bytes[field + k] = rng.next() % 2 == 0 ? 0xFF : UInt8(truncatingIfNeeded: rng.next()) }
            case 3:  // truncated
                bytes.removeLast(1 + Int(rng.next() % UInt64(bytes.count - 1)))
            default:  // bytes inserted in the middle
                let i = 8 + Int(rng.next() % UInt64(bytes.count - 8))
                bytes.insert(contentsOf: (0..<(1 + rng.next() % 8)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }, at: i)
            }
            do {
                _ = try PlistReader(options: options).read(Data(bytes))
                accepted += 1
            } catch let error as PlistReadError {
                #expect(!error.message.isEmpty)
                #expect(error.location != nil || error.kind == .emptyFile || error.kind == .unknownFormat)
            }
        }
        #expect(accepted < 3000)
    }
}
