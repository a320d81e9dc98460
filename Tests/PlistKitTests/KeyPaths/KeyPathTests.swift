import Foundation
import Testing
@testable import PlistKit

@Suite struct KeyPathParsingTests {
    static let valid: [(String, [String], String)] = [
        ("", [], ""),
        ("(root)", [], ""),
        ("questions", ["questions"], "questions"),
        ("questions.3.options.2", ["questions", "3", "options", "2"], "questions.3.options.2"),
        ("questions[3].options[2]", ["questions", "3", "options", "2"], "questions[3].options[2]"),
        (#"["0.jpg"]"#, ["0.jpg"], #"["0.jpg"]"#),
        (#"images["0.jpg"].title"#, ["images", "0.jpg", "title"], #"images["0.jpg"].title"#),
        (#"["a\\b"].c"#, [#"a\b"#, "c"], #"["a\\b"].c"#),
        (#"["3"]"#, ["3"], #"["3"]"#),
        (#"[""]"#, [""], #"[""]"#),
        (#"["\n\t\r\"\u{1B}\u{202E}"]"#, ["\n\t\r\"\u{1B}\u{202E}"], #"["\n\t\r\"\u{1B}\u{202E}"]"#),
        (#"["\u{2026}"]"#, ["\u{2026}"], #"["\u{2026}"]"#),
        ("[0][1]", ["0", "1"], "[0][1]"),
        ("九宫格.名字", ["九宫格", "名字"], "九宫格.名字"),
        (" spaced . keys ", [" spaced ", " keys "], #"[" spaced "][" keys "]"#),
        ("a]b", ["a]b"], #"["a]b"]"#),
        (#"["(root)"]"#, ["(root)"], #"["(root)"]"#),
    ]

    @Test(arguments: valid.indices)
    func parses(_ i: Int) throws {
        let (text, keys, printed) = Self.valid[i]
        let path = try PlistKeyPath(parsing: text)
        #expect(path.components.map(\.key) == keys)
        #expect(path.description == printed)
        #expect(try PlistKeyPath(parsing: path.description).components.map(\.key) == keys)
    }

    @Test func kindsOfComponents() throws {
        #expect(try PlistKeyPath(parsing: #"a[3]["3"].3"#).components.map(\.kind) == [.name, .index, .key, .name])
        #expect(try PlistKeyPath(parsing: #"["3"]"#).components[0].index == nil)
        #expect(try PlistKeyPath(parsing: "[3]").components[0].index == 3)
        #expect(PlistKeyPath([.init(key: "3"), .init(index: 3), "3"]).description == #"["3"][3].3"#)
        #expect(PlistPath(["a.b", 2, "3", ""]).description == #"["a.b"][2]["3"][""]"#)
    }

    static let invalid: [(String, String)] = [
        ("a..b", #"invalid key path "a..b": empty component at offset 2"#),
        (".a", #"invalid key path ".a": empty component at offset 0"#),
        ("a.", #"invalid key path "a.": empty component at offset 2"#),
        (#"0\.jpg"#, #"invalid key path "0\\.jpg": "\" outside quotes (write a key holding ".", "[" or "\" quoted, as in ["0.jpg"]) at offset 1"#),
        (#"["a\qb"]"#, #"invalid key path "[\"a\\qb\"]": unknown escape (only \", \\, \n, \t, \r and \u{XXXX} are escapes) at offset 3"#),
        (#"["ab"#, #"invalid key path "[\"ab": unterminated quoted key at offset 1"#),
        (#"["ab""#, #"invalid key path "[\"ab\"": expected "]" at offset 5"#),
        ("[]", #"invalid key path "[]": expected an index or a quoted key after "[" at offset 1"#),
        ("[x]", #"invalid key path "[x]": expected an index or a quoted key after "[" at offset 1"#),
        ("[99999999999999999999]", #"invalid key path "[99999999999999999999]": index too large at offset 1"#),
        ("[1]x", #"invalid key path "[1]x": expected "." or "[" after "]" at offset 3"#),
        (#"["\u{D800}"]"#, #"invalid key path "[\"\\u{D800}\"]": invalid \u escape (expected \u{XXXX}) at offset 2"#),
        (#"["abc…"]"#, #"invalid key path "[\"abc…\"]": shortened key path ("…" marks text left out when it was printed; a key holding "…" is written ["\u{2026}"]) at offset 5"#),
    ]

    static let indices: [(String, Int?)] = [
        ("0", 0), ("12", 12), ("007", 7), ("-1", nil), ("+1", nil), (" 1", nil), ("1e3", nil), ("", nil),
        ("99999999999999999999999", nil), ("١", nil),
    ]

    @Test(arguments: indices.indices)
    func componentIndex(_ i: Int) {
        let (key, index) = Self.indices[i]
        #expect(PlistKeyPath.Component(key).index == index)
    }
}

@Suite struct KeyPathLookupTests {
    /// The shape of questions.plist inside a dictionary, and of imageInfo.plist.
    static let tree: PlistValue = [
        "questions": [
            ["answer": "凤凰传奇", "options": ["凤凰传奇", "筷子兄弟", "五月天", "羽泉"]],
            ["answer": "熊出没", "options": ["喜羊羊", "熊出没", "海绵宝宝", "猫和老鼠"]],
        ],
        "imageInfo": ["0.jpg": "iphone 5s", "1.jpg": "iphone 5c"],
        "3": "a key that looks like an index",
        "count": 12,
    ]

    static let found: [(String, PlistValue)] = [
        ("questions.1.options.2", "海绵宝宝"),
        ("questions.0.answer", "凤凰传奇"),
        ("questions.01.answer", "熊出没"),
        (#"imageInfo["1.jpg"]"#, "iphone 5c"),
        ("3", "a key that looks like an index"),
        (#"["3"]"#, "a key that looks like an index"),
        ("questions[1].options[2]", "海绵宝宝"),
        ("count", 12),
        ("", tree),
    ]

    @Test(arguments: found.indices)
    func finds(_ i: Int) throws {
        let (path, expected) = Self.found[i]
        #expect(try Self.tree.value(forKeyPath: path) == expected)
    }

    static let failures: [(String, String)] = [
        ("questions.2.answer", #"key path "questions.2.answer": index 2 out of range at "questions" (array of 2 elements)"#),
        ("questions.0.nmae", #"key path "questions.0.nmae": no key "nmae" in the dictionary at "questions.0""#),
        ("questions.first", #"key path "questions.first": "first" is not an array index at "questions" (an array)"#),
        ("questions.-1", #"key path "questions.-1": "-1" is not an array index at "questions" (an array)"#),
        ("count.value", #"key path "count.value": "count" is an integer, not an array or dictionary"#),
        ("questions.0.answer.x", #"key path "questions.0.answer.x": "questions.0.answer" is a string, not an array or dictionary"#),
        ("imageInfo.0.jpg", #"key path "imageInfo.0.jpg": no key "0" in the dictionary at "imageInfo""#),
        ("missing", #"key path "missing": no key "missing" in the dictionary at the root"#),
        ("[3]", #"key path "[3]": [3] is an array index, but the root is a dictionary"#),
        (#"questions["0"]"#, #"key path "questions[\"0\"]": "0" is not an array index at "questions" (an array)"#),
    ]

    @Test(arguments: failures.indices)
    func namesTheFirstFailingComponent(_ i: Int) {
        let (path, message) = Self.failures[i]
        #expect {
            try Self.tree.value(forKeyPath: path)
        } throws: { error in
            (error as? PlistKeyPathError)?.description == message
        }
    }

    @Test func errorCarriesComponentAndLocation() throws {
        let dict = PlistDictionary(entries: [.init(key: "a", value: PlistNode(.array([]), location: SourceLocation(line: 5, column: 2, offset: 80)))])
        let root = PlistNode(.dictionary(dict), location: SourceLocation(line: 4, column: 1, offset: 60))
        do {
            _ = try root.value(forKeyPath: "a.0")
            Issue.record("expected an error")
        } catch let error as PlistKeyPathError {
            #expect(error.componentIndex == 1)
            #expect(error.component.key == "0")
            #expect(error.reason == .indexOutOfRange(count: 0))
            #expect(error.location == SourceLocation(line: 5, column: 2, offset: 80))
            #expect(error.description == #"key path "a.0": index 0 out of range at "a" (array of 0 elements) (line 5)"#)
        }
    }

    @Test func lookupKeepsLocations() throws {
        let leaf = PlistNode("x", location: SourceLocation(line: 9, column: 3, offset: 120))
        let root = PlistNode(.array([PlistNode(.dictionary(PlistDictionary(entries: [.init(key: "k", value: leaf)])))]))
        #expect(try root.value(forKeyPath: "0.k").location == SourceLocation(line: 9, column: 3, offset: 120))
    }

    @Test func deepPathsDoNotRecurse() throws {
        var value: PlistValue = "leaf"
        for _ in 0..<20_000 { value = .array([PlistNode(value)]) }
        let path = PlistKeyPath(Array(repeating: "0", count: 20_000))
        #expect(try value.value(forKeyPath: path) == "leaf")
        try value.setValue("changed", forKeyPath: path)
        #expect(try value.value(forKeyPath: path) == "changed")
    }
}

@Suite struct KeyPathSetTests {
    static let cases: [(String, PlistValue, PlistValue)] = [
        ("questions.0.options.1", "改", ["questions": [["answer": "a", "options": ["x", "改"]]], "n": 1]),
        ("questions.0.options.2", "新", ["questions": [["answer": "a", "options": ["x", "y", "新"]]], "n": 1]),
        ("questions.0.title", "标题", ["questions": [["answer": "a", "options": ["x", "y"], "title": "标题"]], "n": 1]),
        (#"questions.0["a.b"]"#, 1, ["questions": [["answer": "a", "options": ["x", "y"], "a.b": 1]], "n": 1]),
        ("n", ["replaced"], ["questions": [["answer": "a", "options": ["x", "y"]]], "n": ["replaced"]]),
        ("", "root", "root"),
    ]
    static let start: PlistValue = ["questions": [["answer": "a", "options": ["x", "y"]]], "n": 1]

    @Test(arguments: cases.indices)
    func sets(_ i: Int) throws {
        let (path, newValue, expected) = Self.cases[i]
        var value = Self.start
        try value.setValue(newValue, forKeyPath: path)
        #expect(value == expected)
    }

    static let failures: [(String, String)] = [
        ("questions.0.options.3", #"key path "questions.0.options.3": index 3 out of range at "questions.0.options" (array of 2 elements)"#),
        ("questions.1.answer", #"key path "questions.1.answer": index 1 out of range at "questions" (array of 1 element)"#),
        ("missing.key", #"key path "missing.key": no key "missing" in the dictionary at the root"#),
        ("n.x", #"key path "n.x": "n" is an integer, not an array or dictionary"#),
        ("questions.x", #"key path "questions.x": "x" is not an array index at "questions" (an array)"#),
    ]

    @Test(arguments: failures.indices)
    func failsWithoutChangingAnything(_ i: Int) {
        let (path, message) = Self.failures[i]
        var value = Self.start
        #expect {
            try value.setValue("v", forKeyPath: path)
        } throws: { error in
            (error as? PlistKeyPathError)?.description == message
        }
        #expect(value == Self.start)
    }

    @Test func replacingKeepsKeyOrderAndKeyLocation() throws {
        let keyLocation = SourceLocation(line: 5, column: 2, offset: 70)
        var root = PlistNode(.dictionary(PlistDictionary(entries: [
            .init(key: "a", keyLocation: keyLocation, value: PlistNode(1)),
            .init(key: "b", value: PlistNode(2)),
        ])))
        try root.setValue(PlistNode("new", location: SourceLocation(line: 1)), forKeyPath: ["a"])
        let dict = try #require(root.value.dictionaryValue)
        #expect(dict.keys == ["a", "b"])
        #expect(dict.entries[0].keyLocation == keyLocation)
        #expect(dict.entries[0].value.value == "new")
        #expect(dict.entries[0].value.location == SourceLocation(line: 1))
    }
}
