import Foundation
import Testing
@testable import PlistKit

/// Probing a type must not leave a reference cycle behind: every `ProbeDecoder` (nested,
/// unkeyed, super decoders alike) holds its `SchemaProbe` strongly, so a cycle anywhere among
/// decoders or containers would keep the probe alive. (The process-wide `SchemaCache` keeps
/// only the resulting `Schema` values; see Scripts/fuzz-targets/lsan.supp.)
@Suite struct SchemaProbeLifetimeTests {
    private struct Leaf: Codable { var name: String; var size: Int8? }
    private final class Tree: Decodable {
        let label: String
        let children: [Tree]
    }
    private struct HandWritten: Decodable {
        enum Keys: String, CodingKey { case inner, list, base }
        enum InnerKeys: String, CodingKey { case flag }
        var flag = false
        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: Keys.self)
            let inner = try c.nestedContainer(keyedBy: InnerKeys.self, forKey: .inner)
            flag = try inner.decode(Bool.self, forKey: .flag)
            var list = try c.nestedUnkeyedContainer(forKey: .list)
            _ = try list.nestedContainer(keyedBy: InnerKeys.self)
            _ = try c.superDecoder(forKey: .base).singleValueContainer()
        }
    }
    private struct Model: Decodable {
        var leaves: [Leaf]
        var byName: [String: Leaf]
        var tree: Tree?
        var hand: HandWritten
        var when: Date
    }

    @Test(arguments: ["Model", "[Leaf]", "Tree"])
    func probeIsFreedAfterProbing(name: String) {
        let type: any Decodable.Type = switch name {
        case "Model": Model.self
        case "[Leaf]": [Leaf].self
        default: Tree.self
        }
        weak var released: SchemaProbe?
        let schema: Schema
        do {
            let probe = SchemaProbe()
            released = probe
            schema = probe.rootSchema(for: type)
        }
        #expect(schema.displayTypeName == name)
        #expect(released == nil)
    }
}
