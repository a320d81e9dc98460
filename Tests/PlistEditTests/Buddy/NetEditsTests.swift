import PlistKit
import Testing
@testable import PlistEdit

/// The net change of a long script: few edits, and exactly the script's tree (values and key
/// order) when replayed.
@Suite struct NetEditsTests {
    let old = PlistNode(["a": 1, "b": ["x", "y"], "c": ["k": "v"]])

    @Test(arguments: [
        (PlistNode(["a": 2, "b": ["x", "y"], "c": ["k": "v"]]), [PlistEdit.replace(["a"], with: 2)]),
        (PlistNode(["a": 1, "b": ["x", "y", "z"], "c": ["k": "v"], "d": true]),
         [.insert(true, at: [PlistKeyPath.Component(key: "d")]), .append("z", toArrayAt: [PlistKeyPath.Component(key: "b")])]),
        (PlistNode(["a": 1, "b": ["x"], "c": [:]]),
         [.remove([PlistKeyPath.Component(key: "c"), PlistKeyPath.Component(key: "k")]), .remove([PlistKeyPath.Component(key: "b"), PlistKeyPath.Component(index: 1)])]),
        (PlistNode(["b": ["x", "y"], "a": 1, "c": ["k": "v"]]), [.replace(.root, with: ["b": ["x", "y"], "a": 1, "c": ["k": "v"]])]),
        (PlistNode(["a": 1, "b": ["y", "x"], "c": ["k": "v"]]),
         [.replace([PlistKeyPath.Component(key: "b"), PlistKeyPath.Component(index: 1)], with: "x"),
          .replace([PlistKeyPath.Component(key: "b"), PlistKeyPath.Component(index: 0)], with: "y")]),
        (PlistNode(["a": "1", "b": ["x", "y"], "c": ["k": "v"]]), [.replace(["a"], with: "1")]),
    ] as [(PlistNode, [PlistEdit])])
    func netEditsReplayToTheSameTree(new: PlistNode, expected: [PlistEdit]) throws {
        let edits = try #require(NetEdits.edits(from: old, to: new, limit: 100))
        #expect(edits.map(\.keyPath.description) == expected.map(\.keyPath.description))
        #expect(NetEdits.sameInOrder(try old.applying(edits), new))
    }

    @Test func moreThanTheLimitIsNil() {
        let new = PlistNode(.dictionary(PlistDictionary(entries: (0..<10).map { .init(key: "k\($0)", value: PlistNode(1)) })))
        #expect(NetEdits.edits(from: PlistNode([:]), to: new, limit: 5) == nil)
    }
}
