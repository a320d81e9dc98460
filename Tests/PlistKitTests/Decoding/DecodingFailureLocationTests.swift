import Foundation
import Testing
@testable import PlistKit

/// Issue #16 item 1: an error thrown while decoding carries the location of the node the
/// decoder held when it was thrown — also under a ``PlistMapping`` (alternate keys, key
/// paths), where the key of the file is not the coding key — and a streamed decode that fails
/// reads its file once.
@Suite struct DecodingFailureLocationTests {
    /// A port number whose own `init(from:)` rejects 0 (an error the schema cannot foresee).
    struct Port: Decodable, Equatable {
        var value: Int
        init(from decoder: any Decoder) throws {
            let c = try decoder.singleValueContainer()
            value = try c.decode(Int.self)
            guard value > 0 else { throw DecodingError.dataCorruptedError(in: c, debugDescription: "port must be positive") }
        }
    }

    /// Reads `port` under its own key or the alternate `listenPort`.
    struct Server: Decodable, PlistMappable {
        var name: String
        var port: Port
        static let plistMapping = PlistMapping(alternateKeys: ["port": ["listenPort"]])
    }

    /// Reads `port` from the key path `net.port`.
    struct Nested: Decodable, PlistMappable {
        var name: String
        var port: Port
        static let plistMapping = PlistMapping(keyPaths: ["port": "net.port"])
    }

    /// Rejects a `level` above 3 through its keyed container (the error names the coding key).
    struct Level: Decodable, PlistMappable {
        var level: Int
        enum CodingKeys: String, CodingKey { case level }
        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            level = try c.decode(Int.self, forKey: .level)
            if level > 3 { throw DecodingError.dataCorruptedError(forKey: .level, in: c, debugDescription: "at most 3") }
        }
        static let plistMapping = PlistMapping(alternateKeys: ["level": ["Level"]])
    }

    @Test func aFailureUnderAnAlternateKeyIsLocatedAtItsValue() {
        let xml = Data("""
            <plist version="1.0"><dict>
            <key>name</key><string>a</string>
            <key>listenPort</key><integer>0</integer>
            </dict></plist>
            """.utf8)
        #expect(headlines { _ = try PlistDecoder().decode(Server.self, from: xml, file: "s.plist") } == [
            "s.plist:3:22: error: [type-mismatch] listenPort: port must be positive",
        ])
    }

    @Test func aFailureUnderAKeyPathIsLocatedAtItsValue() {
        let xml = Data("""
            <plist version="1.0"><dict>
            <key>name</key><string>a</string>
            <key>net</key><dict>
              <key>port</key><integer>0</integer>
            </dict>
            </dict></plist>
            """.utf8)
        #expect(headlines { _ = try PlistDecoder().decode(Nested.self, from: xml, file: "n.plist") } == [
            "n.plist:4:18: error: [type-mismatch] net.port: port must be positive",
        ])
    }

    @Test func aModelsKeyedErrorUnderAnAlternateKeyIsLocatedAtItsValue() {
        let xml = Data("""
            <plist version="1.0"><dict>
            <key>Level</key><integer>9</integer>
            </dict></plist>
            """.utf8)
        #expect(headlines { _ = try PlistDecoder().decode(Level.self, from: xml, file: "l.plist") } == [
            "l.plist:2:17: error: [type-mismatch] Level: at most 3",
        ])
    }

    /// The reading thread of a pipelined read reports `.started` once per read of the file.
    @Test func aStreamedDecodeThatFailsReadsItsFileOnce() {
        let reads = Counter()
        var options = PlistDecoder.Options()
        options.reader.pipeline.use = .always
        options.reader.pipeline.observer = { event in if event == .started { reads.increment() } }
        let url = Fixtures.url("Streaming/lenient-then-bad.plist")
        #expect(headlines { _ = try PlistDecoder(options: options).decode([StreamingLenient].self, contentsOf: url, file: "l.plist") } == [
            "l.plist:6:3: error: [type-mismatch] [0].n: expected Int, found string \"abc\"",
            "l.plist:11:3: warning: [unknown-key] unknown key \"colour\" at [1]",
            "l.plist:14:2: error: [type-mismatch] [2]: expected StreamingLenient, found string \"not a dictionary\"",
            "l.plist:17:3: error: [type-mismatch] [3].n: 1.5 is not an integer (expected Int)",
        ])
        #expect(reads.value == 1)
    }

    /// A streamed `decodeElements` whose element fails to decode reads its file once too.
    @Test func streamedElementsWithAFailureReadTheFileOnce() throws {
        let reads = Counter()
        var options = PlistDecoder.Options()
        options.reader.pipeline.use = .always
        options.reader.pipeline.observer = { event in if event == .started { reads.increment() } }
        let url = Fixtures.url("Streaming/picky.plist")
        let r = try PlistDecoder(options: options).decodeElements(StreamingPicky.self, contentsOf: url, file: "picky.plist")
        #expect(r.diagnostics.map(\.description) == [
            "picky.plist:11:3: error: [type-mismatch] [1].n: negative",
            "picky.plist:16:3: warning: [unknown-key] unknown key \"extra\" at [2]",
        ])
        #expect(reads.value == 1)
    }
}

/// A count shared with the reading thread.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
