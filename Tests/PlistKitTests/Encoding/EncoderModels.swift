import Foundation

/// Models for the encoder tests, using every type the encoder supports.
enum EncoderModels {
    enum Kind: String, Codable, Equatable { case news, sports }

    struct Inner: Codable, Equatable {
        var name: String
        var score: Int
    }

    struct Everything: Codable, Equatable {
        var bool = true
        var string = "a<b>&c é 😀"
        var int = -42
        var int8 = Int8.min
        var int16 = Int16.max
        var int32 = Int32.min
        var int64 = Int64.min
        var uint = UInt(7)
        var uint8 = UInt8.max
        var uint16 = UInt16.max
        var uint32 = UInt32.max
        var uint64 = UInt64.max
        var float = Float(0.1)
        var double = -2.5
        var infinity = Double.infinity
        var date = Date(timeIntervalSinceReferenceDate: 481_630_577)
        var data = Data([0, 1, 2, 0xFF])
        var emptyData = Data()
        var optionalPresent: String? = "here"
        var optionalAbsent: Int? = nil
        var array = [1, 2, 3]
        var nestedArrays = [["a"], [], ["b", "c"]]
        var dictionary = ["b": 2, "a": 1, "0.jpg": 0]
        var nested = Inner(name: "inner", score: 9)
        var models = [Inner(name: "x", score: 1), Inner(name: "y", score: 2)]
        var emptyModels: [Inner] = []
        var kind = Kind.sports
        var kinds: [Kind] = [.news]
    }

    /// The types Foundation encodes differently, on purpose (see `PlistEncoder`).
    struct Deviations: Codable, Equatable {
        var url = URL(string: "https://example.com/a?b=1#c")
        var decimal = Decimal(string: "3.14")
        var exactDecimal = Decimal(string: "0.1000000000000000000001")
    }

    class Base: Codable {
        var baseValue = 1
        init() {}
    }

    final class Derived: Base {
        var derivedValue = "d"
        private enum CodingKeys: String, CodingKey { case derivedValue }
        override init() { super.init() }
        required init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            derivedValue = try container.decode(String.self, forKey: .derivedValue)
            try super.init(from: container.superDecoder())
        }
        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(derivedValue, forKey: .derivedValue)
            try super.encode(to: container.superEncoder())
        }
    }

    /// Encodes the given key names through one keyed container.
    struct DynamicKeys: Encodable {
        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
        var names: [String]
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            for name in names { try container.encode(1, forKey: Key(stringValue: name)) }
        }
    }

    /// Uses every container kind by hand, nested.
    struct HandWritten: Encodable {
        enum Keys: String, CodingKey { case meta, list, nothing, flag }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            var meta = container.nestedContainer(keyedBy: Keys.self, forKey: .meta)
            try meta.encode(true, forKey: .flag)
            var list = container.nestedUnkeyedContainer(forKey: .list)
            try list.encode("first")
            var inner = list.nestedUnkeyedContainer()
            try inner.encode(2.5)
            var innerDict = list.nestedContainer(keyedBy: Keys.self)
            try innerDict.encodeNil(forKey: .nothing)
            try list.encodeNil()
            let superEncoder = list.superEncoder()
            var single = superEncoder.singleValueContainer()
            try single.encode(UInt64.max)
        }
    }

    /// Encodes two values through one single-value container.
    struct TwoSingleValues: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(1)
            try container.encode(2)
        }
    }

    /// Asks for a keyed container after an unkeyed one.
    struct MixedContainers: Encodable {
        func encode(to encoder: any Encoder) throws {
            var list = encoder.unkeyedContainer()
            try list.encode(1)
            var keyed = encoder.container(keyedBy: DynamicKeys.Key.self)
            try keyed.encode(2, forKey: .init(stringValue: "x"))
        }
    }

    /// Encodes nothing at all.
    struct Nothing: Encodable {
        func encode(to encoder: any Encoder) throws {}
    }
}
