import Foundation
import Testing
@testable import PlistKit

/// A `.strings` file (a dictionary without braces) emptied and filled again: its last key
/// removed, a first key added to a file of comments only; byte for byte, the comments kept.
@Suite struct SourceEditorStringsFileTests {
    @Test func removingTheLastKeyLeavesTheRestOfTheFile() throws {
        #expect(try sourceEdited("/* Title */\n\"a\" = \"b\";\n", [.remove(["a"])]) == "/* Title */\n")
        var editor = try PlistSourceEditor(source: Data("\"a\" = \"b\";\n".utf8))
        try editor.apply([.remove(["a"])])
        #expect(editor.source == Data())
        #expect(editor.tree.value == [:])
    }

    @Test func aFirstKeyGoesAfterTheComments() throws {
        #expect(try sourceEdited("/* nothing yet */\n", [.insert("v", at: ["k"])]) == "/* nothing yet */\n\"k\" = \"v\";\n")
        #expect(try sourceEdited("// nothing yet", [.replace(["k"], with: "v")]) == "// nothing yet\n\"k\" = \"v\";")
        #expect(try sourceEdited("/* a */\r\n/* b */\r\n\r\n", [.insert("v", at: ["k"]), .insert("w", at: ["l"])])
                == "/* a */\r\n/* b */\r\n\"k\" = \"v\";\r\n\"l\" = \"w\";\r\n\r\n")
    }

    @Test func aStringsFileEmptiedAndFilledInOneBatch() throws {
        #expect(try sourceEdited("/* c */\n\"a\" = \"b\";\n", [.remove(["a"]), .insert("v", at: ["k"])]) == "/* c */\n\"k\" = \"v\";\n")
        var editor = try PlistSourceEditor(source: Data("\"a\" = \"b\";\n".utf8))
        try editor.apply([.remove(["a"]), .insert("v", at: ["k"]), .insert("x y", at: ["l"])])
        #expect(String(decoding: editor.source, as: UTF8.self) == "\"k\" = \"v\";\n\"l\" = \"x y\";")
        // A text of whitespace only is an empty strings file when the format is given.
        var blank = try PlistSourceEditor(source: Data("\n".utf8), format: .openStep)
        try blank.apply([.insert("v", at: ["k"])])
        #expect(String(decoding: blank.source, as: UTF8.self) == "\"k\" = \"v\";\n")
    }

    @Test func stringsFileKeysAreQuotedEvenWhenTheFileHasBareOnes() throws {
        #expect(try sourceEdited("a = b;\n", [.insert("v", at: ["k"])]) == "a = b;\n\"k\" = \"v\";\n")
    }
}
