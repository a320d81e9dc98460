import Foundation
import Testing
@testable import PlistKit

/// The field cases of `Fixtures/Cases/` (copied from the shared case folders), read by the XML
/// reader: exact values, locations and exact error text.
@Suite struct XMLCaseTests {
    static let c001 = "Cases/001-xml-integer-lexical-forms/"
    static let c002 = "Cases/002-xml-integer-64bit-range/"
    static let c004 = "Cases/004-xml-data-base64-whitespace-and-empty/"
    static let c005 = "Cases/005-xml-date-strict-utc/"
    static let c008 = "Cases/008-xml-prolog-variants/"
    static let c009 = "Cases/009-xml-unknown-and-misplaced-elements/"
    static let c011 = "Cases/011-xml-dict-key-scoping/"
    static let c012 = "Cases/012-lint-key-in-value-position/"
    static let c014 = "Cases/014-lint-multi-file-exit-codes/"
    static let c017 = "Cases/017-security-xml-entity-declarations/"
    static let c018 = "Cases/018-security-deep-nesting/"

    /// Every invalid form and the exact headline of its error.
    static let invalid: [(String, String)] = [
        (c001 + "bad-whitespace.plist",
         "bad-whitespace.plist:5:2: error: [invalid-integer] invalid integer \" 42 \": unexpected character ' ' (space)"),
        (c001 + "bad-empty-idref.plist",
         "bad-empty-idref.plist:7:3: error: [invalid-integer] empty <integer> (IDREF=\"2\" is an IOKit back-reference, which property lists do not resolve)"),
        (c002 + "bad-overflow.plist",
         "bad-overflow.plist:6:2: error: [invalid-integer] integer overflow: \"18446744073709551616\" is above 18446744073709551615, the largest plist integer"),
        (c002 + "bad-underflow.plist",
         "bad-underflow.plist:5:2: error: [invalid-integer] integer underflow: \"-9223372036854775809\" is below -9223372036854775808, the smallest plist integer"),
        (c004 + "bad-alphabet.plist",
         "bad-alphabet.plist:6:12: error: [invalid-data] invalid base64 character '*' in <data>"),
        (c005 + "bad-fraction.plist",
         "bad-fraction.plist:6:2: error: [invalid-date] invalid <date> \"2014-02-23T09:21:06.034Z\": expected YYYY-MM-DDTHH:MM:SSZ (UTC)"),
        (c005 + "bad-offset.plist",
         "bad-offset.plist:6:2: error: [invalid-date] invalid <date> \"2016-11-09T23:25:56+00:00\": expected YYYY-MM-DDTHH:MM:SSZ (UTC)"),
        (c005 + "bad-no-zone.plist",
         "bad-no-zone.plist:6:2: error: [invalid-date] invalid <date> \"2016-04-06T10:16:17\": expected YYYY-MM-DDTHH:MM:SSZ (UTC)"),
        (c005 + "bad-date-only.plist",
         "bad-date-only.plist:6:2: error: [invalid-date] invalid <date> \"2016-04-06\": expected YYYY-MM-DDTHH:MM:SSZ (UTC)"),
        (c008 + "bad-stray-text.plist",
         "bad-stray-text.plist:3:1: error: [syntax] text outside the root element: \"test\"; expected <plist>"),
        (c008 + "bad-trailing-content.plist",
         "bad-trailing-content.plist:9:1: error: [content-after-root] extra content after the end of the document"),
        (c008 + "bad-two-values.plist",
         "bad-two-values.plist:5:1: error: [multiple-values] <plist> may contain only one value"),
        (c009 + "input.plist",
         "input.plist:8:2: error: [unknown-element] unknown element <int>"),
        (c009 + "bad-bool-content.plist",
         "bad-bool-content.plist:6:2: error: [invalid-boolean] <false> must be empty"),
        (c009 + "bad-key-outside-dict.plist",
         "bad-key-outside-dict.plist:5:2: error: [misplaced-element] <key> outside <dict>"),
        (c012 + "consecutive-keys.plist",
         "consecutive-keys.plist:6:2: error: [missing-value] key \"files\" (line 5) has no value: found <key>diagnostics</key> where a value was expected"),
        (c012 + "key-as-value.plist",
         "key-as-value.plist:6:2: error: [missing-value] key \"com.example.allowed\" (line 5) has no value: found <key>true</key> where a value was expected"),
        (c012 + "trailing-key.plist",
         "trailing-key.plist:5:4: error: [missing-value] value missing for key \"a\" (line 5): the <dict> ends at line 6"),
        (c014 + "b-bad.plist",
         "b-bad.plist:7:1: error: [syntax] end tag </dict> does not match <string> opened at line 6"),
        (c017 + "billion-laughs.plist",
         "billion-laughs.plist:3: error: [entity-declaration] entity declarations are not allowed in property lists (<!ENTITY a>)"),
        (c017 + "external-entity.plist",
         "external-entity.plist:3: error: [entity-declaration] entity declarations are not allowed in property lists (<!ENTITY secret>)"),
        (c017 + "undeclared-entity.plist",
         "undeclared-entity.plist:4:9: error: [undefined-entity] undefined entity &nbsp; (only &amp; &lt; &gt; &quot; &apos; and character references are allowed)"),
        (c018 + "deep-513.plist",
         "deep-513.plist:1:3606: error: [limit-exceeded] nesting too deep (limit 512); raise PlistReader.Options.maxDepth"),
    ]

