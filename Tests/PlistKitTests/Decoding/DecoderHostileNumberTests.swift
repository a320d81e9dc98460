import Foundation
import Testing
@testable import PlistKit

/// Hostile numbers into integer and Decimal properties: converted exactly from the source text,
/// never through Double, never a trap, never a silently different number.
@Suite struct DecoderHostileNumberTests {
    struct V<T: Decodable & Sendable>: Decodable, Sendable { var v: T }

    static func xml(_ real: String) -> Data {
        Data("<plist><dict><key>v</key><real>\(real)</real></dict></plist>".utf8)
    }

    static func error<T: Decodable & Sendable>(_ type: T.Type, _ data: Data) -> String? {
        do {
            _ = try PlistDecoder().decode(V<T>.self, from: data, file: "n")
            return nil
        } catch let e as PlistDecodingError {
            return e.diagnostics.map(\.message).joined(separator: "; ")
        } catch {
            return "\(error)"
        }
    }

    @Test func realsIntoIntegersUseTheExactText() throws {
        #expect(Self.error(Int.self, Self.xml("9007199254740993")) == nil)
        #expect(try PlistDecoder().decode(V<Int>.self, from: Self.xml("9007199254740993")).v == 9_007_199_254_740_993)
        #expect(try PlistDecoder().decode(V<Int>.self, from: Self.xml("9007199254740993.0")).v == 9_007_199_254_740_993)
        #expect(try PlistDecoder().decode(V<Int>.self, from: Self.xml("1.25e2")).v == 125)
        #expect(Self.error(UInt64.self, Self.xml("9223372036854775807")) == nil)
        #expect(try PlistDecoder().decode(V<UInt64>.self, from: Self.xml("9223372036854775807")).v == 9_223_372_036_854_775_807)
        #expect(Self.error(Int.self, Data(#"{"v": -9223372036854775809}"#.utf8)) == "v: -9223372036854775809 is out of range for Int")
        #expect(Self.error(Int.self, Data(#"{"v": 1e-400}"#.utf8)) == "v: 1e-400 is not an integer (expected Int)")
        #expect(Self.error(UInt8.self, Data(#"{"v": 1e-400}"#.utf8)) == "v: 1e-400 is not an integer (expected UInt8)")
        #expect(Self.error(Int.self, Self.xml("1e300")) == "v: 1e300 is out of range for Int")
        #expect(Self.error(Int.self, Self.xml("nan")) == "v: nan is not an integer (expected Int)")
    }

    @Test func decimalsAreExactOrAnError() throws {
        #expect(try PlistDecoder().decode(V<Decimal>.self, from: Self.xml("1360.00")).v == Decimal(string: "1360"))
        #expect(try PlistDecoder().decode(V<Decimal>.self, from: Self.xml("0.1")).v == Decimal(string: "0.1"))
        for text in ["1e300", "1e-300", "1.5e-200", "-inf", "123456789012345678901234567890123456789"] {
            #expect(Self.error(Decimal.self, Self.xml(text)) == "v: \(text) is out of range for Decimal", "\(text)")
        }
        #expect(Self.error(Decimal.self, Data(#"{"v": 1e308}"#.utf8)) == "v: 1e308 is out of range for Decimal")
    }
}
