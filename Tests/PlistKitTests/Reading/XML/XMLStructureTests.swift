import Foundation
import Testing
@testable import PlistKit
import PlistTestSupport

/// The PropertyList-1.0 grammar, XML forms (comments, CDATA, references), limits and
/// concurrency of the XML reader, on inline documents whose body starts at line 2.
@Suite struct XMLStructureTests {
    @Test func xmlFormsRead() throws {
        let doc = try XMLTest.read("XML/forms.plist")
        let items = try #require(doc.root.value.arrayValue)
        #expect(items.count == 11)
        #expect(items[0].value == "a & b <c> ☺ 😀 😀<raw & text>")
        #expect(items[1].value == "多行")
        #expect(items[1].location == SourceLocation(line: 8, column: 2, offset: 236))
        #expect(items[2].value == true)
        #expect(items[2].location == SourceLocation(line: 10, column: 2, offset: 273))
        #expect(items[3].value == false)
        #expect(items[3].location == SourceLocation(line: 10, column: 9, offset: 280))
        #expect(items[4].value == "")
        #expect(items[5].value == [])
        #expect(items[6].value == .dictionary(PlistDictionary()))
        #expect(items[7].value == -1500.0)
        #expect(items[7].literal == "-1.5e3")
        #expect(items[8].value == .real(.infinity))
        #expect(items[9].value.realValue?.isNaN == true)
        #expect(items[10].value == 0.0)
        #expect(doc.diagnostics.map(\.description) == [
            "forms.plist:17:2: warning: [real-underflow] <real> \"1e-999999\" is too small for a Double and reads as 0",
        ])
    }

    /// Body (wrapped in `<plist>` at line 1) → exact error headline.
    static let grammarErrors: [(String, String)] = [
        ("<int>3</int>", "t.plist:2:1: error: [unknown-element] unknown element <int>"),
        ("<array><xi:include xmlns:xi=\"http://www.w3.org/2001/XInclude\" href=\"/etc/passwd\"/></array>",
         "t.plist:2:8: error: [unknown-element] unknown element <xi:include>"),
        ("<array><x:y/></array>", "t.plist:2:8: error: [unknown-element] unknown element <x:y>"),
        ("<array><" + String(repeating: "n", count: 200) + "/></array>",
         "t.plist:2:8: error: [unknown-element] unknown element <" + String(repeating: "n", count: 80) + "…>"),
        ("<key>a</key>", "t.plist:2:1: error: [misplaced-element] <key> outside <dict>"),
        ("<dict><string>v</string></dict>", "t.plist:2:7: error: [value-without-key] found <string> in <dict> where a <key> was expected"),
        ("<dict><key><string>x</string></key><true/></dict>",
         "t.plist:2:12: error: [misplaced-element] <key> cannot contain elements; found <string> inside it"),
        ("<string>a<true/>b</string>", "t.plist:2:10: error: [misplaced-element] <string> cannot contain elements; found <true> inside it"),
        ("<true>yes</true>", "t.plist:2:1: error: [invalid-boolean] <true> must be empty"),
        ("<true><false/></true>", "t.plist:2:1: error: [invalid-boolean] <true> must be empty"),
        ("<true> </true>", "t.plist:2:1: error: [invalid-boolean] <true> must be empty"),
        ("<array><plist/></array>", "t.plist:2:8: error: [misplaced-element] <plist> is allowed only as the root element"),
        ("<array>text</array>", "t.plist:2:8: error: [unexpected-text] unexpected text \"text\" in <array>"),
        ("<dict>\n  <key>a</key> x <true/></dict>", "t.plist:3:16: error: [unexpected-text] unexpected text \"x \" in <dict>"),
        ("<integer></integer>", "t.plist:2:1: error: [invalid-integer] empty <integer>"),
        ("<array><integer IDREF=\"1\">5</integer><integer/></array>", "t.plist:2:38: error: [invalid-integer] empty <integer>"),
        ("<integer>٤٢</integer>", "t.plist:2:1: error: [invalid-integer] invalid integer \"٤٢\": unexpected character '٤' (U+0664)"),
        ("<integer>1.5</integer>", "t.plist:2:1: error: [invalid-integer] invalid integer \"1.5\": unexpected character '.'"),
        ("<integer>-</integer>", "t.plist:2:1: error: [invalid-integer] invalid integer \"-\": no digits"),
        ("<real>1e309</real>", "t.plist:2:1: error: [invalid-real] real out of range: \"1e309\" is beyond ±1.7976931348623157e308"),
        ("<real>0x1p3</real>", "t.plist:2:1: error: [invalid-real] invalid real \"0x1p3\""),
        ("<real/>", "t.plist:2:1: error: [invalid-real] empty <real>"),
        ("<date></date>", "t.plist:2:1: error: [invalid-date] empty <date>"),
        ("<date>2024-02-30T00:00:00Z</date>", "t.plist:2:1: error: [invalid-date] invalid <date> \"2024-02-30T00:00:00Z\": day 30 is out of range; Apple's parser rolls it over to 2024-03-01T00:00:00Z"),
        ("<data>QUJD€REVG</data>", "t.plist:2:11: error: [invalid-data] invalid base64 character '€' (U+20AC) in <data>"),
        ("<data>\n\tQUJD\n\tQU*D\n</data>", "t.plist:4:4: error: [invalid-data] invalid base64 character '*' in <data>"),
        ("<data>QUJD=A==</data>",
         "t.plist:2:11: error: [invalid-data] invalid base64 padding in <data>: '=' may only end the last group of four characters"),
        ("<data>====</data>",
         "t.plist:2:7: error: [invalid-data] invalid base64 padding in <data>: '=' may only end the last group of four characters"),
        ("<data>QUJDR</data>",
         "t.plist:2:1: error: [invalid-data] invalid base64 in <data>: 5 characters, and a lone last character cannot encode a byte"),
        ("<string>&#0;</string>", "t.plist:2:13: error: [syntax] character U+0000 is not allowed in XML"),
        ("<string>&foo;</string>",
         "t.plist:2:9: error: [undefined-entity] undefined entity &foo; (only &amp; &lt; &gt; &quot; &apos; and character references are allowed)"),
        ("<dict>\n<key>a</key>\n<string>x</dict>", "t.plist:4:10: error: [syntax] end tag </dict> does not match <string> opened at line 4"),
        ("", "t.plist:1:1: error: [missing-value] <plist> contains no value"),
    ]

    @Test(arguments: grammarErrors)
    func grammarError(body: String, expected: String) {
        #expect(XMLTest.error(xml: XMLTest.wrap(body))?.description == expected)
    }

    static let documentErrors: [(String, String)] = [
        ("<?xml version=\"1.0\"?>\n<html><body/></html>", "t.plist:2:1: error: [wrong-root] root element is <html>, expected <plist>"),
        ("<dict/>", "t.plist:1:1: error: [wrong-root] root element is <dict>, expected <plist>; Apple's parser would read this <dict> as the whole property list"),
        ("<plist><true/></plist>\n<plist><true/></plist>", "t.plist:2:1: error: [content-after-root] extra content after the end of the document"),
        ("<plist><true/></plist>\ntrailing", "t.plist:2:1: error: [content-after-root] extra content after the end of the document"),
        ("<plist>\n<array>\n<string>cut", "t.plist:3:1: error: [syntax] <string> opened at line 3 is not closed before the end of the file"),
        ("<!DOCTYPE plist [\n<!ELEMENT plist ANY>\n]>\n<plist/>",
         "t.plist:2: error: [entity-declaration] <!ELEMENT> declarations are not allowed in property lists"),
        ("<!DOCTYPE plist [\n<!ATTLIST plist version CDATA \"1.0\">\n]>\n<plist/>",
         "t.plist:2: error: [entity-declaration] <!ATTLIST> declarations are not allowed in property lists"),
        ("<!DOCTYPE plist [\n  <!ENTITY % pe SYSTEM \"http://127.0.0.1:45678/pe.dtd\">\n  %pe;\n]>\n<plist/>",
         "t.plist:2: error: [entity-declaration] entity declarations are not allowed in property lists (<!ENTITY pe>)"),
        ("<plist><true/></plist><?xml version=\"1.0\"?>",
         "t.plist:1:28: error: [syntax] the XML declaration is allowed only at the very start of the file"),
        ("<plist xmlns:a=\"u\" a:b=\"1\" a:b=\"2\"><true/></plist>", "t.plist:1:35: error: [syntax] XML error: Attribute a:b redefined"),
        ("<plist c:d=\"1\"><true/></plist>", "t.plist:1:15: error: [syntax] undeclared namespace prefix (Namespace prefix c for d on plist is not defined)"),
    ]

    @Test(arguments: documentErrors)
    func documentError(xml: String, expected: String) {
        #expect(XMLTest.error(xml: xml)?.description == expected)
    }

    @Test func emptyStringsArraysAndDictsAreFine() throws {
        let doc = try XMLTest.read(xml: XMLTest.wrap("<array><string/><array/><dict/><dict></dict><string></string></array>"))
        #expect(doc.root.value == ["", [], .dictionary(PlistDictionary()), .dictionary(PlistDictionary()), ""])
        #expect(doc.diagnostics.isEmpty)
    }

    @Test func cfUIDDictIsAPlainDict() throws {
        let doc = try XMLTest.read(xml: XMLTest.wrap("<dict><key>CF$UID</key><integer>-1</integer></dict>"))
        #expect(doc.root.value == ["CF$UID": -1])
    }

    @Test func escapedTextInMessages() {
        let error = XMLTest.error(xml: XMLTest.wrap("<dict><key>a\u{202E}b\nc</key></dict>"))
        #expect(error?.message == "value missing for key \"a\\u{202E}b\\nc\" (line 2): the <dict> ends at line 3")
    }

    // MARK: Limits

    @Test func attributeExplosionIsRejectedQuickly() {
        let attributes = (0..<50_000).map { " a\($0)=\"\($0)\"" }.joined()
        let xml = "<?xml version=\"1.0\"?>\n<plist\(attributes)><true/></plist>"
        let start = TimeBudget.threadCPUSeconds()
        let error = XMLTest.error(xml: xml)
        #expect(TimeBudget.threadCPUSeconds() - start < TimeBudget.seconds(0.1))
        #expect(error?.description ==
            "t.plist:2:1: error: [limit-exceeded] too many attributes on <plist> (more than 64); raise PlistReader.Options.maxAttributesPerElement")
    }

    @Test func equalsSignsInQuotesCommentsAndCDATADoNotCount() throws {
        let many = String(repeating: "=", count: 100)
        let xml = "<plist version=\"\(many)\"><!-- <a \(many)> --><string><![CDATA[<b \(many)>]]></string></plist>"
        #expect(try XMLTest.read(xml: xml).root.value == .string("<b \(many)>"))
    }

    @Test func stringLengthLimit() {
        var options = PlistReader.Options()
        options.maxStringLength = 8
        #expect(XMLTest.error(xml: XMLTest.wrap("<array><string>0123456789</string></array>"), options: options)?.description ==
            "t.plist:2:8: error: [limit-exceeded] <string> text longer than 8 bytes; raise PlistReader.Options.maxStringLength")
    }

    @Test func valueCountLimit() {
        var options = PlistReader.Options()
        options.maxValueCount = 3
        #expect(XMLTest.error(xml: XMLTest.wrap("<array>\n<true/><true/><true/></array>"), options: options)?.description ==
            "t.plist:3:15: error: [limit-exceeded] more than 3 values; raise PlistReader.Options.maxValueCount")
    }

    @Test func deepNestingStopsAtTheLimitWithoutRecursion() {
        let depth = 100_000
        let xml = "<plist>" + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth) + "</plist>"
        let start = TimeBudget.threadCPUSeconds()
        let error = XMLTest.error(xml: xml)
        #expect(TimeBudget.threadCPUSeconds() - start < TimeBudget.seconds(1))
        #expect(error?.message == "nesting too deep (limit 512); raise PlistReader.Options.maxDepth")
        #expect(error?.location == SourceLocation(line: 1, column: 3592, offset: 3591))
    }

    @Test func depthAboveLibXML2s256IsReadWithAHigherLimit() throws {
        var options = PlistReader.Options()
        options.maxDepth = 2000
        let depth = 1500
        let xml = "<plist>" + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth) + "</plist>"
        var node = try XMLTest.read(xml: xml, options: options).root
        var levels = 1
        while case .array(let a) = node.value, let first = a.first { node = first; levels += 1 }
        #expect(levels == depth)
    }

    // MARK: Size and concurrency

    static func bigDocument(elements: Int) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<array>\n"
        for i in 0..<(elements / 5) {
            xml += "\t<dict>\n\t\t<key>name</key>\n\t\t<string>item \(i) 名字</string>\n\t\t<key>count</key>\n\t\t<integer>\(i)</integer>\n\t</dict>\n"
        }
        return xml + "</array>\n</plist>\n"
    }

    @Test func aHundredThousandElementsRead() throws {
        let xml = Self.bigDocument(elements: 100_000)
        let doc = try XMLTest.read(xml: xml)
        let items = try #require(doc.root.value.arrayValue)
        #expect(items.count == 20_000)
        #expect(items[19_999].value == ["name": "item 19999 名字", "count": 19_999])
        #expect(items[19_999].location.line == 4 + 6 * 19_999)
        #expect(items[19_999].value.dictionaryValue?.entries[1].keyLocation.line == 4 + 6 * 19_999 + 3)
    }

    @Test func readersRunConcurrently() async throws {
        let xml = Data(Self.bigDocument(elements: 5_000).utf8)
        let bad = Data(XMLTest.wrap("<dict><key>a</key></dict>").utf8)
        let reader = PlistReader()
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for i in 0..<16 {
                group.addTask {
                    if i % 2 == 0 {
                        return try reader.read(xml).root.value.arrayValue?.count == 1_000
                    }
                    do { _ = try reader.read(bad); return false } catch let e as PlistReadError { return e.kind == .missingValue }
                }
            }
            for try await ok in group { #expect(ok) }
        }
    }
}

