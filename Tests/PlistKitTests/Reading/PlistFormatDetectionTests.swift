import Foundation
import Testing
import PlistKit

/// `PlistFormat.detected(in:)`: the format the reader picks, by content alone.
@Suite struct PlistFormatDetectionTests {
    static let rows: [(String, [UInt8], PlistFormat?)] = [
        ("XML declaration", Array("<?xml version=\"1.0\"?><plist/>".utf8), .xml),
        ("UTF-8 BOM and whitespace before <", [0xEF, 0xBB, 0xBF, 0x20, 0x0A] + Array("<plist/>".utf8), .xml),
        ("UTF-16 LE BOM", [0xFF, 0xFE, 0x3C, 0x00], .xml),
        ("UTF-16 BE without BOM", [0x00, 0x3C], .xml),
        ("bplist00 magic", Array("bplist00".utf8), .binary),
        ("JSON object", Array(" {\"a\": 1}".utf8), .json),
        ("JSON number", Array("-1".utf8), .json),
        ("JSON comment", Array("// c\n[]".utf8), .json),
        ("stray text is OpenStep (an unquoted string)", Array("hello".utf8), .openStep),
        ("OpenStep data", Array("<0fbe>".utf8), .openStep),
        ("OpenStep array", Array("( a )".utf8), .openStep),
        ("empty", [], nil),
        ("whitespace only", Array(" \n\t".utf8), nil),
        ("gzip", [0x1F, 0x8B, 0x08], nil),
        ("control byte", [0x01, 0x3C], nil),
    ]

    @Test(arguments: rows)
    func detects(_ row: (String, [UInt8], PlistFormat?)) {
        #expect(PlistFormat.detected(in: Data(row.1)) == row.2, "\(row.0)")
    }

    /// The same answer as the reader: a document read without a forced format has the
    /// detected format.
    @Test func agreesWithTheReader() throws {
        for text in ["<plist><true/></plist>", "{\"a\": [1, 2]}"] {
            let data = Data(text.utf8)
            #expect(try PlistReader().read(data).format == PlistFormat.detected(in: data))
        }
    }
}
