import Foundation
import Testing
@testable import PlistKit

/// How ``PlistNode`` holds its value (issue 5): containers up to
/// ``PlistNode/maxUnboxedHeight`` levels high without a box, taller ones boxed (so that any
/// tree is still destroyed without deep recursion); short real literals packed in the node.
@Suite struct PlistNodeStorageTests {
    static let limit = PlistNode.maxUnboxedHeight

    /// `levels` arrays nested around a string, built in code.
    static func nestedArrays(_ levels: Int) -> PlistNode {
        var node = PlistNode("leaf")
        for _ in 0..<levels { node = PlistNode(.array([node])) }
        return node
    }

    /// The same nesting as XML text.
    static func nestedArraysXML(_ levels: Int) -> String {
        "<plist>" + String(repeating: "<array>", count: levels) + "<string>leaf</string>"
            + String(repeating: "</array>", count: levels) + "</plist>"
    }

    @Test func aNodeStaysFortyBytes() {
        #expect(MemoryLayout<PlistNode>.size == 40)
        #expect(MemoryLayout<PlistNode>.stride == 40)
    }

    @Test(arguments: [
        (0, 0 as Int?), (1, 1), (2, 2), (limit - 1, limit - 1), (limit, limit), (limit + 1, nil), (limit + 2, nil), (500, nil),
    ])
    func heightOfNestedArrays(levels: Int, height: Int?) throws {
        let built = Self.nestedArrays(levels)
        #expect(built.height == height)
        #expect(built.isContainer == (levels > 0))
        // Read from XML, JSON and binary: the readers' nodes get the same heights.
        let xml = try PlistReader().read(Data(Self.nestedArraysXML(levels).utf8))
        #expect(xml.root.height == height)
        #expect(xml.root == built)
        for format in [PlistFormat.json, .binary] {
            let data = try PlistWriter(format: format).write(built)
            let read = try PlistReader().read(data)
            #expect(read.root.height == height, "\(format)")
            #expect(read.root == built, "\(format)")
        }
    }

    @Test func theTallestChildDecides() {
        let short = Self.nestedArrays(3)
        let tall = Self.nestedArrays(Self.limit - 1)
        let array = PlistNode(.array([short, PlistNode(1), tall, short]))
        #expect(array.height == Self.limit)
        let dict = PlistNode(.dictionary(PlistDictionary(entries: [.init(key: "a", value: short), .init(key: "b", value: array)])))
        #expect(dict.height == nil)
        #expect(PlistNode(.dictionary(PlistDictionary(entries: [.init(key: "a", value: short)]))).height == 4)
        #expect(PlistNode(.array([])).height == 1)
        #expect(PlistNode(.dictionary(PlistDictionary())).height == 1)
        #expect(PlistNode(2.5, literal: "2.50").height == 0)
    }

    @Test func settingTheValueRecomputesTheHeight() {
        var node = PlistNode("x")
        node.value = Self.nestedArrays(Self.limit).value
        #expect(node.height == Self.limit)
        #expect(node.arrayIfArray?.count == 1)
        node.value = .array([Self.nestedArrays(Self.limit)])
        #expect(node.height == nil)
        #expect(node.arrayIfArray?.count == 1)
        node.value = .dictionary(PlistDictionary(entries: [.init(key: "k", value: PlistNode(1))]))
        #expect(node.height == 1)
        #expect(node.dictionaryIfDictionary?.keys == ["k"])
        node.literal = "ignored"
        #expect(node.literal == nil)
        #expect(node.height == 1)
    }

    /// Boxed levels over unboxed subtrees of the greatest unboxed height, arrays and
    /// dictionaries mixed, shared subtrees included: equal to a copy, and destroyed.
    @Test(arguments: [1, 2, 1000, 100_000])
    func deepMixesAreComparedAndDestroyed(boxedLevels: Int) {
        let full = Self.nestedArrays(Self.limit)
        #expect(full.height == Self.limit)
        var node = full
        for i in 0..<boxedLevels {
            node = i % 2 == 0
                ? PlistNode(.array([full, node, PlistNode(.integer(PlistInteger(i)))]))
                : PlistNode(.dictionary(PlistDictionary(entries: [.init(key: "s", value: full), .init(key: "n", value: node)])))
            #expect(node.height == nil)
        }
        let copy = node
        // Equality walks every level of every shared subtree: compared on the smaller trees.
        if boxedLevels <= 1000 { #expect(copy == node) }
        node = PlistNode(.null)
        #expect(copy != node)
    }

    /// A tree read from XML that is deeper than the limit (but within `maxDepth`) is boxed
    /// above the limit and unboxed below it.
    @Test func aDeepDocumentIsBoxedOnlyAboveTheLimit() throws {
        let levels = 300
        let document = try PlistReader().read(Data(Self.nestedArraysXML(levels).utf8))
        var node = document.root
        var depth = 0
        while let items = node.arrayIfArray {
            let expected = levels - depth
            #expect(node.height == (expected <= Self.limit ? expected : nil))
            node = items[0]
            depth += 1
        }
        #expect(depth == levels)
        #expect(node.value == "leaf")
    }

    @Test(arguments: [
        ("1", 1.0), ("622.916", 622.916), ("12345678", 12345678), ("123456789", 123456789), ("-0.0", -0.0),
        ("1e400", .infinity), ("1.5", 1.5), ("", 0), ("١", 1), ("é", 2), ("\u{0}1", 3),
    ] as [(String, Double)])
    func realLiteralsAreKeptExactly(literal: String, real: Double) {
        var node = PlistNode(.real(real), location: SourceLocation(line: 2, column: 3, offset: 4), literal: literal)
        #expect(node.literal == literal)
        #expect(node.value == .real(real))
        #expect(node.realIfReal == real)
        #expect(node.height == 0)
        #expect(!node.isContainer && !node.isNull)
        #expect(node.location == SourceLocation(line: 2, column: 3, offset: 4))
        node.literal = nil
        #expect(node.literal == nil)
        #expect(node.value == .real(real))
    }

    @Test func literalsOfOtherKindsAreKept() {
        let integer = PlistNode(.integer(5), literal: "5")
        #expect(integer.literal == "5")
        #expect(integer.value == .integer(5))
        let string = PlistNode("x", literal: "y")
        #expect(string.literal == "y")
        #expect(string.value == "x")
    }
}
