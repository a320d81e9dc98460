import Foundation
import Testing
@testable import PlistKit

/// Field cases whose expectations concern writing: the tree the case says a reader must
/// produce, written back, gives the case's own (Apple-formatted) bytes.
@Suite struct XMLWriterCaseTests {
    static let preserved = XMLPlistWriter(options: .init(keyOrder: .preserved))

    /// Case 002: the 64-bit edges print exactly as written; UInt64.max never becomes -1.
    @Test func case002IntegersAtThe64BitEdgesPrintExactly() throws {
        let tree: PlistValue = [
            "UInt64Max": .integer(PlistInteger(UInt64.max)),
            "MinusOne": -1,
            "Int64Max": .integer(PlistInteger(Int64.max)),
            "Int64Min": .integer(PlistInteger(Int64.min)),
            "Int64MaxPlusOne": .integer(PlistInteger(UInt64(Int64.max) + 1)),
        ]
        let expected = try Fixtures.data("Cases/002-xml-integer-64bit-range/input.plist")
        #expect(String(decoding: try Self.preserved.write(tree), as: UTF8.self) == String(decoding: expected, as: UTF8.self))
    }

    /// Case 005: dates print as `YYYY-MM-DDTHH:MM:SSZ` in UTC, whatever the host time zone (the
    /// writer does calendar arithmetic itself and never consults a time zone).
    @Test func case005DatesPrintInStrictUTC() throws {
        let tree: PlistValue = [
            "Last Backup Date": .date(Date(timeIntervalSince1970: 1_459_937_777)),
            "Birthday": .date(Date(timeIntervalSince1970: -1_227_067_200)),
            "CocoaEpoch": .date(Date(timeIntervalSince1970: 978_307_200)),
        ]
        let expected = try Fixtures.data("Cases/005-xml-date-strict-utc/input.plist")
        #expect(String(decoding: try Self.preserved.write(tree), as: UTF8.self) == String(decoding: expected, as: UTF8.self))
        // Sub-second precision is dropped toward the earlier second.
        let fraction: PlistValue = [.date(Date(timeIntervalSince1970: 1_459_937_777.999))]
        #expect(String(decoding: try XMLPlistWriter().write(fraction), as: UTF8.self).contains("<date>2016-04-06T10:16:17Z</date>"))
    }

    /// Case 004: empty data is written with an end tag, never as `<data/>`.
    @Test func case004EmptyDataHasAnEndTag() throws {
        let tree: PlistValue = ["EmptyPair": .data(Data()), "EmptySelfClosing": .data(Data())]
        let text = String(decoding: try XMLPlistWriter().write(tree), as: UTF8.self)
        #expect(!text.contains("<data/>"))
        #expect(text.contains("\t<key>EmptyPair</key>\n\t<data>\n\t</data>\n"))
    }

    /// Case 019: a negative zero keeps its sign when written (Apple's writer prints `0.0`).
    @Test func case019NegativeZeroKeepsItsSign() throws {
        let text = String(decoding: try XMLPlistWriter().write([.real(-0.0), .real(0.0)]), as: UTF8.self)
        #expect(text.contains("\t<real>-0.0</real>\n\t<real>0.0</real>\n"))
    }
}
