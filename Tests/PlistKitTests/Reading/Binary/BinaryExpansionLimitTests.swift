import Foundation
import Testing
@testable import PlistKit
import PlistTestSupport

/// ``PlistReader/Options/maxValuesPerInputByte``: a binary plist's shared objects may not
/// expand a small file to millions of values with the library's defaults.
@Suite struct BinaryExpansionLimitTests {
    /// Object k (1...25) holds object k + 1 twice; object 26 is the string "x", so object k
    /// stands for 2^(27-k) - 1 values. The root (object 0) holds the chain heads `heads`.
    static func chain(heads: [Int]) -> Data {
        var objects: [[UInt8]] = [[0xA0 | UInt8(heads.count)] + heads.map { UInt8($0) }]
        for k in 1...25 { objects.append([0xA2, UInt8(k + 1), UInt8(k + 1)]) }
        objects.append([0x51, 0x78])
        return Data(BPlist.make(objects))
    }

    @Test func fiftyMillionValuesFrom151BytesAreRefusedByDefault() throws {
        // 1 + (2^25-1) + (2^23-1) + ... + (2^19-1) = 49 807 355 values: under maxValueCount.
        let file = Self.chain(heads: [2, 4, 5, 6, 7, 8])
        #expect(file.count == 151)
        let error = try #require(throws: PlistReadError.self) { try PlistReader().read(file) }
        #expect(error.kind == .limitExceeded)
        #expect(error.message == "binary plist of 151 bytes stands for more than 1000000 values through shared objects (more than 8 per byte of input; raise PlistReader.Options.maxValuesPerInputByte)")
        #expect(error.location == .byteOffset(36))
        #expect(error.keyPath == "[0][0][0][0][0][0][1]")
    }

    @Test func raisingTheOptionReadsTheSameFile() throws {
        var options = PlistReader.Options()
        options.maxValuesPerInputByte = 1_000_000
        let document = try PlistReader(options: options).read(Self.chain(heads: [8]))
        guard case .array(let heads) = document.root.value else { Issue.record("not an array"); return }
        #expect(heads.count == 1)
    }

    @Test func aMillionValuesAreAlwaysAllowed() throws {
        // Object 8 stands for 2^19 - 1 = 524 287 values; twice, plus the root: 1 048 575 > 1 000 000.
        let fits = try PlistReader().read(Self.chain(heads: [9, 9, 9]))
        guard case .array(let heads) = fits.root.value else { Issue.record("not an array"); return }
        #expect(heads.count == 3)
        let error = try #require(throws: PlistReadError.self) { try PlistReader().read(Self.chain(heads: [8, 8])) }
        #expect(error.message == "binary plist of 147 bytes stands for more than 1000000 values through shared objects (more than 8 per byte of input; raise PlistReader.Options.maxValuesPerInputByte)")
    }

    @Test func sharedScalarsStandForOneValuePerReference() throws {
        // 1 100 000 references to one integer: one value per byte of references, well under 8.
        let count = 1_100_000
        let file = Data(BPlist.make([BPlist.arrayHeader(count: count) + [UInt8](repeating: 1, count: count), [0x10, 0x07]]))
        let document = try PlistReader().read(file)
        guard case .array(let elements) = document.root.value else { Issue.record("not an array"); return }
        #expect(elements.count == count)
    }

    @Test func theFuzzRegressionIsRefusedByDefault() throws {
        let error = try #require(throws: PlistReadError.self) {
            try PlistReader().read(Fixtures.data("FuzzRegressions/binary-shared-expansion.bplist"))
        }
        #expect(error.message == "binary plist of 203 bytes stands for more than 1000000 values through shared objects (more than 8 per byte of input; raise PlistReader.Options.maxValuesPerInputByte)")
    }
}
