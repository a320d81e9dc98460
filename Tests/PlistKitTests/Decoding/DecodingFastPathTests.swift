import Foundation
import Testing
@testable import PlistKit

/// The decoder's in-place scalar reads and the validator's check of dictionaries written from
/// the model fall back to the general paths, with the same values and findings, whenever a
/// record differs from the model (kinds, order, extra, missing or null keys).
@Suite struct DecodingFastPathTests {
    struct Inner: Decodable, Equatable {
        var name: String
    }

    struct Row: Decodable, Equatable {
        var title: String
        var count: Int
        var small: Int8
        var ratio: Double
        var on: Bool
        var note: String?
        var inner: Inner
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let json: String
        let rows: [Row]?
        let findings: [String]
        var testDescription: String { json }
    }

    static let good = Row(title: "t", count: 1, small: 2, ratio: 0.5, on: true, note: nil, inner: Inner(name: "n"))

    static let cases: [Case] = [
        // As written, twice: no findings.
        Case(json: #"[{"title": "t", "count": 1, "small": 2, "ratio": 0.5, "on": true, "inner": {"name": "n"}},"#
                 + #" {"title": "t", "count": 1, "small": 2, "ratio": 0.5, "on": true, "inner": {"name": "n"}}]"#,
             rows: [good, good], findings: []),
        // Another order, an integer for the Double, an explicit null for the optional.
        Case(json: #"[{"inner": {"name": "n"}, "on": true, "ratio": 1, "small": 2, "count": 1, "title": "t", "note": null}]"#,
             rows: [Row(title: "t", count: 1, small: 2, ratio: 1, on: true, note: nil, inner: Inner(name: "n"))], findings: []),
        // An unknown key after a record of the model's shape, and one in the nested model.
        Case(json: #"[{"title": "t", "count": 1, "small": 2, "ratio": 0.5, "on": true, "inner": {"name": "n"}},"#
                 + #" {"title": "t", "count": 1, "small": 2, "ratio": 0.5, "on": true, "inner": {"name": "n", "extra": 1}, "colour": 3}]"#,
             rows: [good, good],
             findings: [#"t.json:1:180: warning: [unknown-key] unknown key "extra" at [1].inner"#,
                        #"t.json:1:193: warning: [unknown-key] unknown key "colour" at [1]"#]),
        // Values of the wrong kind or range, after a good record.
        Case(json: #"[{"title": "t", "count": 1, "small": 2, "ratio": 0.5, "on": true, "inner": {"name": "n"}},"#
                 + #" {"title": 5, "count": 1.5, "small": 300, "ratio": "x", "on": 1, "inner": {"name": null}}]"#,
             rows: nil,
             findings: [#"t.json:1:102: error: [type-mismatch] [1].title: expected String, found number 5"#,
                        #"t.json:1:114: error: [type-mismatch] [1].count: 1.5 is not an integer (expected Int)"#,
                        #"t.json:1:128: error: [out-of-range] [1].small: 300 is out of range for Int8"#,
                        #"t.json:1:142: error: [type-mismatch] [1].ratio: expected Double, found string "x""#,
                        #"t.json:1:153: error: [type-mismatch] [1].on: expected Bool, found number 1"#,
                        #"t.json:1:174: error: [null-value] "name" is null at [1].inner, but Inner.name is String (not optional)"#]),
        // A missing key.
        Case(json: #"[{"title": "t", "count": 1, "small": 2, "ratio": 0.5, "inner": {"name": "n"}}]"#,
             rows: nil,
             findings: [#"t.json:1:2: error: [missing-key] missing required key "on" in [0] (Row)"#]),
    ]

    @Test(arguments: cases)
    func sameValuesAndFindings(_ c: Case) throws {
        var options = PlistDecoder.Options()
        options.reader.format = .json
        do {
            let result = try PlistDecoder(options: options).decodeWithDiagnostics([Row].self, from: Data(c.json.utf8), file: "t.json")
            #expect(result.value == c.rows)
            #expect(result.diagnostics.map(\.description) == c.findings)
        } catch let error as PlistDecodingError {
            #expect(c.rows == nil)
            #expect(error.diagnostics.map(\.description) == c.findings)
        }
    }
}
