import Foundation
import PlistKit
import Testing
@testable import PlistModelGen

/// Deep samples (issue 19 #5): types nest at most ``SchemaResolver/maxNestingDepth`` levels;
/// below, a type's own types are declared beside it, so the source is linear in the depth and
/// within swiftc's limit of 256 nested braces. Before, a sample 300 deep gave Swift that swiftc
/// refused ("structure nesting level exceeded maximum of 256"), and 255 deep (1.5 KB) gave
/// 400 KB of Swift.
@Suite("Deep models: types below 10 levels are declared flat; a 300-deep sample compiles and decodes")
struct DeepModelTests {
    /// `{"level": {"level": … {"leaf": 1} …, "n": 1}, "n": 0}`, `depth` dictionaries deep.
    static func deepSample(depth: Int) -> PlistValue {
        var value = PlistValue.dictionary(PlistDictionary(entries: [.init(key: "leaf", value: PlistNode(.integer(1)))]))
        for i in (0..<depth).reversed() {
            value = .dictionary(PlistDictionary(entries: [
                .init(key: "level", value: PlistNode(value)),
                .init(key: "n", value: PlistNode(.integer(PlistInteger(Int64(i))))),
            ]))
        }
        return value
    }

    @Test("300 levels: 301 structs, none indented more than 11 levels, 74 KB of Swift; the types below level 10 are declared side by side")
    func flatBelowTheLimit() throws {
        let document = PlistDocument(root: PlistNode(Self.deepSample(depth: 300)), format: .json, file: "deep.json")
        let result = SchemaInferrer().infer([document], typeName: "Deep")
        let source = SwiftModelRenderer().render(result)
        #expect(result.diagnostics.isEmpty)
        let lines = source.split(separator: "\n")
        #expect(lines.filter { $0.contains("struct ") }.count == 301)
        #expect(lines.map { $0.prefix { $0 == " " }.count }.max() == 44)
        #expect(source.utf8.count < 80_000, "\(source.utf8.count) bytes")
        // The struct 10 levels deep (Deep.Level.Level2.Level.…) declares every deeper type beside
        // each other, named uniquely in its scope.
        #expect(source.contains("""
                                                struct Level: Codable, Sendable, Equatable {
                                                    var level: Level2
                                                    var n: Int

                                                    struct Level2: Codable, Sendable, Equatable {
                                                        var level: Level3
                                                        var n: Int
                                                    }

                                                    struct Level3: Codable, Sendable, Equatable {
            """))
        #expect(source.contains("""
                                                    struct Level292: Codable, Sendable, Equatable {
                                                        var leaf: Int
                                                    }
            """))
        // Twice as deep, twice as long: linear.
        let deeper = SwiftModelRenderer().render(SchemaInferrer().infer(
            [PlistDocument(root: PlistNode(Self.deepSample(depth: 600)), format: .json, file: "deeper.json")], typeName: "Deep"))
        #expect(Double(deeper.utf8.count) < 2.1 * Double(source.utf8.count), "\(deeper.utf8.count) vs \(source.utf8.count)")
    }

    @Test("a 300-deep sample's model compiles with swiftc, decodes with PlistDecoder and round-trips",
          .enabled(if: ModelCompiler.isAvailable), .timeLimit(.minutes(10)))
    func deepModelCompilesAndDecodes() throws {
        let dir = try GeneratorContractTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Under a sanitizer every frame is several times larger, and the JSON Schema import of
        // the model's schema (on a 16 MiB thread, 12 MiB of it budgeted) stops near level 180
        // with a located limit-exceeded error: a third of the depth there.
        let depth = ModelCompiler.sanitizer == nil ? 300 : 100
        let set = try GeneratorContractTests.generateSet([(Self.deepSample(depth: depth), json: false)], typeName: "Deep", in: dir)
        #expect(try GeneratorContractTests.schemaFindings(set) == [])
        let unit = ModelCompiler.Unit(source: set.source, checks: [(label: "Deep", path: set.paths[0], type: "Deep")], roundTrips: true)
        let result = try ModelCompiler.run([unit])
        #expect(result.compileStatus == 0, "swiftc failed:\n\(result.compileOutput.prefix(4000))")
        #expect(result.output == "Deep: OK\n")
    }
}
