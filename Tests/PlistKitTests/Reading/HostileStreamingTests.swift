import Foundation
import Testing
@testable import PlistKit

/// Hostile files against the streamed read: generated texts (cut at every kind of chunk
/// boundary) read in chunks give what the whole read gives; special files are refused; file
/// descriptors are closed on every path.
@Suite struct HostileStreamingTests {
    static func temp(_ name: String, _ bytes: [UInt8]) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plistkit-hostile-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url
    }

    static func compare(_ name: String, _ bytes: [UInt8], options base: PlistReader.Options = PlistReader.Options(),
                        chunkSizes: [Int] = [1, 2, 3, 5, 7, 64, 1000, 256 << 10]) throws {
        let url = try temp(name, bytes)
        defer { try? FileManager.default.removeItem(at: url) }
        let inMemory = ReadOutcome { try PlistReader(options: base).read(contentsOf: url) }
        for size in chunkSizes {
            var options = base
            options.streamChunkSize = size
            let streamed = ReadOutcome { try PlistReader(options: options).readStreaming(contentsOf: url, elementSink: nil) }
            #expect(streamed == inMemory, "\(name), chunk size \(size)")
            let sunk = ReadOutcome { try PlistReader(options: options).readStreaming(contentsOf: url, elementSink: { _, _ in }) }
            if case .error = inMemory { #expect(sunk == inMemory, "\(name) sink, chunk size \(size)") }
            // Pipelined (the read on a second thread): the same elements and outcome.
            #expect(SunkRead(url, options, .always) == SunkRead(url, options, .never), "\(name) pipelined, chunk size \(size)")
        }
    }

    static let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n"

    static let texts: [(String, [UInt8])] = {
        var t: [(String, [UInt8])] = []
        func s(_ name: String, _ text: String) { t.append((name, Array(text.utf8))) }
        t.append(("empty", []))
        t.append(("bom-only", [0xEF, 0xBB, 0xBF]))
        t.append(("bom-space", [0xEF, 0xBB, 0xBF, 0x20, 0x0A, 0x20]))
        t.append(("bom-plist", [0xEF, 0xBB, 0xBF] + Array("<plist><array><integer>1</integer></array></plist>".utf8)))
        t.append(("bom-bom", [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("<plist><array/></plist>".utf8)))
        s("spaces-only", String(repeating: " ", count: 3000))
        s("lead-ws-plist", String(repeating: " \n", count: 2000) + "<plist><array><string>a</string></array></plist>")
        s("lead-ws-decl", String(repeating: "\n", count: 2000) + head + "<plist><array><string>a</string></array></plist>")
        s("long-decl", "<?xml version=\"1.0\"" + String(repeating: " ", count: 1500) + "encoding=\"ISO-8859-1\"?><plist><array/></plist>")
        s("decl-latin1", "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><plist><array/></plist>")
        s("decl-utf16", "<?xml version=\"1.0\" encoding=\"UTF-16\"?><plist><array/></plist>")
        let utf16 = "<?xml version=\"1.0\" encoding=\"UTF-16\"?><plist version=\"1.0\"><array><string>é</string><integer>2</integer></array></plist>"
        t.append(("utf16le-bom", [0xFF, 0xFE] + utf16.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }))
        t.append(("utf16be-nobom", utf16.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }))
        t.append(("utf16le-odd", [0xFF, 0xFE] + utf16.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } + [0x41]))
        let body = "<plist version=\"1.0\"><array>" + String(repeating: "<integer>1</integer>", count: 50)
        s("pi-comment-cdata", head + "<?pi data?><!-- c -- c --><plist><array><string><![CDATA[a]]>b<![CDATA[]]]]><![CDATA[>]]></string><!-- x --><?foo bar?></array></plist>")
        s("comment-double-dash", head + "<plist><array><!-- a -- b --></array></plist>")
        s("entity-late", head.replacingOccurrences(of: "dtd\">", with: "dtd\" [" + String(repeating: "<!-- pad -->", count: 300) + "<!ENTITY e \"xx\">]>") + "<plist><array><string>&e;</string></array></plist>")
        s("entity-external", "<!DOCTYPE plist [<!ENTITY e SYSTEM \"/etc/passwd\">]><plist><array><string>&e;</string></array></plist>")
        s("pe-late", "<!DOCTYPE plist [" + String(repeating: " ", count: 600) + "<!ENTITY % p \"<!ENTITY q 'x'>\">%p;]><plist><array/></plist>")
        s("attrs-many", head + "<plist version=\"1.0\"><array><dict " + (0..<40).map { "a\($0)=\"\($0)\"" }.joined(separator: " ") + "/></array></plist>")
        s("attrs-many-late", head + body + "<string " + (0..<300).map { "a\($0)='>\($0)'" }.joined(separator: "\n") + ">x</string></array></plist>")
        s("attrs-in-comment", head + body + "<!-- <string " + (0..<300).map { "a\($0)='\($0)'" }.joined(separator: " ") + "> --></array></plist>")
        s("attrs-in-cdata", head + body + "<string><![CDATA[<x " + (0..<300).map { "a\($0)='\($0)'" }.joined(separator: " ") + ">]]></string></array></plist>")
        s("attrs-in-pi", head + body + "<?pi <x " + (0..<300).map { "a\($0)='\($0)'" }.joined(separator: " ") + "> ?></array></plist>")
        s("attrs-after-error", head + body + "<bogus></array>" + "<x " + (0..<300).map { "a\($0)='\($0)'" }.joined(separator: " ") + ">")
        s("deep", head + "<plist><array>" + String(repeating: "<array>", count: 3000) + String(repeating: "</array>", count: 3000) + "</array></plist>")
        s("deep-unclosed", head + "<plist><array>" + String(repeating: "<array>", count: 3000))
        s("root-dict", head + "<plist><dict><key>a</key><integer>1</integer></dict></plist>")
        s("root-string", head + "<plist><string>x</string></plist>")
        s("array-of-mixed", head + "<plist><array><integer>1</integer><string>s</string><dict/><array/><true/></array></plist>")
        s("bad-first", head + "<plist><array><integer>x</integer>" + String(repeating: "<integer>1</integer>", count: 100) + "</array></plist>")
        s("bad-last", head + body + "<integer>1.5</integer></array></plist>")
        s("truncated-tag", head + body + "<inte")
        s("truncated-root", head + body)
        s("two-roots", head + "<plist><array/></plist><plist><array/></plist>")
        s("trailing-junk", head + "<plist><array/></plist>junk")
        s("trailing-comment", head + "<plist><array/></plist><!-- ok -->   \n")
        s("nul", head + "<plist><array><string>a\u{0}b</string></array></plist>")
        var bad = Array((head + body + "<string>é").utf8); bad.removeLast()  // cut multibyte
        t.append(("utf8-cut", bad + Array("</string></array></plist>".utf8)))
        t.append(("utf8-invalid", Array((head + body + "<string>").utf8) + [0xC0, 0xAF, 0xFF] + Array("</string></array></plist>".utf8)))
        s("multibyte", head + body + "<string>" + String(repeating: "é🎉", count: 200) + "</string></array></plist>")
        s("dup-keys", head + "<plist><array><dict><key>a</key><true/><key>a</key><false/></dict></array></plist>")
        s("xml-decl-late", head + "<plist><array/></plist><?xml version=\"1.0\"?>")
        s("cr-lines", (head + body + "<bogus/></array></plist>").replacingOccurrences(of: "\n", with: "\r"))
        s("crlf-lines", (head + body + "<bogus/></array></plist>").replacingOccurrences(of: "\n", with: "\r\n"))
        s("json", "[1, 2, {\"a\": \"b\"}]")
        t.append(("binary", Array("bplist00".utf8) + [0x08, 0x08, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9]))
        return t
    }()

    @Test(arguments: texts.map(\.0))
    func generatedTextChunkedEqualsWhole(_ name: String) throws {
        let bytes = try #require(Self.texts.first { $0.0 == name }).1
        try Self.compare(name, bytes)
    }

    @Test func limitsAcrossChunks() throws {
        var o = PlistReader.Options()
        o.maxStringLength = 10
        try Self.compare("strlen", Array((Self.head + "<plist><array><string>0123456789</string><string>01234567890</string></array></plist>").utf8), options: o)
        o = PlistReader.Options()
        o.maxValueCount = 20
        try Self.compare("count", Array((Self.head + "<plist><array>" + String(repeating: "<integer>1</integer>", count: 25) + "</array></plist>").utf8), options: o)
        o = PlistReader.Options()
        o.maxDepth = 50
        try Self.compare("depth", Array((Self.head + "<plist><array>" + String(repeating: "<array>", count: 60) + String(repeating: "</array>", count: 60) + "</array></plist>").utf8), options: o)
        o = PlistReader.Options()
        o.maxAttributesPerElement = 3
        try Self.compare("attrs", Array((Self.head + "<plist><array><string a='1' b='2' c='3'>x</string><string a='1' b='2' c='3' d='>'>y</string></array></plist>").utf8), options: o)
        o = PlistReader.Options()
        let text = Array((Self.head + "<plist><array><string>a</string></array></plist>").utf8)
        o.maxInputSize = text.count
        try Self.compare("size-exact", text, options: o)
        o.maxInputSize = text.count - 1
        try Self.compare("size-over", text, options: o)
    }
}