/// What the reader never does: load a DTD, resolve an entity, or alter `<data>` silently.
@Suite struct XMLHardeningTests {
    @Test func theDTDNamedByTheDoctypeIsNeverRead() throws {
        // If the DTD were read, &x; would resolve to "leak"; it must stay undefined.
        let dtd = FileManager.default.temporaryDirectory.appendingPathComponent("plistkit-canary-\(UUID().uuidString).dtd")
        try Data("<!ENTITY x \"leak\">".utf8).write(to: dtd)
        defer { try? FileManager.default.removeItem(at: dtd) }
        let xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE plist SYSTEM \"\(dtd.absoluteString)\">\n<plist><string>&x;</string></plist>"
        #expect(XMLTest.error(xml: xml)?.kind == .undefinedEntity)
        let plain = "<!DOCTYPE plist SYSTEM \"\(dtd.absoluteString)\">\n<plist><string>ok</string></plist>"
        #expect(try XMLTest.read(xml: plain).root.value == "ok")
    }

    @Test func appleCompatibleBase64SkipsWithAWarning() throws {
        var options = PlistReader.Options()
        options.base64 = .appleCompatible
        let doc = try XMLTest.read(xml: XMLTest.wrap("<data>AAEC*AwQF</data>"), options: options)
        #expect(doc.root.value == .data(Data([0, 1, 2, 3, 4, 5])))
        #expect(doc.diagnostics.map(\.description) == [
            "t.plist:2:11: warning: [skipped-base64-characters] skipped 1 characters outside the base64 alphabet in <data> (first: '*')",
        ])
    }

    @Test func predefinedEntitiesAndCharacterReferencesAreText() throws {
        let doc = try XMLTest.read(xml: XMLTest.wrap("<string>&lt;&gt;&amp;&quot;&apos;&#65;&#x10FFFF;</string>"))
        #expect(doc.root.value == "<>&\"'A\u{10FFFF}")
    }
}
