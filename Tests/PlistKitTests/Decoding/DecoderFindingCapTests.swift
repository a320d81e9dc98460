import Foundation
import Testing
@testable import PlistKit

/// A flood of unknown keys (warnings) does not hide the missing key that fails a decode, nor
/// does a schema's validation pass a file whose only error follows 1 000 warnings.
@Suite struct DecoderFindingCapTests {
    struct Named: Decodable, Equatable { var name: String }

    static func unknownKeys(_ count: Int, then tail: String = "") -> Data {
        Data(("{" + (0..<count).map { "\"k\($0)\": \($0)" }.joined(separator: ", ") + tail + "}").utf8)
    }

    @Test func missingKeyBehindAThousandUnknownKeysFailsTheDecode() throws {
        #expect {
            _ = try PlistDecoder().decode(Named.self, from: Self.unknownKeys(1001), file: "u.json")
        } throws: { error in
            let diagnostics = (error as? PlistDecodingError)?.diagnostics ?? []
            return diagnostics.filter { $0.severity == .error }.map(\.description) == [
                "u.json:1:1: error: [missing-key] missing required key \"name\" (Named)",
            ]
        }
    }

    @Test func validationKeepsTheErrorAfterAThousandWarnings() throws {
        let schemaText = Data("{\"type\": \"object\", \"properties\": {\"name\": {\"type\": \"string\"}}}".utf8)
        let schema = try Schema(jsonSchema: try PlistReader().read(schemaText, file: "s.schema.json").root, file: "s.schema.json")
        let document = try PlistReader().read(Self.unknownKeys(1001, then: ", \"name\": 1"), file: "v.json")
        let findings = Validator(schema: schema).validate(document.root, file: "v.json")
        #expect(findings.filter { $0.severity == .error }.map(\.rule) == ["type-mismatch"])
        #expect(findings.last?.message == "1 more finding not shown (limit 1000 of each severity)")
    }
}
