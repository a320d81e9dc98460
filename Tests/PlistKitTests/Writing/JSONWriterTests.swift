import Foundation
import Testing
@testable import PlistKit

/// The JSON writer: byte-exact output, value mapping, errors with key paths, round trips.
@Suite struct JSONWriterTests {
    static let sample: PlistValue = [
        "name": "九宫格 \"q\" \\ /\n\t\u{1}",
        "count": 12,
        "max": .integer(PlistInteger(UInt64.max)),
        "min": .integer(PlistInteger(Int64.min)),
        "ratio": 0.1,
        "whole": 1.0,
        "big": 1e20,
        "negZero": .real(-0.0),
        "flags": [true, false, .null],
        "empty": [],
        "none": .dictionary(PlistDictionary()),
        "nested": ["b": [1, ["c": "d"]]],
    ]

    static func text(_ value: PlistValue, _ options: JSONPlistWriter.Options = .init()) throws -> String {
        String(decoding: try JSONPlistWriter(options: options).write(value), as: UTF8.self)
    }

    @Test func prettyIsByteExact() throws {
        let expected = """
        {
          "name" : "九宫格 \\"q\\" \\\\ /\\n\\t\\u0001",
          "count" : 12,
          "max" : 18446744073709551615,
          "min" : -9223372036854775808,
          "ratio" : 0.1,
          "whole" : 1.0,
          "big" : 1e+20,
          "negZero" : -0.0,
          "flags" : [
            true,
            false,
            null
          ],
          "empty" : [],
          "none" : {},
          "nested" : {
            "b" : [
              1,
              {
                "c" : "d"
              }
            ]
          }
        }
        """
        #expect(try Self.text(Self.sample) == expected)
    }

    @Test func compactIsByteExact() throws {
        let expected = #"{"name":"九宫格 \"q\" \\ /\n\t\u0001","count":12,"max":18446744073709551615,"min":-9223372036854775808,"# +
            #""ratio":0.1,"whole":1.0,"big":1e+20,"negZero":-0.0,"flags":[true,false,null],"empty":[],"none":{},"nested":{"b":[1,{"c":"d"}]}}"#
        #expect(try Self.text(Self.sample, .init(layout: .compact)) == expected)
    }

