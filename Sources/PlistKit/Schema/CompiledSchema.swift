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
    fileprivate(set) var allowedValues: [PlistValue]?
    /// ``allowedValues`` in JSON Schema's canonical form (``JSONSchemaValue/canonical(_:)``),
    /// for a hash lookup per value.
    fileprivate(set) var allowedSet: Set<PlistValue>?
    /// The string values of ``allowedValues`` prepared once for "did you mean" (their folded
    /// forms), or `nil` when there are none or more than one suggestion may compare
    /// (``KeySuggestion/maxComparisons``): an enumeration's near-miss then costs no preparation.
    fileprivate(set) var allowedSuggestion: KeySuggestion?
    fileprivate(set) var isNullable: Bool
    /// The JSON Schema constraints checked beside the kind.
    fileprivate(set) var constraints: [CompiledConstraint] = []
    /// On the root of a schema with recursive definitions: the owner of the schemas that
    /// references created, freed (and their cycles broken) with the root.
    private var definitions: CompiledDefinitions?

    /// The `x-plist-message` text of this schema's own findings (the first constraint, when set).
    var message: String? {
        guard case .message(let m)? = constraints.first else { return nil }
        return m
    }

    /// Whether values of this schema are checked without descending (no containers).
    fileprivate(set) var isScalar: Bool = true

    /// The kind a value must have, when its kind decides whether it is valid (a `String`,
    /// `Bool`, `Int`, `Double`, `Date` or `Data` without an enumeration): a value of that kind,
    /// tested in place (``PlistNode/has(_:)``), needs no conversion and no message. Constraints
    /// beside the kind are checked on their own.
    fileprivate(set) var valueKind: PlistNode.InPlaceKind?

    init(kind: Kind, typeName: String, allowedValues: [PlistValue]?, isNullable: Bool,
         constraints: [CompiledConstraint] = []) {
        self.kind = kind
        // Every name a validator message prints passes here or through `CompiledObject` and
        // `CompiledProperty`: escaped and bounded once, whatever built the schema.
        self.typeName = UntrustedText.name(typeName)
        self.isNullable = isNullable
        self.constraints = constraints
        setAllowed(allowedValues)
        updateScalar()
    }

    fileprivate func setAllowed(_ values: [PlistValue]?) {
        allowedValues = values
        allowedSet = values.map { Set($0.map(JSONSchemaValue.canonical)) }
        let strings = values?.compactMap(\.stringValue) ?? []
        allowedSuggestion = strings.isEmpty || strings.count > KeySuggestion.maxComparisons ? nil : KeySuggestion(candidates: strings)
    }

    /// Containers and schemas with constraints are visited; plain scalars may be skipped.
    /// Also sets ``valueKind``, so it runs after every change of the kind, the constraints or
    /// the enumeration (``setAllowed(_:)``).
    fileprivate func updateScalar() {
        switch kind {
        case .array, .map, .object: isScalar = false
        default: isScalar = constraints.isEmpty
        }
        valueKind = nil
        guard allowedSet == nil else { return }
        switch kind {
        case .string: valueKind = .string
        case .bool: valueKind = .bool
        case .integer(.int), .integer(.int64): valueKind = .int64
        case .real(.double): valueKind = .real
        case .date: valueKind = .date
        case .data: valueKind = .data
        default: break
        }
    }

    /// Makes this placeholder (of a reference) the same schema as `other`.
    fileprivate func become(_ other: CompiledSchema, isNullable: Bool) {
        kind = other.kind
        typeName = other.typeName
        self.isNullable = isNullable || other.isNullable
        constraints = other.constraints
        allowedValues = other.allowedValues
        allowedSet = other.allowedSet
        allowedSuggestion = other.allowedSuggestion
        updateScalar()
    }

    /// Compiles `schema`; ``Schema/Shape/reference(_:)`` resolves to `schema.definitions`, an
    /// unknown reference to `any`.
    ///
    /// A recursive model compiles to a graph with cycles (a definition's properties lead back
    /// to it). Every schema a reference creates is recorded; the returned root owns them and
    /// breaks the cycles when it is freed, so a ``Validator`` made per use leaks nothing.
    static func compile(_ schema: Schema) -> CompiledSchema {
        guard isDeepOrConstrained(schema) else { return compileHere(schema) }
        return DeepStack.run { _ in compileHere(schema) }
    }

    /// Whether checking against this root nests calls (constraints are checked in place or
    /// by nested walks): ``Validator`` then runs on a ``DeepStack`` thread.
    private(set) var hasConstraints = false

    /// Whether `schema` has constraints or nests more than 24 levels (found with an explicit
    /// stack): compiling it recurses that deep, so it is compiled on a ``DeepStack`` thread.
    static func isDeepOrConstrained(_ schema: Schema) -> Bool {
        if !schema.recursiveDefinitions.isEmpty { return true }
        var stack: [(Schema, Int)] = [(schema, 0)]
        for o in schema.definitions.values { stack.append((Schema(.object(o)), 1)) }
        while let (s, depth) = stack.popLast() {
            if !s.constraints.isEmpty || depth > 24 { return true }
            switch s.shape {
            case .array(let e), .map(let e): stack.append((e, depth + 1))
            case .object(let o): for p in o.properties { stack.append((p.schema, depth + 1)) }
            default: break
            }
        }
        return false
    }

    private static func compileHere(_ schema: Schema) -> CompiledSchema {
        var context = Context(definitions: schema.definitions, others: schema.recursiveDefinitions)
        let compiled = context.compile(schema)
        compiled.hasConstraints = context.hasConstraints
        guard !context.created.isEmpty else { return compiled }
        // The root must be outside the cycles, or nothing would ever free it.
        let root = context.created.contains { $0 === compiled }
            ? CompiledSchema(kind: compiled.kind, typeName: compiled.typeName,
                             allowedValues: compiled.allowedValues, isNullable: compiled.isNullable,
                             constraints: compiled.constraints)
            : compiled
        root.definitions = CompiledDefinitions(context.created)
        root.hasConstraints = context.hasConstraints
        return root
    }

    /// Drops what this schema refers to (only when the graph it belongs to is being freed).
    fileprivate func detach() {
        kind = .any
        constraints = []
    }

    struct Context {
        let definitions: [String: ObjectSchema]
        let others: [String: Schema]
        var named: [String: CompiledSchema] = [:]
        /// Every schema made for a reference: the only places a cycle can pass through.
        var created: [CompiledSchema] = []
        /// Whether any schema compiled has constraints.
        var hasConstraints = false

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
                let target: CompiledSchema
                if let c = named[name] {
                    target = c
                } else if let o = definitions[name] {
                    target = made(CompiledSchema(kind: .any, typeName: name, allowedValues: nil, isNullable: false))
                    named[name] = target
                    target.kind = .object(compile(o))
                    target.updateScalar()
                } else if let other = others[name] {
                    // The definition may refer back to itself: the placeholder is filled in
                    // afterwards, and every reference shares it.
                    target = made(CompiledSchema(kind: .any, typeName: name, allowedValues: nil, isNullable: false))
                    named[name] = target
                    target.become(compile(other), isNullable: false)
                } else {
                    return CompiledSchema(kind: .any, typeName: name, allowedValues: nil, isNullable: schema.isNullable)
                }
                guard schema.isNullable else { return target }
                // Null, or the target checked in place (the target may still be a placeholder).
                hasConstraints = true
                return made(CompiledSchema(kind: .any, typeName: name, allowedValues: nil, isNullable: true,
                                           constraints: [.allOf([target])]))
            }
            if !schema.constraints.isEmpty { hasConstraints = true }
            // `x-plist-message` first, where ``CompiledSchema/message`` finds it at once.
            let constraints = schema.constraints.filter { if case .message = $0 { true } else { false } }
                + schema.constraints.filter { if case .message = $0 { false } else { true } }
            return CompiledSchema(kind: kind, typeName: schema.displayTypeName,
                                  allowedValues: schema.allowedValues, isNullable: schema.isNullable,
                                  constraints: constraints.map { compile($0) })
        }

        /// Where a JSON Schema `title` of a property went: a scalar's type name or a model's
        /// name (both exported as `title`), or `nil`.
        static func shownTitle(_ s: Schema) -> String? {
            if case .object(let o) = s.shape { return o.name }
            guard let name = s.typeName, JSONSchemaExporter.isScalar(s.shape) else { return nil }
            return name
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
                let keys = PropertyKeys(key: p.key, alternateKeys: p.alternateKeys, keyPath: p.keyPath)
                known.formUnion(keys.ownedKeys)
                if !keys.isPlain { simple = false }
                let s = compile(p.schema)
                props.append(CompiledProperty(keys: keys, schema: s,
                                              isRequired: p.isRequired, defaultValue: p.defaultValue,
                                              declaration: UntrustedText.name(o.name) + "." + UntrustedText.escaped(p.key)))
            }
            let object = CompiledObject(name: o.name, properties: props, knownKeys: known,
                                        additionalKeys: o.additionalKeys, isSimple: simple)
            object.titles = o.properties.indices.compactMap { i in
                (o.properties[i].title ?? Self.shownTitle(o.properties[i].schema)).map { ($0, i) }
            }
            // A title two properties share (Xcode names NSMainStoryboardFile and
            // UIMainStoryboardFile alike) stands for neither.
            var shared = Set<ExactKey>()
            for (i, t) in object.titles.enumerated() {
                let title = ExactKey(t.text)
                if let j = object.titleIndex[title], object.titles[j].property != t.property { shared.insert(title) }
                if object.titleIndex[title] == nil { object.titleIndex[title] = i }
            }
            for t in shared { object.titleIndex[t] = nil }
            object.keyModifiers = o.keyModifiers
            object.keyCandidateCount = props.reduce(0) { $0 + $1.keys.ownedKeys.count }
            object.nearMisses = KeySuggestion(candidates: props.indices.flatMap { pi in props[pi].keys.ownedKeys.map { ($0, pi) } }
                                              + object.titles.map { ($0.text, $0.property) })
            return object
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
    /// No alternate keys and no key paths: one property ↔ at most one entry.
    let isSimple: Bool
    /// The properties' keys in order (what a dictionary written from the model holds).
    let keys: [String]
    /// The properties' titles and indices (``SchemaProperty/title``), suggested from.
    fileprivate(set) var titles: [(text: String, property: Int)] = []
    /// The index in ``titles`` of each title's first occurrence, but for a title two
    /// properties share (an exact title is not a near-miss for ``KeySuggestion``, which never
    /// suggests a name for itself). Keyed by exact scalars: hashing a `String` normalises it,
    /// quadratic in a key of many combining marks.
    fileprivate(set) var titleIndex: [ExactKey: Int] = [:]
    /// ``ObjectSchema/keyModifiers``.
    fileprivate(set) var keyModifiers: [String] = []
    /// How many candidate keys the properties have: an open dictionary's suggestions list
    /// them first, then the titles.
    fileprivate(set) var keyCandidateCount = 0
    /// Every declared key (each property's accepted keys, own key first, grouped by property) prepared for
    /// near-miss suggestions once here rather than per dictionary checked (folding Info.plist's
    /// ~300 keys again took 3 ms of each file's check); each check copies it, with its own
    /// comparison budget, and removes the groups it must not suggest.
    let keySuggestions: KeySuggestion
    /// ``keySuggestions`` followed by the titles (each in its property's group), for an open
    /// dictionary's near-misses; prepared once, when the titles are set.
    fileprivate(set) var nearMisses = KeySuggestion(candidates: [String]())

    init(name: String, properties: [CompiledProperty], knownKeys: ExactKeySet,
         additionalKeys: AdditionalKeysPolicy?, isSimple: Bool) {
        self.name = UntrustedText.name(name)
        self.properties = properties
        self.knownKeys = knownKeys
        self.additionalKeys = additionalKeys
        self.isSimple = isSimple
        self.keys = properties.map(\.key)
        self.keySuggestions = KeySuggestion(candidates: properties.indices.flatMap { pi in properties[pi].keys.ownedKeys.map { ($0, pi) } })
    }
}

/// A compiled ``SchemaProperty`` (a class: the validator's hot loop passes one reference).
final class CompiledProperty: @unchecked Sendable {
    /// The keys the property reads: the rule the decoder applies too.
    let keys: PropertyKeys
    /// The property's own key.
    var key: String { keys.key }
    let schema: CompiledSchema
    let isRequired: Bool
    let defaultValue: PlistValue?
    /// `Model.property`, for messages.
    let declaration: String

    /// Whether an explicit `null` is accepted (an optional property).
    let acceptsNull: Bool

    init(keys: PropertyKeys, schema: CompiledSchema, isRequired: Bool,
         defaultValue: PlistValue?, declaration: String) {
        self.keys = keys
        self.schema = schema
        self.isRequired = isRequired
        self.defaultValue = defaultValue
        self.declaration = declaration
        self.acceptsNull = schema.isNullable || (!isRequired && defaultValue == nil)
    }
}
