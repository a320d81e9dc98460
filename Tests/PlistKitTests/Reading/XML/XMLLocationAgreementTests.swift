import Foundation
import Testing
@testable import PlistKit
import PlistTestSupport

/// Every node's and key's line, column and byte offset, as read in memory and as read from a
/// file in chunks, against the location computed here independently (line feeds before the
/// tag's `<`, Unicode scalars since the last one) over generated documents: CR LF and lone CR
/// line ends, tabs, non-ASCII text, comments holding `<`, CDATA sections, processing
/// instructions, attributes on `<plist>`, `<dict>` and `<key>`, lines over 64 KiB (hostile
/// review of the 16-byte searches, the pre-scan and the location tracker).
@Suite struct XMLLocationAgreementTests {
    /// A generated document: its bytes and the byte offset of the `<` of every value and key
    /// tag, in document order (a key before its value).
    struct Document {
        var bytes: [UInt8] = []
        var tags: [Int] = []
        var long: Bool
        /// The error to plant in place of one value (0: none), and where it went: the byte
        /// offset the error must be located at.
        var plant = 0
        var planted: Int?

        mutating func add(_ s: String) { bytes += Array(s.utf8) }

        /// Filler between two tags: line ends of every kind, tabs, non-ASCII-free whitespace
        /// (text there must be whitespace), comments with `<` and `&`, processing instructions.
        mutating func filler(_ g: inout SplitMix64) {
            for _ in 0..<g.below(4) {
                add(g.pick(["\n", "\r\n", "\r", "\t", " ", "  \t", "\n\n", "\r\n\t\t",
                            "<!-- a < b, <key>not</key> ü -->", "<?pi x < y?>", "<!--<-->", "<!-- é\r\n< -->"]))
            }
        }

        /// Text of a `<string>`: ASCII, two- to four-byte UTF-8, escapes, CDATA, line ends,
        /// and now and then a line longer than 64 KiB.
        mutating func text(_ g: inout SplitMix64) {
            for _ in 0..<g.below(5) {
                add(g.pick(["abc", "é", "宫锁", "😀", "&lt;", "&amp;", "&#x10000;", "\t", "\r\n", "\n", "\r",
                            "<![CDATA[ <b> & ]]>", "<![CDATA[]]>", "a > b", "<!-- c -->"]))
            }
            if planted == nil, plant == 3, g.below(3) == 0 {
                planted = bytes.count
                add("&bogus;")
            }
            if long, g.below(2) == 0 { add(String(repeating: g.pick(["x", "ü", "<![CDATA[<]]>"]), count: 70_000 / 2)) }
        }

        mutating func value(_ g: inout SplitMix64, depth: Int) {
            if planted == nil, plant == 1 || plant == 2, depth > 0, g.below(4) == 0 {
                planted = bytes.count
                add(plant == 1 ? "<key>zz</key>" : "<string>ab</strin>")
                if plant == 2 { planted! += 10 }
                return
            }
            let choice = depth > 3 ? 2 + g.below(5) : g.below(7)
            tags.append(bytes.count)
            switch choice {
            case 0:
                add(g.pick(["<dict>", "<dict id=\"d\">", "<dict\n>", "<dict a='<'>".replacingOccurrences(of: "<'", with: "&lt;'")]))
                for k in 0..<g.below(4) {
                    filler(&g)
                    tags.append(bytes.count)
                    add(g.pick(["<key>", "<key id=\"k\">", "<key\r\n>", "<key\ta=\"1\" b='2'>"]))
                    add("k\(k)")
                    add(g.pick(["", "ñ", "&gt;", "<![CDATA[x]]>"]))
                    add("</key>")
                    filler(&g)
                    value(&g, depth: depth + 1)
                }
                filler(&g)
                add(g.pick(["</dict>", "</dict >", "</dict\n>"]))
            case 1:
                add(g.pick(["<array>", "<array >", "<array\r\n>"]))
                for _ in 0..<g.below(4) {
                    filler(&g)
                    value(&g, depth: depth + 1)
                }
                filler(&g)
                add("</array>")
            case 2:
                add("<string>")
                text(&g)
                add("</string>")
            case 3:
                add(g.pick(["<integer>42</integer>", "<integer>-7</integer>", "<integer>0x1F</integer>"]))
            case 4:
                add(g.pick(["<true/>", "<false />", "<true\n/>"]))
            case 5:
                add(g.pick(["<data>AAEC</data>", "<data>\r\n\tAA\r\n\tEC\r\n</data>"]))
            default:
                add(g.pick(["<string/>", "<string></string>", "<real>1.5</real>"]))
            }
        }

