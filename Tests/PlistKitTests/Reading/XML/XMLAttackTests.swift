import Foundation
import Testing
@testable import PlistKit
import PlistTestSupport

/// The XML rows of the attack corpus (`Fixtures/Attacks/*.plist`, copied from the shared corpus
/// and its README): each file gets the verdict the README asks for, the exact located message,
/// and is read within one second.
@Suite struct XMLAttackTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let file: String
        /// The rendered error after the file name, or `nil` when the file must be accepted.
        let expected: String?
        var testDescription: String { file }
    }

    static let rows: [Row] = [
        .init(file: "attribute-explosion.plist", expected: ":2:1: error: [limit-exceeded] too many attributes on <plist> (more than 64); raise PlistReader.Options.maxAttributesPerElement"),
        .init(file: "bad-base64.plist", expected: ":5:9: error: [invalid-data] invalid base64 character '!' in <data>"),
        .init(file: "bad-charrefs.plist", expected: ":4:15: error: [syntax] character U+0000 is not allowed in XML"),
        .init(file: "bad-date.plist", expected: ":4:3: error: [invalid-date] invalid <date> \"2024-13-45T99:99:99Z\": month 13 is out of range"),
        .init(file: "bad-real.plist", expected: ":4:3: error: [invalid-real] real out of range: \"1e999999\" is beyond ±1.7976931348623157e308"),
        .init(file: "billion-laughs.plist", expected: ":3: error: [entity-declaration] entity declarations are not allowed in property lists (<!ENTITY lol>)"),
        .init(file: "deep-nesting-100k.plist", expected: ":3:3585: error: [limit-exceeded] nesting too deep (limit 512); raise PlistReader.Options.maxDepth"),
        .init(file: "depth-250.plist", expected: nil),
        .init(file: "depth-257.plist", expected: nil),
        .init(file: "dict-malformed.plist", expected: ":5:5: error: [missing-value] value missing for key \"OnlyKey\" (line 5): the <dict> ends at line 6"),
        .init(file: "empty.plist", expected: ": error: [empty-file] file is empty"),
        .init(file: "encoding-utf7-xxe.plist", expected: ":1:31: error: [unsupported-encoding] declared encoding \"UTF-7\" is not supported (UTF-8 or UTF-16 only)"),
        .init(file: "external-dtd.plist", expected: nil),
        .init(file: "gzip-bomb.plist", expected: ": error: [unknown-format] this is gzip-compressed data, not a property list; decompress it first (gunzip) (at byte 0)"),
        .init(file: "huge-integer.plist", expected: ":4:3: error: [invalid-integer] integer overflow: \"123456789012345678901234567890123456789012345678901234567890\" is above 18446744073709551615, the largest plist integer"),
        .init(file: "huge-name.plist", expected: ":3:2: error: [limit-exceeded] name too long (libxml2 allows 50000 characters)"),
        .init(file: "integer-boundaries.plist", expected: ":9:3: error: [invalid-integer] integer overflow: \"18446744073709551616\" is above 18446744073709551615, the largest plist integer"),
        .init(file: "invalid-utf8.plist", expected: ":5:11: error: [invalid-encoding] invalid UTF-8 byte sequence (bytes 0xC3 0x28 0x3C 0x2F)"),
        .init(file: "multiple-roots.plist", expected: ":4:1: error: [multiple-values] <plist> may contain only one value"),
        .init(file: "nul-byte.plist", expected: ":5:17: error: [syntax] character U+0000 is not allowed in XML"),
        .init(file: "parameter-entity-external.plist", expected: ":4: error: [entity-declaration] entity declarations are not allowed in property lists (<!ENTITY secret>)"),
        .init(file: "quadratic-blowup.plist", expected: ":3: error: [entity-declaration] entity declarations are not allowed in property lists (<!ENTITY a>)"),
        .init(file: "standard-doctype.plist", expected: nil),
        .init(file: "truncated.plist", expected: ":5:3: error: [syntax] <string> opened at line 5 is not closed before the end of the file"),
        .init(file: "unknown-elements.plist", expected: ":5:3: error: [unknown-element] unknown element <script>"),
        .init(file: "utf8-bom.plist", expected: nil),
        .init(file: "wrong-root.plist", expected: ":2:1: error: [wrong-root] root element is <html>, expected <plist>"),
        .init(file: "xinclude.plist", expected: ":5:11: error: [unknown-element] unknown element <xi:include>"),
        .init(file: "xxe-file.plist", expected: ":3: error: [entity-declaration] entity declarations are not allowed in property lists (<!ENTITY xxe>)"),
        .init(file: "xxe-net.plist", expected: ":4: error: [entity-declaration] entity declarations are not allowed in property lists (<!ENTITY xxe>)"),
    ]

    @Test func everyXMLAttackFileHasARow() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Fixtures.url("Attacks").path)
            .filter { $0.hasSuffix(".plist") }.sorted()
        #expect(files == Self.rows.map(\.file).sorted())
    }

    @Test(arguments: rows)
    func verdict(_ row: Row) throws {
        let start = TimeBudget.threadCPUSeconds()
        do {
            _ = try PlistReader().read(contentsOf: Fixtures.url("Attacks/" + row.file), file: row.file)
            #expect(row.expected == nil, "accepted, expected \(row.expected ?? "")")
        } catch let error as PlistReadError {
            #expect(error.description == row.file + (row.expected ?? ": accepted"))
        }
        #expect(TimeBudget.threadCPUSeconds() - start < TimeBudget.seconds(1))
    }

    @Test func standardDoctypeControlReadsItsValue() throws {
        let document = try PlistReader().read(contentsOf: Fixtures.url("Attacks/standard-doctype.plist"))
        #expect(document.root.value == ["CFBundleIdentifier": "com.example.control", "Escaped": "a & b <c> ☺ <raw & text>"])
        #expect(document.diagnostics.isEmpty)
    }

    @Test func depthLimitIsAnOption() throws {
        var options = PlistReader.Options()
        options.maxDepth = 256
        #expect(throws: PlistReadError.self) {
            _ = try PlistReader(options: options).read(contentsOf: Fixtures.url("Attacks/depth-257.plist"))
        }
        let document = try PlistReader(options: options).read(contentsOf: Fixtures.url("Attacks/depth-250.plist"))
        #expect(document.root.value.arrayValue?.count == 1)
    }
}
