import Foundation
import Testing
@testable import PlistKit

/// The JSON reader on strings, locations, limits and lenient syntax.
@Suite struct JSONReaderTests {
    struct StringCase: Sendable, CustomTestStringConvertible {
        let json: String
        let value: String
        var testDescription: String { json }
    }

    static let strings: [StringCase] = [
        .init(json: #""plain""#, value: "plain"),
        .init(json: #""""#, value: ""),
        .init(json: #""\" \\ \/ \b \f \n \r \t""#, value: "\" \\ / \u{8} \u{C} \n \r \t"),
        .init(json: #""\u0041\u00e9\u4E2D""#, value: "Aé中"),
        .init(json: #""\uD834\uDD1E clef""#, value: "\u{1D11E} clef"),
        .init(json: #""\uDBFF\uDFFF""#, value: "\u{10FFFF}"),
        .init(json: #""A\u0000B""#, value: "A\u{0}B"),
        .init(json: "\"九宫格 é\u{301} 😀\"", value: "九宫格 é\u{301} 😀"),
        .init(json: "\"mixed \\n é\"", value: "mixed \n é"),
    ]

    @Test(arguments: strings)
    func decodesStrings(_ c: StringCase) throws {
        let document = try JSONReading.read(c.json)
        #expect(document.root.value == .string(c.value))
        let key = try JSONReading.read("{\(c.json): 1}")
        #expect(key.root.value.dictionaryValue?.keys == [c.value])
    }

    struct ErrorCase: Sendable, CustomTestStringConvertible {
        let bytes: [UInt8]
        let expected: String
        var testDescription: String { expected }
        init(_ text: String, _ expected: String) { bytes = Array(text.utf8); self.expected = expected }
        init(bytes: [UInt8], _ expected: String) { self.bytes = bytes; self.expected = expected }
    }

    static let errors: [ErrorCase] = [
        .init("[\"a\tb\"]", "1:4: error: [invalid-string] unescaped control character U+0009 in string"),
        .init("{\"k\":\n \"line\nbreak\"}", "2:7: error: [invalid-string] unescaped control character U+000A in string (a string cannot span lines; write \\n)"),
        .init(#"["\x"]"#, "1:3: error: [invalid-string] invalid escape \"\\\" followed by \"x\" in string"),
        .init(#"["\u12"]"#, "1:3: error: [invalid-string] invalid \\u escape in string (expected 4 hexadecimal digits)"),
        .init(#"["ok", "\uD800x"]"#, "1:9: error: [invalid-string] unpaired surrogate \\uD800 in string (a high surrogate must be followed by a \\uDC00–\\uDFFF escape)"),
        .init(#"["\uDC00"]"#, "1:3: error: [invalid-string] unpaired surrogate \\uDC00 in string (a low surrogate without a high surrogate before it)"),
        .init(#"["\uD800\u0041"]"#, "1:3: error: [invalid-string] unpaired surrogate \\uD800 in string (a high surrogate must be followed by a \\uDC00–\\uDFFF escape)"),
        .init(bytes: Array("[\"é\u{1}\"]".utf8), "1:4: error: [invalid-string] unescaped control character U+0001 in string"),
        .init(bytes: [0x5B, 0x22, 0xC3, 0xA9, 0xC3, 0x28, 0x22, 0x5D],
              "1:4: error: [invalid-encoding] invalid UTF-8 sequence starting with byte 0xC3 at byte offset 4"),
        .init(bytes: [0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D],
              "1:3: error: [invalid-encoding] invalid UTF-8 sequence starting with byte 0xFF at byte offset 2"),
        .init(bytes: [0x5B, 0xE5, 0x5D],
              "1:2: error: [invalid-encoding] invalid UTF-8 sequence starting with byte 0xE5 at byte offset 1"),
        .init("[\"open", "1:7: error: [syntax] unterminated string (opened at 1:2)"),
        .init("{\"a\": [1, {\"b\": 2}", "1:19: error: [syntax] unterminated array (opened at 1:7)"),
        .init("{\"a\" 1}", "1:6: error: [syntax] expected \":\" after member name \"a\", found \"1\""),
        .init("{1: 2}", "1:2: error: [syntax] expected a member name in double quotes, found \"1\""),
        .init("[1 2]", "1:4: error: [syntax] expected \",\" or \"]\" after an array element, found \"2\""),
        .init("[truex]", "1:2: error: [syntax] invalid value \"truex\""),
        .init("[0x1F]", "1:2: error: [invalid-number] invalid number (unexpected \"x\" at 1:3)"),
        .init("[1e]", "1:2: error: [invalid-number] invalid number (expected a digit in the exponent at 1:4)"),
        .init("[-]", "1:2: error: [invalid-number] invalid number (expected a digit after \"-\", found \"]\")"),
        .init("[1e400]", "1:2: error: [number-out-of-range] number 1e400 is out of range"),
        .init("1 2", "1:3: error: [syntax] extra data after the JSON value"),
        .init("   ", " error: [empty-file] file is empty (only whitespace)"),
        .init(bytes: [0xFF, 0xFE, 0x5B, 0x00], "1:1: error: [invalid-encoding] JSON text must be UTF-8 (RFC 8259 §8.1); this looks like UTF-16 or UTF-32"),
        .init(bytes: [0x00, 0x5B, 0x00, 0x5D], "1:1: error: [invalid-encoding] JSON text must be UTF-8 (RFC 8259 §8.1); this looks like UTF-16 or UTF-32"),
        .init("{\"a\": [\n  1,\n  {\"b\": \"\u{202E}x\" \"c\"}]}", "3:14: error: [syntax] expected \",\" or \"}\" after an object member, found \"\\\"\""),
    ]

    @Test(arguments: errors)
    func rejectsWithLocation(_ c: ErrorCase) throws {
        let error = try #require(JSONReading.error(bytes: c.bytes))
        #expect(error.description == "t.json:" + c.expected)
    }

    @Test func errorsCarryTheKeyPath() throws {
        let error = try #require(JSONReading.error("{\"dependencies\": [{\"name\": \"a\"}, {\"name\": tru}]}"))
        #expect(error.keyPath == "dependencies[1].name")
        let inName = try #require(JSONReading.error("{\"meta\": {\"a\": 1, \"b\\x\": 2}}"))
        #expect(inName.keyPath == "meta")
        #expect(inName.location?.column == 21)
        let root = try #require(JSONReading.error("nul"))
        #expect(root.keyPath == nil)
    }

    @Test func locationsCountScalarsAndLines() throws {
        // "é" is 2 bytes, "😀" 4 bytes: columns count scalars, offsets count bytes.
        let text = "{\"é😀\": [true,\r\n\t\"x\", null],\r\"k\":-1.5}"
        let document = try JSONReading.read(text)
        let root = try #require(document.root.value.dictionaryValue)
        let first = try #require(root.entries.first)
        #expect(first.keyLocation == SourceLocation(line: 1, column: 2, offset: 1))
        #expect(first.value.location == SourceLocation(line: 1, column: 8, offset: 11))
        let elements = try #require(first.value.value.arrayValue)
        #expect(elements.map(\.location) == [
            SourceLocation(line: 1, column: 9, offset: 12),
            SourceLocation(line: 2, column: 2, offset: 20),
            SourceLocation(line: 2, column: 7, offset: 25),
        ])
        let k = try #require(root.entry(forKey: "k"))
        #expect(k.keyLocation == SourceLocation(line: 3, column: 1, offset: 32))
        #expect(k.value.location == SourceLocation(line: 3, column: 5, offset: 36))
        #expect(k.value.literal == "-1.5")
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let document = try JSONReading.read(bytes: [0xEF, 0xBB, 0xBF] + Array("{\"bom\": true}".utf8))
        #expect(document.root.value == ["bom": true])
        #expect(document.root.location == SourceLocation(line: 1, column: 1, offset: 3))
    }

    @Test func nullIsAValue() throws {
        let document = try JSONReading.read("{\"a\": null, \"b\": [null]}")
        #expect(document.root.value == .dictionary(PlistDictionary(entries: [
            .init(key: "a", value: PlistNode(.null)), .init(key: "b", value: PlistNode(.array([PlistNode(.null)]))),
        ])))
    }

    @Test func depthLimit() throws {
        func nested(_ depth: Int) -> String {
            String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        }
        _ = try JSONReading.read(nested(512))
        let error = try #require(JSONReading.error(nested(513)))
        #expect(error.description == "t.json:1:513: error: [limit-exceeded] nesting too deep (limit 512); raise PlistReader.Options.maxDepth")
        let objects = String(repeating: "{\"a\":", count: 513) + "1" + String(repeating: "}", count: 513)
        let objectError = try #require(JSONReading.error(objects))
        #expect(objectError.location?.column == 2561)
        // 100 000 levels (attack deep.json): rejected at level 513, no recursion.
        let deep = try #require(JSONReading.error(String(repeating: "[", count: 100_000)))
        #expect(deep.location == SourceLocation(line: 1, column: 513, offset: 512))
    }

    @Test func stringAndValueLimits() throws {
        var options = PlistReader.Options()
        options.maxStringLength = 4
        _ = try JSONReading.read(bytes: Array(#"["abcd", "ab\n"]"#.utf8), options: options)
        let long = #expect(throws: PlistReadError.self) {
            try JSONReading.read(bytes: Array(#"{"k": "abcde"}"#.utf8), options: options)
        }
        #expect(long?.description == "t.json:1:7: error: [limit-exceeded] string longer than 4 bytes; raise PlistReader.Options.maxStringLength")
        let longKey = #expect(throws: PlistReadError.self) {
            try JSONReading.read(bytes: Array(#"{"k\u00e9\u00e9": 1}"#.utf8), options: options)
        }
        #expect(longKey?.location?.column == 2)
        options = PlistReader.Options()
        options.maxValueCount = 3
        _ = try JSONReading.read(bytes: Array("[1, 2]".utf8), options: options)
        let many = #expect(throws: PlistReadError.self) {
            try JSONReading.read(bytes: Array("[1, 2, 3]".utf8), options: options)
        }
        #expect(many?.description == "t.json:1:8: error: [limit-exceeded] more than 3 values; raise PlistReader.Options.maxValueCount")
    }

    @Test func lenientSyntax() throws {
        let text = """
        // settings
        {
          /* names */ "a": [1, 2,], // trailing
          "b": {"c": "/* not a comment */",},
        }
        """
        let document = try JSONReading.read(text, lenient: true)
        #expect(document.root.value == ["a": [1, 2], "b": ["c": "/* not a comment */"]])
        #expect(document.root.location == SourceLocation(line: 2, column: 1, offset: 12))
        let tight = try JSONReading.read("[1/*é*/,true/*c*/,/*😀*/\"x\"//z\r\n]", lenient: true)
        #expect(tight.root.value == [1, true, "x"])
        #expect(tight.root.value.arrayValue?.last?.location == SourceLocation(line: 1, column: 24, offset: 27))
        #expect(JSONReading.error("[1 /* open", lenient: true)?.description ==
                "t.json:1:11: error: [syntax] unterminated comment (opened at 1:4)")
        #expect(JSONReading.error("[1, /x]", lenient: true)?.description == "t.json:1:5: error: [syntax] expected a value, found \"/\"")
        #expect(JSONReading.error("{,}", lenient: true)?.description ==
                "t.json:1:2: error: [syntax] expected a member name in double quotes, found \",\"")
        #expect(JSONReading.error("[1,,]", lenient: true)?.description == "t.json:1:4: error: [syntax] expected a value, found \",\"")
    }

    @Test func readerIsUsableFromSeveralThreads() async throws {
        let data = Data(#"{"a": [1, 2.5, "x", {"b": null}]}"#.utf8)
        var options = PlistReader.Options()
        options.format = .json
        let reader = PlistReader(options: options)
        let expected = try reader.read(data).root
        try await withThrowingTaskGroup(of: PlistNode.self) { group in
            for _ in 0..<8 { group.addTask { try reader.read(data).root } }
            for try await root in group { #expect(root == expected) }
        }
    }
}
