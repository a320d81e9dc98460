import Foundation
import Testing
@testable import PlistKit

private struct Box<T: Decodable>: Decodable { var v: T }

private enum Color: String, Codable, CaseIterable { case red, green, blue }
private enum Level: Int, Codable, CaseIterable { case low = 1, high = 2 }

private struct Everything: Decodable, Equatable {
    var i: Int, i8: Int8, i16: Int16, i32: Int32, i64: Int64
    var u: UInt, u8: UInt8, u16: UInt16, u32: UInt32, u64: UInt64
    var f: Float, d: Double, dec: Decimal, b: Bool, s: String
    var date: Date, data: Data, url: URL
    var opt: String?, missing: Int?
    var grid: [[Int]], map: [String: Int], color: Color, level: Level
}

@Suite struct DecoderTypesTests {
    @Test func decodesEverySupportedType() throws {
        let tree: PlistValue = [
            "i": -1, "i8": 127, "i16": -32768, "i32": 2_147_483_647, "i64": .integer(PlistInteger(Int64.min)),
            "u": .integer(PlistInteger(UInt64.max)), "u8": 255, "u16": 65535, "u32": 4_294_967_295, "u64": .integer(PlistInteger(UInt64.max)),
            "f": 1.5, "d": 2, "dec": .real(1360.0), "b": true, "s": "九宫格",
            "date": .date(Date(timeIntervalSince1970: 86400)), "data": .data(Data([1, 2, 3])), "url": "https://example.com/a",
            "opt": "x", "grid": [[1, 2], [], [3]], "map": ["0.jpg": 1, "1.jpg": 2], "color": "green", "level": 2,
        ]
        var root = PlistNode(tree)
        if case .dictionary(var d) = root.value {
            d["dec"] = PlistNode(.real(1360.0), literal: "1360.00")
            root = PlistNode(.dictionary(d))
        }
        let result = try PlistDecoder().decodeWithDiagnostics(Everything.self, from: root)
        let v = result.value
        #expect(result.diagnostics.isEmpty)
        #expect(v.i == -1 && v.i8 == 127 && v.i16 == -32768 && v.i32 == Int32.max && v.i64 == Int64.min)
        #expect(v.u == UInt.max && v.u8 == 255 && v.u16 == 65535 && v.u32 == UInt32.max && v.u64 == UInt64.max)
        #expect(v.f == 1.5 && v.d == 2 && v.dec == Decimal(string: "1360.00") && v.b && v.s == "九宫格")
        #expect(v.date == Date(timeIntervalSince1970: 86400) && v.data == Data([1, 2, 3]))
        #expect(v.url == URL(string: "https://example.com/a"))
        #expect(v.opt == "x" && v.missing == nil)
        #expect(v.grid == [[1, 2], [], [3]] && v.map == ["0.jpg": 1, "1.jpg": 2])
        #expect(v.color == .green && v.level == .high)
    }

    struct RangeCase: CustomTestStringConvertible, Sendable {
        var name: String
        var node: PlistNode
        var message: String
        var testDescription: String { name }
    }

