import Foundation
import Testing
@testable import PlistKit

/// The OpenStep reader: CoreFoundation's grammar, values, locations and located errors.
@Suite struct OpenStepReaderTests {
    static func read(_ text: String, options: PlistReader.Options = OpenStepReaderTests.openStep) throws -> PlistDocument {
        try PlistReader(options: options).read(Data(text.utf8))
    }

    static let openStep: PlistReader.Options = {
        var o = PlistReader.Options()
        o.format = .openStep
        return o
    }()

    static func string(_ s: String) -> PlistValue { .string(s) }

    @Test func readsDictionariesArraysDataAndStrings() throws {
        let text = """
        // a comment
        {
            name = "PlistKit"; /* inline */
            list = (a, "b c", 'd',);
            empty = ();
            nothing = {};
            blob = <0fbe 12a3
                    44>;
            path = /usr/local/bin:/opt;
            version = 1.2-beta_$x;
        }
        """
        let document = try Self.read(text)
        #expect(document.format == .openStep)
        #expect(document.root.value == .dictionary(PlistDictionary(entries: [
            .init(key: "name", value: PlistNode(.string("PlistKit"))),
            .init(key: "list", value: PlistNode(.array([PlistNode(.string("a")), PlistNode(.string("b c")), PlistNode(.string("d"))]))),
            .init(key: "empty", value: PlistNode(.array([]))),
            .init(key: "nothing", value: PlistNode(.dictionary(PlistDictionary()))),
            .init(key: "blob", value: PlistNode(.data(Data([0x0F, 0xBE, 0x12, 0xA3, 0x44])))),
            .init(key: "path", value: PlistNode(.string("/usr/local/bin:/opt"))),
            .init(key: "version", value: PlistNode(.string("1.2-beta_$x"))),
        ])))
        #expect(document.diagnostics.isEmpty)
    }

    @Test func everyScalarIsAString() throws {
        let document = try Self.read("(12, -3.5, YES, true, \"12\")")
        #expect(document.root.value == .array(["12", "-3.5", "YES", "true", "12"].map { PlistNode(.string($0)) }))
    }

    @Test func locatesNodesAndKeys() throws {
        let document = try Self.read("{\n  title = \"x\";\n  items = ( a,\n    <00> );\n}")
        let dict = try #require(document.root.value.dictionaryValue)
        #expect(document.root.location == SourceLocation(line: 1, column: 1, offset: 0))
        let title = try #require(dict.entry(forKey: "title"))
        #expect(title.keyLocation == SourceLocation(line: 2, column: 3, offset: 4))
        #expect(title.value.location == SourceLocation(line: 2, column: 11, offset: 12))
        let items = try #require(dict.entry(forKey: "items")?.value)
        #expect(items.location == SourceLocation(line: 3, column: 11, offset: 27))
        let elements = try #require(items.value.arrayValue)
        #expect(elements[0].location == SourceLocation(line: 3, column: 13, offset: 29))
        #expect(elements[1].location == SourceLocation(line: 4, column: 5, offset: 36))
    }

    @Test func columnsCountScalarsAndCRLF() throws {
        let document = try Self.read("{ \"é😀\" = x;\r\n  k = y; }")
        let dict = try #require(document.root.value.dictionaryValue)
        #expect(dict.entry(forKey: "é😀")?.value.location == SourceLocation(line: 1, column: 10, offset: 13))
        #expect(dict.entry(forKey: "k")?.keyLocation == SourceLocation(line: 2, column: 3, offset: 19))
    }

    struct EscapeCase: Sendable, CustomTestStringConvertible {
        let source: String
        let value: String
        var testDescription: String { source }
    }

    static let escapes: [EscapeCase] = [
        .init(source: #""a\nb\tc\rd""#, value: "a\nb\tc\rd"),
        // CoreFoundation's getSlashedChar: \a \b \f \v are BEL, BS, FF, VT. swift-foundation's
        // port reads \f as U+0012 and \v as U+0011; PlistKit follows CF.
        .init(source: #""\a\b\f\v""#, value: "\u{7}\u{8}\u{C}\u{B}"),
        .init(source: #""q\"q\\q\'q\xq""#, value: "q\"q\\q'q" + "xq"),
        .init(source: #"'it\'s "x"'"#, value: "it's \"x\""),
        .init(source: #""\U00e9\U4E2D\U41""#, value: "é中A"),
        .init(source: #""\UD83D\UDE00""#, value: "😀"),
        .init(source: #""\Uzz""#, value: "\u{0}zz"),
        .init(source: #""\101\0\1015""#, value: "A\u{0}A5"),
        // Octal above \177 is a NeXTSTEP Latin byte (CF's kCFStringEncodingNextStepLatin):
        // \351 is Ø, \200 a no-break space; \376, \377 and \777 (kept in a byte) have none: U+0000.
        .init(source: #""\351\200\376\777""#, value: "Ø\u{A0}\u{0}\u{0}"),
        .init(source: "\"line\\\nnext\"", value: "line\nnext"),
        .init(source: "\"raw\ttab\nline\"", value: "raw\ttab\nline"),
    ]

    @Test(arguments: escapes)
    func readsEscapes(_ c: EscapeCase) throws {
        #expect(try Self.read(c.source).root.value == .string(c.value))
    }

    @Test func tabInsideDataFollowsCoreFoundation() throws {
        // CF's getDataBytes skips a tab between digit pairs; swift-foundation's port rejects it.
        #expect(try Self.read("<0f\tbe\r\n12>").root.value == .data(Data([0x0F, 0xBE, 0x12])))
    }

    @Test func readsTheKeyShortcutAndStringsFiles() throws {
        let strings = """
        /* Title of the window */
        "title" = "Hello";
        "ok";
        cancel = "Annuler";
        "nested" = { a = (1, 2); };
        """
        let document = try Self.read(strings)
        #expect(document.root.value == .dictionary(PlistDictionary(entries: [
            .init(key: "title", value: PlistNode(.string("Hello"))),
            .init(key: "ok", value: PlistNode(.string("ok"))),
            .init(key: "cancel", value: PlistNode(.string("Annuler"))),
            .init(key: "nested", value: PlistNode(.dictionary(PlistDictionary(entries: [
                .init(key: "a", value: PlistNode(.array([PlistNode(.string("1")), PlistNode(.string("2"))]))),
            ])))),
        ])))
        let dict = try #require(document.root.value.dictionaryValue)
        #expect(dict.entry(forKey: "ok")?.keyLocation == SourceLocation(line: 3, column: 1, offset: 45))
        #expect(dict.entry(forKey: "ok")?.value.location == SourceLocation(line: 3, column: 1, offset: 45))
        #expect(try Self.read("{ a; }").root.value == .dictionary(PlistDictionary(entries: [.init(key: "a", value: PlistNode(.string("a")))])))
    }

    @Test func emptyInputRules() throws {
        // CoreFoundation: whitespace or comments alone are an empty dictionary; zero bytes fail.
        #expect(try Self.read("  \n// nothing\n/* here */ ").root.value == .dictionary(PlistDictionary()))
        #expect(throws: PlistReadError(.emptyFile, "file is empty")) { try Self.read("") }
        #expect(try Self.read("\"only\"").root.value == .string("only"))
        #expect(try Self.read("bare").root.value == .string("bare"))
    }

    @Test func readsGNUstepTypedValues() throws {
        let document = try Self.read("(<*I-12>, <*I18446744073709551615>, <*R1.5>, <*BY>, <*BN>, <*D2024-05-01 12:00:00 +0200>)")
        #expect(document.root.value == .array([
            PlistNode(.integer(-12)), PlistNode(.integer(PlistInteger(exactly: UInt64.max)!)), PlistNode(.real(1.5)),
            PlistNode(.bool(true)), PlistNode(.bool(false)),
            PlistNode(.date(Date(timeIntervalSince1970: 1_714_557_600))),
        ]))
    }

    /// The bounds GNUstep keeps: zones up to 18 hours either way, years from 0001.
    @Test func gnustepDateBounds() throws {
        let document = try Self.read("(<*D2024-05-01 12:00:00 +1800>, <*D2024-05-01 12:00:00 -1800>, <*D0001-01-01 00:00:00 +0000>)")
        #expect(document.root.value == .array([
            PlistNode(.date(Date(timeIntervalSince1970: 1_714_564_800 - 64_800))),
            PlistNode(.date(Date(timeIntervalSince1970: 1_714_564_800 + 64_800))),
            PlistNode(.date(Date(timeIntervalSince1970: -62_135_596_800))),
        ]))
    }

    @Test func duplicateKeysWarnLikeJSON() throws {
        let document = try Self.read("\"a\" = \"1\";\n\"b\" = \"2\";\n\"a\" = \"3\";\n")
        #expect(document.root.value == .dictionary(PlistDictionary(entries: [
            .init(key: "a", value: PlistNode(.string("3"))), .init(key: "b", value: PlistNode(.string("2"))),
        ])))
        #expect(document.diagnostics.map(\.description) == [#"<input>:3:1: warning: [duplicate-key] duplicate key "a" (first defined at 1:1); the later value wins"#])
        #expect(document.diagnostics.first?.related.map(\.description) == [#"<input>:1:1: note: first definition of "a""#])
        var options = Self.openStep
        options.duplicateKeys = .error
        #expect(throws: PlistReadError.self) { try Self.read("{a=1;a=2;}", options: options) }
        let json = try PlistReader().read(Data(#"{"a": "1", "a": "3"}"#.utf8))
        #expect(json.diagnostics.map(\.description) == [#"<input>:1:12: warning: [duplicate-key] duplicate key "a" (first defined at 1:2); the later value wins"#])
    }

    struct ErrorCase: Sendable, CustomTestStringConvertible {
        let source: String
        let expected: String
        var testDescription: String { expected }
        init(_ source: String, _ expected: String) { self.source = source; self.expected = expected }
    }

    static let errors: [ErrorCase] = [
        .init("{\n  a = b;\n  title = \"unterminated;\n}", "4:2: error: [syntax] unterminated quoted string opened at 3:11"),
        .init("{\n  title = \"x\"\n  other = y;\n}", "3:3: error: [syntax] missing \";\" after the value of \"title\", found \"o\""),
        .init("{ a = (1, 2 }", "1:13: error: [syntax] expected \",\" or \")\" after an array element, found \"}\""),
        .init("(a, b", "1:6: error: [syntax] unterminated array opened at 1:1"),
        .init("{ a = b;", "1:9: error: [syntax] unterminated dictionary opened at 1:1"),
        .init("{ a = b; ( }", "1:10: error: [syntax] expected a key (a quoted or unquoted string) or \"}\", found \"(\""),
        .init("{ a : b; }", "1:5: error: [syntax] expected \"=\" or \";\" after the key \"a\", found \":\""),
        .init("(a,,b)", "1:4: error: [syntax] expected a value, found \",\""),
        .init("(,)", "1:2: error: [syntax] expected a value, found \",\""),
        .init("{ a = ; }", "1:7: error: [syntax] expected a value, found \";\""),
        .init("(a) junk", "1:5: error: [syntax] extra data after the property list, found \"j\""),
        .init("\"a\" = \"b\"; @", "1:12: error: [syntax] expected a key (a quoted or unquoted string), found \"@\""),
        .init("\"a\" = ", "1:7: error: [syntax] expected a value for the key \"a\", found the end of the file"),
        .init("<0f b>", "1:5: error: [syntax] hex digit \"b\" has no second digit (data bytes are pairs of hex digits)"),
        .init("<0f 1 2>", "1:5: error: [syntax] hex digit \"1\" has no second digit (data bytes are pairs of hex digits)"),
        .init("<0fzz>", "1:4: error: [syntax] \"z\" in data opened at 1:1; expected hex digits, whitespace or \">\""),
        .init("<0f", "1:4: error: [syntax] unterminated data opened at 1:1"),
        .init("{ a = b; } /* open", "1:19: error: [syntax] unterminated comment opened at 1:12"),
        .init("\"\\UD83Dx\"", "1:2: error: [invalid-string] \\UD83D is half of a UTF-16 surrogate pair and has no other half"),
        .init("<*Iabc>", "1:1: error: [invalid-integer] \"abc\" is not an integer (GNUstep <*I…>)"),
        .init("<*BT>", "1:1: error: [invalid-boolean] \"T\" is not a boolean; GNUstep writes <*BY> or <*BN>"),
        .init("<*D2024-02-30 00:00:00 +0000>", "1:1: error: [invalid-date] \"2024-02-30 00:00:00 +0000\" is not a date; GNUstep writes <*DYYYY-MM-DD HH:MM:SS +HHMM>"),
        // GNUstep's NSTimeZone has no zone beyond 18 hours (it would read the date in the local
        // zone), and its %Y writes 0000 for every year before 1: both refused, saying why.
        .init("<*D2024-05-01 12:00:00 +9900>", "1:1: error: [invalid-date] \"2024-05-01 12:00:00 +9900\" is not a date; the zone offset +9900 is more than 18 hours, which no time zone has (GNUstep ignores it and reads the date in the local time zone)"),
        .init("<*D2024-05-01 12:00:00 -1801>", "1:1: error: [invalid-date] \"2024-05-01 12:00:00 -1801\" is not a date; the zone offset -1801 is more than 18 hours, which no time zone has (GNUstep ignores it and reads the date in the local time zone)"),
        .init("<*D0000-01-02 00:00:00 +0000>", "1:1: error: [invalid-date] \"0000-01-02 00:00:00 +0000\" is not a date; GNUstep writes year 0000 for every year before 1, so the date it stood for is unknown"),
        .init("<*X1>", "1:1: error: [syntax] unknown typed value <*X1>; GNUstep's types are <*I…>, <*R…>, <*B…> and <*D…>"),
        .init("<*I1", "1:5: error: [syntax] unterminated typed value opened at 1:1"),
        .init("{ \"k\" = é; }", "1:9: error: [syntax] expected a value, found \"é\""),
    ]

    @Test(arguments: errors)
    func reportsLocatedErrors(_ c: ErrorCase) {
        do {
            let document = try Self.read(c.source)
            Issue.record("read \(document.root.value) instead of failing")
        } catch let error as PlistReadError {
            #expect(error.description == "<input>:" + c.expected)
        } catch {
            Issue.record(error)
        }
    }

    @Test func errorsCarryTheKeyPath() throws {
        do {
            _ = try Self.read("{ outer = { list = (a, \"open); }; }")
            Issue.record("no error")
        } catch let error as PlistReadError {
            #expect(error.keyPath == "outer.list[1]")
        }
    }

    @Test func invalidUTF8IsLocated() throws {
        do {
            _ = try PlistReader(options: Self.openStep).read(Data([0x7B, 0x20, 0x61, 0x20, 0x3D, 0x20, 0x22, 0xC3, 0x28, 0x22, 0x3B, 0x7D]))
            Issue.record("no error")
        } catch let error as PlistReadError {
            #expect(error.description == "<input>:1:8: error: [invalid-encoding] an invalid UTF-8 sequence starting with byte 0xC3 at byte offset 7; OpenStep text must be UTF-8 or UTF-16")
        }
    }
}
