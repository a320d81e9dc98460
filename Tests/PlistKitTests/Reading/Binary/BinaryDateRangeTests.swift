import Foundation
import Testing
@testable import PlistKit
import PlistTestSupport

/// bplist00 dates (marker 0x33, a Float64 of seconds from 2001-01-01T00:00:00Z) must be finite
/// and in the years 0001–9999 that the XML form YYYY-MM-DDTHH:MM:SSZ can hold, like the XML
/// reader's `invalid <date>`.
@Suite struct BinaryDateRangeTests {
    /// A one-element array holding a date of `seconds`.
    static func file(_ seconds: Double) -> Data {
        Data(BPlist.make([[0xA1, 0x01], [0x33] + BPlist.bigEndian(seconds.bitPattern, size: 8)]))
    }

    @Test(arguments: [
        (Double.nan, "nan"), (Double.infinity, "inf"), (-Double.infinity, "-inf"),
        (-63_113_904_000.5, "-63113904000.5"), (252_423_993_600, "252423993600.0"), (1e300, "1e+300"),
    ])
    func outOfRangeDateIsALocatedError(_ seconds: Double, _ shown: String) throws {
        let start = TimeBudget.threadCPUSeconds()
        let error = try #require(throws: PlistReadError.self) { try PlistReader().read(Self.file(seconds), file: "d.plist") }
        #expect(error.kind == .invalidDate)
        #expect(error.message == "invalid <date> (object #1): \(shown) seconds from 2001-01-01T00:00:00Z is not a time in the years 0001 to 9999")
        #expect(error.location == .byteOffset(10))
        #expect(error.keyPath == "[0]")
        #expect(TimeBudget.threadCPUSeconds() - start < TimeBudget.seconds(1))
    }

    @Test(arguments: [-63_113_904_000, 0, 252_423_993_599.9])
    func datesInRangeAreRead(_ seconds: Double) throws {
        let document = try PlistReader().read(Self.file(seconds))
        #expect(document.root.value == .array([PlistNode(.date(Date(timeIntervalSinceReferenceDate: seconds)))]))
    }
}
