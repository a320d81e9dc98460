import Foundation
import PlistKit
import Testing
@testable import PlistModelGen

/// The generator's contract (issue 19): every model written decodes every sample it came from
/// with `PlistDecoder` (default, strict options) with zero findings, and the JSON Schema written
/// accepts every sample. Random sample sets and hostile keys are generated, written to a temp
/// folder, inferred and rendered; all models are compiled by one `swiftc` run with a driver that
/// decodes every sample.
@Suite("Generator contract: generated models and schemas accept every sample")
struct GeneratorContractTests {
    /// How many random sample sets the property test generates.
    static let setCount = 40

    /// One sample set written to disk and what was generated from it.
    struct GeneratedSet {
        var label: String
        var paths: [String]
        var result: InferenceResult
        var source: String
        /// The Swift type a whole sample decodes as.
        var rootType: String
    }

    /// Writes `samples` under `dir`, generates from them with root name `typeName`.
    static func holdsUID(_ value: PlistValue) -> Bool {
        switch value {
        case .uid: return true
        case .array(let a): return a.contains { holdsUID($0.value) }
        case .dictionary(let d): return d.entries.contains { holdsUID($0.value.value) }
        default: return false
        }
    }

    static func generateSet(_ samples: [(PlistValue, json: Bool)], typeName: String, in dir: URL,
                            typeNames: [String: String] = [:]) throws -> GeneratedSet {
        var paths: [String] = []
        var documents: [PlistDocument] = []
        for (j, (value, json)) in samples.enumerated() {
            let url = dir.appendingPathComponent("\(typeName)-\(j).\(json ? "json" : "plist")")
            // A sample holding a UID is written as a binary plist (only binary carries UIDs).
            let data = json ? try JSONPlistWriter().write(value)
                : try PlistWriter(format: Self.holdsUID(value) ? .binary : .xml).write(value)
            try data.write(to: url)
            paths.append(url.path)
            documents.append(try ModelGenEnvironment.readSampleFile(url.path))
        }
        let result = SchemaInferrer(typeNames: typeNames).infer(documents, typeName: typeName)
        let source = SwiftModelRenderer().render(result)
        let catalog = ModelCatalog(declarations: result.declarations)
        return GeneratedSet(label: typeName, paths: paths, result: result, source: source,
                            rootType: catalog.typeExpression(result.schema))
    }

    /// The inferred schema, and the JSON Schema written for it read back, accept every sample.
    static func schemaFindings(_ set: GeneratedSet) throws -> [String] {
        let exported = try ModelGenEnvironment.jsonSchema(set.result.schema, rootTypeName: set.result.rootTypeName)
        let imported = try Schema(jsonSchema: try PlistReader().read(exported).root)
        var findings: [String] = []
        for path in set.paths {
            let document = try ModelGenEnvironment.readSampleFile(path)
            findings += Validator(schema: set.result.schema).validate(document).map(\.description)
            findings += Validator(schema: imported).validate(document).map { "JSON Schema: \($0.description)" }
        }
        return findings
    }

    static func temporaryFolder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("modelgen-contract-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test("random sample sets and the hostile sets: every schema accepts its samples; every model compiles and decodes them with PlistDecoder",
          .enabled(if: ModelCompiler.isAvailable), .timeLimit(.minutes(10)))
    func randomSampleSets() throws {
        let dir = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var generator = SampleGenerator(seed: 19)
        var sets: [GeneratedSet] = []
        var conflicts = 0
        for i in 0..<Self.setCount {
            let samples = (0..<(1 + generator.below(3))).map { _ in
                let json = generator.below(4) == 0
                return (generator.sample(json: json), json: json)
            }
            let set = try Self.generateSet(samples, typeName: "Case\(i)", in: dir)
            #expect(try Self.schemaFindings(set) == [], "\(set.label)")
            conflicts += set.result.diagnostics.filter { $0.rule == "type-conflict" }.count
            sets.append(set)
        }
        #expect(conflicts >= 8, "the random sets should disagree on kinds often; saw \(conflicts) conflicts")
        sets += try HostileSampleTests.generated(in: dir)
        let units = sets.map { set in
            ModelCompiler.Unit(source: set.source, checks: set.paths.enumerated().map {
                (label: "\(set.label)/\($0.offset)", path: $0.element, type: set.rootType)
            })
        }
        let result = try ModelCompiler.run(units)
        #expect(result.compileStatus == 0, "swiftc failed:\n\(result.compileOutput.prefix(4000))")
        let expected = units.flatMap { $0.checks.map { "\($0.label): OK" } }
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.filter { !$0.hasSuffix(": OK") } == [])
        #expect(lines.count == expected.count)
    }

    @Test("conflicting scalars become an enum with one case per kind; the warning stays; the schema accepts both")
    func conflictEnum() throws {
        let dir = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let set = try Self.generateSet([
            (["port": 8080, "server": ["host": "a"]], json: false),
            (["port": "auto", "server": "none"], json: false),
        ], typeName: "Settings", in: dir)
        #expect(try Self.schemaFindings(set) == [])
        #expect(set.result.diagnostics.map(\.message) == [
            "port is a string here and an integer elsewhere; generated as an enum with one case per kind",
            "server is a string here and a dictionary elsewhere; generated as an enum with one case per kind",
        ])
        #expect(set.source.contains("""
                var port: Port
                var server: Server

                enum Port: Codable, Sendable, Equatable {
                    case integer(Int)
                    case string(String)

                    /// Decodes whichever kind of value is there, trying integer, string in turn.
                    init(from decoder: any Decoder) throws {
                        let container = try decoder.singleValueContainer()
                        if let value = try? container.decode(Int.self) {
                            self = .integer(value)
                            return
                        }
                        if let value = try? container.decode(String.self) {
                            self = .string(value)
                            return
                        }
                        throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected one of: integer, string")
                    }

                    /// Encodes the value of the case.
                    func encode(to encoder: any Encoder) throws {
                        var container = encoder.singleValueContainer()
                        switch self {
                        case .integer(let value): try container.encode(value)
                        case .string(let value): try container.encode(value)
                        }
                    }
                }

                enum Server: Codable, Sendable, Equatable {
                    case dictionary(Object)
                    case string(String)
            """))
        #expect(set.source.contains("""
                    struct Object: Codable, Sendable, Equatable {
                        var host: String
                    }
            """))
    }
}
