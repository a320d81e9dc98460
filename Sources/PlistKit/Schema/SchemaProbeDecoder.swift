import Foundation

/// Thrown inside a probe when no stand-in value of a type can be made.
struct ProbeFailure: Error {}

/// A recording `Decoder`: hands out stand-in values and writes down every key, element and
/// value type that an `init(from:)` asks for. See ``Schema/init(of:)``.
final class ProbeDecoder: Decoder {
    enum Pending {
        case schema(Schema)
        case nested(ProbeDecoder, String)
    }
    struct Property {
        var key: String
        var value: Pending
        var isRequired: Bool
    }
    enum Kind { case none, keyed, unkeyed, single }

    let probe: SchemaProbe
    var kind: Kind = .none
    var properties: [Property] = []
    var propertyIndex: [ExactKey: Int] = [:]
    var element: Pending?
    var single: Schema?
    var incomplete = false
    var dynamicKeys = false
    /// Whether the single-value container records each type asked for in
    /// ``triedSingleValues`` and refuses it (see `SchemaProbe.unionSchema(of:named:)`).
    var refusesSingleValues = false
    var triedSingleValues: [Schema] = []

    /// How many levels of nested containers and super decoders this decoder is below the one
    /// the probed `init(from:)` was given (0 for that one).
    let depth: Int
    /// The steps (``child()``s and `contains` calls) taken so far in the probe of one type,
    /// shared by every decoder of that probe.
    let steps: StepCount
    final class StepCount { var taken = 0 }

    /// The most levels of nested containers below the probed `init(from:)`, and the most steps
    /// in the probe of one type. Stand-ins always have one more level and every key, so an
    /// `init(from:)` that walks nested containers until the data ends — by recursion or in a
    /// loop (`while !c.isAtEnd { c = try c.nestedUnkeyedContainer() }`,
    /// `while c.contains(.next) { c = try c.nestedContainer(keyedBy:forKey:) }`) — would
    /// otherwise never end: a stack overflow, or a hang with memory growing, before any data
    /// was looked at.
    static let maxDepth = 16
    static let maxSteps = 10_000

    /// A decoder for the `init(from:)` of one type.
    init(probe: SchemaProbe) {
        self.probe = probe
        depth = 0
        steps = StepCount()
    }

    private init(parent: ProbeDecoder) {
        probe = parent.probe
        depth = parent.depth + 1
        steps = parent.steps
    }

    /// A decoder for a nested container or a super decoder of this one.
    /// - Throws: ``ProbeFailure`` past ``maxDepth`` levels or ``maxSteps`` steps; the probe then
    ///   treats the model as one whose `init(from:)` threw (its unknown keys are not reported).
    func child() throws -> ProbeDecoder {
        guard depth < Self.maxDepth, takeStep() else { throw ProbeFailure() }
        return ProbeDecoder(parent: self)
    }

    /// Counts one step; `false` once the probe of this type has taken ``maxSteps``.
    func takeStep() -> Bool {
        steps.taken += 1
        return steps.taken <= Self.maxSteps
    }

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        kind = .keyed
        return KeyedDecodingContainer(ProbeKeyedContainer<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        kind = .unkeyed
        return ProbeUnkeyedContainer(decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        kind = .single
        return ProbeSingleValueContainer(decoder: self)
    }

    // MARK: Recording

    func record(key: String, _ value: Pending, required: Bool) {
        if let i = propertyIndex[ExactKey(key)] {
            if !required { properties[i].isRequired = false }
            return
        }
        propertyIndex[ExactKey(key)] = properties.count
        properties.append(Property(key: key, value: value, isRequired: required))
    }

    func markOptional(_ key: String) {
        if let i = propertyIndex[ExactKey(key)] { properties[i].isRequired = false }
        else { record(key: key, .schema(Schema(.any)), required: false); properties[properties.count - 1].isRequired = false }
    }

    func standIn<T: Decodable>(_ type: T.Type) throws -> T {
        guard let v = probe.standIn(type) else { throw ProbeFailure() }
        return v
    }

    static func resolve(_ p: Pending) -> Schema {
        switch p {
        case .schema(let s): return s
        case .nested(let d, let name): return d.schema(named: name, type: nil)
        }
    }

    /// The schema of what was recorded, with `type`'s ``PlistMappable`` configuration applied.
    func schema(named name: String, type: (any Decodable.Type)?) -> Schema {
        switch kind {
        case .none:
            return Schema(.any, typeName: name)
        case .single:
            var s = single ?? Schema(.any)
            switch s.shape {
            case .object, .reference, .array, .map: break
            default: if s.typeName == nil { s.typeName = name }
            }
            return s
        case .unkeyed:
            return Schema(.array(element.map(Self.resolve) ?? Schema(.any)), typeName: nil)
        case .keyed:
            let mapping = (type as? any PlistMappable.Type)?.plistMapping
            var props: [SchemaProperty] = []
            props.reserveCapacity(properties.count)
            for p in properties {
                var sp = SchemaProperty(key: p.key, schema: Self.resolve(p.value), isRequired: p.isRequired)
                if let mapping {
                    let keys = PropertyKeys(property: p.key, mapping: mapping)
                    sp.alternateKeys = keys.alternateKeys
                    sp.keyPath = keys.keyPath
                    if let d = mapping.defaults[p.key] {
                        sp.defaultValue = d
                        sp.isRequired = false
                    }
                }
                props.append(sp)
            }
            var policy: AdditionalKeysPolicy? = mapping?.additionalKeys
            if incomplete || dynamicKeys { policy = .ignore }
            if mapping?.keysAreComplete == false {
                policy = .ignore
                for i in props.indices { props[i].isRequired = false }
            }
            let object = ObjectSchema(name: name, properties: props, additionalKeys: policy)
            if let type { probe.record(object, for: type) }
            return Schema(.object(object))
        }
    }
}

struct ProbeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: ProbeDecoder
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { decoder.dynamicKeys = true; return [] }

