import Foundation
import PlistKit
import Testing
@testable import PlistModelGen

/// One sample set with the type name the generator is given and the golden file's stem.
struct Seed: Sendable, CustomTestStringConvertible {
    var samples: [String]
    var typeName: String
    var golden: String
    var access: SwiftModelRenderer.AccessLevel = .internal
    var testDescription: String { golden }

    /// The four seed plists, case 030, and a public variant.
    static let all: [Seed] = [
        Seed(samples: ["app.plist"], typeName: "app", golden: "app"),
        Seed(samples: ["questions.plist"], typeName: "questions", golden: "questions"),
        Seed(samples: ["columnList.plist"], typeName: "columnList", golden: "columnList"),
        Seed(samples: ["imageInfo.plist"], typeName: "imageInfo", golden: "imageInfo"),
        Seed(samples: ["Cases/030-codegen-identifier-sanitizing/sample.plist"], typeName: "Root", golden: "030-sample"),
        Seed(samples: ["questions.plist"], typeName: "PublicQuestions", golden: "questions.public", access: .public),
    ]
}

@Suite("Golden files: seeds to Swift (re-record with RECORD_GOLDEN=1)")
struct GoldenTests {
    @Test("generated Swift matches Fixtures/ModelGen/<seed>.expected.swift", arguments: Seed.all)
    func swiftSource(seed: Seed) throws {
        let (source, result) = try generate(seed.samples, typeName: seed.typeName, access: seed.access)
        try Golden.check(source, against: "ModelGen/\(seed.golden).expected.swift")
        #expect(result.diagnostics.isEmpty)
    }

    @Test("output is deterministic")
    func deterministic() throws {
        let first = try generate(["Cases/030-codegen-identifier-sanitizing/sample.plist"], typeName: "Root").source
        let second = try generate(["Cases/030-codegen-identifier-sanitizing/sample.plist"], typeName: "Root").source
        #expect(first == second)
    }
}
