import Foundation
import Testing
@testable import PlistKit
import PlistTestSupport

/// The value limit counts every placement of a shared object, and a container whose element
/// count alone exceeds what is left is rejected before any of its references is followed.
@Suite struct BinarySharedCountTests {
    static let message = "binary plist holds more than 1000000 values, counting shared objects at each place they appear (raise PlistReader.Options.maxValueCount)"

    static var options: PlistReader.Options {
        var options = PlistReader.Options()
        options.maxValueCount = 1_000_000
        return options
    }

    @Test func tenMillionReferencesToOneEmptyArrayAreRejectedAtTheArray() throws {
        let count = 10_000_000
        let file = Data(BPlist.make([BPlist.arrayHeader(count: count) + [UInt8](repeating: 1, count: count), [0xA0]]))
        let start = TimeBudget.threadCPUSeconds()
        let error = try #require(throws: PlistReadError.self) { try PlistReader(options: Self.options).read(file) }
        #expect(error.kind == .limitExceeded)
        #expect(error.message == Self.message)
        #expect(error.location == .byteOffset(8))
        #expect(TimeBudget.threadCPUSeconds() - start < TimeBudget.seconds(1))
    }

    @Test func sharedSubtreesCountAtEveryPlacement() throws {
        // 23 arrays, each holding the next twice, over one integer: 2^23 leaves from 135 bytes.
        var objects: [[UInt8]] = (0..<23).map { [0xA2, UInt8($0 + 1), UInt8($0 + 1)] }
        objects.append([0x10, 0x00])
        let file = Data(BPlist.make(objects))
        let start = TimeBudget.threadCPUSeconds()
        let error = try #require(throws: PlistReadError.self) { try PlistReader(options: Self.options).read(file) }
        #expect(error.message == Self.message)
        #expect(error.location == .byteOffset(23))
        #expect(TimeBudget.threadCPUSeconds() - start < TimeBudget.seconds(1))
    }

    @Test func exactlyTheLimitIsAccepted() throws {
        // The root and 999 999 placements of one shared integer: 1 000 000 values.
        let count = 999_999
        let file = Data(BPlist.make([BPlist.arrayHeader(count: count) + [UInt8](repeating: 1, count: count), [0x10, 0x07]]))
        let document = try PlistReader(options: Self.options).read(file)
        guard case .array(let elements) = document.root.value else { Issue.record("not an array"); return }
        #expect(elements.count == count)
    }
}
