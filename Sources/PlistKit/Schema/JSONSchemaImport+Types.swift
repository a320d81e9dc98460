extension JSONSchemaImporter {
    /// The schema's shape from `type` (and `enum`, `x-plist-type`, `title`), with the
    /// keywords the shape consumes: `properties`/`required`/`additionalProperties` of a model,
    /// `items` of an array.
    mutating func shaped(_ d: PlistDictionary, node: PlistNode, pointer: String) throws -> Schema {
        let (names, hasNull) = try types(d, pointer: pointer)
        let plistType = try string(d, "x-plist-type", pointer)
        // A title names objects in messages: escape controls, bidi and newlines at import.
        let title = try string(d, "title", pointer).map { UntrustedText.escaped($0, limit: 200) }
        var result = Schema(.any)
        if names.count == 1, let type = names.first, type != "integer" || plistType != nil {
            result = try typed(type, d, node: node, plistType: plistType, title: title, pointer: pointer)
            result.isNullable = hasNull
        } else if !names.isEmpty || hasNull {
            result.constraints.append(.type((names + (hasNull ? ["null"] : [])).compactMap(JSONSchemaType.init(rawValue:))))
        }
        if let e = d["enum"] {
            guard case .array(let items) = e.value else { throw invalid(DiagnosticRule.keywordMustBeMessage("enum", "an array"), pointer + "/enum", e) }
            var values: [PlistValue] = []
            let typed = !names.isEmpty
            for item in items {
                if case .null = item.value, !typed || hasNull { result.isNullable = true } else { values.append(item.value) }
            }
            result.allowedValues = values
            if names.isEmpty, !values.isEmpty, values.allSatisfy({ $0.stringValue != nil }) { result.shape = .string }
        }
        if let title, result.typeName == nil, JSONSchemaExporter.isScalar(result.shape) { result.typeName = title }
        return result
    }

    /// The `type` keyword: its names other than `"null"`, and whether `"null"` is one.
    func types(_ d: PlistDictionary, pointer: String) throws -> ([String], Bool) {
        guard let t = d["type"] else { return ([], false) }
        var entries: [PlistNode] = []
        switch t.value {
        case .string: entries = [t]
        case .array(let items): entries = items
        default: throw invalid(DiagnosticRule.keywordMustBeMessage("type", "a string or an array"), pointer + "/type", t)
        }
        var names: [String] = []
        var nullable = false
        for i in entries {
            guard case .string(let s) = i.value else { throw invalid(DiagnosticRule.entriesMustBeMessage("type", "strings"), pointer + "/type", i) }
            guard JSONSchemaType(rawValue: s) != nil else {
                throw invalid(DiagnosticRule.unknownTypeMessage(s), pointer + "/type", i)
            }
            if s == "null" { nullable = true } else { names.append(s) }
        }
        return (names, nullable)
    }

    /// The schema for one `type` name and the keywords that refine it.
    mutating func typed(_ type: String, _ d: PlistDictionary, node: PlistNode, plistType: String?, title: String?,
                        pointer: String) throws -> Schema {
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
                throw invalid(DiagnosticRule.unknownPlistTypeMessage(other, for: "a string"), pointer + "/x-plist-type", d["x-plist-type"] ?? node)
            }
        case "boolean":
            return Schema(.bool)
        case "integer":
            guard let plistType, let f = IntegerFormat(rawValue: plistType) else {
                throw invalid(DiagnosticRule.unknownPlistTypeMessage(plistType ?? "", for: "an integer"), pointer + "/x-plist-type", d["x-plist-type"] ?? node)
            }
            return Schema(.integer(f))
        case "number":
            if let plistType {
                guard let f = RealFormat(rawValue: plistType) else {
                    throw invalid(DiagnosticRule.unknownPlistTypeMessage(plistType, for: "a number"), pointer + "/x-plist-type", d["x-plist-type"] ?? node)
                }
                return Schema(.real(f))
            }
            return Schema(.real(.double))
        case "array":
            guard let items = d["items"], d["prefixItems"] == nil else { return Schema(.array(Schema(.any))) }
            return Schema(.array(try descending(items, pointer: pointer + "/items")))
        case "object":
            if d["properties"] == nil, d["patternProperties"] == nil, d["x-plist-additional-keys"] == nil, let ap = d["additionalProperties"], case .dictionary = ap.value {
                return Schema(.map(try descending(ap, pointer: pointer + "/additionalProperties")))
            }
            let name = title ?? Self.nameFromPointer(pointer)
            let (object, extra) = try self.object(d, name: name, node: node, pointer: pointer)
            return Schema(.object(object), constraints: extra)
        default:
            throw invalid(DiagnosticRule.unknownTypeMessage(type), pointer + "/type", d["type"] ?? node)
        }
    }

    /// The names of `required`.
    func requiredKeys(_ d: PlistDictionary, pointer: String) throws -> [String] {
        guard let r = d["required"] else { return [] }
        guard case .array(let items) = r.value else { throw invalid(DiagnosticRule.keywordMustBeMessage("required", "an array"), pointer + "/required", r) }
        return try items.map { i in
            guard case .string(let s) = i.value else { throw invalid(DiagnosticRule.entriesMustBeMessage("required", "strings"), pointer + "/required", i) }
            return s
        }
    }

    /// A property's own annotations beside its schema (`default`, `x-plist-alternate-keys`,
    /// `title`, `x-plist-key-path`). Kept out of ``propertyList(_:pointer:)``, whose frame is on
    /// the stack once per level of a nested schema: its locals would make each level deeper
    /// (a 300-level generated schema outgrew the 12 MiB import budget in a debug build).
    @inline(never)
    func readPropertyAnnotations(_ node: PlistNode, into prop: inout SchemaProperty, pointer pp: String) throws {
        if case .dictionary(let ed) = node.value {
            if let dv = ed["default"]?.value {
                prop.defaultValue = dv
                prop.schema.annotations["default"] = nil
            }
            if let alt = ed["x-plist-alternate-keys"] {
                guard case .array(let items) = alt.value else { throw invalid(DiagnosticRule.keywordMustBeMessage("x-plist-alternate-keys", "an array"), pp + "/x-plist-alternate-keys", alt) }
                prop.alternateKeys = items.compactMap { $0.value.stringValue }
            }
            // A scalar's title is its type name already, a model's its name (and exported as
            // such): not twice.
            if let title = try string(ed, "title", pp).map({ UntrustedText.escaped($0, limit: 200) }),
               CompiledSchema.Context.shownTitle(prop.schema) != title {
                prop.title = title
            }
            if let kp = try string(ed, "x-plist-key-path", pp) {
                do {
                    prop.keyPath = try PlistKeyPath(parsing: kp).components.map(\.key)
                } catch let error as PlistKeyPath.SyntaxError {
                    throw invalid("\"x-plist-key-path\" is not a key path: " + error.description,
                               pp + "/x-plist-key-path", ed["x-plist-key-path"] ?? node)
                }
            }
        }
    }

    /// The suffixes of `x-plist-key-modifiers` (`~ipad`, `-iphoneos`). Not inlined, as
    /// ``readPropertyAnnotations(_:into:pointer:)``.
    @inline(never)
    func keyModifiers(_ km: PlistNode, pointer: String) throws -> [String] {
        guard case .array(let items) = km.value, case let list = items.compactMap(\.value.stringValue), list.count == items.count,
              list.allSatisfy({ $0.count > 1 && ($0.hasPrefix("~") || $0.hasPrefix("-")) }) else {
            throw invalid(DiagnosticRule.keywordMustBeMessage("x-plist-key-modifiers", "an array of suffixes starting with ~ or -"), pointer + "/x-plist-key-modifiers", km)
        }
        return list
    }

    /// The entries of `properties`, each imported.
    mutating func propertyList(_ d: PlistDictionary, pointer: String) throws -> [SchemaProperty] {
        guard let p = d["properties"] else { return [] }
        guard case .dictionary(let pd) = p.value else { throw invalid(DiagnosticRule.keywordMustBeMessage("properties", "an object"), pointer + "/properties", p) }
        var properties: [SchemaProperty] = []
        for e in pd.entries {
            let pp = pointer + "/properties/" + JSONPointer.escape(e.key)
            var prop = SchemaProperty(key: e.key, schema: try descending(e.value, pointer: pp), isRequired: false)
            try readPropertyAnnotations(e.value, into: &prop, pointer: pp)
            properties.append(prop)
        }
        return properties
    }

    /// A model from `properties`, `required` and `additionalProperties`, with the constraints
    /// a model cannot say: `required` keys that are no property, an `additionalProperties`
    /// schema beside `properties`.
    mutating func object(_ d: PlistDictionary, name: String, node: PlistNode, pointer: String) throws -> (ObjectSchema, [SchemaConstraint]) {
        let required = try requiredKeys(d, pointer: pointer)
        var properties = try propertyList(d, pointer: pointer)
        let requiredSet = ExactKeySet(required)
        for i in properties.indices where requiredSet.contains(properties[i].key) { properties[i].isRequired = true }
        var extra: [SchemaConstraint] = []
        let declared = ExactKeySet(properties.map(\.key))
        let others = required.filter { !declared.contains($0) }
        if !others.isEmpty { extra.append(.required(others)) }
        var policy: AdditionalKeysPolicy?
        let patterns = try patternKeys(d, pointer: pointer)
        if !patterns.isEmpty {
            // Keys a pattern matches are declared too (Core 2020-12 §10.3.2.3): a model's own
            // unknown-key check cannot know them, so `additionalProperties` is a constraint,
            // and without it every key is allowed.
            policy = .ignore
            if let ap = d["additionalProperties"], ap.value != .bool(true) {
                extra.append(.additionalProperties(try descending(ap, pointer: pointer + "/additionalProperties"),
                                                   declaredKeys: properties.map(\.key), declaredPatterns: patterns))
            }
        } else if let ap = d["additionalProperties"] {
            switch ap.value {
            case .bool(let b): policy = b ? .ignore : .error
            default:
                policy = .ignore
                extra.append(.additionalProperties(try descending(ap, pointer: pointer + "/additionalProperties"),
                                                   declaredKeys: properties.map(\.key)))
            }
        }
        if let w = try string(d, "x-plist-additional-keys", pointer) {
            guard let p = AdditionalKeysPolicy(rawValue: w) else {
                throw invalid(DiagnosticRule.keywordMustBeMessage("x-plist-additional-keys", "ignore, warn, error or suggest"), pointer + "/x-plist-additional-keys", d["x-plist-additional-keys"] ?? node)
            }
            policy = p
        }
        var object = ObjectSchema(name: name, properties: properties, additionalKeys: policy)
        if let km = d["x-plist-key-modifiers"] { object.keyModifiers = try keyModifiers(km, pointer: pointer) }
        return (object, extra)
    }
}
