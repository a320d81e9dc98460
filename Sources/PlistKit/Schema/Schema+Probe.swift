import Foundation

extension Schema {
    /// The schema of a `Decodable` type, derived by probing it once with a recording decoder.
    ///
    /// The result is cached per type (a lock-protected process-wide cache), so calling this
    /// for every decode costs one dictionary lookup after the first time.
    ///
    /// What probing sees:
    /// - every key a synthesized or hand-written `init(from:)` decodes unconditionally, in
    ///   order, with the declared type; `decodeIfPresent`, `contains(_:)` and
    ///   `decodeNil(forKey:)` make a key optional;
    /// - `Optional`, `Array`, `Dictionary<String, _>`, nested models (recursive models become
    ///   ``Schema/Shape/reference(_:)`` with the model in ``Schema/definitions``), `String`,
    ///   `Bool`, every integer width, `Float`, `Double`, `Decimal`, `Date`, `Data`, `URL`;
    /// - enums with raw values that are `CaseIterable`, whose raw values become
    ///   ``Schema/allowedValues``;
    /// - the per-model configuration of ``PlistMappable`` (candidate keys, key paths,
    ///   defaults, additional keys).
    ///
    /// - an enum whose hand-written `init(from:)` tries several types on one single-value
    ///   container (`if let v = try? c.decode(Int.self) … else if let v = try? c.decode(String.self) …`,
    ///   plist-modelgen's unions): `.any` with `anyOf` the types tried, in order (the enum's
    ///   `init(from:)` is run a second time, with every type refused);
    ///
    /// What probing cannot see (such a model gets ``AdditionalKeysPolicy/ignore`` so that no
    /// key is wrongly reported as unknown, and the decoder still reports what fails):
    /// - a hand-written `init(from:)` that branches on decoded values (probing hands out stand-in
    ///   values: `""`, `0`, `false`, the first case of an enum) or reads `allKeys`;
    /// - the allowed values of an enum with raw values that is not `CaseIterable` (it is seen
    ///   as its raw type: make it `CaseIterable` to have its values checked).
    ///
    /// - Parameter type: the model type, e.g. `[AppInfo].self`.
    public init<T: Decodable>(of type: T.Type) {
        self = SchemaCache.shared.schema(for: type)
    }
}

/// The process-wide cache of probed schemas, keyed by type.
final class SchemaCache: @unchecked Sendable {
    static let shared = SchemaCache()
    private let lock = NSLock()
    private var schemas: [ObjectIdentifier: Schema] = [:]
    private var compiled: [ObjectIdentifier: CompiledSchema] = [:]

    func schema(for type: any Decodable.Type) -> Schema {
        let id = ObjectIdentifier(type)
        lock.lock()
        if let s = schemas[id] { lock.unlock(); return s }
        lock.unlock()
        let s = SchemaProbe().rootSchema(for: type)
        lock.lock()
        schemas[id] = s
        lock.unlock()
        return s
    }

    /// The compiled form the ``Validator`` walks, built once per type.
    func compiledSchema(for type: any Decodable.Type) -> CompiledSchema {
        let id = ObjectIdentifier(type)
        lock.lock()
        if let c = compiled[id] { lock.unlock(); return c }
        lock.unlock()
        let c = CompiledSchema.compile(schema(for: type))
        lock.lock()
        compiled[id] = c
        lock.unlock()
        return c
    }
}

/// Probes `Decodable` types: one instance per root type; nested types are probed once each.
final class SchemaProbe {
    private var inProgress: Set<ObjectIdentifier> = []
    private var objects: [ObjectIdentifier: ObjectSchema] = [:]
    private var recursive: Set<String> = []
    private var standIns: [ObjectIdentifier: Any] = [:]

    func rootSchema(for type: any Decodable.Type) -> Schema {
        var root = schema(for: type)
        var defs: [String: ObjectSchema] = [:]
        for o in objects.values where recursive.contains(o.name) { defs[o.name] = o }
        root.definitions = defs
        return root
    }

