/// A ``Schema`` prepared for validation: references resolved, key sets built, type names
/// rendered once. Immutable after ``compile(_:)`` returns.
final class CompiledSchema: @unchecked Sendable {
    enum Kind {
        case any, string, bool, date, data, url
        case integer(IntegerFormat)
        case real(RealFormat)
        case array(CompiledSchema)
        case map(CompiledSchema)
        case object(CompiledObject)
    }

    fileprivate(set) var kind: Kind
    fileprivate(set) var typeName: String
    let allowedValues: [PlistValue]?
    let isNullable: Bool
    /// On the root of a schema with recursive definitions: the owner of the schemas that
    /// references created, freed (and their cycles broken) with the root.
    private var definitions: CompiledDefinitions?

    /// Whether values of this schema are checked without descending (no containers).
    var isScalar: Bool {
        switch kind {
        case .array, .map, .object: return false
        default: return true
        }
    }

    init(kind: Kind, typeName: String, allowedValues: [PlistValue]?, isNullable: Bool) {
        self.kind = kind
        // Every name a validator message prints passes here or through `CompiledObject` and
        // `CompiledProperty`: escaped and bounded once, whatever built the schema.
        self.typeName = UntrustedText.name(typeName)
        self.allowedValues = allowedValues
        self.isNullable = isNullable
    }

    /// Compiles `schema`; ``Schema/Shape/reference(_:)`` resolves to `schema.definitions`, an
    /// unknown reference to `any`.
    ///
    /// A recursive model compiles to a graph with cycles (a definition's properties lead back
    /// to it). Every schema a reference creates is recorded; the returned root owns them and
    /// breaks the cycles when it is freed, so a ``Validator`` made per use leaks nothing.
    static func compile(_ schema: Schema) -> CompiledSchema {
        var context = Context(definitions: schema.definitions)
        let compiled = context.compile(schema)
        guard !context.created.isEmpty else { return compiled }
        // The root must be outside the cycles, or nothing would ever free it.
        let root = context.created.contains { $0 === compiled }
            ? CompiledSchema(kind: compiled.kind, typeName: compiled.typeName,
                             allowedValues: compiled.allowedValues, isNullable: compiled.isNullable)
            : compiled
        root.definitions = CompiledDefinitions(context.created)
        return root
    }

    /// Drops what this schema refers to (only when the graph it belongs to is being freed).
    fileprivate func detach() { kind = .any }

    private struct Context {
        let definitions: [String: ObjectSchema]
        var named: [String: CompiledSchema] = [:]
        /// Every schema made for a reference: the only places a cycle can pass through.
        var created: [CompiledSchema] = []

        mutating func compile(_ schema: Schema) -> CompiledSchema {
            let kind: Kind
            switch schema.shape {
            case .any: kind = .any
            case .string: kind = .string
            case .bool: kind = .bool
            case .date: kind = .date
            case .data: kind = .data
            case .url: kind = .url
            case .integer(let f): kind = .integer(f)
            case .real(let f): kind = .real(f)
            case .array(let e): kind = .array(compile(e))
            case .map(let e): kind = .map(compile(e))
            case .object(let o): kind = .object(compile(o))
            case .reference(let name):
                if let c = named[name] {
                    if schema.isNullable == c.isNullable { return c }
                    return made(CompiledSchema(kind: c.kind, typeName: c.typeName, allowedValues: nil, isNullable: schema.isNullable))
                }
                guard let o = definitions[name] else {
                    return CompiledSchema(kind: .any, typeName: name, allowedValues: nil, isNullable: schema.isNullable)
                }
                let placeholder = made(CompiledSchema(kind: .any, typeName: name, allowedValues: nil, isNullable: false))
                named[name] = placeholder
                placeholder.kind = .object(compile(o))
                return schema.isNullable
                    ? made(CompiledSchema(kind: placeholder.kind, typeName: name, allowedValues: nil, isNullable: true))
                    : placeholder
            }
            return CompiledSchema(kind: kind, typeName: schema.displayTypeName,
                                  allowedValues: schema.allowedValues, isNullable: schema.isNullable)
        }

        /// Records a schema made for a reference.
        mutating func made(_ schema: CompiledSchema) -> CompiledSchema {
            created.append(schema)
            return schema
        }

        mutating func compile(_ o: ObjectSchema) -> CompiledObject {
            var known = ExactKeySet()
            var props: [CompiledProperty] = []
            var simple = true
            for p in o.properties {
                let candidates = [p.key] + p.alternateKeys
                if let path = p.keyPath, let first = path.first {
                    known.insert(first)
                    simple = false
                } else {
                    known.formUnion(candidates)
                }
                if !p.alternateKeys.isEmpty { simple = false }
                let s = compile(p.schema)
                props.append(CompiledProperty(key: p.key, candidates: candidates, keyPath: p.keyPath, schema: s,
                                              isRequired: p.isRequired, defaultValue: p.defaultValue,
                                              declaration: UntrustedText.name(o.name) + "." + UntrustedText.escaped(p.key)))
            }
            return CompiledObject(name: o.name, properties: props, knownKeys: known,
                                  additionalKeys: o.additionalKeys, isSimple: simple)
        }
    }
}

/// The schemas that references of one compiled schema created (see ``CompiledSchema/compile(_:)``):
/// freed with the root, detaching each so that the cycles among them fall apart.
final class CompiledDefinitions: @unchecked Sendable {
    private let schemas: [CompiledSchema]

    init(_ schemas: [CompiledSchema]) { self.schemas = schemas }

    deinit {
        for schema in schemas { schema.detach() }
    }
}

/// A compiled ``ObjectSchema``.
final class CompiledObject: @unchecked Sendable {
    let name: String
    let properties: [CompiledProperty]
    /// Every key a property may be read from (first key path components included), compared
    /// by exact bytes.
    let knownKeys: ExactKeySet
    let additionalKeys: AdditionalKeysPolicy?
    /// No candidate keys and no key paths: one property ↔ at most one entry.
    let isSimple: Bool
    /// The properties' keys in order (what a dictionary written from the model holds).
    let keys: [String]

    init(name: String, properties: [CompiledProperty], knownKeys: ExactKeySet,
         additionalKeys: AdditionalKeysPolicy?, isSimple: Bool) {
        self.name = UntrustedText.name(name)
        self.properties = properties
        self.knownKeys = knownKeys
        self.additionalKeys = additionalKeys
        self.isSimple = isSimple
        self.keys = properties.map(\.key)
    }
}

/// A compiled ``SchemaProperty`` (a class: the validator's hot loop passes one reference).
final class CompiledProperty: @unchecked Sendable {
    let key: String
    /// `key` followed by the alternate keys.
    let candidates: [String]
    let keyPath: [String]?
    let schema: CompiledSchema
    let isRequired: Bool
    let defaultValue: PlistValue?
    /// `Model.property`, for messages.
    let declaration: String

    /// Whether an explicit `null` is accepted (an optional property).
    let acceptsNull: Bool

    init(key: String, candidates: [String], keyPath: [String]?, schema: CompiledSchema, isRequired: Bool,
         defaultValue: PlistValue?, declaration: String) {
        self.key = key
        self.candidates = candidates
        self.keyPath = keyPath
        self.schema = schema
        self.isRequired = isRequired
        self.defaultValue = defaultValue
        self.declaration = declaration
        self.acceptsNull = schema.isNullable || (!isRequired && defaultValue == nil)
    }
}
