/// A compiled ``SchemaConstraint``: subschemas compiled, values made canonical
/// (``JSONSchemaValue/canonical(_:)``) and key lists made sets.
enum CompiledConstraint {
    case type([JSONSchemaType])
    case constant(PlistValue)
    case minLength(Int), maxLength(Int)
    case minItems(Int), maxItems(Int)
    case uniqueItems
    case minProperties(Int), maxProperties(Int)
    case minimum(PlistValue), exclusiveMinimum(PlistValue), maximum(PlistValue), exclusiveMaximum(PlistValue)
    case multipleOf(PlistValue)
    case required([String])
    case properties([(key: String, schema: CompiledSchema)])
    case additionalProperties(CompiledSchema, declared: Set<String>, patterns: [CompiledPattern])
    case pattern(CompiledPattern)
    case patternProperties([(pattern: CompiledPattern, schema: CompiledSchema)])
    case propertyNames(CompiledSchema)
    case dependentRequired([(key: String, required: [String])])
    case items(prefix: [CompiledSchema], rest: CompiledSchema?)
    case contains(CompiledSchema, minimum: Int, maximum: Int?)
    case allOf([CompiledSchema])
    case anyOf([CompiledSchema])
    case oneOf([CompiledSchema])
    case not(CompiledSchema)
    case conditional(CompiledSchema, then: CompiledSchema?, else: CompiledSchema?)
    case format(String)
    case deprecatedValues([PlistValue: PlistValue])
    /// Compiled first in its schema's list (see ``CompiledSchema/message``).
    case message(String)
    case equalLength([String])
}

extension CompiledSchema.Context {
    /// Compiles one constraint (and the schemas it holds).
    mutating func compile(_ c: SchemaConstraint) -> CompiledConstraint {
        switch c {
        case .type(let t): return .type(t)
        case .constant(let v): return .constant(JSONSchemaValue.canonical(v))
        case .minLength(let n): return .minLength(n)
        case .maxLength(let n): return .maxLength(n)
        case .minItems(let n): return .minItems(n)
        case .maxItems(let n): return .maxItems(n)
        case .uniqueItems: return .uniqueItems
        case .minProperties(let n): return .minProperties(n)
        case .maxProperties(let n): return .maxProperties(n)
        case .minimum(let v): return .minimum(v)
        case .exclusiveMinimum(let v): return .exclusiveMinimum(v)
        case .maximum(let v): return .maximum(v)
        case .exclusiveMaximum(let v): return .exclusiveMaximum(v)
        case .multipleOf(let v): return .multipleOf(v)
        case .required(let keys): return .required(keys)
        case .properties(let ps): return .properties(ps.map { (key: $0.key, schema: compile($0.schema)) })
        case .additionalProperties(let s, let declared, let patterns):
            return .additionalProperties(compile(s), declared: Set(declared), patterns: patterns.map(CompiledPattern.init))
        case .pattern(let p): return .pattern(CompiledPattern(p))
        case .patternProperties(let list):
            return .patternProperties(list.map { (pattern: CompiledPattern($0.pattern), schema: compile($0.schema)) })
        case .propertyNames(let s): return .propertyNames(compile(s))
        case .dependentRequired(let d):
            return .dependentRequired(d.keys.sorted().map { (key: $0, required: d[$0] ?? []) })
        case .items(let prefix, let rest): return .items(prefix: prefix.map { compile($0) }, rest: rest.map { compile($0) })
        case .contains(let s, let lo, let hi): return .contains(compile(s), minimum: lo, maximum: hi)
        case .allOf(let ss): return .allOf(ss.map { compile($0) })
        case .anyOf(let ss): return .anyOf(ss.map { compile($0) })
        case .oneOf(let ss): return .oneOf(ss.map { compile($0) })
        case .not(let s): return .not(compile(s))
        case .conditional(let i, let t, let e): return .conditional(compile(i), then: t.map { compile($0) }, else: e.map { compile($0) })
        case .format(let f): return .format(f)
        case .deprecatedValues(let list):
            var map: [PlistValue: PlistValue] = [:]
            for d in list { map[JSONSchemaValue.canonical(d.value)] = d.replacement }
            return .deprecatedValues(map)
        case .message(let m): return .message(UntrustedText.escaped(m, limit: 500))
        case .equalLength(let keys): return .equalLength(keys)
        }
    }
}
