import Foundation
import Testing
import PlistKit

/// The README's tour: `PlistMappable` with `.kvcLike` on a file written for `initWithDict:`,
/// run as a user would write it (no `@testable`), with the exact values and findings the
/// README quotes.
@Suite struct ReadmeTourTests {
    struct Column: Decodable, Equatable, PlistMappable {
        var id: Int
        var columnName: String
        var timeout: Int
        static let plistMapping = PlistMapping(
            alternateKeys: ["id": ["ID", "identifier"]],
            keyPaths: ["columnName": "column.columnName"],
            defaults: ["timeout": 30])
    }

    @Test func legacyColumnsDecodeWithKVCLikeCoercion() throws {
        var options = PlistDecoder.Options()
        options.valueCoercion = .kvcLike
        let result = try PlistDecoder(options: options).decodeWithDiagnostics([Column].self,
            contentsOf: Fixtures.url("Tour/columns-legacy.plist"), file: "columns-legacy.plist")
        #expect(result.value == [Column(id: 1, columnName: "Home", timeout: 10),
                                 Column(id: 2, columnName: "Messages", timeout: 30)])
        #expect(result.diagnostics.map(\.description) == [
            #"columns-legacy.plist:7:3: note: [coercion] [0].ID: coerced string "1" to Int"#,
            #"columns-legacy.plist:16:2: note: [default-used] missing key "timeout" in [1]: using the default number 30"#,
        ])
    }

    @Test func strictDecodingNamesTheStringThatIsNotAnInteger() throws {
        do {
            _ = try PlistDecoder().decode([Column].self, contentsOf: Fixtures.url("Tour/columns-legacy.plist"),
                                          file: "columns-legacy.plist")
            Issue.record("expected PlistDecodingError")
        } catch let error as PlistDecodingError {
            #expect("\(error)" == """
                columns-legacy.plist:7:3: error: [type-mismatch] [0].ID: expected Int, found string "1"
                columns-legacy.plist:16:2: note: [default-used] missing key "timeout" in [1]: using the default number 30
                """)
            #expect(error.localizedDescription == "\(error)")
        }
    }
}