        static func make(seed: UInt64, long: Bool, plant: Int = 0) -> Document {
            var g = SplitMix64(state: seed)
            var d = Document(long: long, plant: plant)
            if g.below(3) == 0 { d.bytes = [0xEF, 0xBB, 0xBF] }
            d.add(g.pick(["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<?xml version=\"1.0\"?>"]))
            d.add(g.pick(["\n", "\r\n", "\r"]))
            if g.below(2) == 0 {
                d.add("<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">")
                d.add(g.pick(["\n", "\r\n", "\r"]))
            }
            d.filler(&g)
            d.add(g.pick(["<plist version=\"1.0\">", "<plist>", "<plist\r\n version='1.0'\txmlns:x=\"u\">"]))
            d.filler(&g)
            d.value(&g, depth: 0)
            d.filler(&g)
            d.add("</plist>")
            d.filler(&g)
            return d
        }

        /// The location of byte `offset`, computed from scratch: lines after each line feed,
        /// columns in Unicode scalars (a tab, a CR is one) from the last line feed.
        func expected(at offset: Int) -> String {
            let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            var line = 1, column = 1
            for b in bytes[start..<offset] {
                if b == 0x0A { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
            }
            return "\(line):\(column)@\(offset)"
        }
    }

    /// The locations of the tree's nodes and keys in document order, as `line:column@offset`.
    static func locations(_ node: PlistNode) -> [String] {
        var out = ["\(node.location.line):\(node.location.column)@\(node.location.offset)"]
        switch node.value {
        case .array(let items): for item in items { out += locations(item) }
        case .dictionary(let dict):
            for entry in dict.entries {
                out.append("\(entry.keyLocation.line):\(entry.keyLocation.column)@\(entry.keyLocation.offset)")
                out += locations(entry.value)
            }
        default: break
        }
        return out
    }

    /// The file at `url` read streaming, in chunks of `chunkSize` bytes.
    static func readStreaming(_ url: URL, chunkSize: Int) throws -> PlistDocument {
        var options = PlistReader.Options()
        options.streamChunkSize = chunkSize
        return try PlistReader(options: options).readStreaming(contentsOf: url, elementSink: nil)
    }

    static func check(seed: UInt64, long: Bool, chunkSizes: [Int]) throws {
        let d = Document.make(seed: seed, long: long)
        let expected = d.tags.map { d.expected(at: $0) }
        let data = Data(d.bytes)
        let whole = try PlistReader().read(data, file: "t.plist")
        #expect(locations(whole.root) == expected, "seed \(seed), in memory")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("plistkit-agreement-\(getpid())-\(seed)-\(long).plist")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        for size in chunkSizes {
            let streamed = try readStreaming(url, chunkSize: size)
            #expect(locations(streamed.root) == expected, "seed \(seed), chunks of \(size)")
            #expect(streamed.root == whole.root, "seed \(seed), chunks of \(size)")
        }
    }

