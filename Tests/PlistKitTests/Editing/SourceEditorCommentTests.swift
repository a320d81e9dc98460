import Foundation
import Testing
@testable import PlistKit

/// An empty container holding a comment is not rewritten: the comment would be lost (found by a
/// hostile trial: `<dict><!-- keep me --></dict>` lost its comment on an insert).
@Suite struct SourceEditorCommentTests {
    static let message = "cannot add to an empty dictionary that holds a comment without losing the comment; nothing was changed"

    @Test(arguments: [
        "<plist version=\"1.0\"><dict><key>e</key><dict><!-- keep me --></dict></dict></plist>\n",
        "{ e = { /* keep me */ }; }\n",
        "{ e = {\n  // keep me\n}; }\n",
    ])
    func anEmptyDictionaryWithACommentIsRefused(_ text: String) throws {
        var editor = try PlistSourceEditor(source: Data(text.utf8))
        #expect(throws: PlistSourceEditError(.noSourceRange, Self.message)) {
            try editor.apply([.insert("b", at: ["e", "a"])])
        }
        #expect(editor.source == Data(text.utf8))
    }

    @Test func anEmptyArrayWithACommentIsRefusedAndAPlainOneIsFilled() throws {
        var editor = try PlistSourceEditor(source: Data("<plist version=\"1.0\"><array><!-- c --></array></plist>".utf8))
        #expect(throws: PlistSourceEditError(.noSourceRange, "cannot add to an empty array that holds a comment without losing the comment; nothing was changed")) {
            try editor.apply([.append("x", toArrayAt: [])])
        }
        #expect(try sourceEdited("<plist version=\"1.0\"><dict><key>e</key><dict></dict></dict></plist>", [.insert("b", at: ["e", "a"])])
                .contains("<key>a</key>"))
    }
}