    @Test(arguments: invalid)
    func invalidFormFailsWithExactMessage(path: String, expected: String) {
        #expect(XMLTest.error(path)?.description == expected)
    }

    @Test func keyPathsOfErrors() {
        #expect(XMLTest.error(Self.c001 + "bad-empty-idref.plist")?.keyPath == "UIDeviceFamily[0]")
        #expect(XMLTest.error(Self.c012 + "consecutive-keys.plist")?.keyPath == "files")
        #expect(XMLTest.error(Self.c014 + "b-bad.plist")?.keyPath == "CFBundleName")
    }

    @Test func tagMismatchNamesTheOpenTagLine() throws {
        let error = try #require(XMLTest.error(Self.c014 + "b-bad.plist"))
        #expect(error.related.map(\.description) == ["b-bad.plist:6:2: note: <string> opened here"])
    }

    @Test func integerLexicalForms() throws {
        let doc = try XMLTest.read(Self.c001 + "input.plist")
        let expected: PlistValue = ["BinaryOrderPreference": 16777228, "UpperHex": 31, "NegativeHex": -16,
                                    "LeadingZero": 10, "PlusSign": 7]
        #expect(doc.root.value == expected)
        #expect(doc.format == .xml)
        #expect(doc.diagnostics.isEmpty)
        let dict = try #require(doc.root.value.dictionaryValue)
        #expect(dict.entries.map(\.keyLocation) == [5, 7, 9, 11, 13].map { SourceLocation(line: $0, column: 2, offset: locationOffset(doc, $0)) })
        #expect(dict["NegativeHex"]?.location.line == 10)
        #expect(dict["NegativeHex"]?.location.column == 2)
        #expect(doc.root.location == SourceLocation(line: 4, column: 1, offset: 164))
    }

    /// The byte offset of the tab-indented tag on `line` of the 001 input.
    private func locationOffset(_ doc: PlistDocument, _ line: Int) -> Int {
        let text = (try? Fixtures.data(Self.c001 + "input.plist")) ?? Data()
        var l = 1
        for (i, b) in text.enumerated() {
            if l == line { return i + 1 }
            if b == 0x0A { l += 1 }
        }
        return -1
    }

    @Test func integersKeepTheWhole64BitRange() throws {
        let dict = try #require(try XMLTest.read(Self.c002 + "input.plist").root.value.dictionaryValue)
        #expect(dict["UInt64Max"]?.value == .integer(PlistInteger(UInt64.max)))
        #expect(dict["MinusOne"]?.value == .integer(PlistInteger(Int64(-1))))
        #expect(dict["Int64Max"]?.value == .integer(PlistInteger(Int64.max)))
        #expect(dict["Int64Min"]?.value == .integer(PlistInteger(Int64.min)))
        #expect(dict["Int64MaxPlusOne"]?.value == .integer(PlistInteger(UInt64(Int64.max) + 1)))
        #expect(dict["UInt64Max"]?.value.integerValue?.description == "18446744073709551615")
        #expect(dict["MinusOne"]?.value.integerValue?.description == "-1")
    }

