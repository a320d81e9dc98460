import Foundation
import Testing
@testable import PlistKit

/// `Fixtures/*.schema.json` are exported from the seed models; `plist-lint` finds them beside
/// the plists. This test fails when the shipped files and the export drift apart (set
/// `PLISTKIT_WRITE_FIXTURE_SCHEMAS=1` to rewrite them from the models).
@Suite struct FixtureSchemaTests {
    static let exports: [(String, @Sendable () -> Schema)] = [
        ("app", { Schema(of: [AppInfo].self) }),
        ("questions", { Schema(of: [Question].self) }),
        ("columnList", { Schema(of: [Column].self) }),
        ("imageInfo", { Schema(of: ImageInfo.self) }),
    ]

    @Test(arguments: exports.indices)
    func shippedSchemaEqualsTheExport(_ i: Int) throws {
        let (name, schema) = Self.exports[i]
        let text = schema().jsonSchemaText(title: name)
        let url = Fixtures.url("\(name).schema.json")
        if ProcessInfo.processInfo.environment["PLISTKIT_WRITE_FIXTURE_SCHEMAS"] == "1" {
            try Data(text.utf8).write(to: url)
        }
        #expect(String(decoding: try Data(contentsOf: url), as: UTF8.self) == text)
    }

    @Test(arguments: exports.indices)
    func seedFixtureValidatesCleanly(_ i: Int) throws {
        let (name, _) = Self.exports[i]
        let schema = try Schema(jsonSchemaContentsOf: Fixtures.url("\(name).schema.json"))
        let document = try PlistReader().read(contentsOf: Fixtures.url("\(name).plist"))
        #expect(Validator(schema: schema).validate(document).isEmpty)
    }
}
