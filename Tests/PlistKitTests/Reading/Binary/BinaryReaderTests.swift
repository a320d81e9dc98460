import Foundation
import Testing
@testable import PlistKit

/// The bplist00 reader on valid files: case 015 and files written by CPython's plistlib
/// (`Fixtures/Binary/make-fixtures.py`).
@Suite struct BinaryReaderTests {
    static func read(_ path: String, options: PlistReader.Options = .init()) throws -> PlistDocument {
        try PlistReader(options: options).read(Fixtures.data(path), file: (path as NSString).lastPathComponent)
    }

    // MARK: case 015

    @Test func case015SixteenByteIntegersAreUnsigned() throws {
        let document = try Self.read("Cases/015-binary-16-byte-integers/int128.plist")
        #expect(document.format == .binary)
        let expected: PlistValue = .array([
            PlistNode(.integer(PlistInteger(UInt64(9_223_372_036_854_775_808)))),
            PlistNode(2000),
            PlistNode(.integer(PlistInteger(UInt64.max))),
        ])
        #expect(document.root.value == expected)
        let elements = try #require(document.root.value.arrayValue)
        #expect(elements.map(\.value.integerValue?.description) == ["9223372036854775808", "2000", "18446744073709551615"])
        #expect(elements.map(\.location.offset) == [12, 29, 46])
        #expect(document.root.location == .byteOffset(8))
        #expect(document.diagnostics.isEmpty)
    }

