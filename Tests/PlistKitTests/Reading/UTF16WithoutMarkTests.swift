import Foundation
import Testing
@testable import PlistKit
import PlistTestSupport

/// UTF-16 text without a byte-order mark, recognised by the same rule (``TextEncoding``) in
/// format detection, every reader and the excerpts, whatever its first character and byte
/// order. Before, detection looked only for a zero byte beside `<`: a strings file starting
/// with whitespace, or any UTF-16BE text not starting with `<`, was refused as
/// `unknown-format … starts with byte 0x0`, though `--format openstep` read it.
@Suite struct UTF16WithoutMarkTests {
    static func read(_ bytes: [UInt8], format: PlistFormat? = nil) throws -> PlistDocument {
        var options = PlistReader.Options()
        options.format = format
        return try PlistReader(options: options).read(Data(bytes), file: "t")
    }

    static func error(_ bytes: [UInt8]) -> PlistReadError? {
        do { _ = try read(bytes); return nil } catch let error as PlistReadError { return error } catch { return nil }
    }

    static func little(_ text: String) -> [UInt8] { Array(text.data(using: .utf16LittleEndian)!) }
    static func big(_ text: String) -> [UInt8] { Array(text.data(using: .utf16BigEndian)!) }

    static let stringsText = "\n/* Greeting */\n\"hello\" = \"Grüß dich\";\n"
    static let stringsValue = PlistValue.dictionary(PlistDictionary(entries: [.init(key: "hello", value: PlistNode(.string("Grüß dich")))]))

    /// A strings file starting with whitespace, in either byte order, with no mark: detected
    /// as OpenStep, read as `--format openstep` reads it, key located on line 3.
    @Test(arguments: [true, false])
    func stringsFileStartingWithWhitespace(littleEndian: Bool) throws {
        let bytes = littleEndian ? Self.little(Self.stringsText) : Self.big(Self.stringsText)
        let document = try Self.read(bytes)
        #expect(document.format == .openStep)
        #expect(document.root.value == Self.stringsValue)
        #expect(try Self.read(bytes, format: .openStep).root.value == Self.stringsValue)
        let entry = try #require(document.root.value.dictionaryValue?.entry(forKey: "hello"))
        #expect(entry.keyLocation.line == 3 && entry.keyLocation.column == 1 && entry.keyLocation.offset == 32)
    }

