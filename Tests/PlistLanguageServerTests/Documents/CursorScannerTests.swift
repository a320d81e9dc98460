import PlistKit
import Testing
@testable import PlistLanguageServer

@Suite struct CursorScannerTests {
    /// The context at the `|` of `text`.
    private func context(_ text: String, _ format: PlistFormat) -> (CursorContext, String) {
        let cursor = text.utf8.firstIndex(of: UInt8(ascii: "|")).map { text.utf8.distance(from: text.utf8.startIndex, to: $0) } ?? 0
        let bytes = Array(text.utf8.filter { $0 != UInt8(ascii: "|") })
        return (CursorScanner.context(at: cursor, in: bytes, format: format), String(decoding: bytes, as: UTF8.self))
    }

    @Test func xmlKeyPlaceInANestedDictionaryAboveAnUnclosedTag() {
        let (c, _) = context("<plist><dict><key>a</key><dict><key>b</key><true/>|\n<key>c</key><string>oops\n</dict>", .xml)
        #expect(c.path == PlistKeyPath([.init(key: "a")]))
        #expect(c.keysAbove == ["b"])
        #expect(c.slot == .key(typed: 50..<50, inKeyText: false))
    }

    @Test func xmlValueTextAndArrayIndices() {
        let (c, _) = context("<dict><key>list</key><array><dict/><dict><key>mode</key><string>fa|</string>", .xml)
        #expect(c.path == PlistKeyPath([.init(key: "list"), .init(index: 1)]))
        #expect(c.slot == .value(key: "mode", typed: 64..<66, inValueText: true))
    }

    @Test func xmlCommentsAreSkipped() {
        let (c, _) = context("<dict><!-- <key>x</key> --><key>k</key>|", .xml)
        #expect(c.keysAbove == ["k"])
        #expect(c.slot == .value(key: "k", typed: 39..<39, inValueText: false))
    }

    @Test func jsonKeyInQuotesAndValueAfterColon() {
        let (key, _) = context(#"{"a": {"b": [1, 2], "CF|"#, .json)
        #expect(key.path == PlistKeyPath([.init(key: "a")]))
        #expect(key.keysAbove == ["b"])
        #expect(key.slot == .key(typed: 21..<23, inKeyText: true))
        let (value, _) = context(#"{"a": |"#, .json)
        #expect(value.slot == .value(key: "a", typed: 6..<6, inValueText: false))
    }

    @Test func openStepBareWords() {
        let (c, _) = context("{ a = { b = x; c|", .openStep)
        #expect(c.path == PlistKeyPath([.init(key: "a")]))
        #expect(c.keysAbove == ["b"])
        #expect(c.slot == .key(typed: 15..<16, inKeyText: false))
    }

    @Test func keysBelowTheCursorInTheSameDictionary() {
        let text = Array("<dict><key>a|</key><true/><dict><key>inner</key><true/></dict><key>z</key><false/></dict><key>out</key>".utf8)
        #expect(CursorScanner.keysBelow(12, in: text.filter { $0 != UInt8(ascii: "|") }, format: .xml) == ["z"])
        let json = Array(#"{"x": 1, "y": {"in": 2}, "z": 3} "after": 4"#.utf8)
        #expect(CursorScanner.keysBelow(7, in: json, format: .json) == ["y", "z"])
    }
}