    static let rangeCases: [RangeCase] = [
        .init(name: "300 into Int8", node: PlistNode(300), message: "error: [out-of-range] v: 300 is out of range for Int8"),
        .init(name: "-1 into UInt64", node: PlistNode(-1), message: "error: [out-of-range] v: -1 is out of range for UInt64"),
        .init(name: "UInt64.max into Int", node: PlistNode(.integer(PlistInteger(UInt64.max))),
              message: "error: [out-of-range] v: 18446744073709551615 is out of range for Int"),
        .init(name: "18.18 into Int", node: PlistNode(.real(18.18), literal: "18.18"),
              message: "error: [type-mismatch] v: 18.18 is not an integer (expected Int)"),
        .init(name: "NaN into Int", node: PlistNode(.real(.nan)), message: "error: [type-mismatch] v: nan is not an integer (expected Int)"),
        .init(name: "inf into Int", node: PlistNode(.real(.infinity)), message: "error: [type-mismatch] v: inf is not an integer (expected Int)"),
        .init(name: "1e300 into Int", node: PlistNode(.real(1e300), literal: "1e300"), message: "error: [out-of-range] v: 1e300 is out of range for Int"),
        .init(name: "256.0 into UInt8", node: PlistNode(.real(256)), message: "error: [out-of-range] v: 256.0 is out of range for UInt8"),
        .init(name: "2^53+1 into Double", node: PlistNode(.integer(9_007_199_254_740_993)),
              message: "error: [out-of-range] v: 9007199254740993 is not exactly representable as Double"),
        .init(name: "string into Int", node: PlistNode("19"), message: "error: [type-mismatch] v: expected Int, found string \"19\""),
        .init(name: "1e39 into Float", node: PlistNode(.real(1e39), literal: "1e39"), message: "error: [out-of-range] v: 1e39 is out of range for Float"),
        .init(name: "bad enum", node: PlistNode("purple"),
              message: "error: [invalid-enum-value] v: \"purple\" is not one of \"red\", \"green\", \"blue\" (Color)"),
        .init(name: "bad URL", node: PlistNode(""), message: "error: [type-mismatch] v: \"\" is not a valid URL"),
        .init(name: "UID 300 into UInt8", node: PlistNode(.uid(300)), message: "error: [out-of-range] v: UID 300 is out of range for UInt8"),
        .init(name: "null into String", node: PlistNode(.null),
              message: "error: [null-value] \"v\" is null at (root), but Box<String>.v is String (not optional)"),
    ]

    @Test(arguments: rangeCases)
    func rejectsOutOfRangeAndMistypedValues(_ c: RangeCase) {
        let root = PlistNode(.dictionary(PlistDictionary(entries: [.init(key: "v", value: c.node)])))
        let d = PlistDecoder()
        let lines = headlines {
            switch c.name {
            case "300 into Int8": _ = try d.decode(Box<Int8>.self, from: root)
            case "-1 into UInt64": _ = try d.decode(Box<UInt64>.self, from: root)
            case "256.0 into UInt8", "UID 300 into UInt8": _ = try d.decode(Box<UInt8>.self, from: root)
            case "2^53+1 into Double": _ = try d.decode(Box<Double>.self, from: root)
            case "1e39 into Float": _ = try d.decode(Box<Float>.self, from: root)
            case "bad enum": _ = try d.decode(Box<Color>.self, from: root)
            case "bad URL": _ = try d.decode(Box<URL>.self, from: root)
            case "null into String": _ = try d.decode(Box<String>.self, from: root)
            default: _ = try d.decode(Box<Int>.self, from: root)
            }
        }
        #expect(lines == [c.message])
    }

    /// A UID (binary `CF$UID`) decodes as any integer type that holds it, and the Validator
    /// accepts it for the same types: plist-modelgen writes `UInt64` for one.
    @Test func decodesUIDsAsIntegers() throws {
        struct Refs: Decodable, Equatable { var root: UInt64; var small: UInt8; var signed: Int }
        let bytes = try PlistWriter(format: .binary).write(["root": .uid(7), "small": .uid(255), "signed": .uid(42)])
        let decoded = try PlistDecoder().decode(Refs.self, from: bytes)
        #expect(decoded == Refs(root: 7, small: 255, signed: 42))
        let document = try PlistReader().read(bytes)
        #expect(Validator(schema: Schema(of: Refs.self)).validate(document.root).isEmpty)
    }

    @Test func acceptsIntegralRealsForIntegers() throws {
        let root: PlistValue = ["v": 34.0]
        #expect(try PlistDecoder().decode(Box<Int>.self, from: PlistNode(root)).v == 34)
        #expect(try PlistDecoder().decode(Box<Int8>.self, from: PlistNode(["v": 100.0])).v == 100)
    }

    @Test func decimalIsExactFromTheSourceText() throws {
        let node = PlistNode(.dictionary(PlistDictionary(entries: [.init(key: "v", value: PlistNode(.real(0.1), literal: "0.10"))])))
        #expect(try PlistDecoder().decode(Box<Decimal>.self, from: node).v == Decimal(string: "0.10"))
        #expect(try PlistDecoder().decode(Box<Decimal>.self, from: PlistNode(["v": .integer(PlistInteger(UInt64.max))])).v
            == Decimal(string: "18446744073709551615"))
    }
}
