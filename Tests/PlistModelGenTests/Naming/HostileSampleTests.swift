import Foundation
import PlistKit
import Testing
@testable import PlistModelGen
import PlistTestSupport

/// Hostile samples (issue 19 #5, issue 15 #12 and #14): keys and values are data, never code.
/// The sets below are also compiled and decoded by ``GeneratorContractTests`` (one swiftc run).
@Suite("Hostile samples: keys stay in literals and comments, names compile and differ, naming is linear")
struct HostileSampleTests {
    /// `(root type name, sample)` of every hostile set.
    static let sets: [(String, PlistValue)] = [
        ("Breakers", HostileKeys.dictionary(HostileKeys.breakers)),
        ("BreakersNested", HostileKeys.dictionary(HostileKeys.breakers, nested: true)),
        ("BreakerValues", .dictionary(PlistDictionary(entries: [
            .init(key: "v", value: PlistNode(.array(HostileKeys.breakers.map { PlistNode(.string($0)) }))),
        ]))),
        ("Lookalikes", HostileKeys.dictionary(HostileKeys.lookalikes)),
        ("LookalikesNested", HostileKeys.dictionary(HostileKeys.lookalikes, nested: true)),
        ("Keywords", HostileKeys.dictionary(HostileKeys.keywords)),
        ("KeywordsNested", HostileKeys.dictionary(HostileKeys.keywords, nested: true)),
        ("KeywordsArrays", HostileKeys.dictionary(HostileKeys.keywords.map { $0 + "s" }, arrays: true)),
        ("Collisions", HostileKeys.dictionary(HostileKeys.collisions)),
        ("CollisionsNested", HostileKeys.dictionary(HostileKeys.collisions, nested: true)),
        // 10 000 keys compile too (swiftc -typecheck: 11 s CPU), but code generation for their
        // synthesised Codable takes minutes at -Onone; CI compiles 300 (``largeKeys()`` times
        // generating the 10 000).
        ("ManyKeys", HostileKeys.dictionary((0..<300).map { "key\($0)" })),
        ("MegabyteKey", HostileKeys.dictionary([String(repeating: "k", count: 1_000_000), String(repeating: "k", count: 999_999)])),
        ("CollidingTypes", HostileKeys.dictionary(HostileKeys.separatorKeys(60), nested: true)),
    ]

    /// Writes and generates every hostile set as a JSON sample under `dir`.
    static func generated(in dir: URL) throws -> [GeneratorContractTests.GeneratedSet] {
        try sets.map { name, value in try GeneratorContractTests.generateSet([(value, json: true)], typeName: name, in: dir) }
    }

