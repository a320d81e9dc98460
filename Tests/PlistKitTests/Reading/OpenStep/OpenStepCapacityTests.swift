import Foundation
import Testing
@testable import PlistKit

/// Records of one shape hold no spare slots: a container is opened with the size of the last
/// one closed at its depth, as the JSON reader does (a 10-key dictionary grown by doubling has
/// 16 slots of 80 bytes: 8.9 bytes more per node than the spans alone cost).
@Suite struct OpenStepCapacityTests {
    @Test func aRecordOfTheSameShapeGetsExactlyItsSize() throws {
        let record = "{" + (0..<10).map { "k\($0) = \($0);" }.joined() + "}"
        let root = try PlistReader().read(Data("(\(record), \(record), \(record))".utf8)).root
        let records = try #require(root.value.arrayValue)
        #expect(records.map { $0.value.dictionaryValue?.entries.count } == [10, 10, 10])
        // The first grows by doubling; the next are opened at the first's size.
        #expect(records[0].value.dictionaryValue?.entries.capacity ?? 0 >= 16)
        #expect(records[1].value.dictionaryValue?.entries.capacity ?? 0 < 16)
        #expect(records[2].value.dictionaryValue?.entries.capacity ?? 0 < 16)
    }
}
