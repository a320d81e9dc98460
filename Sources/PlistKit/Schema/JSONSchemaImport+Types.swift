extension JSONSchemaImporter {
    /// The schema for one `type` name and the keywords that refine it.
    mutating func typed(_ type: String, _ d: PlistDictionary, node: PlistNode, plistType: String?, title: String?,
                        pointer: String) throws -> Schema {
        let typePointer = pointer + "/type"
        switch type {
        case "string":
            switch plistType {
            case "date": return Schema(.date)
            case "data": return Schema(.data)
            case "url": return Schema(.url)
            case nil:
                if try string(d, "format", pointer) == "uri" { return Schema(.url) }
                return Schema(.string)
            case let other?:
                throw fail("invalid-schema", "unknown \"x-plist-type\" \(UntrustedText.quoted(other)) for a string", pointer + "/x-plist-type", d["x-plist-type"] ?? node)
            }
        case "boolean":
            return Schema(.bool)
        case "integer":
            if let plistType {
                guard let f = IntegerFormat(rawValue: plistType) else {
                    throw fail("invalid-schema", "unknown \"x-plist-type\" \(UntrustedText.quoted(plistType)) for an integer", pointer + "/x-plist-type", d["x-plist-type"] ?? node)
                }
                return Schema(.integer(f))
            }
            let minimum = try integer(d, "minimum", pointer), maximum = try integer(d, "maximum", pointer)
            let f = IntegerFormat.allCases.first { $0.minimum == minimum && $0.maximum == maximum } ?? .int
            return Schema(.integer(f))
        case "number":
            if let plistType {
                guard let f = RealFormat(rawValue: plistType) else {
                    throw fail("invalid-schema", "unknown \"x-plist-type\" \(UntrustedText.quoted(plistType)) for a number", pointer + "/x-plist-type", d["x-plist-type"] ?? node)
                }
                return Schema(.real(f))
            }
            return Schema(.real(.double))
        case "array":
            guard let items = d["items"] else { return Schema(.array(Schema(.any))) }
            return Schema(.array(try schema(items, pointer: pointer + "/items")))
        case "object":
            if d["properties"] == nil, let ap = d["additionalProperties"], case .dictionary = ap.value {
                return Schema(.map(try schema(ap, pointer: pointer + "/additionalProperties")))
            }
            let name = title ?? Self.nameFromPointer(pointer)
            return Schema(.object(try object(d, name: name, node: node, pointer: pointer)))
        default:
            throw fail("invalid-schema", "unknown type \(UntrustedText.quoted(type))", typePointer, d["type"] ?? node)
        }
    }

    /// A model from `properties`, `required` and `additionalProperties`.
    mutating func object(_ d: PlistDictionary, name: String, node: PlistNode, pointer: String) throws -> ObjectSchema {
        var required = ExactKeySet()
        if let r = d["required"] {
            guard case .array(let items) = r.value else { throw fail("invalid-schema", "\"required\" must be an array", pointer + "/required", r) }
            for i in items {
                guard case .string(let s) = i.value else { throw fail("invalid-schema", "\"required\" entries must be strings", pointer + "/required", i) }
                required.insert(s)
            }
        }
        var properties: [SchemaProperty] = []
        if let p = d["properties"] {
            guard case .dictionary(let pd) = p.value else { throw fail("invalid-schema", "\"properties\" must be an object", pointer + "/properties", p) }
            for e in pd.entries {
                let pp = pointer + "/properties/" + JSONPointer.escape(e.key)
                var prop = SchemaProperty(key: e.key, schema: try schema(e.value, pointer: pp), isRequired: required.contains(e.key))
                if case .dictionary(let ed) = e.value.value {
                    prop.defaultValue = ed["default"]?.value
                    if let alt = ed["x-plist-alternate-keys"] {
                        guard case .array(let items) = alt.value else { throw fail("invalid-schema", "\"x-plist-alternate-keys\" must be an array", pp + "/x-plist-alternate-keys", alt) }
                        prop.alternateKeys = items.compactMap { $0.value.stringValue }
                    }
                    if let kp = try string(ed, "x-plist-key-path", pp) {
                        prop.keyPath = kp.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                    }
                }
                properties.append(prop)
            }
        }
        var policy: AdditionalKeysPolicy?
        if let ap = d["additionalProperties"] {
            switch ap.value {
            case .bool(let b): policy = b ? .ignore : .error
            default: throw fail("unsupported-schema-keyword", "\"additionalProperties\" with a schema next to \"properties\" is not supported", pointer + "/additionalProperties", ap)
            }
        }
        if let w = try string(d, "x-plist-additional-keys", pointer) {
            guard let p = AdditionalKeysPolicy(rawValue: w) else {
                throw fail("invalid-schema", "\"x-plist-additional-keys\" must be ignore, warn or error", pointer + "/x-plist-additional-keys", d["x-plist-additional-keys"] ?? node)
            }
            policy = p
        }
        return ObjectSchema(name: name, properties: properties, additionalKeys: policy)
    }

    func integer(_ d: PlistDictionary, _ key: String, _ pointer: String) throws -> PlistInteger? {
        guard let n = d[key] else { return nil }
        if case .integer(let i) = n.value { return i }
        if case .real(let r) = n.value, let i = Int64(exactly: r) { return PlistInteger(i) }
        throw fail("invalid-schema", "\"\(key)\" must be an integer", pointer + "/" + key, n)
    }

    /// `#/$defs/Name`: the model inlined, or a reference while it is being imported (recursion).
    /// A definition is imported once; later references reuse it and count its size again.
    mutating func reference(_ ref: String, node: PlistNode, pointer: String) throws -> Schema {
        let prefix = "#/$defs/"
        guard ref.hasPrefix(prefix) else {
            throw fail("unsupported-schema-keyword", "\"$ref\" \(UntrustedText.quoted(ref)) is not supported (only \"#/$defs/Name\")", pointer, node)
        }
        let name = JSONPointer.unescape(String(ref.dropFirst(prefix.count)))
        if let o = resolved[name] {
            try countNodes(sizes[name] ?? 1, pointer: pointer, node: node)
            return Schema(.object(o))
        }
        if let s = memo[name] {
            try countNodes(sizes[name] ?? 1, pointer: pointer, node: node)
            return s
        }
        if inProgress.contains(name) {
            recursive.insert(name)
            return Schema(.reference(name))
        }
        guard let target = defs[name] else {
            throw fail("invalid-schema", "\"$ref\" \(UntrustedText.quoted(ref)) names no entry of \"$defs\"", pointer, node)
        }
        inProgress.insert(name)
        defer { inProgress.remove(name) }
        let before = nodeCount
        var s = try schema(target, pointer: "/$defs/" + JSONPointer.escape(name))
        sizes[name] = nodeCount - before
        if case .object(var o) = s.shape {
            if case .dictionary(let td) = target.value, td["title"] == nil { o.name = UntrustedText.escaped(name, limit: 200) }
            resolved[name] = o
            s.shape = .object(o)
        } else {
            memo[name] = s
        }
        return s
    }

    /// `anyOf` of exactly one schema and `{"type": "null"}`: that schema, nullable.
    mutating func nullableAnyOf(_ node: PlistNode, pointer: String) throws -> Schema {
        guard case .array(let items) = node.value, items.count == 2 else {
            throw fail("unsupported-schema-keyword", "\"anyOf\" is supported only as [schema, {\"type\": \"null\"}]", pointer, node)
        }
        let isNull: (PlistNode) -> Bool = { n in
            guard case .dictionary(let d) = n.value, d.count == 1, d["type"]?.value == .string("null") else { return false }
            return true
        }
        guard let other = items.firstIndex(where: { !isNull($0) }), items.contains(where: isNull) else {
            throw fail("unsupported-schema-keyword", "\"anyOf\" is supported only as [schema, {\"type\": \"null\"}]", pointer, node)
        }
        var s = try schema(items[other], pointer: pointer + "/\(other)")
        s.isNullable = true
        return s
    }

    static func nameFromPointer(_ pointer: String) -> String {
        let last = pointer.split(separator: "/").last.map(String.init) ?? ""
        return last.isEmpty ? "Root" : JSONPointer.unescape(last)
    }
}
