import Foundation
import Testing
@testable import PlistKit
import PlistTestSupport

/// The JSON rows of the attack corpus (`Fixtures/Attacks/*.json`, copied from the shared
/// corpus; `deep.json` is generated in ``JSONReaderTests/depthLimit()``): each is read with the
/// verdict its README asks for, a located message, and within a short time.
@Suite struct JSONAttackTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let file: String
        let expected: String?
        var testDescription: String { file }
    }

    static let rows: [Row] = [
        .init(file: "huge-numbers.json", expected: "1:2: error: [number-out-of-range] number 1e999999 is out of range"),
        .init(file: "mapper-numbers.json", expected: "1:11: error: [number-out-of-range] number 1e400 is out of range"),
        .init(file: "invalid-utf8.json",
              expected: "1:3: error: [invalid-encoding] invalid UTF-8 sequence starting with byte 0xC3 at byte offset 2"),
        .init(file: "nul-in-string.json", expected: "1:9: error: [invalid-string] unescaped control character U+0000 in string"),
        .init(file: "trailing-comma.json", expected: "1:4: error: [syntax] trailing comma"),
        .init(file: "trailing-garbage.json", expected: "1:14: error: [syntax] extra data after the JSON value"),
        .init(file: "truncated.json", expected: "1:16: error: [syntax] unterminated string (opened at 1:10)"),
        .init(file: "nan-infinity.json", expected: "1:2: error: [syntax] invalid value \"NaN\""),
        .init(file: "utf8-bom.json", expected: nil),
        .init(file: "duplicate-keys.json", expected: nil),
    ]

    @Test(arguments: rows)
    func verdict(_ row: Row) throws {
        let start = TimeBudget.threadCPUSeconds()
        do {
            _ = try JSONReading.read(fixture: "Attacks/" + row.file)
            #expect(row.expected == nil)
        } catch let error as PlistReadError {
            #expect(error.description == "\(row.file):\(row.expected ?? "accepted")")
        }
        #expect(TimeBudget.threadCPUSeconds() - start < TimeBudget.seconds(1))
    }

    @Test func duplicateKeysAreReported() throws {
        let document = try JSONReading.read(fixture: "Attacks/duplicate-keys.json")
        #expect(document.root.value == ["a": 2, "role": "admin"])
        #expect(document.diagnostics.map(\.description) == [
            "duplicate-keys.json:1:10: warning: [duplicate-key] duplicate key \"a\" (first defined at 1:2); the later value wins",
            "duplicate-keys.json:1:34: warning: [duplicate-key] duplicate key \"role\" (first defined at 1:18); the later value wins",
        ])
    }

    @Test func utf8BOMIsAccepted() throws {
        let document = try JSONReading.read(fixture: "Attacks/utf8-bom.json")
        #expect(document.root.value == ["bom": true])
    }

    @Test func hostileTextInMessagesIsEscaped() throws {
        let error = try #require(JSONReading.error("[\u{202E}evil\u{1B}[31m, 1]"))
        #expect(error.message == "invalid value \"\\u{202E}evil\"")
        let long = try #require(JSONReading.error("[1e" + String(repeating: "9", count: 500) + "]"))
        #expect(long.message == "number 1e" + String(repeating: "9", count: 78) + "… is out of range")
    }
}
