import Foundation
import Testing
@testable import PlistKit

@Suite struct PlistWriterTests {
    @Test func xmlIsWrittenByTheXMLWriterWithItsOptions() throws {
        let tree: PlistValue = ["b": 1, "a": 2]
        #expect(try PlistWriter(format: .xml).write(tree) == XMLPlistWriter().write(tree))
        let preserved = try PlistWriter(format: .xml, xmlOptions: .init(keyOrder: .preserved)).write(tree)
        #expect(String(decoding: preserved, as: UTF8.self).contains("<key>b</key>\n\t<integer>1</integer>\n\t<key>a</key>"))
    }

    @Test func theEncoderPassesItsXMLOptionsOn() throws {
        struct Model: Encodable { var zebra = 1; var apple = 2 }
        let sorted = String(decoding: try PlistEncoder().encode(Model()), as: UTF8.self)
        #expect(sorted.contains("<key>apple</key>\n\t<integer>2</integer>\n\t<key>zebra</key>"))
        let declared = String(decoding: try PlistEncoder(options: .init(xml: .init(keyOrder: .preserved))).encode(Model()), as: UTF8.self)
        #expect(declared.contains("<key>zebra</key>\n\t<integer>1</integer>\n\t<key>apple</key>"))
    }
}
