import Foundation
import Testing
@testable import PlistKit

@Suite("Diagnostic output safety: workflow commands, invisible characters, floods, limits")
struct OutputSafetyTests {
    @Test("OutputLine escapes line-leading :: (after any Unicode whitespace) and every ##[", arguments: [
        ("::error title=PWN::x", "\\u{3A}:error title=PWN::x"),
        ("  ::warning::x", "  \\u{3A}:warning::x"),
        ("\u{A0}\u{3000}\t::set-output", "\u{A0}\u{3000}\t\\u{3A}:set-output"),
        ("ok\n::error::a\r::debug::b", "ok\n\\u{3A}:error::a\r\\u{3A}:debug::b"),
        ("a.plist: OK ##[error]x ###[y", "a.plist: OK #\\u{23}[error]x ##\\u{23}[y"),
        ("path::x: error: fine", "path::x: error: fine"),
        (":single", ":single"),
        ("\u{1B}[1;31merror\u{1B}[0m: ::x", "\u{1B}[1;31merror\u{1B}[0m: ::x"),
        ("", ""),
    ])
    func neutralised(input: String, expected: String) {
        #expect(OutputLine.neutralized(input) == expected)
    }

    @Test("UntrustedText escapes non-ASCII whitespace and format characters, keeps CJK", arguments: [
        ("a\u{A0}b", "a\\u{A0}b"),
        ("x\u{2003}\u{3000}y", "x\\u{2003}\\u{3000}y"),
        ("soft\u{AD}hyphen\u{2064}", "soft\\u{AD}hyphen\\u{2064}"),
        ("rtl\u{202E}\u{2067}\u{E0041}", "rtl\\u{202E}\\u{2067}\\u{E0041}"),
        ("filler\u{3164}", "filler\\u{3164}"),
        ("設定 キー 값", "設定 キー 값"),
        ("é ü ß", "é ü ß"),
    ])
    func escapes(input: String, expected: String) {
        #expect(UntrustedText.escaped(input) == expected)
    }

    @Test("a key with format, bidi or non-ASCII whitespace characters is rendered quoted", arguments: [
        ("a\u{200B}b", "[\"a\\u{200B}b\"]"),
        ("evil\u{202E}txt", "[\"evil\\u{202E}txt\"]"),
        ("nb\u{A0}sp", "[\"nb\\u{A0}sp\"]"),
        ("名前", "名前"),
    ])
    func pathKeys(key: String, expected: String) {
        #expect(PlistPath.root.appending(.key(key)).description == expected)
    }

    @Test("a headline whose file name forges a workflow command is neutralised, the name escaped")
    func headline() {
        let d = Diagnostic(severity: .error, rule: "syntax", message: "bad ##[group]", file: "::error title=PWN::a\nb.plist")
        #expect(d.description == "\\u{3A}:error title=PWN::a\\nb.plist: error: [syntax] bad #\\u{23}[group]")
    }
}
