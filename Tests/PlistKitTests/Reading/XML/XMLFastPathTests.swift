import Foundation
import Testing
@testable import PlistKit

/// The shortcuts of the XML reader's hot paths (issue 5) give the answers of the slow paths:
/// interned keys, duplicate detection without a search, locations counted by the tracker,
/// start tags found without scanning, base64 decoded into scratch memory.
@Suite struct XMLFastPathTests {
    // MARK: Key table

    @Test(arguments: [
        ("", 0), ("a", 1), ("answer", 6), ("columnClassName", 15), ("sixteen-bytes-ok", 16),
        ("seventeen-bytes-k", 17), ("CFBundleDevelopmentRegion", 25), ("ключ-名前", 15),
        (String(repeating: "k", count: 64), 64), (String(repeating: "k", count: 65), 65),
    ])
    func internedKeyIsTheStringOfItsBytes(key: String, byteCount: Int) {
        #expect(key.utf8.count == byteCount)
        let table = XMLKeyTable()
        let first = table.key(for: Self.buffer(key))
        let second = table.key(for: Self.buffer(key))
        #expect(first.key == key)
        #expect(second.key == key)
        #expect(first.id == second.id)
        // Keys of up to 64 bytes are kept; longer ones get no id.
        #expect((first.id != nil) == (byteCount <= 64))
    }

    @Test func keysSharingTheirFirst16BytesAreTold() {
        let table = XMLKeyTable()
        let keys = ["prefix-0123456789-a", "prefix-0123456789-b", "prefix-0123456789", "prefix-012345678"]
        let ids = keys.map { table.key(for: Self.buffer($0)).id }
        #expect(Set(ids.compactMap { $0 }).count == 4)
        for (key, id) in zip(keys, ids) {
            let again = table.key(for: Self.buffer(key))
            #expect(again.key == key)
            #expect(again.id == id)
        }
    }

    /// At most `maxKeys` keys are kept, and every key gets the same answer each time (the
    /// duplicate shortcut relies on it), kept or not.
    @Test func theTableIsBoundedAndConsistent() {
        let table = XMLKeyTable()
        let keys = (0..<1000).map { "key\($0)" }
        let ids = keys.map { table.key(for: Self.buffer($0)).id }
        let kept = ids.compactMap { $0 }
        #expect(Set(kept).count == kept.count)
        #expect(kept.count <= XMLKeyTable.maxKeys)
        #expect(kept.count >= XMLKeyTable.maxKeys / 2)
        for (key, id) in zip(keys, ids) {
            let again = table.key(for: Self.buffer(key))
            #expect(again.key == key)
            #expect(again.id == id)
        }
    }

    // MARK: Duplicates

    /// 100 distinct keys (ids alias in the 64-bit mask) then a duplicate of each of several.
    @Test(arguments: ["k0", "k1", "k63", "k64", "k99"])
    func aDuplicateIsFoundAmongManyKeys(duplicate: String) throws {
        var body = "<dict>\n"
        for k in 0..<100 { body += "<key>k\(k)</key><integer>\(k)</integer>\n" }
        body += "<key>\(duplicate)</key><string>again</string>\n</dict>"
        let doc = try XMLTest.read(xml: XMLTest.wrap(body))
        #expect(doc.diagnostics.count == 1)
        #expect(doc.diagnostics.first?.message.hasPrefix("duplicate key \"\(duplicate)\"") == true)
        let dict = try #require(doc.root.value.dictionaryValue)
        #expect(dict.count == 100)
        #expect(dict[duplicate]?.value == .string("again"))
    }

