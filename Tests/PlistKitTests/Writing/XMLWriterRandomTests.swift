import Foundation
import Testing
@testable import PlistKit
import PlistTestSupport

/// Random trees: Foundation parses what we write into the values it was given.
@Suite struct XMLWriterRandomTests {
    static let alphabet: [Character] = ["a", "Z", "0", " ", "<", ">", "&", "\"", "'", "\t", "\n", "\r", "]", "é", "中", "😀", "\u{7F}", "\u{85}", "\u{FFFD}", "\u{2028}"]

    static func string(_ rng: inout SplitMix64) -> String {
        String((0..<Int.random(in: 0...12, using: &rng)).map { _ in alphabet.randomElement(using: &rng) ?? "a" })
    }

    static func scalar(_ rng: inout SplitMix64) -> PlistValue {
        switch Int.random(in: 0..<8, using: &rng) {
        case 0: return .string(string(&rng))
        case 1: return .integer(PlistInteger(Int64(bitPattern: rng.next()) >> Int64.random(in: 0...63, using: &rng)))
        case 2: return .integer(PlistInteger(rng.next()))
        case 3: return .real(Double(bitPattern: rng.next()))
        case 4: return .real(Double(Int.random(in: -1000...1000, using: &rng)) / Double(Int.random(in: 1...64, using: &rng)))
        case 5: return .bool(Bool.random(using: &rng))
        case 6: return .date(Date(timeIntervalSinceReferenceDate: Double.random(in: -4e10...4e10, using: &rng)))
        default: return .data(Data((0..<Int.random(in: 0...150, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }))
        }
    }

    /// A random tree of at most `budget` nodes, built without recursion.
    static func tree(_ rng: inout SplitMix64, budget: Int) -> PlistValue {
        func make(_ depth: Int, _ rng: inout SplitMix64, _ budget: inout Int) -> PlistValue {
            budget -= 1
            guard depth < 12, budget > 0, Int.random(in: 0..<3, using: &rng) == 0 else { return scalar(&rng) }
            let count = Int.random(in: 0...5, using: &rng)
            if Bool.random(using: &rng) {
                return .array((0..<count).map { _ in PlistNode(make(depth + 1, &rng, &budget)) })
            }
            var dictionary = PlistDictionary()
            for _ in 0..<count {
                dictionary.insert(.init(key: string(&rng), value: PlistNode(make(depth + 1, &rng, &budget))))
            }
            return .dictionary(dictionary)
        }
        var remaining = budget
        return make(0, &rng, &remaining)
    }

    @Test(arguments: 0..<60)
    func foundationReadsOurOutputAsTheTreeWeWrote(seed: Int) throws {
        var rng = SplitMix64(state: UInt64(seed))
        let tree = Self.tree(&rng, budget: 60)
        let ours = try XMLPlistWriter().write(tree)
        let parsed = try PropertyListSerialization.propertyList(from: ours, format: nil)
        let viaOurs = try PropertyListSerialization.data(fromPropertyList: parsed, format: .xml, options: 0)
        let direct = try FoundationPlist.xml(tree)
        #expect(String(decoding: viaOurs, as: UTF8.self) == String(decoding: direct, as: UTF8.self), "seed \(seed)")
    }
}
