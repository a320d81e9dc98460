import Foundation
import Testing
@testable import PlistKit
import PlistTestSupport

/// The JSON reader's fast paths (strings scanned eight bytes at a time and validated once,
/// cached member names, duplicate checks skipped for objects of a known shape) give the same
/// values, locations and errors as the exact byte-by-byte paths.
@Suite struct ReadingFastPathTests {
    /// Strings around the eight- and sixteen-byte boundaries, ASCII and not.
    static let texts: [String] = [
        "", "a", "abcdefg", "abcdefgh", "abcdefghi", "abcdefghijklmno", "abcdefghijklmnop", "abcdefghijklmnopq",
        "九", "九宫格", "九宫格 应用 image", "ab九宫格cdefghij", "é\u{301}", "😀 smile 😀 smile", "\u{FFFD} kept",
        String(repeating: "消息", count: 20), "x" + String(repeating: "é", count: 9),
    ]

    @Test(arguments: texts)
    func valuesAndTheLocationAfterThem(_ text: String) throws {
        let json = "[\"\(text)\", 7]"
        let document = try JSONReading.read(json)
        let items = try #require(document.root.value.arrayValue)
        #expect(items[0].value == .string(text))
        // The column counts Unicode scalars: everything before the 7, plus one.
        let before = "[\"\(text)\", "
        #expect(items[1].location == SourceLocation(line: 1, column: before.unicodeScalars.count + 1, offset: before.utf8.count))
    }

    @Test(arguments: texts)
    func memberNamesAndTheLocationAfterThem(_ text: String) throws {
        let json = "[{\"\(text)\": 1, \"z\": 2}, {\"\(text)\": 3, \"z\": 4}]"
        let document = try JSONReading.read(json)
        let records = try #require(document.root.value.arrayValue)
        for (r, values) in [(0, [1, 2]), (1, [3, 4])] {
            let d = try #require(records[r].value.dictionaryValue)
            #expect(d.keys == [text, "z"])
            #expect(d.entries.map(\.value.value) == values.map { .integer(PlistInteger($0)) })
        }
        let second = try #require(records[1].value.dictionaryValue)
        let before = "[{\"\(text)\": 1, \"z\": 2}, {\"\(text)\": 3, "
        #expect(second.entries[1].keyLocation == SourceLocation(line: 1, column: before.unicodeScalars.count + 1, offset: before.utf8.count))
    }

    struct ErrorCase: Sendable, CustomTestStringConvertible {
        let bytes: [UInt8]
        let expected: String
        var testDescription: String { expected }
    }

    static let errors: [ErrorCase] = [
        // Past the first eight bytes, and after non-ASCII text (columns count scalars).
        ErrorCase(bytes: Array("[\"abcdefghijk".utf8) + [0xC3, 0x28] + Array("\"]".utf8),
                  expected: "1:14: error: [invalid-encoding] invalid UTF-8 sequence starting with byte 0xC3 at byte offset 13"),
        ErrorCase(bytes: Array("[\"九宫格 abcdefgh".utf8) + [0xFF] + Array("\"]".utf8),
                  expected: "1:15: error: [invalid-encoding] invalid UTF-8 sequence starting with byte 0xFF at byte offset 20"),
        // A truncated four-byte sequence: repaired as one U+FFFD of the same length, still an error.
        ErrorCase(bytes: Array("[\"ab".utf8) + [0xF0, 0x90, 0x80] + Array("x\"]".utf8),
                  expected: "1:5: error: [invalid-encoding] invalid UTF-8 sequence starting with byte 0xF0 at byte offset 4"),
        // An encoded surrogate.
        ErrorCase(bytes: Array("[\"abcdefgh".utf8) + [0xED, 0xA0, 0x80] + Array("\"]".utf8),
                  expected: "1:11: error: [invalid-encoding] invalid UTF-8 sequence starting with byte 0xED at byte offset 10"),
        // In a member name long enough for the cached path.
        ErrorCase(bytes: Array("{\"ab".utf8) + [0xFF] + Array("\": 1, \"zzzzzzzzzzzzzzzz\": 2}".utf8),
                  expected: "1:5: error: [invalid-encoding] invalid UTF-8 sequence starting with byte 0xFF at byte offset 4"),
        ErrorCase(bytes: Array("{\"a\tb\": 1, \"zzzzzzzzzzzzzzzz\": 2}".utf8),
                  expected: "1:4: error: [invalid-string] unescaped control character U+0009 in string"),
        ErrorCase(bytes: Array("[\"abcdefghij\u{1}\"]".utf8),
                  expected: "1:13: error: [invalid-string] unescaped control character U+0001 in string"),
    ]

