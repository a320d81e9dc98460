import Foundation
import Testing
@testable import PlistKit

/// A recursive model compiles to a graph with cycles; a `Validator` made per use (plist-lint
/// with a JSON Schema, `Validator(schema:)`) must free it with its root.
@Suite struct CompiledSchemaLifetimeTests {
    private final class Node: Decodable {
        let name: String
        let children: [Node]
        let parent: Node?
    }

    /// The first object reached through a property whose schema is an object.
    private static func definitionObject(below root: CompiledSchema) -> CompiledObject? {
        guard case .object(let top) = root.kind else { return nil }
        for property in top.properties {
            switch property.schema.kind {
            case .array(let element): if case .object(let o) = element.kind { return o }
            case .object(let o): return o
            default: continue
            }
        }
        return nil
    }

    @Test(arguments: ["object root", "reference root"])
    func recursiveDefinitionsAreFreedWithTheRoot(rootKind: String) throws {
        let probed = Schema(of: Node.self)
        let schema = rootKind == "object root" ? probed : Schema(.reference("Node"), definitions: probed.definitions)
        weak var root: CompiledSchema?
        weak var definition: CompiledObject?
        do {
            let compiled = CompiledSchema.compile(schema)
            root = compiled
            definition = Self.definitionObject(below: compiled)
            #expect(definition?.name == "Node")
            #expect(definition?.properties.map(\.key) == ["name", "children", "parent"])
        }
        #expect(root == nil)
        #expect(definition == nil)
    }

    @Test func validatorOfARecursiveSchemaStillFindsNestedErrors() throws {
        let document = try PlistReader().read(Data("""
            {"name": "a", "children": [{"name": "b", "children": [{"children": []}]}]}
            """.utf8))
        let messages = Validator(schema: Schema(of: Node.self)).validate(document.root).map(\.message)
        #expect(messages == [#"missing required key "name" in children[0].children[0] (Node)"#])
    }
}
