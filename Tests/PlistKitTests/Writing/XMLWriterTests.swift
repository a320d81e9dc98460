import Foundation
import Testing
@testable import PlistKit
import PlistTestSupport

@Suite struct XMLWriterTests {
    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """

    /// `value` written with default options, as text.
    static func xml(_ value: PlistValue, options: XMLPlistWriter.Options = .init()) throws -> String {
        String(decoding: try XMLPlistWriter(options: options).write(value), as: UTF8.self)
    }

    /// The body between `<plist version="1.0">\n` and `</plist>\n`.
    static func body(_ value: PlistValue, options: XMLPlistWriter.Options = .init()) throws -> String {
        let text = try xml(value, options: options)
        guard text.hasPrefix(header), text.hasSuffix("</plist>\n") else { return "MALFORMED:" + text }
        return String(text.dropFirst(header.count).dropLast("</plist>\n".count))
    }

    static func bytes(_ n: Int) -> Data { Data((0..<n).map { UInt8($0 & 0xFF) }) }

    /// Every kind, with values whose Apple text is already the shortest, so that Foundation's
    /// bytes must equal ours.
    static let everyKind: PlistValue = [
        "string": "a<b>&c\"d'e\tf\ng é 😀",
        "empty string": "",
        "integers": [0, -1, .integer(PlistInteger(Int64.max)), .integer(PlistInteger(Int64.min)), .integer(PlistInteger(UInt64.max))],
        "reals": [0.5, 1.0, 100.0, -2.5, 1e100, 1e16, 1e15, 0.0001, .real(123456789012345678.0), .real(.nan), .real(.infinity), .real(-.infinity), 0.0],
        "bools": [true, false],
        "dates": [.date(Date(timeIntervalSinceReferenceDate: 0)), .date(Date(timeIntervalSince1970: 1459937777)), .date(Date(timeIntervalSince1970: -1227067200))],
        "data": [.data(bytes(0)), .data(bytes(1)), .data(bytes(60)), .data(bytes(96)), .data(bytes(200))],
        "top data": .data(bytes(57)),
        "empty array": [],
        "empty dict": [:],
        "nested": [[1, [:], [[.data(bytes(20))]]], ["k": []]],
        "B": "upper sorts before lower",
        "😀": "U+1F600 sorts before U+FF61 in UTF-16 order",
        "\u{FF61}": "halfwidth ideographic full stop",
    ]

    @Test func everyKindMatchesTheCommittedExpectedFile() throws {
        let ours = try XMLPlistWriter().write(Self.everyKind)
        if ProcessInfo.processInfo.environment["PLISTKIT_REGENERATE"] != nil {
            try ours.write(to: Fixtures.url("Writer/every-kind.plist"))
        }
        let expected = try Fixtures.data("Writer/every-kind.plist")
        #expect(String(decoding: ours, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
    }

    @Test func everyKindMatchesPropertyListSerialization() throws {
        let ours = try XMLPlistWriter().write(Self.everyKind)
        let foundation = try FoundationPlist.xml(Self.everyKind)
        #expect(String(decoding: ours, as: UTF8.self) == String(decoding: foundation, as: UTF8.self))
    }

    @Test(.enabled(if: Plutil.isAvailable))
    func plutilRewritesOurOutputToTheSameBytes() throws {
        let ours = try XMLPlistWriter().write(Self.everyKind)
        let converted = try FoundationPlist.plutilConvert(ours)
        #expect(String(decoding: converted, as: UTF8.self) == String(decoding: ours, as: UTF8.self))
    }

    @Test(arguments: [0, 1, 2, 3, 45, 46, 47, 48, 51, 52, 57, 60, 96, 200, 1000])
    func dataIsWrappedAsFoundationWrapsItAtEveryDepth(count: Int) throws {
        var value: PlistValue = .data(Self.bytes(count))
        for depth in 0...10 {
            let ours = try XMLPlistWriter().write(value)
            let foundation = try FoundationPlist.xml(value)
            #expect(String(decoding: ours, as: UTF8.self) == String(decoding: foundation, as: UTF8.self), "\(count) bytes at depth \(depth)")
            value = [value]
        }
    }

    @Test func emptyDataIsNeverSelfClosing() throws {
        #expect(try Self.body(.data(Data())) == "<data>\n</data>\n")
        #expect(try Self.body(["d": .data(Data())]) == "<dict>\n\t<key>d</key>\n\t<data>\n\t</data>\n</dict>\n")
    }

    @Test(arguments: [
        (0.1, "0.1"), (1.0, "1"), (100.0, "100"), (0.5, "0.5"), (-2.5, "-2.5"), (1e100, "1e+100"),
        (1e-7, "1e-07"), (1e-5, "1e-05"), (0.0001, "0.0001"), (1e16, "10000000000000000"),
        (1e17, "1e+17"), (123456789012345678.0, "1.2345678901234568e+17"), (.leastNonzeroMagnitude, "5e-324"),
        (1.7976931348623157e308, "1.7976931348623157e+308"), (3.14159, "3.14159"), (0.0, "0.0"),
        (-0.0, "-0.0"), (.nan, "nan"), (.infinity, "+infinity"), (-.infinity, "-infinity"),
        (Double(Float(0.1)), "0.10000000149011612"), (12.5e-3, "0.0125"), (-1234.5678, "-1234.5678"),
    ] as [(Double, String)])
    func realsAreTheShortestTextThatReadsBack(value: Double, text: String) throws {
        #expect(try Self.body(.real(value)) == "<real>\(text)</real>\n")
        if value.isFinite && value != 0 {
            #expect(Double(text) == value)
        }
    }

    @Test(arguments: [
        ("0.10000000000000001", 0.1, "0.10000000000000001"),
        ("1.0", 1.0, "1.0"),
        ("+1e0", 1.0, "+1e0"),
        ("0.1", 0.2, "0.2"),          // does not read back to the value: not kept
        ("1.0<x>", 1.0, "1"),         // not plain decimal text: not kept
        (" 1.0", 1.0, "1"),
        ("nan", Double.nan, "nan"),
        ("0x1p0", 1.0, "1"),
    ] as [(String, Double, String)])
    func realLiteralsAreKeptWhenTheyReadBackExactly(literal: String, value: Double, text: String) throws {
        let data = try XMLPlistWriter().write(PlistNode(.real(value), literal: literal))
        #expect(String(decoding: data, as: UTF8.self).contains("<real>\(text)</real>"))
        let plain = try XMLPlistWriter(options: .init(preservesRealLiterals: false)).write(PlistNode(.real(value), literal: literal))
        #expect(String(decoding: plain, as: UTF8.self).contains("<real>\(PlistRealText.text(value))</real>"))
    }

    @Test(arguments: [
        (0.0, "2001-01-01T00:00:00Z"), (1.7, "2001-01-01T00:00:01Z"), (-1.7, "2000-12-31T23:59:58Z"),
        (0.999999, "2001-01-01T00:00:00Z"), (-1e-9, "2000-12-31T23:59:59Z"),
        (481630577, "2016-04-06T10:16:17Z"), (-2205374400, "1931-02-12T20:00:00Z"),
        (-13197600000, "1582-10-15T00:00:00Z"), (-63114076800, "0000-12-30T00:00:00Z"),
        (-63145699200, "-001-12-30T00:00:00Z"), (252423993599, "9999-12-31T23:59:59Z"),
        (252423993600, "10000-01-01T00:00:00Z"), (-978307200, "1970-01-01T00:00:00Z"),
        (67_108_863, "2003-02-16T17:21:03Z"),
    ] as [(Double, String)])
    func datesAreUTCTruncatedToTheEarlierSecond(seconds: Double, text: String) throws {
        let value = PlistValue.date(Date(timeIntervalSinceReferenceDate: seconds))
        #expect(try Self.body(value) == "<date>\(text)</date>\n")
        #expect(try Self.body(value) == Self.foundationBody(value))
    }

    static func foundationBody(_ value: PlistValue) throws -> String {
        let text = String(decoding: try FoundationPlist.xml(value), as: UTF8.self)
        return String(text.dropFirst(header.count).dropLast("</plist>\n".count))
    }

    @Test func keysAreSortedByUTF16UnlessOrderIsPreserved() throws {
        let value: PlistValue = ["b": 1, "a": 2, "B": 3, "\u{FF61}": 4, "😀": 5, "e\u{301}": 6, "é": 7]
        let sorted = try Self.body(value)
        #expect(sorted == "<dict>\n\t<key>B</key>\n\t<integer>3</integer>\n\t<key>a</key>\n\t<integer>2</integer>\n\t<key>b</key>\n\t<integer>1</integer>\n\t<key>e\u{301}</key>\n\t<integer>6</integer>\n\t<key>é</key>\n\t<integer>7</integer>\n\t<key>😀</key>\n\t<integer>5</integer>\n\t<key>\u{FF61}</key>\n\t<integer>4</integer>\n</dict>\n")
        let preserved = try Self.body(value, options: .init(keyOrder: .preserved))
        #expect(preserved.components(separatedBy: "<key>").dropFirst().map { $0.prefix { $0 != "<" } } == ["b", "a", "B", "\u{FF61}", "😀", "e\u{301}", "é"])
    }

    @Test func textIsEscapedAsAppleEscapesIt() throws {
        #expect(try Self.body(["<&>": "]]> & <tag> \"'"]) == "<dict>\n\t<key>&lt;&amp;&gt;</key>\n\t<string>]]&gt; &amp; &lt;tag&gt; \"'</string>\n</dict>\n")
        #expect(try Self.body("a\r\nb") == "<string>a&#13;\nb</string>\n")
        #expect(try Self.body("") == "<string></string>\n")
    }

    @Test(arguments: [
        (PlistValue.null, PlistPath.root, "unsupported-value", "null at (root) cannot be written to an XML property list: property lists have no null"),
        (["a": [1, .null]], ["a", 1], "unsupported-value", "null at a[1] cannot be written to an XML property list: property lists have no null"),
        (["$objects": [.uid(7)]], ["$objects", 0], "unsupported-value", "UID 7 at $objects[0] cannot be written to an XML property list: only binary property lists carry UIDs"),
        (["x": ["s": "a\u{1}b"]], ["x", "s"], "invalid-character", "string at x.s contains U+0001, which XML 1.0 cannot represent, not even as a character reference"),
        (["k\u{0}": 1], ["k\u{0}"], "invalid-character", "key \"k\\u{0}\" at [\"k\\u{0}\"] contains U+0000, which XML 1.0 cannot represent, not even as a character reference"),
        (["\u{FFFE}"], [0], "invalid-character", "string at [0] contains U+FFFE, which XML 1.0 cannot represent, not even as a character reference"),
    ] as [(PlistValue, PlistPath, String, String)])
    func unwritableValuesAreErrorsWithTheirPath(value: PlistValue, path: PlistPath, kind: String, message: String) {
        #expect {
            _ = try XMLPlistWriter().write(value)
        } throws: { error in
            guard let error = error as? PlistWriteError else { return false }
            #expect(error.kind.rawValue == kind)
            #expect(error.message == message)
            #expect(error.path == path)
            return true
        }
    }

    /// Not a parameterized test: describing a NaN `Date` traps in Foundation.
    @Test func unwritableDatesAreErrors() {
        let cases: [(Double, PlistPath, String)] = [
            (.nan, [0], "date at [0] (nan s from 2001-01-01) cannot be written as YYYY-MM-DDTHH:MM:SSZ"),
            (1e300, [0], "date at [0] (1e+300 s from 2001-01-01) cannot be written as YYYY-MM-DDTHH:MM:SSZ"),
            (-.infinity, [0], "date at [0] (-inf s from 2001-01-01) cannot be written as YYYY-MM-DDTHH:MM:SSZ"),
        ]
        for (seconds, path, message) in cases {
            #expect {
                _ = try XMLPlistWriter().write([.date(Date(timeIntervalSinceReferenceDate: seconds))])
            } throws: { error in
                guard let error = error as? PlistWriteError else { return false }
                return error.kind == .unrepresentableDate && error.message == message && error.path == path
            }
        }
    }

    @Test func aDeepTreeIsWrittenWithoutRecursion() throws {
        var value: PlistValue = "leaf"
        for _ in 0..<10_000 { value = .array([PlistNode(value)]) }
        let data = try XMLPlistWriter().write(value)
        #expect(data.count > 10_000 * 8)
    }
}
