import Foundation
import Testing
@testable import PlistKit

/// Decoding models from OpenStep documents, whose scalars are all strings.
@Suite struct OpenStepDecodingTests {
    struct Settings: Decodable, Equatable {
        var title: String
        var count: Int
        var ratio: Double
        var enabled: Bool
        var tags: [String]
    }

    static let text = "{ title = Demo; count = 12; ratio = \"0.5\"; enabled = YES; tags = (a, b); }"

    @Test func kvcLikeCoercionTurnsStringsIntoNumbersAndBooleans() throws {
        var decoder = PlistDecoder()
        decoder.options.valueCoercion = .kvcLike
        let result = try decoder.decodeWithDiagnostics(Settings.self, from: Data(Self.text.utf8), file: "s.plist")
        #expect(result.value == Settings(title: "Demo", count: 12, ratio: 0.5, enabled: true, tags: ["a", "b"]))
        #expect(result.diagnostics.map(\.rule) == ["coercion", "coercion", "coercion"])
    }

    @Test func strictDecodingNamesTheStringAndItsLocation() throws {
        // Strict coercion (the default) keeps Codable's rules: each string is a located error.
        do {
            _ = try PlistDecoder().decode(Settings.self, from: Data(Self.text.utf8), file: "s.plist")
            Issue.record("decoded")
        } catch let error as PlistDecodingError {
            #expect(error.diagnostics.map(\.description) == [
                #"s.plist:1:25: error: [type-mismatch] count: expected Int, found string "12""#,
                #"s.plist:1:37: error: [type-mismatch] ratio: expected Double, found string "0.5""#,
                #"s.plist:1:54: error: [type-mismatch] enabled: expected Bool, found string "YES""#,
            ])
        }
    }
}
