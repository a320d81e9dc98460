import Foundation
import Testing
@testable import PlistKit

/// The lexical parsers behind `<integer>`, `<real>`, `<date>` and `<data>`.
@Suite struct XMLLexicalTests {
    static let integerCases: [(String, Result<PlistInteger, PlistIntegerParser.Failure>)] = [
        ("0", .success(0)), ("-0", .success(0)), ("+7", .success(7)), ("010", .success(10)),
        ("0x0100000c", .success(16_777_228)), ("0X1F", .success(31)), ("-0x10", .success(-16)), ("+0x10", .success(16)),
        ("9223372036854775807", .success(PlistInteger(Int64.max))),
        ("-9223372036854775808", .success(PlistInteger(Int64.min))),
        ("9223372036854775808", .success(PlistInteger(UInt64(1) << 63))),
        ("18446744073709551615", .success(PlistInteger(UInt64.max))),
        ("0xFFFFFFFFFFFFFFFF", .success(PlistInteger(UInt64.max))),
        ("-0x8000000000000000", .success(PlistInteger(Int64.min))),
        ("18446744073709551616", .failure(.overflow)), ("0x10000000000000000", .failure(.overflow)),
        ("-9223372036854775809", .failure(.underflow)), ("-18446744073709551615", .failure(.underflow)),
        ("", .failure(.empty)), ("-", .failure(.noDigits)), ("0x", .failure(.noDigits)), ("+", .failure(.noDigits)),
        (" 42", .failure(.invalidCharacter(at: 0))), ("42 ", .failure(.invalidCharacter(at: 2))),
        ("12abc", .failure(.invalidCharacter(at: 2))), ("1.5", .failure(.invalidCharacter(at: 1))),
        ("1e3", .failure(.invalidCharacter(at: 1))), ("0x1G", .failure(.invalidCharacter(at: 3))),
        ("٤٢", .failure(.invalidCharacter(at: 0))), ("--1", .failure(.invalidCharacter(at: 1))),
        ("99999999999999999999x", .failure(.invalidCharacter(at: 20))),
    ]

    @Test(arguments: integerCases)
    func integer(text: String, expected: Result<PlistInteger, PlistIntegerParser.Failure>) {
        #expect(PlistIntegerParser.parse(text) == expected)
    }

    static let realCases: [(String, Double?, PlistRealParser.Failure?)] = [
        ("1.5", 1.5, nil), ("-1.5e3", -1500, nil), (".5", 0.5, nil), ("5.", 5, nil), ("+2", 2, nil),
        ("1E-2", 0.01, nil), ("0.1", 0.1, nil), ("-0.0", -0.0, nil),
        ("inf", .infinity, nil), ("+Infinity", .infinity, nil), ("-INF", -.infinity, nil),
        ("1e308", 1e308, nil), ("1e-999999", 0, nil),
        ("1e309", nil, .outOfRange), ("-1e999999", nil, .outOfRange),
        ("", nil, .empty), ("0x1p3", nil, .malformed), ("1.0.0", nil, .malformed), (" 1", nil, .malformed),
        ("1 ", nil, .malformed), ("e5", nil, .malformed), ("1e", nil, .malformed), (".", nil, .malformed),
        ("nanx", nil, .malformed), ("infinit", nil, .malformed), ("١", nil, .malformed),
    ]

    @Test(arguments: realCases)
    func real(text: String, value: Double?, failure: PlistRealParser.Failure?) {
        switch PlistRealParser.parse(text) {
        case .success(let v):
            #expect(v.value == value)
            #expect(v.value.sign == value?.sign)
            #expect(v.underflowedToZero == (text == "1e-999999"))
        case .failure(let f):
            #expect(f == failure)
        }
    }

    @Test func nanWithSigns() throws {
        for text in ["nan", "NaN", "+nan", "-NAN"] {
            let v = try PlistRealParser.parse(text).get()
            #expect(v.value.isNaN)
        }
    }

    static let dateCases: [(String, Result<Double, PlistDateParser.Failure>)] = [
        ("2016-04-06T10:16:17Z", .success(1_459_937_777)),
        ("1931-02-12T20:00:00Z", .success(-1_227_067_200)),
        ("2001-01-01T00:00:00Z", .success(978_307_200)),
        ("1970-01-01T00:00:00Z", .success(0)),
        ("0001-01-01T00:00:00Z", .success(-62_135_596_800)),
        ("9999-12-31T23:59:59Z", .success(253_402_300_799)),
        ("2024-02-29T12:00:00Z", .success(1_709_208_000)),
        ("2000-02-29T00:00:00Z", .success(951_782_400)),
        ("", .failure(.empty)),
        ("2016-04-06", .failure(.malformed)),
        ("2016-04-06T10:16:17", .failure(.malformed)),
        ("2014-02-23T09:21:06.034Z", .failure(.malformed)),
        ("2016-11-09T23:25:56+00:00", .failure(.malformed)),
        ("99999-01-01T00:00:00Z", .failure(.malformed)),
        ("-4713-01-01T00:00:00Z", .failure(.malformed)),
        ("2016-04-06 10:16:17Z", .failure(.malformed)),
        ("２０１６-04-06T10:16:17Z", .failure(.malformed)),
        // Year 0000 reads (Apple's encoder writes it and its parser reads it back: issue 18 gap 3).
        ("0000-01-01T00:00:00Z", .success(-62_167_219_200)),
        ("2024-13-45T99:99:99Z", .failure(.fieldOutOfRange(field: "month", value: 13))),
        ("2024-00-01T00:00:00Z", .failure(.fieldOutOfRange(field: "month", value: 0))),
        ("2024-02-30T00:00:00Z", .failure(.fieldOutOfRange(field: "day", value: 30))),
        ("2023-02-29T00:00:00Z", .failure(.fieldOutOfRange(field: "day", value: 29))),
        ("1900-02-29T00:00:00Z", .failure(.fieldOutOfRange(field: "day", value: 29))),
        ("2024-04-31T00:00:00Z", .failure(.fieldOutOfRange(field: "day", value: 31))),
        ("2024-01-00T00:00:00Z", .failure(.fieldOutOfRange(field: "day", value: 0))),
        ("2024-01-01T24:00:00Z", .failure(.fieldOutOfRange(field: "hour", value: 24))),
        ("2024-01-01T00:60:00Z", .failure(.fieldOutOfRange(field: "minute", value: 60))),
        ("2024-01-01T00:00:60Z", .failure(.fieldOutOfRange(field: "second", value: 60))),
    ]

