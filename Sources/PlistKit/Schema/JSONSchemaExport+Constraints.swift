extension JSONSchemaExporter {
    /// Writes one constraint as its JSON Schema 2020-12 keywords into `d`. Several `allOf`
    /// (or `anyOf`, `oneOf`) constraints are written as one keyword holding all their schemas.
    mutating func export(_ c: SchemaConstraint, into d: inout PlistDictionary) {
        func set(_ k: String, _ v: PlistValue) { d[k] = PlistNode(v) }
        func count(_ n: Int) -> PlistValue { .integer(PlistInteger(n)) }
        func list(_ key: String, _ schemas: [Schema]) {
            var items: [PlistNode] = []
            if case .array(let existing)? = d[key]?.value { items = existing }
            for s in schemas { items.append(PlistNode(export(s))) }
            set(key, .array(items))
        }
        switch c {
        case .type(let types):
            set("type", types.count == 1 ? .string(types[0].rawValue) : .array(types.map { PlistNode(.string($0.rawValue)) }))
        case .constant(let v): set("const", v)
        case .minLength(let n): set("minLength", count(n))
        case .maxLength(let n): set("maxLength", count(n))
        case .minItems(let n): set("minItems", count(n))
        case .maxItems(let n): set("maxItems", count(n))
        case .uniqueItems: set("uniqueItems", true)
        case .minProperties(let n): set("minProperties", count(n))
        case .maxProperties(let n): set("maxProperties", count(n))
        case .minimum(let v): set("minimum", v)
        case .exclusiveMinimum(let v): set("exclusiveMinimum", v)
        case .maximum(let v): set("maximum", v)
        case .exclusiveMaximum(let v): set("exclusiveMaximum", v)
        case .multipleOf(let v): set("multipleOf", v)
        case .required(let keys): set("required", .array(keys.map { PlistNode(.string($0)) }))
        case .properties(let ps):
            var props = PlistDictionary()
            for p in ps { props[p.key] = PlistNode(export(p.schema)) }
            set("properties", .dictionary(props))
        case .additionalProperties(let s, _, _): set("additionalProperties", export(s))
        case .pattern(let p): set("pattern", .string(p))
        case .patternProperties(let list):
            var out = PlistDictionary()
            for entry in list { out[entry.pattern] = PlistNode(export(entry.schema)) }
            set("patternProperties", .dictionary(out))
        case .propertyNames(let s): set("propertyNames", export(s))
        case .dependentRequired(let m):
            var out = PlistDictionary()
            for k in m.keys.sorted() { out[k] = PlistNode(.array((m[k] ?? []).map { PlistNode(.string($0)) })) }
            set("dependentRequired", .dictionary(out))
        case .items(let prefix, let rest):
            if !prefix.isEmpty { set("prefixItems", .array(prefix.map { PlistNode(export($0)) })) }
            if let rest { set("items", export(rest)) }
        case .contains(let s, let lo, let hi):
            set("contains", export(s))
            if lo != 1 { set("minContains", count(lo)) }
            if let hi { set("maxContains", count(hi)) }
        case .allOf(let ss): list("allOf", ss)
        case .anyOf(let ss): list("anyOf", ss)
        case .oneOf(let ss): list("oneOf", ss)
        case .not(let s): set("not", export(s))
        case .conditional(let i, let t, let e):
            set("if", export(i))
            if let t { set("then", export(t)) }
            if let e { set("else", export(e)) }
        case .format(let f): set("format", .string(f))
        case .deprecatedValues(let list):
            var out = PlistDictionary()
            for entry in list { if let key = entry.value.stringValue { out[key] = PlistNode(entry.replacement) } }
            set("x-plist-deprecated-values", .dictionary(out))
        case .message(let m): set("x-plist-message", .string(m))
        case .equalLength(let keys): set("x-plist-equal-length", .array(keys.map { PlistNode(.string($0)) }))
        }
    }
}