    func contains(_ key: Key) -> Bool { decoder.markOptional(key.stringValue); return decoder.takeStep() }
    func decodeNil(forKey key: Key) throws -> Bool { decoder.markOptional(key.stringValue); return false }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        decoder.record(key: key.stringValue, .schema(decoder.probe.schema(for: type)), required: true)
        return try decoder.standIn(type)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        var s = decoder.probe.schema(for: type)
        s.isNullable = true
        decoder.record(key: key.stringValue, .schema(s), required: false)
        return nil
    }

    // The concrete overloads forward to the generic one, so that probing sees optionals
    // (the protocol's defaults would go through `contains` and `decodeNil`).
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try decodeIfPresent(type as Bool.Type, key) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try decodeIfPresent(type as String.Type, key) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try decodeIfPresent(type as Double.Type, key) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try decodeIfPresent(type as Float.Type, key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try decodeIfPresent(type as Int.Type, key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try decodeIfPresent(type as Int8.Type, key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try decodeIfPresent(type as Int16.Type, key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try decodeIfPresent(type as Int32.Type, key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try decodeIfPresent(type as Int64.Type, key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try decodeIfPresent(type as UInt.Type, key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try decodeIfPresent(type as UInt8.Type, key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try decodeIfPresent(type as UInt16.Type, key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try decodeIfPresent(type as UInt32.Type, key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try decodeIfPresent(type as UInt64.Type, key) }

    private func decodeIfPresent<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T? {
        try decodeIfPresent(type, forKey: key)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        let child = try decoder.child()
        decoder.record(key: key.stringValue, .nested(child, key.stringValue), required: true)
        return try child.container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let child = try decoder.child()
        decoder.record(key: key.stringValue, .nested(child, key.stringValue), required: true)
        return try child.unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        decoder.record(key: "super", .schema(Schema(.any)), required: false)
        return try decoder.child()
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        decoder.record(key: key.stringValue, .schema(Schema(.any)), required: false)
        return try decoder.child()
    }
}

struct ProbeUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: ProbeDecoder
    var codingPath: [any CodingKey] { [] }
    var count: Int? { nil }
    var isAtEnd: Bool { decoder.element != nil }
    var currentIndex: Int { decoder.element == nil ? 0 : 1 }

    mutating func decodeNil() throws -> Bool { false }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if decoder.element == nil { decoder.element = .schema(decoder.probe.schema(for: type)) }
        return try decoder.standIn(type)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let child = try decoder.child()
        if decoder.element == nil { decoder.element = .nested(child, "Element") }
        return try child.container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let child = try decoder.child()
        if decoder.element == nil { decoder.element = .nested(child, "Element") }
        return try child.unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { try decoder.child() }
}

struct ProbeSingleValueContainer: SingleValueDecodingContainer {
    let decoder: ProbeDecoder
    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool {
        decoder.single?.isNullable = true
        if decoder.single == nil { decoder.single = Schema(.any, isNullable: true) }
        return false
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let nullable = decoder.single?.isNullable ?? false
        var s = decoder.probe.schema(for: type)
        if nullable { s.isNullable = true }
        decoder.single = s
        if decoder.refusesSingleValues {
            decoder.triedSingleValues.append(s)
            throw ProbeFailure()
        }
        return try decoder.standIn(type)
    }
}
