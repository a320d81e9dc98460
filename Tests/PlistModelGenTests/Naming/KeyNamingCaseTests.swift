import Foundation
import PlistKit
import Testing
@testable import PlistModelGen

/// The declarations of one generated struct, read back from the source text.
private struct GeneratedStruct {
    var name: String
    var conformances: String
    /// `(name as written, type)` per stored property.
    var properties: [(String, String)] = []
    /// `(case name as written, raw value)`; the raw value is the name without backticks when implicit.
    var codingKeys: [(String, String)] = []

    /// The structs of `source` in declaration order, named by their dot-separated path
    /// (`Root.RootData`): a struct's members are indented four spaces deeper than it.
    static func parse(_ source: String) -> [GeneratedStruct] {
        var structs: [GeneratedStruct] = []
        var open: [(indent: Int, index: Int)] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let indent = line.prefix(while: { $0 == " " }).count
            if trimmed.hasPrefix("struct ") || trimmed.hasPrefix("public struct ") {
                let decl = trimmed.replacingOccurrences(of: "public ", with: "").dropFirst("struct ".count)
                let parts = decl.split(separator: ":", maxSplits: 1)
                let name = (open.last.map { structs[$0.index].name + "." } ?? "") + String(parts[0])
                open.append((indent, structs.count))
                structs.append(GeneratedStruct(name: name,
                                               conformances: parts.count > 1 ? String(parts[1].dropLast(2)).trimmingCharacters(in: .whitespaces) : ""))
            } else if trimmed == "}", let last = open.last, last.indent == indent {
                open.removeLast()
            } else if let last = open.last, trimmed.hasPrefix("var ") || trimmed.hasPrefix("public var ") {
                let decl = trimmed.replacingOccurrences(of: "public var ", with: "").replacingOccurrences(of: "var ", with: "")
                guard let colon = decl.range(of: ": ") else { continue }
                structs[last.index].properties.append((String(decl[..<colon.lowerBound]), String(decl[colon.upperBound...])))
            } else if let last = open.last, trimmed.hasPrefix("case ") {
                let decl = trimmed.dropFirst("case ".count)
                if let eq = decl.range(of: " = ") {
                    let literal = decl[eq.upperBound...].dropFirst().dropLast()
                    structs[last.index].codingKeys.append((String(decl[..<eq.lowerBound]), String(literal)))
                } else {
                    structs[last.index].codingKeys.append((String(decl), decl.replacingOccurrences(of: "`", with: "")))
                }
            }
        }
        return structs
    }
}

@Suite("Turning arbitrary plist keys into Swift names (mapping case 030)")
struct KeyNamingCaseTests {
    static let samplePath = "Cases/030-codegen-identifier-sanitizing/sample.plist"

    private func generated() throws -> (structs: [String: GeneratedStruct], order: [String], keys: [String]) {
        let source = try generate([Self.samplePath], typeName: "Root").source
        let structs = GeneratedStruct.parse(source)
        let document = try readSample(Self.samplePath)
        let keys = document.root.value.dictionaryValue?.keys ?? []
        return (Dictionary(uniqueKeysWithValues: structs.map { ($0.name, $0) }), structs.map(\.name), keys)
    }

    @Test("2. every CodingKeys raw value is exactly the original key (all 15, in order)")
    func rawValues() throws {
        let (structs, _, keys) = try generated()
        #expect(keys.count == 15)
        #expect(structs["Root"]?.codingKeys.map(\.1) == keys)
        #expect(structs["Root.RootData"]?.codingKeys.map(\.1) == ["Codable", "CodingKeys"])
    }

    @Test("3. no two properties or coding keys share a name; user_id → userId, userId → userId2")
    func uniqueNames() throws {
        let (structs, _, _) = try generated()
        for (_, s) in structs {
            #expect(Set(s.properties.map(\.0)).count == s.properties.count)
            #expect(Set(s.codingKeys.map(\.0)).count == s.codingKeys.count)
        }
        let root = try #require(structs["Root"])
        #expect(root.codingKeys.prefix(2).map { "\($0.0)=\($0.1)" } == ["userId=user_id", "userId2=userId"])
    }

    @Test("4–9. names: digits kept, separators removed, keywords backticked, traps renamed, reserved types avoided, 名称 kept, empty key named")
    func names() throws {
        let (structs, order, _) = try generated()
        let root = try #require(structs["Root"])
        #expect(root.properties.map { "\($0.0): \($0.1)" } == [
            "userId: Int", "userId2: Int", "someVariableText: String", "_2Hours: String", "_3Hours: String",
            "`default`: Default", "`class`: String", "selfValue: String", "typeValue: String",
            "description: String", "data: RootData", "名称: String", "unnamed: String",
            "voteInfo: [String: Int]", "images: [String: Image]",
        ])
        #expect(!root.conformances.contains("CustomStringConvertible"))
        #expect(order == ["Root", "Root.Default", "Root.RootData", "Root.Image"])
        #expect(structs["Root.RootData"]?.properties.map(\.0) == ["codable", "codingKeys"])
        #expect(structs["Root.Data"] == nil)
    }

    @Test("10. dictionaries keyed by data become [String: T]")
    func maps() throws {
        let (structs, _, _) = try generated()
        #expect(structs["Root.Image"]?.properties.map { "\($0.0): \($0.1)" } == ["width: Int"])
    }
}
