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

@Suite struct PlistWriterBinaryTests {
    /// XML → tree → binary → tree → XML: the same tree, and for an Apple-formatted file whose
    /// reals are already shortest, the same bytes.
    @Test func xmlThroughBinaryAndBackIsLossless() throws {
        for file in ["Writer/every-kind.plist", "Writer/apple-written.plist", "Cases/002-xml-integer-64bit-range/input.plist"] {
            let bytes = try Fixtures.data(file)
            let tree = try PlistReader().read(bytes).root
            let binary = try PlistWriter(format: .binary).write(tree)
            let back = try PlistReader().read(binary)
            #expect(back.format == .binary)
            #expect(back.root == tree, "\(file)")
            if file == "Writer/every-kind.plist" {
                #expect(try PlistWriter(format: .xml).write(back.root) == bytes)
            }
        }
    }

    @Test func theEncoderWritesBinary() throws {
        let models = [EncoderModels.Everything()]
        let binary = try PlistEncoder(options: .init(outputFormat: .binary)).encode(models)
        #expect(binary.starts(with: Array("bplist00".utf8)))
        #expect(try PlistReader().read(binary).root.value == PlistEncoder().encodeTree(models))
        // Foundation reads it into the same values as its own encoding.
        let object = try PropertyListSerialization.propertyList(from: binary, format: nil)
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        let foundation = try encoder.encode(models)
        #expect(try PropertyListSerialization.data(fromPropertyList: object, format: .xml, options: 0) == foundation)
    }
}

@Suite struct PlistWriterJSONTests {
    @Test func jsonIsWrittenByTheJSONWriterWithItsOptions() throws {
        let tree: PlistValue = ["b": [1, true], "a": "x"]
        let compact = try PlistWriter(format: .json, jsonOptions: .init(layout: .compact, sortsKeys: true)).write(tree)
        #expect(String(decoding: compact, as: UTF8.self) == #"{"a":"x","b":[1,true]}"#)
    }

    @Test func theEncoderWritesJSONAndNilAsNull() throws {
        struct Model: Codable, Equatable { var name: String; var scores: [Int?] }
        let options = PlistEncoder.Options(outputFormat: .json, json: .init(layout: .compact))
        let json = try PlistEncoder(options: options).encode(Model(name: "n", scores: [1, nil]))
        #expect(String(decoding: json, as: UTF8.self) == #"{"name":"n","scores":[1,null]}"#)
        #expect(try PlistReader().read(json).root.value == ["name": "n", "scores": [1, .null]])
    }

    /// JSON → tree → JSON keeps the tree (and the spelling of numbers).
    @Test func xmlTreesThroughJSONKeepTheirValues() throws {
        let tree = try PlistReader().read(Fixtures.data("Cases/002-xml-integer-64bit-range/input.plist")).root
        let json = try PlistWriter(format: .json).write(tree)
        #expect(try PlistReader().read(json).root == tree)
    }
}
