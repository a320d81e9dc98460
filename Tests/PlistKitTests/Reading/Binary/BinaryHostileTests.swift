import Foundation
import Testing
@testable import PlistKit

/// The bplist00 reader on hostile input (`Fixtures/Binary/hostile/`, built by
/// `Fixtures/Binary/make-fixtures.py`): each file is one located error with an exact message,
/// never a trap, a hang or an allocation the file's size does not justify.
@Suite struct BinaryHostileTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let file: String
        let kind: PlistReadError.Kind
        let message: String
        let offset: Int
        let keyPath: String?
        var testDescription: String { file }
    }

    static let cases: [Case] = [
        Case(file: "too-short", kind: .invalidBinary,
             message: "binary plist of 9 bytes is too short: it needs the 8-byte header, one object and the 32-byte trailer",
             offset: 0, keyPath: nil),
        Case(file: "bad-version", kind: .invalidBinary,
             message: "unsupported binary plist version \"bplist15\" (only bplist00 is read)", offset: 0, keyPath: nil),
        Case(file: "truncated-trailer", kind: .invalidBinary,
             message: "trailer gives an offset size of 46 bytes; it must be 1 to 8", offset: 45, keyPath: nil),
        Case(file: "offset-outside-file", kind: .invalidBinary,
             message: "offset table gives object #1 the offset 200, outside the object data (bytes 8 to 11)",
             offset: 13, keyPath: "[0]"),
        Case(file: "offset-into-trailer", kind: .invalidBinary,
             message: "offset table gives object #1 the offset 26, outside the object data (bytes 8 to 11)",
             offset: 13, keyPath: "[0]"),
        Case(file: "table-in-trailer", kind: .invalidBinary,
             message: "trailer puts the offset table at byte 20, outside the file's object area (bytes 9 to 13)",
             offset: 38, keyPath: nil),
        Case(file: "count-2-pow-32", kind: .invalidBinary,
             message: "trailer declares 4294967296 objects, but their offset table of 1-byte entries at byte 12 runs past the trailer at byte 14",
             offset: 22, keyPath: nil),
        Case(file: "root-out-of-range", kind: .invalidBinary,
             message: "trailer names object #5 as the root, but there are only 2 objects", offset: 30, keyPath: nil),
        Case(file: "array-count-outside", kind: .invalidBinary,
             message: "array of 200 elements runs past the end of the object data at byte 14 (object #0)", offset: 8, keyPath: nil),
        Case(file: "array-count-2-pow-62", kind: .invalidBinary,
             message: "array of 4611686018427387904 elements runs past the end of the object data at byte 21 (object #0)",
             offset: 8, keyPath: nil),
        Case(file: "ref-outside", kind: .invalidBinary,
             message: "reference to object #9, but there are only 2 objects", offset: 10, keyPath: "[1]"),
        Case(file: "cycle-self", kind: .referenceCycle,
             message: "reference cycle: object #0 (array) contains itself", offset: 8, keyPath: "[0]"),
        Case(file: "cycle-indirect", kind: .referenceCycle,
             message: "reference cycle: object #0 (array) contains itself", offset: 8, keyPath: "[0].k"),
        Case(file: "dict-integer-key", kind: .invalidBinary,
             message: "dictionary key is an integer, not a string (object #1)", offset: 11, keyPath: nil),
        Case(file: "dict-array-key", kind: .invalidBinary,
             message: "dictionary key is a dictionary, not a string (object #0)", offset: 8, keyPath: nil),
        Case(file: "deep-600", kind: .limitExceeded,
             message: "nesting too deep (limit 512); raise PlistReader.Options.maxDepth",
             // 512 steps print 1 536 bytes: the first and last 133 around the count of the rest.
             offset: 8 + 512 * 3, keyPath: String(repeating: "[0]", count: 133) + "[… 246 more …]" + String(repeating: "[0]", count: 133)),
        Case(file: "shared-expansion-bomb", kind: .limitExceeded,
             message: "binary plist holds more than 1000000 values, counting shared objects at each place they appear (raise PlistReader.Options.maxValueCount)",
             offset: 74, keyPath: String(repeating: "[0]", count: 21) + "[1]"),
        Case(file: "set", kind: .invalidBinary,
             message: "set (marker 0xC1) is not a property-list value (object #0)", offset: 8, keyPath: nil),
        Case(file: "fill-byte", kind: .invalidBinary,
             message: "fill byte 0x0F is not an object (object #1)", offset: 10, keyPath: "[0]"),
        Case(file: "utf16-lone-surrogate", kind: .invalidEncoding,
             message: "UTF-16 string holds an unpaired surrogate 0xD800 at byte 13 (object #1)", offset: 10, keyPath: "[0]"),
        Case(file: "ascii-high-byte", kind: .invalidEncoding,
             message: "ASCII string holds byte 0xE9 at byte 13, which is not ASCII (object #1)", offset: 10, keyPath: "[0]"),
        Case(file: "int-32-bytes", kind: .invalidBinary,
             message: "integer marker 0x15 gives a size of 2^5 bytes; only 1, 2, 4, 8 and 16 are read (object #1)",
             offset: 10, keyPath: "[0]"),
        Case(file: "string-length-huge", kind: .invalidBinary,
             message: "string of 9223372036854775807 bytes runs past the end of the object data at byte 23 (object #1)",
             offset: 10, keyPath: "[0]"),
        Case(file: "unknown-marker", kind: .invalidBinary,
             message: "unknown object marker 0x70 (object #1)", offset: 10, keyPath: "[0]"),
    ]

    @Test(arguments: cases)
    func hostileFileIsALocatedError(_ c: Case) throws {
        var options = PlistReader.Options()
        options.maxValueCount = 1_000_000
        let data = try Fixtures.data("Binary/hostile/\(c.file).bplist")
        let error = try #require(throws: PlistReadError.self) {
            try PlistReader(options: options).read(data, file: c.file + ".bplist")
        }
        #expect(error.kind == c.kind)
        #expect(error.message == c.message)
        #expect(error.location == .byteOffset(c.offset))
        #expect(error.keyPath == c.keyPath)
        #expect(error.file == c.file + ".bplist")
    }

    @Test func sharedExpansionIsBoundedWithDefaultOptions() throws {
        // 41 objects that stand for 2^41 values: rejected at the millionth value by
        // maxValuesPerInputByte, long before maxValueCount, without building them.
        let start = TimeBudget.threadCPUSeconds()
        let data = try Fixtures.data("Binary/hostile/shared-expansion-bomb.bplist")
        let error = try #require(throws: PlistReadError.self) { try PlistReader().read(data) }
        #expect(error.kind == .limitExceeded)
        #expect(error.message == "binary plist of 203 bytes stands for more than 1000000 values through shared objects (more than 8 per byte of input; raise PlistReader.Options.maxValuesPerInputByte)")
        #expect(TimeBudget.threadCPUSeconds() - start < TimeBudget.seconds(1))
    }
}