    /// Every first character, every format, both byte orders: the same format as the UTF-8
    /// text (JSON excepted: JSON is never UTF-16, so JSON-looking UTF-16 goes to OpenStep when
    /// OpenStep reads it, and JSON's encoding error names it when not).
    @Test func everyFormatInBothByteOrders() throws {
        let xml = "\n<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<plist version=\"1.0\"><string>x</string></plist>"
        for encode in [Self.little, Self.big] {
            let document = try Self.read(encode(xml))
            #expect(document.format == .xml)
            #expect(document.root.value == .string("x"))
            #expect(document.diagnostics.map(\.rule).contains("utf16-without-bom"))
            #expect(try Self.read(encode("( a, 'b' )")).root.value == .array([PlistNode(.string("a")), PlistNode(.string("b"))]))
            #expect(try Self.read(encode("title = Hello;")).format == .openStep)
            #expect(try Self.read(encode("<0fbe>")).root.value == .data(Data([0x0F, 0xBE])))
            #expect(try Self.read(encode("\"a\" = \"b\";")).format == .openStep)
            // UTF-16 JSON: JSON's error, which names the encoding (OpenStep stopped at its ":").
            #expect(Self.error(encode("{\"a\": 1}"))?.description
                    == "t:1:1: error: [invalid-encoding] JSON text must be UTF-8 (RFC 8259 §8.1); this looks like UTF-16 or UTF-32")
        }
    }

    /// The public detection agrees with the reader.
    @Test func publicDetection() {
        #expect(PlistFormat.detected(in: Data(Self.big(Self.stringsText))) == .openStep)
        #expect(PlistFormat.detected(in: Data(Self.little(" <plist><true/></plist>"))) == .xml)
        #expect(PlistFormat.detected(in: Data(Self.big("\"a\" = \"b\";"))) == .openStep)
    }

    /// The rule itself: a BOM; UTF-32 before UTF-16; without a BOM, an ASCII first character
    /// and a Latin-1 second one beside zero bytes; anything else UTF-8.
    @Test func theEncodingRule() {
        let rows: [([UInt8], TextEncoding, Int)] = [
            ([0xFF, 0xFE, 0x3C, 0x00], .utf16LittleEndian, 2),
            ([0xFE, 0xFF, 0x00, 0x3C], .utf16BigEndian, 2),
            ([0xFF, 0xFE, 0x00, 0x00], .utf32LittleEndian, 4),
            ([0x00, 0x00, 0xFE, 0xFF], .utf32BigEndian, 4),
            ([0x00, 0x00, 0x00, 0x3C], .utf32BigEndian, 0),
            ([0x3C, 0x00, 0x00, 0x00], .utf32LittleEndian, 0),
            ([0x0A, 0x00, 0x22, 0x00], .utf16LittleEndian, 0),
            ([0x00, 0x0A, 0x00, 0x22], .utf16BigEndian, 0),
            ([0x22, 0x00, 0xDC, 0x00], .utf16LittleEndian, 0),  // `"Ü`
            ([0x00, 0x3C], .utf16BigEndian, 0),
            ([0xEF, 0xBB, 0xBF, 0x3C], .utf8, 3),
            ([0x00, 0x62, 0x70, 0x6C], .utf8, 0),  // a zero byte before `bplist`
            ([0x00, 0x3C, 0x3F, 0x78], .utf8, 0),  // a zero byte before `<?xml`
            ([0x00, 0x00], .utf8, 0),
            ([0x01, 0x00, 0x3C, 0x00], .utf8, 0),  // a control character first
            ([0x3C, 0x3F], .utf8, 0),
        ]
        for (bytes, encoding, mark) in rows {
            let sniffed = TextEncoding.sniff(bytes)
            #expect(sniffed.encoding == encoding && sniffed.byteOrderMark == mark, "\(bytes)")
        }
    }

    /// Zero bytes that are not UTF-16 are still refused clearly, and quickly.
    @Test func leadingZeroBytesAreStillRefused() {
        #expect(Self.error([UInt8](repeating: 0, count: 16))?.description
                == "t: error: [unknown-format] not a property list: the file is 16 zero bytes (at byte 0)")
        let starts = "binary starts with \"bplist00\", XML with \"<\", JSON with a value, OpenStep with a string, \"{\", \"(\" or \"<\""
        #expect(Self.error([0] + Array("bplist00".utf8) + [0xD0, 0x08])?.description
                == "t: error: [unknown-format] not a property list: it starts with control character U+0000, which starts no format (\(starts)) (at byte 0)")
        #expect(Self.error([0] + Array("<?xml version=\"1.0\"?><plist/>".utf8))?.description
                == "t: error: [unknown-format] not a property list: it starts with control character U+0000, which starts no format (\(starts)) (at byte 0)")
        let seconds = TimeBudget.cpuSeconds { _ = Self.error([UInt8](repeating: 0, count: 4 << 20)) }
        #expect(seconds < TimeBudget.seconds(2))
    }

    /// The odd-length message names a byte-order mark only when the file has one.
    @Test func oddLengthNamesOnlyAMarkThatIsThere() {
        #expect(Self.error(Self.little("\"a\" = \"b\";") + [0x78])?.description
                == "t:1:1: error: [invalid-encoding] UTF-16 text (recognised by its zero bytes; it has no byte-order mark) has an odd number of bytes (21)")
        #expect(Self.error([0xFF, 0xFE] + Self.little("\"a\" = \"b\";") + [0x78])?.description
                == "t:1:1: error: [invalid-encoding] UTF-16 text has an odd number of bytes (21 after the byte-order mark)")
    }

    /// An error in BOM-less UTF-16 that does not start with `<` is shown decoded, not as bytes
    /// with `\u{0}` between the characters.
    @Test func excerptIsDecoded() throws {
        let bytes = Self.big("\"a\" = \"b\";\n\"c\" = d e;\n")
        let error = try #require(Self.error(bytes))
        let rendered = DiagnosticRenderer().render(error.diagnostic, source: bytes)
        #expect(rendered.contains("\"c\" = d e;\n"))
        #expect(!rendered.contains("\\u{0}"))
    }
}
