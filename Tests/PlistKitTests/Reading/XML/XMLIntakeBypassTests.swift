import Foundation
import Testing
@testable import PlistKit
import PlistTestSupport

/// Ways around the XML intake's checks (UTF-8/UTF-16 only, the attribute pre-scan): an
/// encoding libxml2 would autodetect, and a `<!--` hidden in a DOCTYPE literal.
@Suite struct XMLIntakeBypassTests {
    /// `<?xml version="1.0"?><plist a0="x" …>` in EBCDIC (IBM037): `4C 6F A7 94` is `<?xm`.
    static func ebcdic(attributes: Int) -> Data {
        let ascii = "<?xml version=\"1.0\"?>\n<plist " + (0..<attributes).map { "a\($0)=\"x\"" }.joined(separator: " ") + "/>"
        let table: [Character: UInt8] = [
            "<": 0x4C, "?": 0x6F, "x": 0xA7, "m": 0x94, "l": 0x93, " ": 0x40, "v": 0xA5, "e": 0x85, "r": 0x99,
            "s": 0xA2, "i": 0x89, "o": 0x96, "n": 0x95, "=": 0x7E, "\"": 0x7F, "1": 0xF1, ".": 0x4B, "0": 0xF0,
            ">": 0x6E, "\n": 0x25, "p": 0x97, "t": 0xA3, "a": 0x81, "/": 0x61, "2": 0xF2, "3": 0xF3, "4": 0xF4,
            "5": 0xF5, "6": 0xF6, "7": 0xF7, "8": 0xF8, "9": 0xF9,
        ]
        return Data(ascii.map { table[$0] ?? 0x40 })
    }

    @Test func ebcdicIsRejectedBeforeLibXML2() throws {
        let data = Self.ebcdic(attributes: 200_000)
        #expect(data.count > 2_000_000)
        let start = TimeBudget.threadCPUSeconds()
        let error = try #require(throws: PlistReadError.self) { try PlistReader().read(data, file: "e.plist") }
        #expect(error.kind == .unsupportedEncoding)
        #expect(error.message == "not an XML property list: expected '<', found byte 0x4C; the file looks EBCDIC-encoded (only UTF-8 and UTF-16 are supported)")
        #expect(error.location == SourceLocation(line: 1, column: 1, offset: 0))
        #expect(TimeBudget.threadCPUSeconds() - start < TimeBudget.seconds(1))
    }

    @Test(arguments: [
        ("\u{FEFF}  x<plist/>", 1, 3, 5, "0x78"),
        ("\n\t\u{1}<plist/>", 2, 2, 2, "0x01"),
    ])
    func firstSignificantByteMustBeALessThanSign(_ text: String, _ line: Int, _ column: Int, _ offset: Int, _ byte: String) throws {
        var options = PlistReader.Options()
        options.format = .xml
        let error = try #require(throws: PlistReadError.self) { try PlistReader(options: options).read(Data(text.utf8)) }
        #expect(error.kind == .syntax)
        #expect(error.message == "not an XML property list: expected '<', found byte \(byte)")
        #expect(error.location == SourceLocation(line: line, column: column, offset: offset))
    }

    @Test func doctypeLiteralCannotHideAttributes() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist SYSTEM \"<!--\">\n<plist "
            + (0..<100_000).map { "a\($0)=\"x\"" }.joined(separator: " ") + "><string>--></string></plist>"
        let start = TimeBudget.threadCPUSeconds()
        let error = try #require(throws: PlistReadError.self) { try PlistReader().read(Data(text.utf8), file: "c.plist") }
        #expect(error.kind == .limitExceeded)
        #expect(error.message == "too many attributes on <plist> (more than 64); raise PlistReader.Options.maxAttributesPerElement")
        #expect(error.location == SourceLocation(line: 3, column: 1, offset: 70))
        #expect(TimeBudget.threadCPUSeconds() - start < TimeBudget.seconds(1))
    }

    @Test(arguments: [
        "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">",
        "<!DOCTYPE plist SYSTEM '>'>",
        "<!DOCTYPE plist [ <!-- \" ] > --> <?pi ' ?> <!ELEMENT plist ANY> ]>",
    ])
    func doctypesAreSkippedWhole(_ doctype: String) throws {
        var options = PlistReader.Options()
        options.maxAttributesPerElement = 1
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\(doctype)\n<plist a=\"1\" b=\"2\"><true/></plist>"
        let error = try #require(throws: PlistReadError.self) { try PlistReader(options: options).read(Data(text.utf8)) }
        #expect(error.message == "too many attributes on <plist> (more than 1); raise PlistReader.Options.maxAttributesPerElement")
        #expect(error.location?.line == 3)
    }
}
