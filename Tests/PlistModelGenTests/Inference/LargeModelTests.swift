import Foundation
import PlistKit
import Testing
@testable import PlistModelGen

/// Large models (issue 19 #5): a dictionary with more than ``TypeDeclaration/largeModelThreshold``
/// keys keeps its properties in parts, so that swiftc compiles it in time linear in the keys.
/// Measured with `swiftc -c` (CPU seconds, the model file alone): 1 000 keys took 24 s at -Onone
/// with one synthesized struct and take 6 s in parts (-O: 27 s); 10 000 keys did not finish in
/// 9.5 minutes and take 86 s at -Onone.
@Suite("Large models: more than 200 keys compile in parts and decode every sample")
struct LargeModelTests {
    /// `keys` keys (`key 0`, …; written sorted, so `key 0`, `key 1`, `key 10`, `key 100`, …):
    /// strings, integers, conflicts (integer or string), booleans, one optional key, a nested
    /// dictionary.
    static func largeSample(keys: Int, variant: Int) -> PlistValue {
        var entries: [PlistDictionary.Entry] = []
        for i in 0..<keys {
            let value: PlistValue
            switch i % 4 {
            case 0: value = .string("s\(i)")
            case 1: value = .integer(PlistInteger(Int64(i)))
            case 2: value = variant == 0 ? .integer(7) : .string("seven")  // a conflict: an enum
            default: value = .bool(i % 8 == 3)
            }
            if i == 5 && variant == 1 { continue }  // optional in one sample
            entries.append(.init(key: "key \(i)", value: PlistNode(value)))
        }
        entries.append(.init(key: "nested", value: PlistNode(.dictionary(PlistDictionary(entries: [
            .init(key: "host", value: PlistNode(.string("h"))),
        ])))))
        return .dictionary(PlistDictionary(entries: entries))
    }

    @Test("a 1 000-key model splits into 11 parts; its public form declares parts and an initializer with every property")
    func partsAreRendered() throws {
        let dir = try GeneratorContractTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let set = try GeneratorContractTests.generateSet(
            [(Self.largeSample(keys: 1_000, variant: 0), json: false), (Self.largeSample(keys: 1_000, variant: 1), json: true)],
            typeName: "Large", in: dir)
        #expect(set.source.components(separatedBy: "    struct Part").count - 1 == 11)
        #expect(set.source.contains("""
            @dynamicMemberLookup
            struct Large: Codable, Sendable, Equatable {
                var part1: Part1
            """))
        #expect(set.source.contains("""
                struct Part1: Sendable, Equatable {
                    var key0: String
                    var key1: Int
                    var key10: Key10
                    var key100: String
                    var key101: Int
                    var key102: Key102
                    var key103: Bool
            """))
        #expect(set.source.contains("""
                        self.key5 = try container.decodeIfPresent(Int.self, forKey: "key 5")
            """))
        #expect(set.source.contains("""
                        try container.encodeIfPresent(self.key5, forKey: "key 5")
            """))
        #expect(set.source.contains("    var nested: Nested\n"))
        #expect(try GeneratorContractTests.schemaFindings(set) == [])
        var options = SwiftModelRenderer.Options()
        options.access = .public
        let publicSource = SwiftModelRenderer(options: options).render(set.result)
        #expect(publicSource.contains("        part1 = Part1(key0: key0, key1: key1, key10: key10, key100: key100, key101: key101, key102: key102,"))
        #expect(publicSource.contains("    public subscript<Value>(dynamicMember path: WritableKeyPath<Part11, Value>) -> Value {"))
    }

    @Test("a 1 000-key model and a public 250-key model compile with swiftc, decode every sample with PlistDecoder and round-trip; members read and write through dynamic member lookup",
          .enabled(if: ModelCompiler.isAvailable), .timeLimit(.minutes(10)))
    func largeModelsCompileAndDecode() throws {
        let dir = try GeneratorContractTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let large = try GeneratorContractTests.generateSet(
            [(Self.largeSample(keys: 1_000, variant: 0), json: false), (Self.largeSample(keys: 1_000, variant: 1), json: true)],
            typeName: "Large", in: dir)
        let wide = try GeneratorContractTests.generateSet([(Self.largeSample(keys: 250, variant: 0), json: false)],
                                                          typeName: "Wide", in: dir)
        var options = SwiftModelRenderer.Options()
        options.access = .public
        // The properties in the order of the samples' keys (the XML writer sorts them).
        guard case .object(let object) = wide.result.schema.shape else { Issue.record("not a model"); return }
        let keys = object.properties.map(\.key).filter { $0 != "nested" }
        let arguments = keys.map { key in
            let number = Int(key.dropFirst(4))!
            return "key\(number): " + ["\"\"", "0", "0", "false"][number % 4]
        }.joined(separator: ", ")
        let partOf249 = "part\(keys.firstIndex(of: "key 249")! / 100 + 1)"
        let wideSource = SwiftModelRenderer(options: options).render(wide.result) + """

            func wideMembers(_ value: inout Wide) -> String {
                value.key1 += 1
                value.nested.host = "changed"
                let rebuilt = Wide(\(arguments), nested: Wide.Nested(host: "h"))
                return "\\(value.key1) \\(value.nested.host) \\(rebuilt.key249) \\(value.\(partOf249).key249)"
            }

            """
        let units = [
            ModelCompiler.Unit(source: large.source, checks: large.paths.enumerated().map {
                (label: "Large/\($0.offset)", path: $0.element, type: large.rootType)
            }),
            ModelCompiler.Unit(source: wideSource, checks: [(label: "Wide/0", path: wide.paths[0], type: "Wide")], roundTrips: true),
        ]
        let trailer = """
            if var wide = try? PlistDecoder().decode(Wide.self, contentsOf: URL(fileURLWithPath: \(ModelCompiler.literal(wide.paths[0])))) {
                print(wideMembers(&wide))
            }

            """
        let result = try ModelCompiler.run(units, trailer: trailer)
        #expect(result.compileStatus == 0, "swiftc failed:\n\(result.compileOutput.prefix(4000))")
        #expect(result.output == "Large/0: OK\nLarge/1: OK\nWide/0: OK\n2 changed 0 249\n")
    }
}
