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
    /// The `type-conflict` warnings the samples give.
    var conflicts = 0
    var testDescription: String { golden }

    /// The four seed plists, case 030, and a public variant.
    static let all: [Seed] = [
        Seed(samples: ["app.plist"], typeName: "app", golden: "app"),
        Seed(samples: ["questions.plist"], typeName: "questions", golden: "questions"),
        Seed(samples: ["columnList.plist"], typeName: "columnList", golden: "columnList"),
        Seed(samples: ["imageInfo.plist"], typeName: "imageInfo", golden: "imageInfo"),
        Seed(samples: ["Cases/030-codegen-identifier-sanitizing/sample.plist"], typeName: "Root", golden: "030-sample"),
        Seed(samples: ["questions.plist"], typeName: "PublicQuestions", golden: "questions.public", access: .public),
        Seed(samples: ["ModelGen/Samples/conflict.plist"], typeName: "Quiz", golden: "conflict", conflicts: 2),
        Seed(samples: ["ModelGen/Samples/nested-settings.plist", "ModelGen/Samples/nested-settings-2.json"],
             typeName: "Settings", golden: "nested-settings", access: .public, conflicts: 1),
    ]
}

@Suite("Golden files: seeds to Swift (re-record with RECORD_GOLDEN=1)")
struct GoldenTests {
    @Test("generated Swift matches Fixtures/ModelGen/<seed>.expected.swift", arguments: Seed.all)
    func swiftSource(seed: Seed) throws {
        let (source, result) = try generate(seed.samples, typeName: seed.typeName, access: seed.access)
        try Golden.check(source, against: "ModelGen/\(seed.golden).expected.swift")
        #expect(result.diagnostics.map(\.rule) == Array(repeating: "type-conflict", count: seed.conflicts))
    }

    @Test("generated JSON Schema matches Fixtures/ModelGen/<seed>.expected.schema.json", arguments: Seed.all)
    func jsonSchema(seed: Seed) throws {
        let (_, result) = try generate(seed.samples, typeName: seed.typeName, access: seed.access)
        let data = try ModelGenEnvironment.jsonSchema(result.schema, rootTypeName: result.rootTypeName)
        try Golden.check(String(decoding: data, as: UTF8.self), against: "ModelGen/\(seed.golden).expected.schema.json")
    }

    @Test("the inferred schema accepts its samples and reports a misspelled key with did-you-mean")
    func validatesSamples() throws {
        for seed in Seed.all {
            let (_, result) = try generate(seed.samples, typeName: seed.typeName)
            for sample in seed.samples {
                let document = try readSample(sample)
                #expect(Validator(schema: result.schema).validate(document).isEmpty, "\(seed.golden)")
            }
        }
        let (_, questions) = try generate(["questions.plist"], typeName: "questions")
        let misspelled = try readSample("ModelGen/Samples/questions-misspelled.plist")
        let findings = Validator(schema: questions.schema).validate(misspelled)
        #expect(findings.map(\.description) == [
            "questions-misspelled.plist:10:3: error: [unknown-key] unknown key \"optoins\" at [0], did you mean \"options\"?",
        ])
    }

    @Test("every golden seed is compiled and decoded with PlistDecoder by CompileTests")
    func everySeedIsCompiled() {
        #expect(CompileTests.seeds.map(\.0.golden) == Seed.all.map(\.golden))
    }

    @Test("output is deterministic")
    func deterministic() throws {
        let first = try generate(["Cases/030-codegen-identifier-sanitizing/sample.plist"], typeName: "Root").source
        let second = try generate(["Cases/030-codegen-identifier-sanitizing/sample.plist"], typeName: "Root").source
        #expect(first == second)
    }
}

@Suite("Samples in other formats")
struct SampleFormatTests {
    @Test("a binary sample (plutil -convert binary1) infers the same models as its XML twin")
    func binarySample() throws {
        let xml = SchemaInferrer().infer([try readSample("questions.plist")], typeName: "questions")
        let binary = SchemaInferrer().infer([try readSample("ModelGen/Samples/questions-binary.plist")], typeName: "questions")
        #expect(try readSample("ModelGen/Samples/questions-binary.plist").format == .binary)
        guard case .array(let x) = xml.schema.shape, case .object(let xo) = x.shape,
              case .array(let b) = binary.schema.shape, case .object(let bo) = b.shape else {
            Issue.record("both roots should be arrays of models"); return
        }
        #expect(xo.name == bo.name)
        #expect(xo.properties.sorted { $0.key < $1.key } == bo.properties.sorted { $0.key < $1.key })
    }
}

extension SampleFormatTests {
    @Test("JSON and XML samples merge: null and absent keys make optionals")
    func jsonAndXML() throws {
        let captured = CapturedOutput()
        let status = ModelGenCommand.main(
            ["--type-name", "Column", Fixtures.url("ModelGen/Samples/column-a.plist").path,
             Fixtures.url("ModelGen/Samples/columns.json").path],
            environment: captured.environment())
        #expect(status == 0)
        #expect(captured.stderr.isEmpty)
        #expect(captured.stdout.contains("""
            struct Column: Codable, Sendable, Equatable {
                var columnName: String
                var badge: Int?
                var columnImgName: String?
            }
            """))
    }
}
