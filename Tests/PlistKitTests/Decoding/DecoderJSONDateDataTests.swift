import Testing
import Foundation
@testable import PlistKit

/// JSON has no date or bytes type: dates travel as `YYYY-MM-DDTHH:MM:SSZ` strings and bytes as
/// base64 strings, the forms PlistKit's JSON writer produces.
@Suite struct DecoderJSONDateDataTests {
    struct Stamp: Codable, Equatable {
        var createdAt: Date
        var thumbnail: Data
    }

    @Test func datesAndDataDecodeFromJSONStrings() throws {
        let json = #"{"createdAt": "2016-04-06T10:16:17Z", "thumbnail": "AAECAw=="}"#
        let stamp = try PlistDecoder().decode(Stamp.self, from: Data(json.utf8))
        #expect(stamp == Stamp(createdAt: Date(timeIntervalSince1970: 1459937777), thumbnail: Data([0, 1, 2, 3])))
    }

    @Test func otherDateSpellingsAndBadBase64AreMismatches() throws {
        let json = "{\"createdAt\": \"2016-04-06T10:16:17.5Z\",\n \"thumbnail\": \"AA*CAw==\"}"
        do {
            _ = try PlistDecoder().decode(Stamp.self, from: Data(json.utf8), file: "stamp.json")
            Issue.record("expected an error")
        } catch let error as PlistDecodingError {
            #expect(error.diagnostics.map(\.description) == [
                "stamp.json:1:15: error: [type-mismatch] createdAt: expected Date, found string \"2016-04-06T10:16:17.5Z\" (dates in strings are written YYYY-MM-DDTHH:MM:SSZ)",
                "stamp.json:2:15: error: [type-mismatch] thumbnail: expected Data, found string \"AA*CAw==\" (not base64)",
            ])
        }
    }
}
