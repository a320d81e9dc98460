import Foundation
import PlistKit
import PlistTestSupport

/// Random sample sets for the generator's property test: nested dictionaries, arrays (empty
/// ones too), maps keyed by data, optional keys, and the same key with different kinds across
/// samples, written as XML or (without dates and data, with nulls) as JSON. Deterministic for a
/// seed (``SplitMix64``, shared by the test targets).
struct SampleGenerator {
    private var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(state: seed) }

    /// The generator's next value.
    mutating func next() -> UInt64 { random.next() }

    /// A number in `0..<n`.
    mutating func below(_ n: Int) -> Int { random.below(n) }

    /// Keys shared by every sample, so that samples merge, disagree and leave keys out.
    static let keys = ["name", "server", "port", "tags", "items", "flag", "when", "payload",
                       "user_id", "userId", "data", "default", "2x", "servers"]
    static let mapKeys = ["0.jpg", "1.jpg", "42", "7.png"]

    /// One sample: a dictionary root (an array of dictionaries one time in five).
    mutating func sample(json: Bool) -> PlistValue {
        if below(5) == 0 {
            return .array((0..<below(3)).map { _ in PlistNode(dictionary(depth: 1, json: json)) })
        }
        return dictionary(depth: 0, json: json)
    }

    mutating func dictionary(depth: Int, json: Bool) -> PlistValue {
        var d = PlistDictionary()
        for _ in 0..<below(6) {
            let key = Self.keys[below(Self.keys.count)]
            if d[key] == nil { d[key] = PlistNode(value(depth: depth + 1, json: json)) }
        }
        return .dictionary(d)
    }

    mutating func value(depth: Int, json: Bool) -> PlistValue {
        let choice = below(depth >= 3 ? 7 : 11)
        switch choice {
        case 0: return .string(["a", "b c", "", "é"][below(4)])
        case 1: return .integer(PlistInteger(Int64(below(2000)) - 1000))
        case 2: return .real(Double(below(4000)) / 8)
        case 3: return .bool(below(2) == 0)
        case 4:
            if json { return .null }
            // A UID one time in four: such a sample is written as a binary plist.
            if below(4) == 0 { return .uid(UInt64(below(300))) }
            return .date(Date(timeIntervalSince1970: Double(below(2_000_000_000))))
        case 5: return json ? .string("x") : .data(Data((0..<below(5)).map { UInt8($0) }))
        case 6: return json && below(3) == 0 ? .null : .string("s")
        case 7, 8:
            // Arrays: empty, or elements of one kind, sometimes two.
            let count = below(4)
            let mixed = below(4) == 0
            var elements: [PlistNode] = []
            let kind = below(3)
            for i in 0..<count {
                let pick = mixed && i % 2 == 1 ? (kind + 1) % 3 : kind
                switch pick {
                case 0: elements.append(PlistNode(dictionary(depth: depth + 1, json: json)))
                case 1: elements.append(PlistNode(.integer(PlistInteger(Int64(i)))))
                default: elements.append(PlistNode(.string("e\(i)")))
                }
            }
            return .array(elements)
        case 9:
            var map = PlistDictionary()
            let kind = below(3)
            for key in Self.mapKeys.prefix(1 + below(3)) {
                switch kind {
                case 0: map[key] = PlistNode(.string("v"))
                case 1: map[key] = PlistNode(.integer(PlistInteger(Int64(below(9)))))
                default: map[key] = PlistNode(dictionary(depth: depth + 1, json: json))
                }
            }
            return .dictionary(map)
        default:
            return dictionary(depth: depth, json: json)
        }
    }
}