    @Test func case015TwoToThe64IsAnError() throws {
        let error = try #require(throws: PlistReadError.self) {
            try Self.read("Cases/015-binary-16-byte-integers/int128-too-big.plist")
        }
        #expect(error.kind == .invalidInteger)
        #expect(error.message == "integer in binary plist does not fit in 64 bits (object #1)")
        #expect(error.location == .byteOffset(10))
        #expect(error.keyPath == "[0]")
        #expect(error.description
            == "int128-too-big.plist: error: [invalid-integer] integer in binary plist does not fit in 64 bits (object #1) (at byte 10)")
    }

    // MARK: every object type, from plistlib

    @Test func everyObjectTypeFromPlistlib() throws {
        let document = try Self.read("Binary/all-types.bplist")
        let date = Date(timeIntervalSince1970: 1_704_164_645)  // 2024-01-02T03:04:05Z
        let expected: PlistValue = [
            "string": "hello", "empty": "", "long": "a string longer than fourteen characters",
            "int0": 0, "int255": 255, "int256": 256, "int65536": 65536, "int2p32": 4_294_967_296,
            "minus1": -1, "int64min": .integer(PlistInteger(Int64.min)), "int64max": .integer(PlistInteger(Int64.max)),
            "uint64max": .integer(PlistInteger(UInt64.max)),
            "real": 3.25, "negzero": -0.0, "date": .date(date),
            "data": .data(Data(0..<20)), "nodata": .data(Data()),
            "yes": true, "no": false,
            "array": [1, "two", 3.0],
            "dict": ["nested": ["deeper": [[]]]],
        ]
        #expect(document.root.value == expected)
        let root = try #require(document.root.value.dictionaryValue)
        // Document order is kept; -0.0 keeps its sign.
        #expect(root.keys.first == "string" && root.keys.last == "dict")
        #expect(root["negzero"]?.value.realValue?.sign == .minus)
        #expect(root["minus1"]?.value.integerValue?.int64Value == -1)
        // Locations: every value and key has the byte offset of its object.
        for entry in root.entries {
            #expect(entry.keyLocation.line == 0 && entry.keyLocation.offset >= 8)
            #expect(entry.value.location.offset > 8)
        }
    }

    @Test func foundationWrittenFileReadsTheSame() throws {
        let ours = try Self.read("Binary/foundation-all-types.bplist")
        let plistlib = try Self.read("Binary/all-types.bplist")
        #expect(ours.root.value == plistlib.root.value)
        #expect(ours.root.value.dictionaryValue?["uint64max"]?.value == .integer(PlistInteger(UInt64.max)))
    }

    @Test func utf16StringsAndKeysAreExact() throws {
        let document = try Self.read("Binary/utf16.bplist")
        let root = try #require(document.root.value.dictionaryValue)
        #expect(root["greek"]?.value == "αβγ")
        #expect(root["cjk"]?.value == "九宫格")
        #expect(root["emoji"]?.value == "a😀b")
        // NFC and NFD spellings stay two keys.
        #expect(root.count == 5)
        #expect(root["caf\u{E9}"]?.value == "NFC key")
        #expect(root["cafe\u{301}"]?.value == "NFD key")
    }

    @Test func sharedObjectsAreReadAtEveryPlace() throws {
        let document = try Self.read("Binary/shared.bplist")
        let expected: PlistValue = ["repeat", "repeat", 7, 7, ["name": "shared"], ["name": "shared"]]
        #expect(document.root.value == expected)
        let elements = try #require(document.root.value.arrayValue)
        // plistlib uniques "repeat" and 7 and writes the shared dict once: same object offsets.
        #expect(elements[0].location == elements[1].location)
        #expect(elements[2].location == elements[3].location)
        #expect(elements[4].location == elements[5].location)
    }

    @Test func uidsAreADistinctKind() throws {
        let document = try Self.read("Binary/uid.bplist")
        let expected: PlistValue = ["$top": ["root": .uid(1)], "$objects": ["$null", .uid(300), .uid(70000)]]
        #expect(document.root.value == expected)
        #expect(document.root.value.dictionaryValue?["$top"]?.value.dictionaryValue?["root"]?.value.kindName == "UID")
    }

    @Test func twoByteReferencesBeyond255Objects() throws {
        let document = try Self.read("Binary/many-objects.bplist")
        let elements = try #require(document.root.value.arrayValue)
        #expect(elements.count == 300)
        #expect(elements.map { $0.value.integerValue?.int64Value } == (1000..<1300).map { Int64($0) })
    }

    @Test func fourByteReals() throws {
        let document = try Self.read("Binary/real32.bplist")
        #expect(document.root.value == [1.5])
    }

    @Test func sharedContainerIsNotACycle() throws {
        let document = try Self.read("Binary/hostile/shared-not-cycle.bplist")
        #expect(document.root.value == [[7], [7]])
    }

    @Test func duplicateKeyIsAWarningAndTheLaterValueWins() throws {
        let document = try Self.read("Binary/hostile/duplicate-key.bplist")
        #expect(document.root.value == ["k": 2])
        #expect(document.diagnostics.map(\.description) == [
            "duplicate-key.bplist: warning: [duplicate-key] duplicate key \"k\" (first defined at byte 13); the later value wins (at byte 13)",
        ])
        #expect(document.diagnostics.first?.keyPath == "k")
        var options = PlistReader.Options()
        options.duplicateKeys = .error
        let error = try #require(throws: PlistReadError.self) { try Self.read("Binary/hostile/duplicate-key.bplist", options: options) }
        #expect(error.description == "duplicate-key.bplist: error: [duplicate-key] duplicate key \"k\" (first defined at byte 13) (at byte 13)")
        #expect(error.keyPath == "k")
    }

    @Test func depthLimitIsAnOption() throws {
        var options = PlistReader.Options()
        options.maxDepth = 5
        #expect(throws: Never.self) { try Self.read("Binary/all-types.bplist", options: options) }
        options.maxDepth = 4
        let error = try #require(throws: PlistReadError.self) { try Self.read("Binary/all-types.bplist", options: options) }
        #expect(error.kind == .limitExceeded)
        #expect(error.message == "nesting too deep (limit 4); raise PlistReader.Options.maxDepth")
        #expect(error.keyPath == "dict.nested.deeper[0]")
    }
}