    /// An error planted in a generated document (a key where a value belongs, a mismatched
    /// end tag, an undefined entity) is reported at the same place read whole and in chunks,
    /// and that place is the one computed here.
    static func checkError(seed: UInt64, plant: Int, long: Bool, chunkSizes: [Int]) throws {
        let d = Document.make(seed: seed, long: long, plant: plant)
        guard let planted = d.planted else { return }
        let data = Data(d.bytes)
        func error(_ body: () throws -> PlistDocument) -> String {
            do { _ = try body(); return "no error" } catch let e as PlistReadError {
                return "\(e.location.map { "\($0.line):\($0.column)" } ?? "-") \(e.kind.rawValue)"
            } catch { return "\(error)" }
        }
        // A key where a value belongs is `missing-value` in a dictionary, `misplaced-element`
        // in an array.
        let kinds = [1: ["missing-value", "misplaced-element"], 2: ["syntax"], 3: ["undefined-entity"]]
        let at = d.expected(at: planted).prefix(while: { $0 != "@" })
        let whole = error { try PlistReader().read(data, file: "t.plist") }
        #expect(kinds[plant]!.map { "\(at) \($0)" }.contains(whole), "seed \(seed), plant \(plant), in memory: \(whole), expected at \(at)")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("plistkit-agreement-e-\(getpid())-\(plant)-\(seed)-\(long).plist")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        for size in chunkSizes {
            let streamed = error { try readStreaming(url, chunkSize: size) }
            #expect(streamed == whole, "seed \(seed), plant \(plant), chunks of \(size)")
        }
    }

    @Test(arguments: 1...3, 0..<60)
    func plantedErrorsAgree(_ plant: Int, _ seed: Int) throws {
        try Self.checkError(seed: UInt64(seed), plant: plant, long: false, chunkSizes: [1, 3, 16, 4096])
    }

    @Test(arguments: 1...3, 100..<110)
    func plantedErrorsOnLongLinesAgree(_ plant: Int, _ seed: Int) throws {
        try Self.checkError(seed: UInt64(seed), plant: plant, long: true, chunkSizes: [4093])
    }

    /// Markup on every side of libxml2's 64 KiB piece edge and of the chunk edges: the text
    /// before is sized so that the `<` of `</string>` falls at 65 536 + `delta`, then a start
    /// tag with attributes, a CR LF, a two-byte character and a tab follow within a few bytes.
    @Test(arguments: -24...24)
    func markupAtThePieceEdgeAgrees(_ delta: Int) throws {
        let head = "<?xml version=\"1.0\"?>\r\n<plist>\r\n<array>\r\n<string>"
        let unit = Array("é\r\nab\t".utf8)
        var d = Document(long: false)
        d.add(head)
        d.tags = [d.bytes.count - "<string>".utf8.count - "<array>\r\n".utf8.count, d.bytes.count - "<string>".utf8.count]
        let target = XMLPushParser.pieceSize + delta
        while d.bytes.count + unit.count <= target { d.bytes += unit }
        while d.bytes.count < target { d.add("x") }
        d.add("</string><dict a=\"1\" b='2'>\r\n")
        d.tags.append(d.bytes.count - "<dict a=\"1\" b='2'>\r\n".utf8.count)
        for k in 0..<6 {
            d.tags.append(d.bytes.count)
            d.add("<key>é\(k)</key>")
            d.add(["\r\n", "\t", " ", "", "\n\t", "\r"][k])
            d.tags.append(d.bytes.count)
            d.add("<integer>\(k)</integer>")
        }
        d.add("</dict></array></plist>\r\n")
        let expected = d.tags.map { d.expected(at: $0) }
        let data = Data(d.bytes)
        let whole = try PlistReader().read(data, file: "t.plist")
        #expect(Self.locations(whole.root) == expected, "delta \(delta), in memory")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("plistkit-agreement-edge-\(getpid())-\(delta).plist")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        for size in [4096, 65_535, 65_536, 65_537, 1 << 18] {
            let streamed = try Self.readStreaming(url, chunkSize: size)
            #expect(Self.locations(streamed.root) == expected, "delta \(delta), chunks of \(size)")
        }
    }

    @Test(arguments: 0..<400)
    func generatedDocumentsAgree(_ seed: Int) throws {
        try Self.check(seed: UInt64(seed), long: false, chunkSizes: [1, 2, 3, 5, 16, 17, 4096])
    }

    @Test(arguments: 100..<120)
    func linesOver64KiBAgree(_ seed: Int) throws {
        try Self.check(seed: UInt64(seed), long: true, chunkSizes: [4093, 65_537])
    }
}