    @Test func dataWithWhitespaceUnpaddedAndEmpty() throws {
        let doc = try XMLTest.read(Self.c004 + "input.plist")
        let dict = try #require(doc.root.value.dictionaryValue)
        #expect(dict["Token"]?.value == .data(Data((0..<96).map { UInt8($0) })))
        #expect(dict["Unpadded"]?.value == .data(Data([0, 1, 2, 3, 4])))
        #expect(dict["EmptyPair"]?.value == .data(Data()))
        #expect(dict["EmptySelfClosing"]?.value == .data(Data()))
        #expect(doc.diagnostics.map(\.description) == [
            "input.plist:12:2: warning: [unpadded-base64] base64 in <data> is not padded to a multiple of 4; Apple's parser keeps only 3 of 5 bytes",
            "input.plist:16:2: warning: [self-closing-data] <data/> is rejected by Apple's parser; write <data></data>",
        ])
        #expect(doc.diagnostics.map(\.keyPath) == ["Unpadded", "EmptySelfClosing"])
    }

    @Test func datesAreUTCInstants() throws {
        let dict = try #require(try XMLTest.read(Self.c005 + "input.plist").root.value.dictionaryValue)
        #expect(dict["Last Backup Date"]?.value == .date(Date(timeIntervalSince1970: 1_459_937_777)))
        #expect(dict["Birthday"]?.value == .date(Date(timeIntervalSince1970: -1_227_067_200)))
        #expect(dict["CocoaEpoch"]?.value == .date(Date(timeIntervalSinceReferenceDate: 0)))
        #expect(dict["Birthday"]?.value.dateValue?.timeIntervalSinceReferenceDate == -2_205_374_400)
    }

    static let labelOnly: PlistValue = ["Label": "com.example.agent"]

    @Test(arguments: ["ok-bare.plist", "ok-old-doctype-no-decl.plist", "warn-leading-whitespace.plist"])
    func prologVariantsRead(file: String) throws {
        let doc = try XMLTest.read(Self.c008 + file)
        #expect(doc.root.value == Self.labelOnly)
        let expectedFindings = file.hasPrefix("warn")
            ? ["warn-leading-whitespace.plist:4:1: warning: [leading-whitespace] whitespace before the XML declaration (strict XML parsers reject the file)"]
            : []
        #expect(doc.diagnostics.map(\.description) == expectedFindings)
    }

    @Test func locationsAfterStrippedWhitespaceCountTheStrippedLines() throws {
        let doc = try XMLTest.read(Self.c008 + "warn-leading-whitespace.plist")
        let entry = try #require(doc.root.value.dictionaryValue?.entries.first)
        #expect(entry.keyLocation == SourceLocation(line: 8, column: 2, offset: 178))
        #expect(entry.value.location == SourceLocation(line: 9, column: 2, offset: 196))
        #expect(doc.root.location.line == 7)
    }

    @Test func bareSingleLineLocations() throws {
        let doc = try XMLTest.read(Self.c008 + "ok-bare.plist")
        let entry = try #require(doc.root.value.dictionaryValue?.entries.first)
        #expect(doc.root.location == SourceLocation(line: 1, column: 8, offset: 7))
        #expect(entry.keyLocation == SourceLocation(line: 1, column: 14, offset: 13))
        #expect(entry.value.location == SourceLocation(line: 1, column: 30, offset: 29))
    }

    @Test func duplicateKeysLastWinsWithAWarning() throws {
        let doc = try XMLTest.read(Self.c011 + "duplicate-keys.plist")
        #expect(doc.root.value == ["Label": "com.example.daemon", "password": "second-value", "ThrottleInterval": 5])
        #expect(doc.root.value.dictionaryValue?.keys == ["Label", "password", "ThrottleInterval"])
        #expect(doc.diagnostics.map(\.description) == [
            "duplicate-keys.plist:11:2: warning: [duplicate-key] duplicate key \"password\" (first defined at 7:2); the later value wins",
        ])
        #expect(doc.diagnostics.first?.related.map(\.description) == ["duplicate-keys.plist:7:2: note: first definition of \"password\""])
    }

    @Test func duplicateKeysAreAnErrorWhenAsked() {
        var options = PlistReader.Options()
        options.duplicateKeys = .error
        #expect(XMLTest.error(Self.c011 + "duplicate-keys.plist", options: options)?.description ==
            "duplicate-keys.plist:11:2: error: [duplicate-key] duplicate key \"password\" (first defined at 7:2)")
    }

    @Test func nestedKeysStayInTheirDict() throws {
        let doc = try XMLTest.read(Self.c011 + "nested-shadowing.plist")
        #expect(doc.root.value == ["DeviceName": "outer",
                                   "Properties": ["DeviceName": "inner", "SerialNumber": "PLACEHOLDER-0001"],
                                   "Items": [["Kind": "a"]]])
        #expect(doc.diagnostics.isEmpty)
        let inner = try #require(doc.root.value.dictionaryValue?["Properties"]?.value.dictionaryValue)
        #expect(inner.entries.map(\.keyLocation.line) == [9, 11])
        #expect(inner.entries.map(\.keyLocation.column) == [3, 3])
    }

    @Test func depth512IsAcceptedAnd100NestedDictsRead() throws {
        var node = try XMLTest.read(Self.c018 + "deep-512.plist").root
        var depth = 0
        while case .array(let children) = node.value, let first = children.first { node = first; depth += 1 }
        #expect(depth == 511)
        #expect(node.value == .array([]))

        var leaf = try XMLTest.read(Self.c018 + "ok-depth-100.plist").root
        var keys = 0
        while case .dictionary(let d) = leaf.value, let next = d["k"] { leaf = next; keys += 1 }
        #expect(keys == 100)
        #expect(leaf.value == "leaf")
    }

    @Test func depthLimitIsAnOption() {
        var options = PlistReader.Options()
        options.maxDepth = 256
        #expect(XMLTest.error(Self.c018 + "deep-512.plist", options: options)?.description ==
            "deep-512.plist:1:1814: error: [limit-exceeded] nesting too deep (limit 256); raise PlistReader.Options.maxDepth")
    }
}