    @Test(arguments: dateCases)
    func date(text: String, expected: Result<Double, PlistDateParser.Failure>) {
        #expect(PlistDateParser.parse(text).map(\.timeIntervalSince1970) == expected)
    }

    @Test(arguments: ["2016-04-06T10:16:17Z", "1931-02-12T20:00:00Z", "0001-01-01T00:00:00Z", "9999-12-31T23:59:59Z"])
    func dateRoundTrips(text: String) throws {
        #expect(PlistDateParser.string(from: try PlistDateParser.parse(text).get()) == text)
    }

    @Test func formattingTruncatesToTheEarlierSecond() {
        #expect(PlistDateParser.string(from: Date(timeIntervalSince1970: 1_459_937_777.9)) == "2016-04-06T10:16:17Z")
        #expect(PlistDateParser.string(from: Date(timeIntervalSince1970: -0.5)) == "1969-12-31T23:59:59Z")
        #expect(PlistDateParser.string(from: Date(timeIntervalSince1970: 1e15)) == nil)
    }

    /// The date code is pure arithmetic: it never reads the host time zone, so `TZ` cannot
    /// change a result. Checked on the source itself, next to the exact instants above.
    @Test func dateCodeNeverTouchesTheLocalTimeZone() throws {
        let source = try String(contentsOf: Fixtures.root.deletingLastPathComponent()
            .appendingPathComponent("Sources/PlistKit/Reading/Lexical/PlistDateParser.swift"), encoding: .utf8)
            .split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
        for api in ["TimeZone", "Calendar", "DateFormatter", "ISO8601", "localtime", "mktime", "tzset", "strptime", "DateComponents"] {
            #expect(!source.contains(api), "PlistDateParser uses \(api)")
        }
    }

    static let base64Cases: [(String, [UInt8]?, Base64Decoder.Failure?)] = [
        ("", [], nil), ("AAEC", [0, 1, 2], nil), ("AAECAw==", [0, 1, 2, 3], nil), ("AAECAwQ=", [0, 1, 2, 3, 4], nil),
        ("\n\tAA EC\r\n\tAw==\n", [0, 1, 2, 3], nil), ("AAECAwQ", [0, 1, 2, 3, 4], nil), ("AA", [0], nil),
        ("QUJD", Array("ABC".utf8), nil), ("+/+/", [0xFB, 0xFF, 0xBF], nil),
        ("AAEC*AwQF", nil, .invalidCharacter(at: 4)), ("QUJD€", nil, .invalidCharacter(at: 4)),
        ("QUJD-_", nil, .invalidCharacter(at: 4)),
        ("====", nil, .invalidPadding(at: 0)), ("QUJD=A==", nil, .invalidPadding(at: 4)),
        ("QQ===", nil, .invalidPadding(at: 4)), ("QQ==QQ==", nil, .invalidPadding(at: 4)), ("Q===", nil, .invalidPadding(at: 1)),
        ("QUJ=D", nil, .invalidPadding(at: 4)), ("QUJDR", nil, .truncated(significantCharacters: 5)),
    ]

    @Test(arguments: base64Cases)
    func base64(text: String, bytes: [UInt8]?, failure: Base64Decoder.Failure?) {
        switch Base64Decoder.decode(text) {
        case .success(let r):
            #expect(Array(r.bytes) == bytes)
            #expect(r.isUnpadded == (text == "AAECAwQ" || text == "AA"))
        case .failure(let f):
            #expect(f == failure)
        }
    }

    @Test func base64UnpaddedReportsWhatAppleKeeps() throws {
        let r = try Base64Decoder.decode("AAECAwQ").get()
        #expect(r.bytesInCompleteGroups == 3)
        #expect(r.bytes.count == 5)
    }

    @Test func base64LenientSkipsOutsideTheAlphabet() throws {
        let r = try Base64Decoder.decode("AAEC*AwQF", skipInvalid: true).get()
        #expect(r.skippedCharacters == 1)
        #expect(r.firstSkippedIndex == 4)
        #expect(Array(r.bytes) == [0, 1, 2, 3, 4, 5])
    }
}
