import PlistKit
import Testing
@testable import PlistEdit

/// The rule that decides a key path's notation: an unescaped `[` means PlistKit's notation,
/// anything else is plutil's dotted form with `\` escapes.
@Suite struct CommandKeyPathTests {
    @Test(arguments: [
        ("CFBundleVersion", [PlistKeyPath.Component("CFBundleVersion")]),
        ("a.b.3", ["a", "b", "3"]),
        (#"com\.apple\.developer\.team-identifier"#, ["com.apple.developer.team-identifier"]),
        (#"a\\b.c"#, [#"a\b"#, "c"]),
        (#"a\[0]"#, ["a[0]"]),
        ("a..b", ["a", "", "b"]),
        (#"images["0.jpg"].title"#, ["images", PlistKeyPath.Component(key: "0.jpg"), "title"]),
        ("[1].options", [PlistKeyPath.Component(index: 1), "options"]),
        (#"["com.apple.foo"]"#, [PlistKeyPath.Component(key: "com.apple.foo")]),
        ("", []),
        ("(root)", []),
    ] as [(String, [PlistKeyPath.Component])])
    func pathsParseUnderTheOneRule(text: String, expected: [PlistKeyPath.Component]) throws {
        #expect(try CommandKeyPath.parse(text) == PlistKeyPath(expected))
    }

    @Test func aPathPrintedByPlistLintNamesTheSameNodeWhenPasted() throws {
        let root = PlistNode(["images": ["0.jpg": ["title": "Zero"]], "questions": [["options": ["a", "b"]]]])
        for node in [["images", PlistKeyPath.Component(key: "0.jpg"), "title"], [PlistKeyPath.Component("questions"), 0, "options", 1]] as [[PlistKeyPath.Component]] {
            let printed = PlistKeyPath(node).description
            #expect(try root.value(forKeyPath: CommandKeyPath.parse(printed)).value == root.value(forKeyPath: PlistKeyPath(node)).value, "\(printed)")
        }
    }

    @Test func malformedPathsAreErrorsNamingThePath() {
        #expect(throws: EditFailure("", #"invalid key path "a\\": it ends with a lone "\" (write "\\" for a backslash)"#)) {
            try CommandKeyPath.parse(#"a\"#)
        }
        #expect(throws: PlistKeyPath.SyntaxError.self) { try CommandKeyPath.parse("a[x") }
    }
}
