import Testing
@testable import PlistKit

/// The tree an edit intends (`PlistNode.applying(_:)`): what every source editor is checked
/// against.
@Suite struct PlistEditTreeTests {
    let root = PlistNode(["CFBundleVersion": "42", "modes": ["audio"], "nested": ["a": 1]])

    @Test func replaceSetsAnExistingKeyInPlaceAndAddsAMissingOneLast() throws {
        let edited = try root.applying([.replace(["CFBundleVersion"], with: "43"), .replace(["new"], with: true)])
        #expect(edited.value == ["CFBundleVersion": "43", "modes": ["audio"], "nested": ["a": 1], "new": true])
        guard case .dictionary(let dictionary) = edited.value else { Issue.record("not a dictionary"); return }
        #expect(dictionary.keys == ["CFBundleVersion", "modes", "nested", "new"])
    }

    @Test func insertRefusesAPresentKeyAndInsertsArrayElementsBeforeTheIndex() throws {
        #expect(throws: PlistEditError(edit: .insert("x", at: ["CFBundleVersion"]), reason: .alreadyExists)) {
            try root.applying(.insert("x", at: ["CFBundleVersion"]))
        }
        let edited = try root.applying([.insert("fetch", at: ["modes", 0]), .insert("voip", at: ["modes", 2])])
        #expect(try edited.value(forKeyPath: "modes").value == ["fetch", "audio", "voip"])
        #expect(throws: PlistEditError.self) { try root.applying(.insert("x", at: ["modes", 2])) }
    }

    @Test func removeAppendAndRenameKeepEverythingElse() throws {
        let edited = try root.applying([.remove(["nested", "a"]), .append("voip", toArrayAt: ["modes"]),
                                        .renameKey(["CFBundleVersion"], to: "CFBundleShortVersionString")])
        guard case .dictionary(let dictionary) = edited.value else { Issue.record("not a dictionary"); return }
        #expect(dictionary.keys == ["CFBundleShortVersionString", "modes", "nested"])
        #expect(edited.value == ["CFBundleShortVersionString": "42", "modes": ["audio", "voip"], "nested": [:]])
    }

    @Test func renamingAKeyAfterTheFirstKeepsItsPlace() throws {
        // `entries[i] = .init(key:value: entries[i].value)` crashed (bad pointer) for i ≥ 1.
        let edited = try root.applying(.renameKey(["nested"], to: "inner"))
        guard case .dictionary(let dictionary) = edited.value else { Issue.record("not a dictionary"); return }
        #expect(dictionary.keys == ["CFBundleVersion", "modes", "inner"])
        #expect(edited.value == ["CFBundleVersion": "42", "modes": ["audio"], "inner": ["a": 1]])
    }

    @Test func failuresNameTheEditAndChangeNothing() throws {
        var node = root
        #expect(throws: PlistEditError.self) {
            try node.apply(.append("x", toArrayAt: ["CFBundleVersion"]))
        }
        #expect(node.value == root.value)
        let messages = [
            PlistEditError(edit: .append("x", toArrayAt: ["CFBundleVersion"]), reason: .notAnArray(kind: "string")),
            PlistEditError(edit: .renameKey(["modes"], to: "nested"), reason: .alreadyExists),
            PlistEditError(edit: .remove([]), reason: .rootNotAllowed),
        ].map(\.description)
        #expect(messages == [
            #"cannot append to "CFBundleVersion": it is a string, not an array"#,
            #"cannot rename "modes": the key "nested" already exists"#,
            "cannot remove the root",
        ])
        do {
            _ = try root.applying(.remove(["nested", "b"]))
            Issue.record("expected an error")
        } catch let error as PlistEditError {
            #expect(error.description == #"cannot remove "nested.b": key path "nested.b": no key "b" in the dictionary at "nested""#)
        }
    }
}
