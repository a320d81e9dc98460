import Foundation
import Testing
@testable import PlistKit

/// Cases 019 (numbers), 021 (duplicates, trailing commas, comments, two documents) and the
/// JSON files of case 014, read from `Fixtures/Cases/`.
@Suite struct JSONReaderCaseTests {
    static let case019 = "Cases/019-json-number-edges/"
    static let case021 = "Cases/021-json-duplicates-trailing-commas/"

    @Test func case019OkNumbersValues() throws {
        let document = try JSONReading.read(fixture: Self.case019 + "ok-numbers.json")
        #expect(document.format == .json)
        #expect(document.diagnostics.isEmpty)
        let root = try #require(document.root.value.dictionaryValue)
        #expect(root.keys == ["negZeroInt", "negZeroReal", "uint64Max", "int64MaxPlusOne", "beyondUInt64",
                              "bigDecimalText", "upperE", "tenth", "tiny", "id"])
        func node(_ key: String) throws -> PlistNode { try #require(root[key]) }

        #expect(try node("negZeroInt").value == .integer(0))
        let negZeroReal = try #require(try node("negZeroReal").value.realValue)
        #expect(negZeroReal == 0 && negZeroReal.sign == .minus)
        #expect(try node("negZeroReal").literal == "-0.0")
        #expect(try node("uint64Max").value == .integer(PlistInteger(UInt64.max)))
        #expect(try node("int64MaxPlusOne").value == .integer(PlistInteger(UInt64(Int64.max) + 1)))
        #expect(try node("beyondUInt64").value == .real(18446744073709551616.0))
        #expect(try node("beyondUInt64").literal == "18446744073709551616")
        #expect(try node("bigDecimalText").value == .real(1e20))
        #expect(try node("bigDecimalText").literal == "100000000000000000000.0")
        #expect(try node("upperE").value == .real(100))
        #expect(try node("upperE").literal == "1E2")
        #expect(try node("tenth").value == .real(0.1))
        #expect(try node("tiny").value == .real(0))
        #expect(try node("tiny").literal == "1e-400")
        #expect(try node("id").value == .integer(PlistInteger(Int64(132009969506862891))))
        #expect(try node("id").literal == nil)
    }

    @Test func case019OkNumbersLocations() throws {
        let document = try JSONReading.read(fixture: Self.case019 + "ok-numbers.json")
        let root = try #require(document.root.value.dictionaryValue)
        #expect(document.root.location == SourceLocation(line: 1, column: 1, offset: 0))
        let negZeroInt = try #require(root.entry(forKey: "negZeroInt"))
        #expect(negZeroInt.keyLocation == SourceLocation(line: 2, column: 3, offset: 4))
        #expect(negZeroInt.value.location == SourceLocation(line: 2, column: 17, offset: 18))
        let id = try #require(root.entry(forKey: "id"))
        #expect(id.keyLocation.line == 11 && id.keyLocation.column == 3)
        #expect(id.value.location.line == 11 && id.value.location.column == 9)
    }

    struct Failure: Sendable, CustomTestStringConvertible {
        let file: String
        let kind: String
        let location: String
        let message: String
        var testDescription: String { file }
    }

    static let case019Failures: [Failure] = [
        .init(file: "bad-1e400.json", kind: "number-out-of-range", location: "1:11", message: "number 1e400 is out of range"),
        .init(file: "bad-neg-overflow.json", kind: "number-out-of-range", location: "1:2", message: "number -1.5e99999 is out of range"),
        .init(file: "bad-leading-zero.json", kind: "invalid-number", location: "1:2", message: "invalid number (leading zero)"),
        .init(file: "bad-leading-dot.json", kind: "syntax", location: "1:2", message: "invalid value \".5\""),
        .init(file: "bad-trailing-dot.json", kind: "invalid-number", location: "1:2",
              message: "invalid number (expected a digit after \".\" at 1:4)"),
        .init(file: "bad-plus.json", kind: "syntax", location: "1:2", message: "invalid value \"+1\""),
        .init(file: "bad-nan.json", kind: "syntax", location: "1:2", message: "invalid value \"NaN\""),
    ]

    @Test(arguments: case019Failures)
    func case019Rejects(_ expected: Failure) throws {
        let error = try #require(throws: PlistReadError.self) {
            try JSONReading.read(fixture: Self.case019 + expected.file)
        }
        #expect(error.kind.rawValue == expected.kind)
        #expect(error.location?.description == expected.location)
        #expect(error.message == expected.message)
        #expect(error.description == "\(expected.file):\(expected.location): error: [\(expected.kind)] \(expected.message)")
    }

    @Test func case021DuplicateKey() throws {
        for lenient in [false, true] {
            let document = try JSONReading.read(fixture: Self.case021 + "duplicate-key.json", lenient: lenient)
            #expect(document.root.value == ["Hello": "world"])
            #expect(document.root.value.dictionaryValue?.entries.first?.keyLocation == SourceLocation(line: 2, column: 3, offset: 4))
            #expect(document.diagnostics.count == 1)
            let finding = try #require(document.diagnostics.first)
            #expect(finding.description == "duplicate-key.json:3:3: warning: [duplicate-key] duplicate key \"Hello\" (first defined at 2:3); the later value wins")
            #expect(finding.keyPath == "Hello")
            #expect(finding.related.map(\.location) == [SourceLocation(line: 2, column: 3, offset: 4)])
        }
    }

    @Test func case021DuplicateKeyAsError() throws {
        let error = try #require(throws: PlistReadError.self) {
            try JSONReading.read("{\n  \"Hello\": \"friends\",\n  \"Hello\": \"world\"\n}\n", duplicateKeysAreErrors: true)
        }
        #expect(error.kind.rawValue == "duplicate-key")
        #expect(error.location == SourceLocation(line: 3, column: 3, offset: 26))
        #expect(error.message == "duplicate key \"Hello\" (first defined at 2:3)")
        #expect(error.keyPath == "Hello")
    }

    struct Leniency: Sendable, CustomTestStringConvertible {
        let file: String
        let strictError: String
        let lenient: Result
        enum Result: Sendable { case value(PlistValue), error(String) }
        var testDescription: String { file }
    }

    static let case021Table: [Leniency] = [
        .init(file: "trailing-comma-array.json", strictError: "1:10: error: [syntax] trailing comma",
              lenient: .value([1, 2, 3])),
        .init(file: "trailing-comma-object.json", strictError: "4:1: error: [syntax] trailing comma",
              lenient: .value(["name": "TrimEnd", "tags": "string"])),
        .init(file: "bad-double-comma.json", strictError: "1:6: error: [syntax] expected a value, found \",\"",
              lenient: .error("1:6: error: [syntax] expected a value, found \",\"")),
        .init(file: "bad-lone-comma.json", strictError: "1:2: error: [syntax] expected a value, found \",\"",
              lenient: .error("1:2: error: [syntax] expected a value, found \",\"")),
        .init(file: "bad-two-documents.json", strictError: "1:10: error: [syntax] extra data after the JSON value",
              lenient: .error("1:10: error: [syntax] extra data after the JSON value")),
        .init(file: "bad-comment.json",
              strictError: "1:1: error: [syntax] comments are not allowed in JSON (PlistReader.Options.jsonSyntax = .lenient allows them)",
              lenient: .value(["a": 1])),
    ]

    @Test(arguments: case021Table)
    func case021StrictAndLenient(_ row: Leniency) throws {
        let strict = try #require(throws: PlistReadError.self) {
            try JSONReading.read(fixture: Self.case021 + row.file)
        }
        #expect(strict.description == "\(row.file):\(row.strictError)")
        switch row.lenient {
        case .value(let expected):
            let document = try JSONReading.read(fixture: Self.case021 + row.file, lenient: true)
            #expect(document.root.value == expected)
            #expect(document.diagnostics.isEmpty)
        case .error(let expected):
            let lenient = try #require(throws: PlistReadError.self) {
                try JSONReading.read(fixture: Self.case021 + row.file, lenient: true)
            }
            #expect(lenient.description == "\(row.file):\(expected)")
        }
    }

    @Test func case014JSONFiles() throws {
        let good = try JSONReading.read(fixture: "Cases/014-lint-multi-file-exit-codes/c-good.json")
        #expect(good.root.value == ["name": "example", "items": [1, 2, 3]])
        let error = try #require(throws: PlistReadError.self) {
            try JSONReading.read(fixture: "Cases/014-lint-multi-file-exit-codes/d-bad.json")
        }
        #expect(error.description == "d-bad.json:3:1: error: [syntax] unterminated object (opened at 1:1)")
        #expect(error.location?.offset == 22)
    }
}
