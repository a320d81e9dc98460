import Foundation
import Testing
@testable import PlistKit

/// The four seed plists and their JSON and binary twins (`Fixtures/NAME.plist`, `.json`,
/// `.bplist`; the twins were made with `plutil -convert binary1` and Python's `json`): all twelve
/// read to equal trees, decode into the same seed models with zero findings, and survive the
/// round trips XML → tree → binary → tree → XML and JSON → tree → JSON.
@Suite struct FixtureTwinsTests {
    static let names = ["app", "questions", "columnList", "imageInfo"]
    static let formats: [(String, PlistFormat)] = [("plist", .xml), ("json", .json), ("bplist", .binary)]

    @Test(arguments: names)
    func twinsReadToEqualTreesInTheirOwnFormat(_ name: String) throws {
        let xml = try PlistReader().read(contentsOf: Fixtures.url(name + ".plist"))
        for (ext, format) in Self.formats {
            let twin = try PlistReader().read(contentsOf: Fixtures.url(name + "." + ext))
            #expect(twin.format == format)
            #expect(twin.root == xml.root, "\(name).\(ext)")
            #expect(twin.diagnostics.isEmpty)
        }
    }

    @Test func allTwelveDecodeIntoTheSameModelsWithoutFindings() throws {
        func decode<T: Decodable & Equatable>(_ type: T.Type, _ name: String) throws -> [T] {
            try Self.formats.map { ext, _ in
                let result = try PlistDecoder().decodeWithDiagnostics(T.self, contentsOf: Fixtures.url(name + "." + ext))
                #expect(result.diagnostics.isEmpty, "\(name).\(ext)")
                return result.value
            }
        }
        let apps = try decode([AppInfo].self, "app")
        let questions = try decode([Question].self, "questions")
        let columns = try decode([Column].self, "columnList")
        let images = try decode(ImageInfo.self, "imageInfo")
        #expect(apps[0].count == 12 && apps.allSatisfy { $0 == apps[0] })
        #expect(questions[0].count == 10 && questions.allSatisfy { $0 == questions[0] })
        #expect(columns[0].count == 5 && columns.allSatisfy { $0 == columns[0] })
        #expect(images[0].count == 9 && images.allSatisfy { $0 == images[0] })
    }

    @Test(arguments: names)
    func roundTripsAreLossless(_ name: String) throws {
        let xmlBytes = try Fixtures.data(name + ".plist")
        let tree = try PlistReader().read(xmlBytes).root
        let binary = try PlistWriter(format: .binary).write(tree.value)
        let back = try PlistReader().read(binary).root
        #expect(back == tree)
        #expect(try PlistWriter(format: .xml).write(back.value) == xmlBytes, "XML → binary → XML is byte-identical for \(name)")
        let json = try PlistReader().read(contentsOf: Fixtures.url(name + ".json")).root
        let jsonAgain = try PlistReader().read(PlistWriter(format: .json).write(json.value)).root
        #expect(jsonAgain == json)
    }
}
