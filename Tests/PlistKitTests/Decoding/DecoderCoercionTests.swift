import Foundation
import Testing
@testable import PlistKit

private struct Box<T: Decodable>: Decodable { var v: T }

@Suite struct DecoderCoercionTests {
    static var kvc: PlistDecoder {
        var o = PlistDecoder.Options()
        o.valueCoercion = .kvcLike
        return PlistDecoder(options: o)
    }

    @Test func seed000CheckedFlagsStoredAsStrings() throws {
        let root = PlistNode(.array([Tree.dict(2, [("checked", 3, "NO")]), Tree.dict(4, [("checked", 5, "YES")])]))
        let r = try Self.kvc.decodeWithDiagnostics([Contact].self, from: root, file: "contacts.plist")
        #expect(r.value == [Contact(checked: false), Contact(checked: true)])
        #expect(r.diagnostics.map(\.description) == [
            "contacts.plist:3:3: note: [coercion] [0].checked: coerced string \"NO\" to Bool",
            "contacts.plist:5:3: note: [coercion] [1].checked: coerced string \"YES\" to Bool",
        ])
        #expect(headlines { _ = try PlistDecoder().decode([Contact].self, from: root, file: "contacts.plist") } == [
            "contacts.plist:3:3: error: [type-mismatch] [0].checked: expected Bool, found string \"NO\"",
            "contacts.plist:5:3: error: [type-mismatch] [1].checked: expected Bool, found string \"YES\"",
        ])
    }

    @Test(arguments: [("YES", true), ("NO", false), ("true", true), ("false", false), ("1", true), ("0", false)])
    func boolStrings(_ text: String, _ expected: Bool) throws {
        #expect(try Self.kvc.decode(Box<Bool>.self, from: PlistNode(["v": .string(text)])).v == expected)
    }

    @Test(arguments: ["yes", "Y", " 1", "2", ""])
    func notBoolStrings(_ text: String) {
        #expect(headlines { _ = try Self.kvc.decode(Box<Bool>.self, from: PlistNode(["v": .string(text)])) }
            == ["error: [type-mismatch] v: expected Bool, found string \(UntrustedText.quoted(text))"])
    }

    @Test func integersParsedAsIntegersNeverThroughDouble() throws {
        #expect(try Self.kvc.decode(Box<Int64>.self, from: PlistNode(["v": "148423162444258920"])).v == 148_423_162_444_258_920)
        #expect(try Self.kvc.decode(Box<UInt64>.self, from: PlistNode(["v": "18446744073709551615"])).v == UInt64.max)
        #expect(try Self.kvc.decode(Box<Int>.self, from: PlistNode(["v": "-7"])).v == -7)
        #expect(try Self.kvc.decode(Box<Double>.self, from: PlistNode(["v": "7.50"])).v == 7.5)
        #expect(try Self.kvc.decode(Box<Decimal>.self, from: PlistNode(["v": "1360.00"])).v == Decimal(string: "1360.00"))
        #expect(try Self.kvc.decode(Box<String>.self, from: PlistNode(["v": 103976])).v == "103976")
    }

    struct Rejected: Sendable, CustomTestStringConvertible {
        var text: String
        var message: String
        var testDescription: String { text }
    }

    @Test(arguments: [
        Rejected(text: " 12", message: "v: expected Int, found string \" 12\" (leading or trailing whitespace is not trimmed)"),
        Rejected(text: "1,234", message: "v: expected Int, found string \"1,234\" (grouping separators are not accepted)"),
        Rejected(text: "12abc", message: "v: expected Int, found string \"12abc\" (trailing characters after the number)"),
        Rejected(text: "", message: "v: expected Int, found string \"\" (empty string is not a number)"),
        Rejected(text: "abc", message: "v: expected Int, found string \"abc\""),
        Rejected(text: "0x1F", message: "v: expected Int, found string \"0x1F\" (trailing characters after the number)"),
        Rejected(text: "7.5", message: "v: \"7.5\" is not an integer (expected Int)"),
        Rejected(text: "99999999999999999999", message: "v: \"99999999999999999999\" is out of range for Int"),
    ])
    func rejectedNumericStrings(_ r: Rejected) {
        let rule = r.message.contains("out of range") ? "out-of-range" : "type-mismatch"
        #expect(headlines { _ = try Self.kvc.decode(Box<Int>.self, from: PlistNode(["v": .string(r.text)])) }
            == ["error: [\(rule)] \(r.message)"])
    }
}
