import Foundation
import Testing
@testable import PlistKit

/// The bplist00 writer: exact bytes for each object form, uniquing, reference sizes, errors,
/// and round trips through our reader, CPython's plistlib and the toolchain's plutil.
@Suite struct BinaryWriterTests {
    static func hex(_ bytes: some Sequence<UInt8>) -> String {
        bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }.joined(separator: " ")
    }

    /// The bytes of the single object of a file whose root is a scalar.
    static func objectBytes(_ value: PlistValue) throws -> String {
        let data = try BinaryPlistWriter().write(value)
        return hex(data[8..<(data.count - 33)])
    }

    @Test func smallArrayExactBytes() throws {
        let data = try BinaryPlistWriter().write(["a", "a", 1])
        #expect(Self.hex(data) == Self.hex(Array("bplist00".utf8)) + " "
            + "A3 01 01 02 51 61 10 01 08 0C 0E "
            + "00 00 00 00 00 00 01 01 00 00 00 00 00 00 00 03 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 10")
    }

    struct Form: CustomTestStringConvertible, Sendable {
        let name: String
        let value: PlistValue
        let bytes: String
        var testDescription: String { name }
    }

    static let forms: [Form] = [
        Form(name: "0", value: 0, bytes: "10 00"),
        Form(name: "255", value: 255, bytes: "10 FF"),
        Form(name: "256", value: 256, bytes: "11 01 00"),
        Form(name: "65536", value: 65536, bytes: "12 00 01 00 00"),
        Form(name: "2^32", value: 4_294_967_296, bytes: "13 00 00 00 01 00 00 00 00"),
        Form(name: "Int64.max", value: .integer(PlistInteger(Int64.max)), bytes: "13 7F FF FF FF FF FF FF FF"),
        Form(name: "-1", value: -1, bytes: "13 FF FF FF FF FF FF FF FF"),
        Form(name: "Int64.min", value: .integer(PlistInteger(Int64.min)), bytes: "13 80 00 00 00 00 00 00 00"),
        Form(name: "2^63", value: .integer(PlistInteger(UInt64(1) << 63)),
             bytes: "14 00 00 00 00 00 00 00 00 80 00 00 00 00 00 00 00"),
        Form(name: "UInt64.max", value: .integer(PlistInteger(UInt64.max)),
             bytes: "14 00 00 00 00 00 00 00 00 FF FF FF FF FF FF FF FF"),
        Form(name: "real", value: 1.5, bytes: "23 3F F8 00 00 00 00 00 00"),
        Form(name: "date", value: .date(Date(timeIntervalSinceReferenceDate: 0)), bytes: "33 00 00 00 00 00 00 00 00"),
        Form(name: "true", value: true, bytes: "09"),
        Form(name: "false", value: false, bytes: "08"),
        Form(name: "ASCII", value: "abc", bytes: "53 61 62 63"),
        Form(name: "ASCII 15", value: "abcdefghijklmno",
             bytes: "5F 10 0F 61 62 63 64 65 66 67 68 69 6A 6B 6C 6D 6E 6F"),
        Form(name: "UTF-16", value: "é", bytes: "61 00 E9"),
        Form(name: "UTF-16 pair", value: "😀", bytes: "62 D8 3D DE 00"),
        Form(name: "data", value: .data(Data([1, 2])), bytes: "42 01 02"),
        Form(name: "empty data", value: .data(Data()), bytes: "40"),
        Form(name: "UID 5", value: .uid(5), bytes: "80 05"),
        Form(name: "UID 300", value: .uid(300), bytes: "81 01 2C"),
        Form(name: "UID 2^32", value: .uid(1 << 32), bytes: "87 00 00 00 01 00 00 00 00"),
    ]

    @Test(arguments: forms)
    func objectForm(_ form: Form) throws {
        #expect(try Self.objectBytes(form.value) == form.bytes)
        let back = try PlistReader().read(BinaryPlistWriter().write(form.value))
        #expect(back.root.value == form.value)
    }

    @Test func uniquesScalarsButNotContainers() throws {
        // "x" twice, 7 twice, two equal dictionaries: 1 root + "x" + 7 + 2 dicts + "k" = 6 objects.
        let value: PlistValue = ["x", "x", 7, 7, ["k": "x"], ["k": "x"]]
        let data = try BinaryPlistWriter().write(value)
        #expect(data[data.count - 17] == 6)  // low byte of the object count
        // Exact spellings stay apart: NFC/NFD, 0.0/-0.0, 1/1.0/true.
        let distinct: PlistValue = ["caf\u{E9}", "cafe\u{301}", 0.0, -0.0, 1, 1.0, true]
        let distinctData = try BinaryPlistWriter().write(distinct)
        #expect(distinctData[distinctData.count - 17] == 8)
        let back = try PlistReader().read(distinctData).root.value.arrayValue ?? []
        #expect(back.map(\.value) == distinct.arrayValue?.map(\.value))
        #expect(back[3].value.realValue?.sign == .minus)
    }

    @Test func referenceSizeGrowsAt256Objects() throws {
        let small = try BinaryPlistWriter().write(.array((0..<254).map { PlistNode(.integer(PlistInteger($0))) }))
        #expect(small[small.count - 17] == 255 && small[small.count - 25] == 1)  // 255 objects, 1-byte refs
        let large = try BinaryPlistWriter().write(.array((0..<255).map { PlistNode(.integer(PlistInteger($0))) }))
        #expect(large[large.count - 18] == 1 && large[large.count - 17] == 0)  // 256 objects
        #expect(large[large.count - 25] == 2)  // 2-byte refs
        #expect(try PlistReader().read(large).root.value.arrayValue?.count == 255)
    }

    @Test func nullIsAnErrorWithItsPath() throws {
        let value: PlistValue = ["items": [1, ["name": .null]]]
        let error = try #require(throws: PlistWriteError.self) { try BinaryPlistWriter().write(value) }
        #expect(error.kind == .unsupportedValue)
        #expect(error.path == ["items", 1, "name"])
        #expect(error.message == "null at items[1].name cannot be written to a binary property list: property lists have no null")
        #expect(throws: PlistWriteError.self) { try BinaryPlistWriter().write(.null) }
    }

    @Test func deepTreeIsWrittenWithoutRecursion() throws {
        var value: PlistValue = "leaf"
        for _ in 0..<10_000 { value = .array([PlistNode(value)]) }
        let data = try BinaryPlistWriter().write(value)
        var options = PlistReader.Options()
        options.maxDepth = 100_000
        let back = try PlistReader(options: options).read(data)
        #expect(back.root.value == value)
    }
}
