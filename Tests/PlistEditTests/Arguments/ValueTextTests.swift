import Foundation
import PlistKit
import Testing
@testable import PlistEdit

/// Typed command-line values read by PlistKit's own readers; text that is not a value of the
/// kind is an error (plutil stores 0 or NO instead).
@Suite struct ValueTextTests {
    @Test func scalarsReadAsInAFile() throws {
        #expect(try ValueText.integer("42") == 42)
        #expect(try ValueText.integer("-5") == -5)
        #expect(try ValueText.integer("0x10") == 16)
        #expect(try ValueText.integer("18446744073709551615") == .integer(PlistInteger(UInt64.max)))
        #expect(try ValueText.real("1e3") == 1000.0)
        #expect(try ValueText.bool("YES") == true)
        #expect(try ValueText.bool("false") == false)
        #expect(try ValueText.date("2021-01-01T00:00:00Z") == .date(Date(timeIntervalSince1970: 1_609_459_200)))
        #expect(try ValueText.base64("AAEC") == .data(Data([0, 1, 2])))
    }

    @Test func compoundValuesFromXMLAndJSON() throws {
        #expect(try ValueText.json(#"{"a":[1,2.5,true,"s"]}"#) == ["a": [1, 2.5, true, "s"]])
        #expect(try ValueText.json("5") == 5)
        #expect(try ValueText.xml("<dict><key>a</key><integer>1</integer></dict>") == ["a": 1])
    }

    @Test func invalidTextIsAnErrorNamingTheText() {
        #expect(throws: ValueText.Invalid(reason: #""abc" is not an integer (decimal or 0x hexadecimal, from -9223372036854775808 to 18446744073709551615)"#)) {
            try ValueText.integer("abc")
        }
        #expect(throws: ValueText.Invalid(reason: #""99999999999999999999" is not an integer (decimal or 0x hexadecimal, from -9223372036854775808 to 18446744073709551615)"#)) {
            try ValueText.integer("99999999999999999999")
        }
        #expect(throws: ValueText.Invalid(reason: #""maybe" is not a boolean (true, yes, 1, false, no or 0)"#)) { try ValueText.bool("maybe") }
        #expect(throws: ValueText.Invalid(reason: #""notadate" is not a date (YYYY-MM-DDTHH:MM:SSZ, UTC)"#)) { try ValueText.date("notadate") }
        #expect(throws: ValueText.Invalid(reason: #""!!" is not base64 data"#)) { try ValueText.base64("!!") }
        #expect(throws: ValueText.Invalid.self) { try ValueText.json("bad") }
        #expect(throws: ValueText.Invalid(reason: "null is not a property-list value")) { try ValueText.json("null") }
        #expect(throws: ValueText.Invalid(reason: "null at a[1].b is not a property-list value")) {
            try ValueText.json(#"{"a": [1, {"b": null}], "c": null}"#)
        }
        #expect(throws: ValueText.Invalid(reason: "the value holds the key path a.k twice")) {
            try ValueText.json(#"{"a": {"k": 1, "k": 2}}"#)
        }
        #expect(throws: ValueText.Invalid(reason: "the value holds the key path k twice")) {
            try ValueText.xml("<dict><key>k</key><true/><key>k</key><false/></dict>")
        }
        #expect(throws: ValueText.Invalid(reason: #""<a>" is not an integer (decimal or 0x hexadecimal, from -9223372036854775808 to 18446744073709551615)"#)) {
            try ValueText.integer("<a>")
        }
    }
}
