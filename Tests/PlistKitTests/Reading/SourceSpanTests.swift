import Foundation
import Testing
@testable import PlistKit

/// Every node and every key knows the bytes it occupies (`PlistNode.sourceRange`,
/// `PlistDictionary.Entry.keyRange`), in XML, JSON and OpenStep.
@Suite struct SourceSpanTests {
    /// Every value's and key's text, in document order, as `path: text`.
    private func spans(_ text: String) throws -> [String] {
        let data = Data(text.utf8)
        let root = try PlistReader().read(data).root
        func slice(_ range: Range<Int>?) -> String {
            guard let range else { return "nil" }
            return String(decoding: data[range], as: UTF8.self)
        }
        enum Item { case node(PlistNode, String), key(Range<Int>?) }
        var out: [String] = []
        var work: [Item] = [.node(root, "")]
        while let item = work.popLast() {
            guard case .node(let node, let path) = item else {
                if case .key(let range) = item { out.append(" key \(slice(range))") }
                continue
            }
            out.append("\(path.isEmpty ? "(root)" : path) = \(slice(node.sourceRange))")
            switch node.value {
            case .array(let elements):
                for (i, element) in elements.enumerated().reversed() { work.append(.node(element, "\(path)[\(i)]")) }
            case .dictionary(let dictionary):
                for entry in dictionary.entries.reversed() {
                    work.append(.node(entry.value, "\(path).\(entry.key)"))
                    work.append(.key(entry.keyRange))
                }
            default: break
            }
        }
        return out
    }

    @Test func xmlRangesCoverTheElementWithItsTags() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>name</key>
        \t<string>a &amp; b</string>
        \t<key >flag</key>  <!-- c -->  <true/>
        \t<key>list</key>
        \t<array><integer>1</integer><real>2.5</real><data/><dict/></array>
        </dict>
        </plist>

        """
        #expect(try spans(text) == [
            "(root) = <dict>\n\t<key>name</key>\n\t<string>a &amp; b</string>\n\t<key >flag</key>  <!-- c -->  <true/>\n\t<key>list</key>\n\t<array><integer>1</integer><real>2.5</real><data/><dict/></array>\n</dict>",
            " key <key>name</key>", ".name = <string>a &amp; b</string>",
            " key <key >flag</key>", ".flag = <true/>",
            " key <key>list</key>", ".list = <array><integer>1</integer><real>2.5</real><data/><dict/></array>",
            ".list[0] = <integer>1</integer>", ".list[1] = <real>2.5</real>", ".list[2] = <data/>", ".list[3] = <dict/>",
        ])
    }

    @Test func jsonRangesCoverTheValueText() throws {
        let text = #"{ "a\"b" : [1, -2.5e3, "x\u0041", true, null, {}, []], "c":{"d":false} }"#
        #expect(try spans(text) == [
            #"(root) = { "a\"b" : [1, -2.5e3, "x\u0041", true, null, {}, []], "c":{"d":false} }"#,
            #" key "a\"b""#, #".a"b = [1, -2.5e3, "x\u0041", true, null, {}, []]"#,
            ".a\"b[0] = 1", ".a\"b[1] = -2.5e3", #".a"b[2] = "x\u0041""#, ".a\"b[3] = true", ".a\"b[4] = null",
            ".a\"b[5] = {}", ".a\"b[6] = []",
            #" key "c""#, #".c = {"d":false}"#, #" key "d""#, ".c.d = false",
        ])
    }

    @Test func openStepRangesCoverTheValueText() throws {
        let text = "{ a = \"x y\"; 'b' = (one, <0aff>, {}); c = {d=e;}; }"
        #expect(try spans(text) == [
            "(root) = { a = \"x y\"; 'b' = (one, <0aff>, {}); c = {d=e;}; }",
            " key a", ".a = \"x y\"", " key 'b'", ".b = (one, <0aff>, {})",
            ".b[0] = one", ".b[1] = <0aff>", ".b[2] = {}",
            " key c", ".c = {d=e;}", " key d", ".c.d = e",
        ])
        // A strings file: the root is the whole text from its first key; `key;` has no value bytes.
        #expect(try spans("\"k\" = \"v\";\nshort;\n") == [
            "(root) = \"k\" = \"v\";\nshort;\n", " key \"k\"", ".k = \"v\"", " key short", ".short = nil",
        ])
    }

    @Test func binaryNodesHaveAStartButNoRange() throws {
        let data = try BinaryPlistWriter().write(["a": [1, "x"]] as PlistValue)
        let root = try PlistReader().read(data).root
        #expect(root.sourceRange == nil)
        #expect(root.location.offset >= 8)
        #expect(root.value.dictionaryValue?.entries.first?.keyRange == nil)
    }

    @Test func nodesBuiltInCodeHaveNoRangeAndEqualityIgnoresIt() throws {
        var node = PlistNode("x")
        #expect(node.sourceRange == nil)
        node.sourceRange = 3..<7
        #expect(node.sourceRange == 3..<7)
        #expect(node.location.offset == 3)
        #expect(node == PlistNode("x"))
    }
}