    @Test func sortedKeysUseCodePointOrder() throws {
        let value: PlistValue = ["b": 1, "a": ["z": 1, "Z": 2, "e\u{301}": 3, "\u{E9}": 4], "_": 0]
        #expect(try Self.text(value, .init(layout: .compact, sortsKeys: true)) ==
                "{\"_\":0,\"a\":{\"Z\":2,\"e\u{301}\":3,\"z\":1,\"\u{E9}\":4},\"b\":1}")
        var newline = JSONPlistWriter.Options(layout: .compact)
        newline.endsWithNewline = true
        #expect(try Self.text([1], newline) == "[1]\n")
    }

    struct Scalar: Sendable, CustomTestStringConvertible {
        let value: PlistValue
        let json: String
        var testDescription: String { json }
    }

    static let scalars: [Scalar] = [
        .init(value: .real(0.1), json: "0.1"),
        .init(value: .real(1e-5), json: "1e-05"),
        .init(value: .real(123456789012345.0), json: "123456789012345.0"),
        .init(value: .real(1e16), json: "1e+16"),
        .init(value: .real(-2.5), json: "-2.5"),
        .init(value: .real(.greatestFiniteMagnitude), json: "1.7976931348623157e+308"),
        .init(value: .real(.leastNonzeroMagnitude), json: "5e-324"),
        .init(value: .integer(PlistInteger(UInt64(1) << 63)), json: "9223372036854775808"),
        .init(value: .date(Date(timeIntervalSinceReferenceDate: 0)), json: "\"2001-01-01T00:00:00Z\""),
        .init(value: .date(Date(timeIntervalSince1970: 1_700_000_000.999)), json: "\"2023-11-14T22:13:20Z\""),
        .init(value: .date(Date(timeIntervalSince1970: -0.5)), json: "\"1969-12-31T23:59:59Z\""),
        .init(value: .date(Date(timeIntervalSince1970: 951_782_400)), json: "\"2000-02-29T00:00:00Z\""),
        .init(value: .date(Date(timeIntervalSince1970: -62_135_596_800)), json: "\"0001-01-01T00:00:00Z\""),
        .init(value: .date(Date(timeIntervalSince1970: 253_402_300_799.5)), json: "\"9999-12-31T23:59:59Z\""),
        .init(value: .data(Data()), json: "\"\""),
        .init(value: .data(Data([0, 1, 2, 253, 254, 255, 7])), json: "\"AAEC/f7/Bw==\""),
        .init(value: .string("\u{7F}\u{2028}\u{1F600}"), json: "\"\u{7F}\u{2028}\u{1F600}\""),
    ]

    @Test(arguments: scalars)
    func scalarMapping(_ s: Scalar) throws {
        #expect(try Self.text(s.value, .init(layout: .compact)) == s.json)
    }

    @Test func literalsAreKeptWhenTheyReadBackTheSame() throws {
        let document = try JSONReading.read(#"[18446744073709551616, 1E2, 1.000000000000000005, -0.0, 0.10]"#)
        let out = String(decoding: try JSONPlistWriter(options: .init(layout: .compact)).write(document.root), as: UTF8.self)
        #expect(out == "[18446744073709551616,1E2,1.000000000000000005,-0.0,0.10]")
        var plain = JSONPlistWriter.Options(layout: .compact)
        plain.preservesRealLiterals = false
        #expect(String(decoding: try JSONPlistWriter(options: plain).write(document.root), as: UTF8.self) ==
                "[1.8446744073709552e+19,100.0,1.0,-0.0,0.1]")
        // XML-style literals that JSON would read differently are not kept.
        for literal in ["1", "+1.5", ".5", "nan", "1.", "0x10", "2.0"] {
            let node = PlistNode(.real(literal == "2.0" ? 3.0 : 1.5), literal: literal)
            let written = String(decoding: try JSONPlistWriter(options: .init(layout: .compact)).write(node), as: UTF8.self)
            #expect(written == (literal == "2.0" ? "3.0" : "1.5"))
        }
    }

    struct Failure: Sendable, CustomTestStringConvertible {
        let value: PlistValue
        let kind: String
        let path: PlistPath
        let message: String
        var testDescription: String { message }
    }

    static let failures: [Failure] = [
        .init(value: ["items": [1, .real(.nan)]], kind: "unsupported-value", path: ["items", 1],
              message: "real nan at items[1] cannot be written as JSON (RFC 8259 has no NaN or infinity)"),
        .init(value: .real(-.infinity), kind: "unsupported-value", path: .root,
              message: "real -inf at (root) cannot be written as JSON (RFC 8259 has no NaN or infinity)"),
        .init(value: ["$objects": [["k": .uid(7)]]], kind: "unsupported-value", path: ["$objects", 0, "k"],
              message: "UID 7 at $objects[0].k cannot be written as JSON (UIDs exist only in binary property lists)"),
        .init(value: ["0.jpg": .date(Date(timeIntervalSince1970: 253_402_300_800))], kind: "unrepresentable-date", path: ["0.jpg"],
              message: "date at [\"0.jpg\"] (252423993600.0 s from 2001-01-01) is outside years 0001–9999 and cannot be written as YYYY-MM-DDTHH:MM:SSZ"),
    ]

    @Test(arguments: failures)
    func unwritableValuesThrowWithTheirPath(_ f: Failure) throws {
        let error = try #require(throws: PlistWriteError.self) { try JSONPlistWriter().write(f.value) }
        #expect(error.kind.rawValue == f.kind)
        #expect(error.path == f.path)
        #expect(error.message == f.message)
    }

    @Test func deepTreeIsWrittenWithoutRecursion() throws {
        var value: PlistValue = "leaf"
        for _ in 0..<20_000 { value = .array([PlistNode(value)]) }
        let data = try JSONPlistWriter(options: .init(layout: .compact)).write(value)
        #expect(data.count == 40_006)
        #expect(data.prefix(3) == Data("[[[".utf8))
    }

    /// JSON → tree → JSON → tree gives an equal tree, and writing is stable, for every `y_`
    /// file of JSONTestSuite and every JSON case fixture, in both layouts.
    @Test func roundTripsAreLossless() throws {
        var files = [String]()
        let suite = Fixtures.url("JSONTestSuite/test_parsing")
        for name in try FileManager.default.contentsOfDirectory(atPath: suite.path).sorted() where name.hasPrefix("y_") {
            files.append("JSONTestSuite/test_parsing/" + name)
        }
        files += ["Cases/019-json-number-edges/ok-numbers.json", "Cases/021-json-duplicates-trailing-commas/duplicate-key.json",
                  "Cases/014-lint-multi-file-exit-codes/c-good.json", "Attacks/utf8-bom.json"]
        #expect(files.count == 99)
        var options = PlistReader.Options()
        options.format = .json
        let reader = PlistReader(options: options)
        for file in files {
            let tree = try reader.read(Fixtures.data(file)).root
            for layout in [JSONPlistWriter.Options.Layout.pretty, .compact] {
                let writer = JSONPlistWriter(options: .init(layout: layout))
                let once = try writer.write(tree)
                let again = try reader.read(once).root
                #expect(again == tree, "\(file)")
                #expect(try writer.write(again) == once, "\(file)")
            }
        }
    }

    @Test func jsonRoundTripKeepsEdgeValuesExactly() throws {
        let document = try JSONReading.read(fixture: "Cases/019-json-number-edges/ok-numbers.json")
        let again = try JSONReading.read(String(decoding: try JSONPlistWriter().write(document.root), as: UTF8.self))
        let a = try #require(document.root.value.dictionaryValue)
        let b = try #require(again.root.value.dictionaryValue)
        for entry in a.entries {
            let other = try #require(b[entry.key])
            #expect(other.value == entry.value.value)
            #expect(other.literal == entry.value.literal, "\(entry.key)")
            if case .real(let x) = entry.value.value, case .real(let y) = other.value { #expect(x.bitPattern == y.bitPattern) }
        }
    }
}