    static func scalarShape(_ type: Any.Type) -> Shape? {
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(String.self): return .string
        case ObjectIdentifier(Bool.self): return .bool
        case ObjectIdentifier(Int.self): return .integer(.int)
        case ObjectIdentifier(Int8.self): return .integer(.int8)
        case ObjectIdentifier(Int16.self): return .integer(.int16)
        case ObjectIdentifier(Int32.self): return .integer(.int32)
        case ObjectIdentifier(Int64.self): return .integer(.int64)
        case ObjectIdentifier(UInt.self): return .integer(.uint)
        case ObjectIdentifier(UInt8.self): return .integer(.uint8)
        case ObjectIdentifier(UInt16.self): return .integer(.uint16)
        case ObjectIdentifier(UInt32.self): return .integer(.uint32)
        case ObjectIdentifier(UInt64.self): return .integer(.uint64)
        case ObjectIdentifier(Double.self): return .real(.double)
        case ObjectIdentifier(Float.self): return .real(.float)
        case ObjectIdentifier(Decimal.self): return .real(.decimal)
        case ObjectIdentifier(Date.self): return .date
        case ObjectIdentifier(Data.self): return .data
        case ObjectIdentifier(URL.self): return .url
        default: return nil
        }
    }

    typealias Shape = Schema.Shape

    /// The schema of `type`; probes models that are not yet known.
    func schema(for type: any Decodable.Type) -> Schema {
        if let shape = Self.scalarShape(type) { return Schema(shape) }
        if let o = type as? any PlistOptionalType.Type {
            var s = schema(for: o.plistWrappedType)
            s.isNullable = true
            return s
        }
        if let a = type as? any PlistArrayType.Type { return Schema(.array(schema(for: a.plistElementType))) }
        if let m = type as? any PlistMapType.Type { return Schema(.map(schema(for: m.plistValueType))) }
        let name = String(describing: type)
        if let e = EnumCases.of(type), let first = e.values.first {
            let shape: Shape = first.stringValue != nil ? .string : .integer(.int)
            return Schema(shape, typeName: name, allowedValues: e.values)
        }
        let id = ObjectIdentifier(type)
        if let o = objects[id] { return Schema(.object(o)) }
        if inProgress.contains(id) {
            recursive.insert(name)
            return Schema(.reference(name))
        }
        inProgress.insert(id)
        defer { inProgress.remove(id) }
        let decoder = ProbeDecoder(probe: self)
        var standIn: Any?
        do {
            standIn = try type.init(from: decoder)
        } catch {
            decoder.incomplete = true
        }
        if let standIn { standIns[id] = standIn }
        // Only an enum is probed again: the second run takes the init's failure paths, which a
        // struct such as a validating wrapper may use for side effects.
        if decoder.kind == .single, let standIn, Mirror(reflecting: standIn).displayStyle == .enum,
           let union = unionSchema(of: type, named: name) { return union }
        return decoder.schema(named: name, type: type)
    }

    /// The schema of a type whose `init(from:)` tries several types on one single-value
    /// container until one decodes (a union such as plist-modelgen's enum with one case per
    /// kind): `.any` with `anyOf` the schemas tried, so that every kind the type accepts is
    /// accepted; `nil` when it asks for one type only. Found by probing again with a container
    /// that records each type asked for and refuses it, so that the `init(from:)` goes on to
    /// the next.
    private func unionSchema(of type: any Decodable.Type, named name: String) -> Schema? {
        let decoder = ProbeDecoder(probe: self)
        decoder.refusesSingleValues = true
        _ = try? type.init(from: decoder)
        var tried: [Schema] = []
        for schema in decoder.triedSingleValues where !tried.contains(schema) { tried.append(schema) }
        guard tried.count > 1 else { return nil }
        return Schema(.any, typeName: name, isNullable: tried.contains(where: \.isNullable), constraints: [.anyOf(tried)])
    }

    /// A value of `type` to hand to the `init(from:)` being probed, or `nil` when none can be made.
    func standIn<T: Decodable>(_ type: T.Type) -> T? {
        if let o = type as? any PlistOptionalType.Type { return o.plistNone as? T }
        if let a = type as? any PlistArrayType.Type { return a.plistEmpty as? T }
        if let m = type as? any PlistMapType.Type { return m.plistEmpty as? T }
        switch ObjectIdentifier(type) {
        case ObjectIdentifier(String.self): return "" as? T
        case ObjectIdentifier(Bool.self): return false as? T
        case ObjectIdentifier(Double.self): return Double(0) as? T
        case ObjectIdentifier(Float.self): return Float(0) as? T
        case ObjectIdentifier(Decimal.self): return Decimal(0) as? T
        case ObjectIdentifier(Date.self): return Date(timeIntervalSince1970: 0) as? T
        case ObjectIdentifier(Data.self): return Data() as? T
        case ObjectIdentifier(URL.self): return URL(string: "about:blank") as? T
        default: break
        }
        if let i = type as? any FixedWidthInteger.Type { return i.zero as? T }
        if let e = EnumCases.of(type) { return e.first }
        _ = schema(for: type)
        if let v = standIns[ObjectIdentifier(type)] as? T { return v }
        return Self.zeroRawRepresentable(type)
    }

    /// A stand-in for a raw-value enum that is not `CaseIterable` (its `init(from:)` rejects
    /// the probe's stand-in raw value): the all-zero bit pattern, which for a trivial (POD)
    /// type without payloads is its first case (or, for a POD struct, a value of zeros).
    /// Only used inside probing, never handed to callers.
    static func zeroRawRepresentable<T>(_ type: T.Type) -> T? {
        guard type is any RawRepresentable.Type, _isPOD(type), MemoryLayout<T>.size <= 8 else { return nil }
        return withUnsafeTemporaryAllocation(of: T.self, capacity: 1) { buffer -> T? in
            guard let base = buffer.baseAddress else { return nil }
            UnsafeMutableRawPointer(base).initializeMemory(as: UInt8.self, repeating: 0, count: MemoryLayout<T>.stride)
            return base.pointee
        }
    }

    /// Remembers a probed model so that later uses of the type reuse it.
    func record(_ object: ObjectSchema, for type: any Decodable.Type) {
        objects[ObjectIdentifier(type)] = object
    }
}
