import Foundation
import Testing
@testable import PlistKit

/// Models whose `init(from:)` walks nested containers until the data ends, by recursion or in
/// a loop. Probing them for their schema (before any data is looked at) hands out stand-ins that
/// always have one more level and every key, so the probe stops them after
/// `ProbeDecoder.maxDepth` levels or `maxSteps` steps: before, the recursive ones overflowed the
/// stack (SIGSEGV, on any thread), the unkeyed loop hung while its memory grew about 200 MB/s, and the keyed
/// loop hung at full CPU — on a three-level tree.
@Suite struct SchemaProbeWalkTests {
    enum Keys: String, CodingKey { case next }

    struct RecursiveUnkeyed: Decodable {
        let depth: Int
        init(from decoder: any Decoder) throws {
            var c = try decoder.unkeyedContainer()
            depth = try Self.walk(&c)
        }
        static func walk(_ c: inout any UnkeyedDecodingContainer) throws -> Int {
            if c.isAtEnd { return 0 }
            var inner = try c.nestedUnkeyedContainer()
            return 1 + (try walk(&inner))
        }
    }

    struct IterativeUnkeyed: Decodable {
        let depth: Int
        init(from decoder: any Decoder) throws {
            var c = try decoder.unkeyedContainer()
            var n = 0
            while !c.isAtEnd { c = try c.nestedUnkeyedContainer(); n += 1 }
            depth = n
        }
    }

    struct IterativeKeyed: Decodable {
        let depth: Int
        init(from decoder: any Decoder) throws {
            var c = try decoder.container(keyedBy: Keys.self)
            var n = 0
            while c.contains(.next) { c = try c.nestedContainer(keyedBy: Keys.self, forKey: .next); n += 1 }
            depth = n
        }
    }

    final class SuperChain: Decodable, @unchecked Sendable {
        let next: SuperChain?
        var depth: Int { next.map { 1 + $0.depth } ?? 0 }
        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: Keys.self)
            next = c.contains(.next) ? try SuperChain(from: c.superDecoder(forKey: .next)) : nil
        }
    }

    /// A keyed loop that asks `contains` without nesting: stand-ins have every key, so it would
    /// never end; past the step budget `contains` says no.
    struct CountingKeys: Decodable {
        let found: Int
        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: Keys.self)
            var n = 0
            while c.contains(.next) { n += 1 }
            found = n
        }
    }

    static let arrays = PlistNode(.array([PlistNode(.array([PlistNode(.array([]))]))]))
    static let dictionaries = PlistNode(.dictionary(PlistDictionary(entries: [.init(key: "next", value:
        PlistNode(.dictionary(PlistDictionary(entries: [.init(key: "next", value: PlistNode(.dictionary(PlistDictionary()))) ]))))])))

    @Test func walksByRecursionEnd() throws {
        #expect(try PlistDecoder().decode(RecursiveUnkeyed.self, from: Self.arrays).depth == 2)
        #expect(try PlistDecoder().decode(SuperChain.self, from: Self.dictionaries).depth == 2)
    }

    @Test func walksInALoopEnd() throws {
        #expect(try PlistDecoder().decode(IterativeUnkeyed.self, from: Self.arrays).depth == 2)
        #expect(try PlistDecoder().decode(IterativeKeyed.self, from: Self.dictionaries).depth == 2)
        #expect(try PlistDecoder().decode(CountingKeys.self, from: PlistNode(.dictionary(PlistDictionary()))).found == 0)
    }
}