    @Test("no sample text outside string literals and comments; no control, bidi or invisible character anywhere")
    func keysStayData() throws {
        let dir = try GeneratorContractTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        for set in try Self.generated(in: dir) {
            let code = HostileKeys.code(outsideLiteralsOf: set.source)
            let foreign = code.unicodeScalars.filter { scalar in
                !(scalar == "\n" || (0x20...0x7E).contains(scalar.value) || SwiftIdentifier.isKeptCharacter(scalar))
            }
            #expect(foreign.isEmpty, "\(set.label): \(foreign.map { String($0.value, radix: 16) })")
            for marker in ["#sourceLocation", "fatalError(", "pwn(", "exit(", "#if", "#warning", "@main", "#selector", "#file", "$0"] {
                #expect(!code.contains(marker), "\(set.label): \(marker) outside a literal")
            }
            let unsafe = set.source.unicodeScalars.filter { scalar in
                (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
                    || scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.generalCategory == .format
                    || scalar.value == 0x2028 || scalar.value == 0x2029
            }
            #expect(unsafe.isEmpty, "\(set.label): \(unsafe.map { String($0.value, radix: 16) })")
            #expect(try GeneratorContractTests.schemaFindings(set) == [], "\(set.label)")
        }
    }

    @Test("keys that all display as isAdmin give visibly distinct names; U+FFF9–U+FFFD never reach an identifier")
    func lookalikesAreDistinct() throws {
        let names = SwiftIdentifier.propertyNames(for: HostileKeys.lookalikes)
        #expect(names == [
            "isAdmin", "isAdmin2", "aB", "isAdmin3", "isAdmin4", "isAdmin5", "isAdmin6", "isAdmin7", "isAdmin8",
            "isAdmin9", "isAdmin10", "isAdmin11", "isAdmin12", "isAdmin13", "isAdmin14", "isAdmin15", "isAdmin16",
            "isAdmin17", "admin", "isAdmin18", "isAdmin19",
        ])
        #expect(names.allSatisfy { $0.unicodeScalars.allSatisfy { $0.isASCII } })
    }

    @Test("--type-name and configured names must be identifiers", arguments: [
        ("Settings", true), ("_2x", true), ("名称", true), ("Café", true), ("", false), ("_", false), ("2x", false),
        ("a b", false), ("a.b", false), ("../x", false), ("class", false), ("is\u{AD}Admin", false),
        ("isAdmin\u{FFFD}", false), ("a\u{202E}b", false), ("\u{301}a", false), (String(repeating: "A", count: 257), false),
    ])
    func typeNameValidation(name: String, valid: Bool) {
        #expect(SwiftIdentifier.isValidTypeName(name) == valid)
    }

    @Test("naming is linear: 50 000 keys that all sanitise to `a` (about 575 KB) and 5 000 colliding nested types take < 2 s CPU in a debug build")
    func collidingKeysAreFast() throws {
        let flat = PlistDocument(root: PlistNode(HostileKeys.dictionary(HostileKeys.separatorKeys(50_000))), format: .json, file: "c.json")
        let nested = PlistDocument(root: PlistNode(HostileKeys.dictionary(HostileKeys.separatorKeys(5_000), nested: true)), format: .json, file: "n.json")
        for document in [flat, nested] {
            var source = ""
            var result: InferenceResult?
            let inference = TimeBudget.cpuSeconds { result = SchemaInferrer().infer([document], typeName: "Root") }
            let rendering = TimeBudget.cpuSeconds { source = SwiftModelRenderer().render(result!) }
            let seconds = inference + rendering
            // 139 s before (quadratic numbering); this debug build takes about 1 s, the release
            // plist-modelgen about 0.2 s on the whole 575 KB file.
            #expect(seconds < TimeBudget.seconds(2), "\(document.file ?? ""): \(seconds) s CPU")
            #expect(source.contains("var a: Int") || source.contains("var a: A"))
        }
        #expect(SwiftIdentifier.propertyNames(for: HostileKeys.separatorKeys(50_000)).last == "a50000")
    }

    @Test("a 1 MB key gives a 100-character name; 10 000 keys generate in < 1 s CPU")
    func largeKeys() throws {
        let long = String(repeating: "k", count: 1_000_000)
        #expect(SwiftIdentifier.propertyNames(for: [long, long + "x"]) == [String(repeating: "k", count: 100), String(repeating: "k", count: 100) + "2"])
        let document = PlistDocument(root: PlistNode(HostileKeys.dictionary((0..<10_000).map { "key\($0)" } + [long])), format: .json, file: "k.json")
        let seconds = TimeBudget.cpuSeconds { _ = SwiftModelRenderer().render(SchemaInferrer().infer([document], typeName: "Root")) }
        #expect(seconds < TimeBudget.seconds(1), "\(seconds) s CPU")
    }
}

@Suite("Identifier scan: every code point names keep is accepted by swiftc")
struct IdentifierScanTests {
    @Test("`a` + each kept code point below U+30000 parses as an identifier (swiftc -parse, one run)",
          .enabled(if: ModelCompiler.swiftc() != nil), .timeLimit(.minutes(10)))
    func keptCodePointsParse() throws {
        let compiler = try #require(ModelCompiler.swiftc())
        let dir = try GeneratorContractTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var source = ""
        var kept: [UInt32] = []
        for value in UInt32(0x80)..<0x30000 {
            guard let scalar = Unicode.Scalar(value), SwiftIdentifier.isKeptCharacter(scalar) else { continue }
            kept.append(value)
            source += "let a\(Character(scalar)) = 0\n"
        }
        let file = dir.appendingPathComponent("scan.swift")
        try Data(source.utf8).write(to: file)
        let result = try ModelCompiler.runProcess(compiler, ["-parse", file.path])
        // swiftc names the line of each rejected declaration: line N is kept[N - 1].
        let rejected = result.output.split(separator: "\n").compactMap { line -> String? in
            guard line.contains("error:"), let lineNumber = line.split(separator: ":").dropFirst().first.flatMap({ Int($0) }),
                  lineNumber >= 1, lineNumber <= kept.count else { return nil }
            return "U+" + String(kept[lineNumber - 1], radix: 16, uppercase: true)
        }
        #expect(result.status == 0 && rejected.isEmpty, "swiftc rejects \(Set(rejected).sorted().prefix(50))")
        #expect(kept.count > 100_000)
        for value: UInt32 in [0xAD, 0x61C, 0x115F, 0x1160, 0x17B4, 0x180E, 0x3164, 0xFE0F, 0xFEFF, 0xFFA0, 0xFFF9, 0xFFFA, 0xFFFB, 0xFFFC, 0xFFFD, 0xE0061, 0xE0100] {
            #expect(!SwiftIdentifier.isKeptCharacter(Unicode.Scalar(value)!), "U+\(String(value, radix: 16))")
        }
    }
}
