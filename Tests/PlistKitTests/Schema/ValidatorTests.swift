import Testing
@testable import PlistKit

@Suite struct ValidatorTests {
    struct Suggestion: Sendable, CustomTestStringConvertible {
        var present: String
        var declared: String
        var close: Bool
        var testDescription: String { "\(present) → \(declared)" }
    }

    @Test(arguments: [
        Suggestion(present: "optoins", declared: "options", close: true),   // transposition counts 1
        Suggestion(present: "Timeout", declared: "timeout", close: true),   // case only
        Suggestion(present: "colour", declared: "options", close: false),
        Suggestion(present: "user_id", declared: "userId", close: true),    // snake_case ↔ camelCase
        Suggestion(present: "iocn", declared: "icon", close: true),
        Suggestion(present: "nam", declared: "name", close: true),
        Suggestion(present: "titel", declared: "title", close: true),
        Suggestion(present: "answers", declared: "answer", close: true),
        Suggestion(present: "xy", declared: "id", close: false),            // everything replaced
        Suggestion(present: "columnImageName", declared: "columnImgName", close: true),  // two insertions
    ])
    func suggestionRule(_ s: Suggestion) {
        var suggestions = KeySuggestion(candidates: [s.declared])
        #expect((suggestions.suggestion(for: s.present) != nil) == s.close)
    }

    static let config = Schema(of: [AppConfig].self)

    @Test func neverSuggestsAKeyAlreadyPresentOrAcrossModels() {
        // `options` is present, so `optoins` is only unknown; the nested model's keys are not offered.
        struct Outer: Decodable { var name: String; var inner: Inner }
        struct Inner: Decodable { var title: String }
        let root = Tree.dict(1, nodes: [
            ("name", Tree.at(2, 3, "a")),
            ("titel", Tree.at(3, 3, "x")),
            ("inner", Tree.dict(4, [("title", 5, "t"), ("nmae", 6, "n")])),
        ])
        #expect(Validator(schema: Schema(of: Outer.self)).validate(root, file: "o.plist").map(\.description) == [
            "o.plist:3:2: warning: [unknown-key] unknown key \"titel\" at (root)",
            "o.plist:6:2: warning: [unknown-key] unknown key \"nmae\" at inner",
        ])
    }

    @Test func oneFindingPerMisspelling() {
        let root = PlistNode(.array([Tree.dict(2, [("name", 3, "a"), ("optoins", 4, ["x"]), ("timeout", 5, 1)])]))
        let ds = Validator(schema: Self.config).validate(root, file: "c.plist")
        #expect(ds.count == 1)
        #expect(ds.first?.keyPath == "[0].optoins")
        #expect(ds.first?.related.map(\.description) == [
            "c.plist:2:1: note: [missing-key] missing required key \"options\" in [0] (AppConfig.options: [String]), probably misspelled as \"optoins\" on line 4",
        ])
    }

    @Test func deepWrongElementPath() {
        let questions = PlistNode(.array((0..<8).map { i in
            Tree.dict(i * 10, [("answer", i * 10 + 1, "a"), ("title", i * 10 + 2, "t"), ("icon", i * 10 + 3, "i"),
                               ("options", i * 10 + 4, i == 7 ? ["a", "b", 3] : ["a"])])
        }))
        #expect(Validator(schema: Schema(of: [Question].self)).validate(questions, file: "q.plist").map(\.description) == [
            "q.plist: error: [type-mismatch] [7].options[2]: expected String, found number 3",
        ])
    }

    @Test func iterativeWalkHandlesDeepTrees() {
        struct Node: Decodable { var children: [Node] }
        var v: PlistNode = PlistNode(["children": []])
        for _ in 0..<5_000 { v = PlistNode(.dictionary(PlistDictionary(entries: [.init(key: "children", value: PlistNode(.array([v])))]))) }
        #expect(Validator(schema: Schema(of: Node.self)).validate(v).isEmpty)
    }
}

@Suite struct DecoderDepthTests {
    final class Node: Decodable { let children: [Node] }

    @Test func decodesARecursiveModelAtTheReadersDepthLimit() throws {
        var v: PlistNode = PlistNode(["children": []])
        for _ in 0..<255 { v = PlistNode(.dictionary(PlistDictionary(entries: [.init(key: "children", value: PlistNode(.array([v])))]))) }
        var depth = 0
        var node = try PlistDecoder().decode(Node.self, from: v)
        while let next = node.children.first { depth += 1; node = next }
        #expect(depth == 255)
    }
}
