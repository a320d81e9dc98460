import Foundation
import Testing
@testable import PlistKit

/// Apple-formatted files read into a tree and written back give the same bytes.
@Suite struct XMLWriterRoundTripTests {
    @Test(arguments: [
        ("Writer/every-kind.plist", XMLPlistWriter.Options.KeyOrder.sorted),
        ("Writer/apple-written.plist", .sorted),
        ("Cases/002-xml-integer-64bit-range/input.plist", .preserved),
        ("Cases/005-xml-date-strict-utc/input.plist", .preserved),
    ])
    func appleFormattedFilesRoundTripByteForByte(file: String, order: XMLPlistWriter.Options.KeyOrder) throws {
        let bytes = try Fixtures.data(file)
        let document = try PlistReader().read(bytes, file: file)
        let written = try XMLPlistWriter(options: .init(keyOrder: order)).write(document.root)
        #expect(String(decoding: written, as: UTF8.self) == String(decoding: bytes, as: UTF8.self))
    }

    /// Without the source spellings, the reals are the shortest text and the tree is unchanged.
    @Test func shortestRealsReadBackToTheSameTree() throws {
        let bytes = try Fixtures.data("Writer/apple-written.plist")
        let tree = try PlistReader().read(bytes).root.value
        let written = try XMLPlistWriter(options: .init(preservesRealLiterals: false)).write(tree)
        #expect(String(decoding: written, as: UTF8.self).contains("\t\t<real>0.1</real>\n\t\t<real>3.14159</real>\n\t\t<real>1e-07</real>\n\t\t<real>5e-324</real>\n"))
        #expect(try PlistReader().read(written).root.value == tree)
    }

    /// Foundation reads what we write into the same tree (checked through its own XML).
    @Test func foundationReadsOurOutputBack() throws {
        let ours = try XMLPlistWriter().write(XMLWriterTests.everyKind)
        let object = try PropertyListSerialization.propertyList(from: ours, format: nil)
        let again = try PropertyListSerialization.data(fromPropertyList: object, format: .xml, options: 0)
        #expect(String(decoding: again, as: UTF8.self) == String(decoding: ours, as: UTF8.self))
    }

    /// Every XML fixture the reader accepts: written and read again, the tree is unchanged; and
    /// where Foundation rewrites the file to its own bytes (an Apple-formatted file), so do we.
    @Test func everyReadableFixtureRoundTrips() throws {
        let files = FileManager.default.enumerator(at: Fixtures.root, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "plist" }.sorted { $0.path < $1.path } ?? []
        var appleFormatted = 0
        var readable = 0
        for url in files {
            let bytes = try Data(contentsOf: url)
            guard let document = try? PlistReader().read(bytes), document.format == .xml else { continue }
            readable += 1
            let written = try XMLPlistWriter().write(document.root)
            #expect(try PlistReader().read(written).root == document.root, "\(url.lastPathComponent)")
            if let object = try? PropertyListSerialization.propertyList(from: bytes, format: nil),
               let foundation = try? PropertyListSerialization.data(fromPropertyList: object, format: .xml, options: 0),
               foundation == bytes {
                appleFormatted += 1
                #expect(written == bytes, "\(url.lastPathComponent)")
            }
        }
        #expect(readable >= 15)
        #expect(appleFormatted >= 2)
    }
}
