import Foundation
import Testing
@testable import PlistKit

@Suite struct PlistValueDescriptionTests {
    static let cases: [(String, PlistValue, String)] = [
        ("scalar string", "天天酷跑", #""天天酷跑""#),
        ("escaped string", "a\"b\nc\u{202E}", #""a\"b\nc\u{202E}""#),
        ("integers", [.integer(PlistInteger(UInt64.max)), -1], "[\n  0 => 18446744073709551615\n  1 => -1\n]"),
        ("reals and bools", [2.5, .real(.nan), .real(-.infinity), true, false], "[\n  0 => 2.5\n  1 => nan\n  2 => -inf\n  3 => true\n  4 => false\n]"),
        ("empty containers", ["a": [], "d": [:]], "{\n  \"a\" => []\n  \"d\" => {}\n}"),
        ("app.plist shape", [["icon": "icon_00", "name": "天天酷跑"]],
         "[\n  0 => {\n    \"icon\" => \"icon_00\"\n    \"name\" => \"天天酷跑\"\n  }\n]"),
        ("data", .data(Data([0x61, 0x62, 0x63])), "{length = 3, bytes = 0x616263}"),
        ("long data", .data(Data(repeating: 0xAB, count: 40)), "{length = 40, bytes = 0x" + String(repeating: "ab", count: 32) + "…}"),
        ("date", .date(Date(timeIntervalSince1970: 1_452_157_432)), "2016-01-07 09:03:52 +0000"),
        ("date before 1970", .date(Date(timeIntervalSince1970: -1)), "1969-12-31 23:59:59 +0000"),
        ("reference date", .date(Date(timeIntervalSinceReferenceDate: 0)), "2001-01-01 00:00:00 +0000"),
        ("uid and null", [.uid(5), .null], "[\n  0 => UID(5)\n  1 => null\n]"),
        ("key with a dot", ["0.jpg": "iphone 5s"], "{\n  \"0.jpg\" => \"iphone 5s\"\n}"),
    ]

    @Test(arguments: cases.indices)
    func rendersLikePlutilP(_ i: Int) {
        let (name, value, expected) = Self.cases[i]
        #expect(value.description == expected, "\(name)")
    }

    @Test func debugDescriptionShowsLocations() {
        let node = PlistNode(.array([PlistNode("x", location: SourceLocation(line: 5, column: 2, offset: 90)),
                                     PlistNode(1, location: .byteOffset(12))]),
                             location: SourceLocation(line: 4, column: 1, offset: 80))
        #expect(node.debugDescription == "[ @4:1\n  0 => \"x\" @5:2\n  1 => 1 @byte 12\n]")
        #expect(node.description == "[\n  0 => \"x\"\n  1 => 1\n]")
    }

    @Test func deepTreesRenderWithoutRecursion() {
        var value: PlistValue = "leaf"
        // The text grows with depth × lines (indentation), so the depth stays moderate here;
        // the point is that a depth far beyond any stack-safe recursion renders.
        for _ in 0..<3_000 { value = .array([PlistNode(value)]) }
        let text = value.description
        #expect(text.hasSuffix("]"))
        #expect(text.split(separator: "\n").count == 6_001)
    }
}