    @Test(arguments: errors)
    func errorsKeepTheirPlace(_ c: ErrorCase) throws {
        let error = try #require(JSONReading.error(bytes: c.bytes))
        #expect(error.description == "t.json:" + c.expected)
    }

    @Test func escapedAndShortMemberNames() throws {
        let document = try JSONReading.read(#"{"a\u0062": 1, "": 2, "ab": 3, "abcdefghijklmnop": 4, "x": {"ab": 5}}"#)
        let d = try #require(document.root.value.dictionaryValue)
        #expect(d.keys == ["ab", "", "abcdefghijklmnop", "x"])
        #expect(d["ab"]?.value == .integer(3))
        #expect(d["x"]?.value.dictionaryValue?.keys == ["ab"])
        let end = try JSONReading.read(#"{"k":1}"#)
        #expect(end.root.value.dictionaryValue?.keys == ["k"])
    }

    @Test func manyNamesShareTheCache() throws {
        // More names than the cache holds, twice, in one object each: every name kept exactly.
        let names = (0..<200).map { "key\($0)" }
        let object = "{" + names.enumerated().map { "\"\($1)\": \($0)" }.joined(separator: ", ") + "}"
        let document = try JSONReading.read("[\(object), \(object)]")
        for record in try #require(document.root.value.arrayValue) {
            let d = try #require(record.value.dictionaryValue)
            #expect(d.keys == names)
            #expect(d["key150"]?.value == .integer(150))
        }
    }

    @Test func memberNameLimit() throws {
        var options = PlistReader.Options()
        options.maxStringLength = 4
        let error = #expect(throws: PlistReadError.self) {
            try JSONReading.read(bytes: Array(#"{"abcde": 1, "zzzzzzzzzzzzzzzz": 2}"#.utf8), options: options)
        }
        #expect(error?.description == "t.json:1:2: error: [limit-exceeded] string longer than 4 bytes; raise PlistReader.Options.maxStringLength")
    }

    /// Base64 of whole groups (the four-at-a-time path) gives Foundation's bytes and the
    /// general path's counts; whitespace or misplaced padding still goes the general way.
    @Test(arguments: 0..<40)
    func base64OfEveryLength(_ length: Int) throws {
        let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ length) }
        let text = Data(bytes).base64EncodedString()
        let r = try Base64Decoder.decode(text).get()
        #expect(r.bytes == Data(bytes))
        #expect(!r.isUnpadded && r.skippedCharacters == 0 && r.firstSkippedIndex == nil)
        #expect(r.bytesInCompleteGroups == (text.hasSuffix("=") ? text.count / 4 - 1 : text.count / 4) * 3)
        if length > 0 {
            let wrapped = try Base64Decoder.decode(text.prefix(2) + "\n\t" + text.dropFirst(2)).get()
            #expect(wrapped == r)
        }
    }

    @Test func base64PaddingOutOfPlace() {
        #expect(Base64Decoder.decode("A===") == .failure(.invalidPadding(at: 1)))
        #expect(Base64Decoder.decode("AQ==AQ==") == .failure(.invalidPadding(at: 4)))
        #expect(Base64Decoder.decode("AQ=A") == .failure(.invalidPadding(at: 3)))
    }

    struct DuplicateCase: Sendable, CustomTestStringConvertible {
        let json: String
        let keys: [[String]]
        let findings: [String]
        var testDescription: String { json }
    }