    /// With the table full, keys get no id and every insert searches.
    @Test func duplicatesAreFoundWhenTheTableIsFull() throws {
        var body = "<array>\n<dict>\n"
        for k in 0..<(4 * XMLKeyTable.maxKeys) { body += "<key>filler\(k)</key><true/>\n" }
        body += "</dict>\n<dict><key>late</key><true/><key>late</key><false/></dict>\n</array>"
        let doc = try XMLTest.read(xml: XMLTest.wrap(body))
        #expect(doc.diagnostics.map(\.message) == [
            "duplicate key \"late\" (first defined at \(4 * XMLKeyTable.maxKeys + 5):7); the later value wins",
        ])
    }

    /// A key used in a nested dict is not a duplicate in the outer one, and the reverse.
    @Test func nestedDictsKeepTheirOwnKeys() throws {
        let body = "<dict><key>a</key><dict><key>a</key><true/><key>b</key><true/></dict><key>b</key><dict><key>b</key><true/></dict></dict>"
        let doc = try XMLTest.read(xml: XMLTest.wrap(body))
        #expect(doc.diagnostics.isEmpty)
        let dict = try #require(doc.root.value.dictionaryValue)
        #expect(dict.keys == ["a", "b"])
    }

    // MARK: Locations

    /// Every start tag of a document with multi-byte text, tabs, long and short lines is
    /// located where a byte-by-byte count puts it.
    @Test func locationsMatchAByteCount() throws {
        var xml = "<plist version=\"1.0\">\n<array>\n"
        let texts = ["", "x", "新浪 dolor", String(repeating: "é", count: 40), "a\nb\nc", String(repeating: "z", count: 300)]
        for (k, text) in texts.enumerated() {
            xml += String(repeating: "\t", count: k % 4) + "<string>\(text)</string>" + (k % 2 == 0 ? "\n" : " ")
            xml += "<integer>\(k)</integer>\n"
        }
        xml += "<dict><key>ключ</key><true/></dict></array>\n</plist>\n"
        let doc = try XMLTest.read(xml: xml)
        var found: [PlistKit.SourceLocation] = []
        for node in try #require(doc.root.value.arrayValue) {
            found.append(node.location)
            if let dict = node.value.dictionaryValue {
                for entry in dict.entries { found.append(contentsOf: [entry.keyLocation, entry.value.location]) }
            }
        }
        let expected = Self.startTagLocations(in: xml).filter { ["string", "integer", "dict", "key", "true"].contains($0.name) }
        #expect(found == expected.map { $0.location })
    }

    // MARK: Base64

    static let base64Cases: [(String, [UInt8])] = [
        ("", []), ("AA==", [0]), ("AAE=", [0, 1]), ("AAEC", [0, 1, 2]),
        ("\n\t\tyqdnXyFuZrAvhJ+MQiKM5aVAkRW7G+1n\n\t\t", Array(Data(base64Encoded: "yqdnXyFuZrAvhJ+MQiKM5aVAkRW7G+1n") ?? Data())),
        (String(repeating: "AQID", count: 1000), Array(Array(repeating: [UInt8]([1, 2, 3]), count: 1000).joined())),
    ]

    @Test(arguments: base64Cases)
    func base64DecodesAsBefore(text: String, bytes: [UInt8]) throws {
        let result = try Base64Decoder.decode(text).get()
        #expect(result.bytes == Data(bytes))
    }

    // MARK: Helpers

    private static func buffer(_ text: String) -> XMLTextBuffer {
        var buffer = XMLTextBuffer()
        Array(text.utf8).withUnsafeBufferPointer { buffer.append(contentsOf: $0) }
        return buffer
    }

    /// The name and location of every start tag, counted byte by byte (columns in Unicode
    /// scalars, as the tracker counts them).
    private static func startTagLocations(in xml: String) -> [(name: String, location: PlistKit.SourceLocation)] {
        let bytes = Array(xml.utf8)
        var result: [(String, PlistKit.SourceLocation)] = []
        var line = 1, column = 1
        for (i, b) in bytes.enumerated() {
            if b == UInt8(ascii: "<"), i + 1 < bytes.count, bytes[i + 1] != UInt8(ascii: "/") {
                var end = i + 1
                while end < bytes.count, ![UInt8(ascii: ">"), UInt8(ascii: " "), UInt8(ascii: "/")].contains(bytes[end]) { end += 1 }
                result.append((String(decoding: bytes[(i + 1)..<end], as: UTF8.self), PlistKit.SourceLocation(line: line, column: column, offset: i)))
            }
            if b == 0x0A { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
        }
        return result
    }
}

/// The exact fast path of ``PlistRealParser`` gives the bits `strtod` gives.
@Suite struct RealFastPathTests {
    @Test(arguments: ["0", "-0", "0.0", "-0.000", "1", "622.916", "334.455", "0.1", "0.3", "123456789012345",
                      "1234567890123456", "0.000000000000000000001", "1e22", "1e23", "9007199254740993",
                      "4.35e-5", "-7.5E+3", "1e-22", "123.456e-10", "999999999999999e22", "1e308", "2.2250738585072014e-308"])
    func sameAsStrtod(text: String) throws {
        let parsed = try PlistRealParser.parse(text).get()
        let expected = try #require(Double(text))
        #expect(parsed.value.bitPattern == expected.bitPattern)
    }

    @Test func manyGeneratedDecimalsRoundAsStrtod() throws {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt64 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return state
        }
        for _ in 0..<20_000 {
            let digits = Int(next() % 17) + 1
            var text = next() % 2 == 0 ? "" : "-"
            for k in 0..<digits { text += String(next() % 10); if k == Int(next() % UInt64(digits)) && !text.contains(".") { text += "." } }
            if next() % 3 == 0 { text += "e" + (next() % 2 == 0 ? "-" : "") + String(next() % 30) }
            let parsed = try PlistRealParser.parse(text).get()
            let expected = try #require(Double(text))
            #expect(parsed.value.bitPattern == expected.bitPattern, "\(text)")
        }
    }
}
