import Foundation
import Testing
@testable import PlistKit
import PlistTestSupport

/// Inputs found by `Scripts/fuzz`, kept as regressions.
@Suite struct FuzzRegressionTests {
    /// 203 bytes whose shared objects expand to more than a million values (a libFuzzer timeout
    /// in the equality walk under ASan): a value limit rejects it at once, before building.
    @Test func binarySharedExpansionIsBoundedByTheValueLimit() throws {
        var options = PlistReader.Options()
        options.maxValueCount = 1_000_000
        let start = TimeBudget.threadCPUSeconds()
        #expect(throws: PlistReadError.self) {
            _ = try PlistReader(options: options).read(Fixtures.data("FuzzRegressions/binary-shared-expansion.bplist"))
        }
        #expect(TimeBudget.threadCPUSeconds() - start < TimeBudget.seconds(1))
    }
}
