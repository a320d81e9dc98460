import Foundation
import Testing
@testable import PlistKit

/// A decode from bytes or a file keeps of the root dictionary only the entries of the model's
/// declared keys (``DecodingSession/decode(_:reading:)``): the value and every finding are those
/// of the whole tree's decode, also when the model asks for more than its schema foresaw.
@Suite struct OmittedRootKeysDecodeTests {
    struct Config: Decodable, Equatable {
        var name: String
        var options: [Int]?
    }

    /// Reads "count" or "label" depending on "kind": the schema probe sees one branch.
    struct Branching: Decodable, Equatable {
        var kind: String
        var count: Int?
        var label: String?
        enum CodingKeys: String, CodingKey { case kind, count, label }
        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            kind = try c.decode(String.self, forKey: .kind)
            if kind == "count" {
                count = try c.decode(Int.self, forKey: .count)
            } else {
                label = try c.decode(String.self, forKey: .label)
            }
        }
    }

    /// Keeps every key it finds besides "id".
    struct Open: Decodable, Equatable {
        var id: Int
        var extra: [String]
        struct AnyKey: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: AnyKey.self)
            id = try c.decode(Int.self, forKey: AnyKey(stringValue: "id"))
            extra = c.allKeys.map(\.stringValue).filter { $0 != "id" }
        }
    }

    /// The outcome of a decode: the value, or the error's lines.
    static func outcome<T: Decodable>(_ body: () throws -> PlistDecodingResult<T>) -> String {
        do {
            let result = try body()
            return "\(result.value)\n" + result.diagnostics.map(\.description).joined(separator: "\n")
        } catch {
            return "\(error)"
        }
    }

    /// The decode from bytes and the decode of the whole tree read first.
    static func both<T: Decodable>(_ type: T.Type, _ text: String) throws -> (bytes: String, whole: String) {
        let data = Data(text.utf8)
        let bytes = outcome { try PlistDecoder().decodeWithDiagnostics(type, from: data, file: "f.json") }
        let document = try PlistReader().read(data, file: "f.json")
        let whole = outcome { try PlistDecoder().decodeWithDiagnostics(type, from: document) }
        return (bytes, whole)
    }

    @Test(arguments: [
        #"{"zz": 1, "name": "n", "options": [1], "yy": {"a": [1]}}"#,
        #"{"zz": 1, "nmae": "n", "zz": 2, "optoins": [1]}"#,
        #"{"name": 3, "q": true}"#,
        #"{"name": "n"}"#,
        #"[1, 2]"#,
    ])
    func findingsAreTheWholeTrees(_ text: String) throws {
        let (bytes, whole) = try Self.both(Config.self, text)
        #expect(bytes == whole)
    }

    @Test func theWordsOfAnUnknownKey() throws {
        let (bytes, _) = try Self.both(Config.self, #"{"zz": 1, "name": "n"}"#)
        #expect(bytes == #"""
        Config(name: "n", options: nil)
        f.json:1:2: warning: [unknown-key] unknown key "zz" at (root)
        """#)
    }

    /// A key the schema did not foresee, asked for by a branch: decoded again whole.
    @Test(arguments: [#"{"kind": "count", "count": 3, "zz": 1}"#, #"{"kind": "label", "label": "x", "zz": 1}"#])
    func aBranchAskingForAnOmittedKeyDecodesTheWholeTree(_ text: String) throws {
        let (bytes, whole) = try Self.both(Branching.self, text)
        // The same outcome; for "count" the whole tree's too reports "label" missing and
        // "count" unknown (the probed schema knows the branch the probe took).
        #expect(bytes == whole)
        #expect(bytes.contains("unknown key \"zz\" at (root)"))
    }

    @Test func allKeysAtTheRootDecodesTheWholeTree() throws {
        let (bytes, whole) = try Self.both(Open.self, #"{"id": 1, "b": 2, "c": 3}"#)
        #expect(bytes == whole)
        #expect(bytes.hasPrefix(#"Open(id: 1, extra: ["b", "c"])"#))
    }

    /// The reads a decode makes: `true` for one that omits root entries, `false` for a whole read.
    static func reads<T: Decodable>(_ type: T.Type, _ text: String) throws -> [Bool] {
        var reads: [Bool] = []
        let data = Data(text.utf8)
        _ = try? DecodingSession(PlistDecoder.Options(), model: T.self).decode(type) { streaming in
            reads.append(streaming != nil)
            guard let streaming else { return try PlistReader().read(data, file: nil) }
            return try PlistReader().read(data, file: nil, streaming: streaming)
        }
        return reads
    }

    @Test func aWholeReadIsMadeOnlyWhenTheModelAsksForMore() throws {
        #expect(try Self.reads(Config.self, #"{"zz": 1, "name": "n"}"#) == [true])
        // The probe followed the "label" branch: "count" was not kept.
        #expect(try Self.reads(Branching.self, #"{"kind": "label", "label": "x", "zz": 1}"#) == [true])
        #expect(try Self.reads(Branching.self, #"{"kind": "count", "count": 3, "zz": 1}"#) == [true, false])
        // Nothing omitted: nothing to read again.
        #expect(try Self.reads(Branching.self, #"{"kind": "label", "label": "x"}"#) == [true])
        #expect(try Self.reads(Open.self, #"{"id": 1, "b": 2}"#) == [true, false])
        // A map's schema keeps every entry: read once, whole.
        #expect(try Self.reads([String: Int].self, #"{"a": 1}"#) == [false])
    }

    /// From a file too, in each format the reader omits from (XML and JSON).
    @Test func aFileDecodesAsItsTree() throws {
        let text = #"{"zz": [1, 2], "name": "n", "zy": 2}"#
        let xml = String(decoding: try XMLPlistWriter().write(try PlistReader().read(Data(text.utf8)).root), as: UTF8.self)
        for (name, contents) in [("f.json", text), ("f.plist", xml)] {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("omitted-\(UUID().uuidString)-\(name)")
            try Data(contents.utf8).write(to: url)
            defer { try? FileManager.default.removeItem(at: url) }
            let file = Self.outcome { try PlistDecoder().decodeWithDiagnostics(Config.self, contentsOf: url, file: name) }
            let whole = Self.outcome { try PlistDecoder().decodeWithDiagnostics(Config.self, from: try PlistReader().read(contentsOf: url, file: name)) }
            #expect(file == whole)
            #expect(file.components(separatedBy: "\n").count == 3, "\(file)")
        }
    }
}