    /// Repeated names in objects that follow, or break, the shape of the object before them.
    static let duplicates: [DuplicateCase] = [
        DuplicateCase(json: #"[{"a": 1, "b": 2}, {"a": 1, "b": 2, "a": 3}]"#, keys: [["a", "b"], ["a", "b"]],
                      findings: [#"t.json:1:37: warning: [duplicate-key] duplicate key "a" (first defined at 1:21); the later value wins"#]),
        DuplicateCase(json: #"[{"a": 1, "b": 2}, {"b": 1, "b": 2}]"#, keys: [["a", "b"], ["b"]],
                      findings: [#"t.json:1:29: warning: [duplicate-key] duplicate key "b" (first defined at 1:21); the later value wins"#]),
        DuplicateCase(json: #"[{"a": 1, "a": 2}, {"a": 1, "a": 2}, {"a": 1}]"#, keys: [["a"], ["a"], ["a"]],
                      findings: [#"t.json:1:11: warning: [duplicate-key] duplicate key "a" (first defined at 1:3); the later value wins"#,
                                 #"t.json:1:29: warning: [duplicate-key] duplicate key "a" (first defined at 1:21); the later value wins"#]),
        DuplicateCase(json: #"[{"a": 1, "b": 2}, {"a": 1}, {"a": 1, "b": 2, "c": 3, "b": 4}]"#,
                      keys: [["a", "b"], ["a"], ["a", "b", "c"]],
                      findings: [#"t.json:1:55: warning: [duplicate-key] duplicate key "b" (first defined at 1:39); the later value wins"#]),
        DuplicateCase(json: #"[{"a": {"x": 1}}, {"a": {"x": 1, "x": 2}}]"#, keys: [["a"], ["a"]],
                      findings: [#"t.json:1:34: warning: [duplicate-key] duplicate key "x" (first defined at 1:26); the later value wins"#]),
    ]

    @Test(arguments: duplicates)
    func repeatedNamesAreFoundWhateverTheShape(_ c: DuplicateCase) throws {
        let document = try JSONReading.read(c.json)
        let records = try #require(document.root.value.arrayValue)
        #expect(records.map { $0.value.dictionaryValue?.keys ?? [] } == c.keys)
        #expect(document.diagnostics.map(\.description) == c.findings)
    }
}

/// The binary reader's duplicate check skipped for dictionaries whose key objects are those of
/// the dictionary before them finds every repeated key, by object or by text.
@Suite struct BinaryShapeTests {
    @Test func repeatedKeysAreFoundWhateverTheShape() throws {
        // 0 root [1, 2, 3, 4]; 1 {a: 1, b: 2}; 2 {a: 1, b: 2, a: 3} (the same key object twice);
        // 3 {b: 1, b: 2} (two objects of the same text); 4 {a: 1, b: 2};
        // 5 "a", 6 "b", 7 "b", 8 1, 9 2, 10 3 (objects 5 to 10 start at bytes 35, 37, … 45).
        let bytes = BPlist.make([
            [0xA4, 1, 2, 3, 4],
            [0xD2, 5, 6, 8, 9],
            [0xD3, 5, 6, 5, 8, 9, 10],
            [0xD2, 6, 7, 8, 9],
            [0xD2, 5, 6, 8, 9],
            [0x51, 0x61], [0x51, 0x62], [0x51, 0x62],
            [0x10, 1], [0x10, 2], [0x10, 3],
        ])
        let document = try PlistReader().read(Data(bytes), file: "shapes.bplist")
        let records = try #require(document.root.value.arrayValue).map { $0.value.dictionaryValue ?? PlistDictionary() }
        #expect(records.map(\.keys) == [["a", "b"], ["a", "b"], ["b"], ["a", "b"]])
        #expect(records[1]["a"]?.value == .integer(3))
        #expect(records[2]["b"]?.value == .integer(2))
        #expect(document.diagnostics.map(\.description) == [
            "shapes.bplist: warning: [duplicate-key] duplicate key \"a\" (first defined at byte 35); the later value wins (at byte 35)",
            "shapes.bplist: warning: [duplicate-key] duplicate key \"b\" (first defined at byte 37); the later value wins (at byte 39)",
        ])
    }

    /// A string over `maxStringLength` is reported at its opening quote, whose column does not
    /// count the string's own multibyte characters, on the fast path and on the escape path
    /// alike (found by differential testing: the escape path used to subtract them).
    @Test(arguments: [
        ("[\"ééééé\"]", PlistKit.SourceLocation(line: 1, column: 2, offset: 1)),
        ("[\"ééé\\n\"]", PlistKit.SourceLocation(line: 1, column: 2, offset: 1)),
        ("[\"é\", \"😀😀\\t\"]", PlistKit.SourceLocation(line: 1, column: 7, offset: 7)),
        ("[\n \"é\\u00e9é\"]", PlistKit.SourceLocation(line: 2, column: 2, offset: 3)),
        ("{\"😀é\\\"\": 1}", PlistKit.SourceLocation(line: 1, column: 2, offset: 1)),
    ])
    func tooLongStringIsAtItsQuote(_ json: String, _ expected: PlistKit.SourceLocation) throws {
        var options = PlistReader.Options()
        options.format = .json
        options.maxStringLength = 4
        let error = try #require(throws: PlistReadError.self) { try PlistReader(options: options).read(Data(json.utf8)) }
        #expect(error.kind == .limitExceeded)
        #expect(error.message == "string longer than 4 bytes; raise PlistReader.Options.maxStringLength")
        #expect(error.location == expected)
    }
}
