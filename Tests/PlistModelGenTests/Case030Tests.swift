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

    static func parse(_ source: String) -> [GeneratedStruct] {
        var structs: [GeneratedStruct] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("struct ") || line.hasPrefix("public struct ") {
                let decl = trimmed.replacingOccurrences(of: "public ", with: "").dropFirst("struct ".count)
                let parts = decl.split(separator: ":", maxSplits: 1)
                structs.append(GeneratedStruct(name: String(parts[0]),
                                               conformances: parts.count > 1 ? String(parts[1].dropLast(2)).trimmingCharacters(in: .whitespaces) : ""))
            } else if trimmed.hasPrefix("var ") || trimmed.hasPrefix("public var ") {
                let decl = trimmed.replacingOccurrences(of: "public var ", with: "").replacingOccurrences(of: "var ", with: "")
                guard let colon = decl.range(of: ": ") else { continue }
                structs[structs.count - 1].properties.append((String(decl[..<colon.lowerBound]), String(decl[colon.upperBound...])))
            } else if trimmed.hasPrefix("case ") {
                let decl = trimmed.dropFirst("case ".count)
                if let eq = decl.range(of: " = ") {
                    let literal = decl[eq.upperBound...].dropFirst().dropLast()
                    structs[structs.count - 1].codingKeys.append((String(decl[..<eq.lowerBound]), String(literal)))
                } else {
                    structs[structs.count - 1].codingKeys.append((String(decl), decl.replacingOccurrences(of: "`", with: "")))
                }
            }
        }
        return structs
    }
}

@Suite("Case 030: turning arbitrary plist keys into Swift names")
struct Case030Tests {
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
        #expect(structs["RootData"]?.codingKeys.map(\.1) == ["Codable", "CodingKeys"])
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
        #expect(order == ["Root", "Default", "RootData", "Image"])
        #expect(structs["RootData"]?.properties.map(\.0) == ["codable", "codingKeys"])
        #expect(structs["Data"] == nil)
    }

    @Test("10. dictionaries keyed by data become [String: T]")
    func maps() throws {
        let (structs, _, _) = try generated()
        #expect(structs["Image"]?.properties.map { "\($0.0): \($0.1)" } == ["width: Int"])
    }
}
