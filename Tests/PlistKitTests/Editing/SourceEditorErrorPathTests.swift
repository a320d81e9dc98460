import Foundation
import Testing
@testable import PlistKit

/// A value the format cannot hold, deep inside a new value, is named by its key path in the
/// edited file, not within the new value (`null at top.b.c[1]`, not `c[1]`): the error's path
/// and the path its message names.
@Suite struct SourceEditorErrorPathTests {
    static let xml = "<plist version=\"1.0\"><dict><key>top</key><dict><key>z</key><true/></dict><key>list</key><array><integer>1</integer></array></dict></plist>\n"

    static let newValue: PlistValue = ["c": [1, .null]]

    @Test(arguments: [
        (PlistEdit.insert(newValue, at: ["top", "b"]), PlistPath(["top", "b", "c", 1])),
        (PlistEdit.replace(["top", "z"], with: newValue), PlistPath(["top", "z", "c", 1])),
        (PlistEdit.append(newValue, toArrayAt: ["list"]), PlistPath(["list", 1, "c", 1])),
        (PlistEdit.insert(newValue, at: ["list", "0"]), PlistPath(["list", 0, "c", 1])),
    ])
    func aNullInsideANewValueIsNamedByItsPathInTheFile(edit: PlistEdit, path: PlistPath) throws {
        var editor = try PlistSourceEditor(source: Data(Self.xml.utf8))
        #expect(throws: PlistWriteError(.unsupportedValue,
                                        "null at \(path) cannot be written to an XML property list: property lists have no null",
                                        path: path)) {
            try editor.apply([edit])
        }
        #expect(editor.source == Data(Self.xml.utf8))
    }

    /// The message keeps its other text; only the path it names changes.
    @Test func onlyThePathInTheMessageChanges() {
        let error = PlistWriteError(.invalidCharacter, #"key "x at c" at c contains U+0001, which XML 1.0 cannot represent"#, path: ["c"])
        #expect(error.located(under: ["top", 2]) == PlistWriteError(
            .invalidCharacter, #"key "x at c" at top[2].c contains U+0001, which XML 1.0 cannot represent"#, path: ["top", 2, "c"]))
        let root = PlistWriteError(.unsupportedValue, "null at (root) cannot be written", path: .root)
        #expect(root.located(under: ["a"]) == PlistWriteError(.unsupportedValue, "null at a cannot be written", path: ["a"]))
    }
}
