import Foundation
import Testing
@testable import PlistKit

/// The source excerpt under a diagnostic shows the line its line number and column mean
/// (hostile review): lines end at a line feed only, as ``SourceLocation`` counts them, so a
/// lone CR is shown escaped inside the line and the caret stays under the column; a column
/// past the first 200 bytes of a line is shown after `…`; UTF-16 input is shown decoded.
@Suite struct RendererLineEndTests {
    /// The error reading `bytes` as `t.plist`, rendered with its source.
    static func rendered(_ bytes: [UInt8]) -> String {
        do {
            _ = try PlistReader().read(Data(bytes), file: "t.plist")
            return "no error"
        } catch let e as PlistReadError {
            return DiagnosticRenderer().render(e.diagnostic, source: bytes)
        } catch {
            return "\(error)"
        }
    }

    /// Was: the line after the last CR (`<key>b</key>`) with the caret 28 columns to its right.
    @Test func loneCRIsPartOfTheLine() {
        let source = Array("<plist>\r<dict>\r<key>a</key>\r<key>b</key>\r</dict>\r</plist>\r".utf8)
        #expect(Self.rendered(source) == """
            t.plist:1:29: error: [missing-value] key "a" (line 1) has no value: found <key>b</key> where a value was expected
            <plist>\\r<dict>\\r<key>a</key>\\r<key>b</key>\\r</dict>\\r</plist>\\r
                                           ^

            """)
    }

    /// A libxml2 error has a line and column but no offset. Was: the text up to the CR
    /// (`<?xml … ?>`) with the caret after its end.
    @Test func libxml2ErrorAfterACRIsUnderItsColumn() {
        let source = Array("<?xml version=\"1.0\" ?>\r\t<plist><string>&bogus;</string></plist>".utf8)
        #expect(Self.rendered(source) == """
            t.plist:1:40: error: [undefined-entity] undefined entity &bogus; (only &amp; &lt; &gt; &quot; &apos; and character references are allowed)
            <?xml version="1.0" ?>\\r\t<plist><string>&bogus;</string></plist>
                                    \t               ^

            """)
    }

    @Test func crlfLineShowsNoCR() {
        let source = Array("<plist>\r\n<dict>\r\n\t<key>a</key>\r\n\t<key>b</key>\r\n</dict>\r\n</plist>\r\n".utf8)
        #expect(Self.rendered(source) == """
            t.plist:4:2: error: [missing-value] key "a" (line 3) has no value: found <key>b</key> where a value was expected
            \t<key>b</key>
            \t^

            """)
    }

    /// Was: the first 200 bytes of the line, the caret after them (under `<strin`).
    @Test func columnPast200BytesIsShownAfterEllipsis() {
        let source = Array(("<plist><array>" + String(repeating: "<string>a</string>", count: 30) + "<key>x</key></array></plist>").utf8)
        #expect(Self.rendered(source) == """
            t.plist:1:555: error: [misplaced-element] <key> outside <dict>
            …ing><string>a</string><string>a</string><key>x</key></array></plist>
                                                     ^

            """)
    }

    /// The same past 200 characters without an offset (a libxml2 error).
    @Test func libxml2ColumnPast200BytesIsShownAfterEllipsis() {
        let source = Array(("<plist><array>" + String(repeating: "<string>é</string>", count: 30) + "<string>&zz;</string></array></plist>").utf8)
        #expect(Self.rendered(source) == """
            t.plist:1:563: error: [undefined-entity] undefined entity &zz; (only &amp; &lt; &gt; &quot; &apos; and character references are allowed)
            …g>é</string><string>é</string><string>&zz;</string></array></plist>
                                                   ^

            """)
    }

    static func utf16(_ text: String, bigEndian: Bool, bom: Bool) -> [UInt8] {
        var out: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for u in text.utf16 { out += bigEndian ? [UInt8(u >> 8), UInt8(u & 0xFF)] : [UInt8(u & 0xFF), UInt8(u >> 8)] }
        return out
    }

    /// Was: the bytes as UTF-8, `\u{0}` between the characters.
    @Test(arguments: [(false, true), (true, true), (true, false), (false, false)])
    func utf16IsShownDecoded(_ bigEndian: Bool, _ bom: Bool) {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\r\n<plist>\r\n<dict>\r\n\t<key>é😀</key>\r\n\t<key>b</key>\r\n</dict>\r\n</plist>\r\n"
        #expect(Self.rendered(Self.utf16(text, bigEndian: bigEndian, bom: bom)) == """
            t.plist:5:2: error: [missing-value] key "é😀" (line 4) has no value: found <key>b</key> where a value was expected
            \t<key>b</key>
            \t^

            """)
        let libxml2Error = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<plist><string>é😀&zz;</string></plist>"
        #expect(Self.rendered(Self.utf16(libxml2Error, bigEndian: bigEndian, bom: bom)) == """
            t.plist:2:18: error: [undefined-entity] undefined entity &zz; (only &amp; &lt; &gt; &quot; &apos; and character references are allowed)
            <plist><string>é😀&zz;</string></plist>
                             ^

            """)
    }
}

/// JSON ends a line at a lone CR too (RFC 8259 whitespace): its excerpts start there.
@Suite struct RendererJSONLineEndTests {
    @Test func jsonLineAfterALoneCR() {
        let source = Array("{\r\"a\": 1,\r\"b\": tru\r}".utf8)
        #expect(RendererLineEndTests.rendered(source) == """
            t.plist:3:6: error: [syntax] invalid value "tru"
            "b": tru\\r}
                 ^

            """)
    }

    /// The byte-order mark is not part of line 1 (was shown as `\\u{FEFF}`, the caret one
    /// column short).
    @Test func bomIsNotShown() {
        let source: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("<plist><dict><key>a</key><key>b</key></dict></plist>".utf8)
        #expect(RendererLineEndTests.rendered(source) == """
            t.plist:1:26: error: [missing-value] key "a" (line 1) has no value: found <key>b</key> where a value was expected
            <plist><dict><key>a</key><key>b</key></dict></plist>
                                     ^

            """)
    }
}
