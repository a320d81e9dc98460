import Foundation
import Testing
@testable import PlistKit

/// A new key follows its siblings: an OpenStep key bare when the last sibling's key is bare (and
/// it may be), its value quoted as that sibling's value; after a last sibling whose line ends
/// with a comment, the new key goes after the comment, which belongs to that line.
@Suite struct SourceEditorSiblingStyleTests {
    @Test func openStepKeysAreBareWhenTheSiblingsAre() throws {
        #expect(try sourceEdited("{ a = 1; }\n", [.insert("x", at: ["b"])]) == "{ a = 1; b = x; }\n")
        #expect(try sourceEdited("{ a = \"1\"; }\n", [.insert("x", at: ["b"])]) == "{ a = \"1\"; b = \"x\"; }\n")
        #expect(try sourceEdited("{ a = \"1\"; }\n", [.insert("x", at: ["two words"])]) == "{ a = \"1\"; \"two words\" = \"x\"; }\n")
        #expect(try sourceEdited("{ \"a\" = 1; }\n", [.insert("x", at: ["b"])]) == "{ \"a\" = 1; \"b\" = x; }\n")
        #expect(try sourceEdited("{\n    a = \"1\";\n    c = {\n        d = \"2\";\n    };\n}\n",
                                 [.insert("x", at: ["c", "e"]), .insert("y", at: ["f"])])
                == "{\n    a = \"1\";\n    c = {\n        d = \"2\";\n        e = \"x\";\n    };\n    f = y;\n}\n")
    }

    @Test func aNewKeyGoesAfterTheCommentThatEndsTheLastSiblingsLine() throws {
        #expect(try sourceEdited("{\n    a = 1; // note\n}\n", [.insert("x", at: ["b"])]) == "{\n    a = 1; // note\n    b = x;\n}\n")
        #expect(try sourceEdited("{\n    a = 1; /* one */ /* two */\n}\n", [.insert("x", at: ["b"])])
                == "{\n    a = 1; /* one */ /* two */\n    b = x;\n}\n")
        let xml = "<plist version=\"1.0\">\n<dict>\n\t<key>a</key>\n\t<string>x</string> <!-- c -->\n</dict>\n</plist>\n"
        #expect(try sourceEdited(xml, [.insert("y", at: ["b"])])
                == xml.replacingOccurrences(of: "<!-- c -->\n", with: "<!-- c -->\n\t<key>b</key>\n\t<string>y</string>\n"))
        // Other text after the comment on the line: the comment is not the line's end.
        #expect(try sourceEdited("{ a = 1; /* c */ }\n", [.insert("x", at: ["b"])]) == "{ a = 1; b = x; /* c */ }\n")
    }

    @Test func anAppendedElementGoesAfterTheLastElementsComment() throws {
        // In an OpenStep array the comma stays with the element it follows.
        #expect(try sourceEdited("(\n    one, // first\n    two // last\n)\n", [.append("three", toArrayAt: [])])
                == "(\n    one, // first\n    two, // last\n    three\n)\n")
        let xml = "<plist version=\"1.0\">\n<array>\n\t<string>one</string> <!-- last -->\n</array>\n</plist>\n"
        #expect(try sourceEdited(xml, [.append("two", toArrayAt: [])])
                == xml.replacingOccurrences(of: "<!-- last -->\n", with: "<!-- last -->\n\t<string>two</string>\n"))
    }
}
