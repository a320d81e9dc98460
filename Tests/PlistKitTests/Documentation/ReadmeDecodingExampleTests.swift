import Foundation
import Testing
import PlistKit

/// The README's decoding example, run as a user would write it (no `@testable`).
@Suite struct ReadmeDecodingExampleTests {
    struct Question: Decodable {
        var answer: String
        var title: String
        var icon: String
        var options: [String]
    }

    @Test func theSeedDecodesWithoutFindings() throws {
        let result = try PlistDecoder().decodeWithDiagnostics([Question].self,
            contentsOf: Fixtures.url("questions.plist"), file: "questions.plist")
        #expect(result.value.count == 10)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func theMisspelledVariantPrintsEveryFinding() throws {
        do {
            _ = try PlistDecoder().decodeWithDiagnostics([Question].self,
                contentsOf: Fixtures.url("Bad/questions-misspelled.plist"), file: "questions-misspelled.plist")
            Issue.record("expected PlistDecodingError")
        } catch let error as PlistDecodingError {
            #expect("\(error)".hasPrefix(#"questions-misspelled.plist:40:3: error: [unknown-key] unknown key "optoins" at [2], did you mean "options"?"#))
        }
    }
}
