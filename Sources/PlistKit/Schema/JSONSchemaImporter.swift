/// The state of one JSON Schema import (see ``Schema/init(jsonSchema:file:)``): `$ref`
/// targets imported so far, those in progress, and the budgets.
struct JSONSchemaImporter {
    let root: PlistNode
    let file: String?
    /// Imported `$ref` targets by canonical pointer (`/$defs/A`).
    var resolved: [String: Schema] = [:]
    /// How many nodes each imported target stands for, inlined.
    var sizes: [String: Int] = [:]
    /// For each link of a chain of bare `$ref`s followed, the pointer of the target imported
    /// at its end (in ``resolved``).
    var chainEnds: [String: String] = [:]
    /// Targets being imported: pointer → the descent depth when their import started.
    var inProgress: [String: Int] = [:]
    /// Targets referenced from inside themselves, in order of discovery.
    var recursive: [String] = []
    /// The definition name of each recursive target (unique; its pointer's last token).
    var definitionNames: [String: String] = [:]
    /// How many keywords that descend into a value (`properties`, `items`…) enclose the
    /// schema being imported: a cycle that does not descend is an error.
    var descent = 0
    /// Nodes built so far, against ``Schema/jsonSchemaImportNodeLimit``.
    var nodeCount = 0
    let stack: StackBudget

    init(root: PlistNode, file: String?, stackLimit: Int) {
        self.root = root
        self.file = file
        self.stack = StackBudget(limit: stackLimit)
    }

    /// Keywords kept only for export (never checked).
    static let annotations: Set<String> = ["description", "deprecated", "default", "examples", "$comment"]
    /// Keywords read and dropped: they say what the document is, not what values must be.
    static let ignoredAnnotations: Set<String> = ["$schema", "$id", "title", "$defs", "contentEncoding", "then", "else"]
    static let keywords: Set<String> = [
        "type", "properties", "required", "additionalProperties", "items", "prefixItems", "enum", "const",
        "$ref", "format", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf",
        "minLength", "maxLength", "minItems", "maxItems", "uniqueItems", "minProperties", "maxProperties",
        "dependentRequired", "allOf", "anyOf", "oneOf", "not", "if", "contains", "minContains", "maxContains",
        "x-plist-type", "x-plist-alternate-keys", "x-plist-key-path", "x-plist-additional-keys",
        "x-plist-deprecated-values", "pattern", "patternProperties", "propertyNames",
        "x-plist-message", "x-plist-equal-length", "x-plist-key-modifiers",
    ]

    /// Counts the values of `enum` and `const` in `d` as nodes (see ``countNodes(_:pointer:node:)``).
    /// Not inlined: it keeps its locals off the recursive import's frames.
    @inline(never)
    mutating func countPayloads(_ d: PlistDictionary, pointer: String) throws {
        for key in ["enum", "const"] {
            guard let payload = d[key] else { continue }
            let weight = ValidationBudget.weight(of: payload.value, upTo: Schema.jsonSchemaImportNodeLimit - nodeCount)
            try countNodes(weight, pointer: pointer + "/" + key, node: payload)
        }
    }

    /// An `invalid-schema` error: a keyword's value of the wrong kind, an unresolvable `$ref`.
    /// (One function per rule, so that no call site holds a ``DiagnosticRule`` on the stack of
    /// the recursive import.)
    func invalid(_ message: String, _ pointer: String, _ node: PlistNode) -> JSONSchemaError {
        fail(.invalidSchema, message, pointer, node)
    }

    /// An `unsupported-schema-keyword` error: a keyword PlistKit does not implement.
    func unsupported(_ message: String, _ pointer: String, _ node: PlistNode) -> JSONSchemaError {
        fail(.unsupportedSchemaKeyword, message, pointer, node)
    }

    /// A `limit-exceeded` error: the schema is too large or nests too deep to import.
    func overLimit(_ message: String, _ pointer: String, _ node: PlistNode) -> JSONSchemaError {
        fail(.limitExceeded, message, pointer, node)
    }

    /// The error of `rule` at `pointer` (`node`'s location, when it has one).
    private func fail(_ rule: DiagnosticRule, _ message: String, _ pointer: String, _ node: PlistNode) -> JSONSchemaError {
        JSONSchemaError(rule: rule.id, message: message + " at " + (pointer.isEmpty ? "/" : pointer), pointer: pointer,
                        location: node.location.hasLine || node.location.offset >= 0 ? node.location : nil, file: file)
    }

    mutating func importRoot() throws -> Schema {
        guard case .dictionary = root.value else {
            if case .bool = root.value { return try schema(root, pointer: "") }
            throw invalid(DiagnosticRule.schemaMustBeMessage("a JSON Schema", "an object", found: root.value.kindName), "", root)
        }
        inProgress[""] = 0
        var s = try schema(root, pointer: "")
        inProgress[""] = nil
        resolved[""] = s
        for pointer in recursive {
            guard let name = definitionNames[pointer], let target = resolved[pointer] else { continue }
            if case .object(let o) = target.shape, Self.isPlainModel(target) {
                s.definitions[name] = o
            } else {
                s.recursiveDefinitions[name] = target
            }
        }
        return s
    }

    /// A schema that is only a model (what a `.reference` to ``Schema/definitions`` means).
    static func isPlainModel(_ s: Schema) -> Bool {
        s.constraints.isEmpty && s.allowedValues == nil && !s.isNullable && s.typeName == nil && s.annotations.isEmpty
    }

    func string(_ d: PlistDictionary, _ key: String, _ pointer: String) throws -> String? {
        guard let n = d[key] else { return nil }
        guard case .string(let s) = n.value else {
            throw invalid(DiagnosticRule.keywordMustBeMessage(key, "a string"), pointer + "/" + JSONPointer.escape(key), n)
        }
        return s
    }

    /// Counts `n` more nodes; throws `limit-exceeded` beyond ``Schema/jsonSchemaImportNodeLimit``.
    mutating func countNodes(_ n: Int, pointer: String, node: PlistNode) throws {
        nodeCount += n
        guard nodeCount <= Schema.jsonSchemaImportNodeLimit else {
            throw overLimit(
                DiagnosticRule.schemaTooLargeMessage(limit: Schema.jsonSchemaImportNodeLimit),
                pointer, node)
        }
    }

    /// Imports the subschema at `pointer`.
    mutating func schema(_ node: PlistNode, pointer: String) throws -> Schema {
        try countNodes(1, pointer: pointer, node: node)
        guard !stack.isExhausted else {
            throw overLimit(DiagnosticRule.schemaTooDeepMessage(kibibytes: stack.limit / 1024), pointer, node)
        }
        switch node.value {
        case .bool(true): return Schema(.any)
        case .bool(false): return Schema(.any, constraints: [.not(Schema(.any))])
        case .dictionary(let d): return try schema(d, node: node, pointer: pointer)
        default: throw invalid(DiagnosticRule.schemaMustBeMessage("a schema", "an object or a boolean", found: node.value.kindName), pointer, node)
        }
    }

    /// Imports a subschema below a keyword that descends into a value (`items`, `properties`…).
    mutating func descending(_ node: PlistNode, pointer: String) throws -> Schema {
        descent += 1
        defer { descent -= 1 }
        return try schema(node, pointer: pointer)
    }

    mutating func schema(_ d: PlistDictionary, node: PlistNode, pointer: String) throws -> Schema {
        for e in d.entries where !Self.keywords.contains(e.key) && !Self.annotations.contains(e.key) && !Self.ignoredAnnotations.contains(e.key) {
            throw unsupported(DiagnosticRule.unsupportedKeywordMessage(e.key),
                       pointer + "/" + JSONPointer.escape(e.key), PlistNode(.null, location: e.keyLocation))
        }
        if !pointer.isEmpty, let id = d["$id"] {
            throw unsupported(DiagnosticRule.notSupportedMessage("\"$id\" below the root"), pointer + "/$id", id)
        }
        // An `enum` or `const` payload is copied (and hashed when compiled) wherever a `$ref`
        // inlines this schema: its values count as nodes, as the schemas do.
        if d["enum"] != nil || d["const"] != nil { try countPayloads(d, pointer: pointer) }
        let assertions = d.entries.filter { Self.keywords.contains($0.key) }
        // A bare `$ref`: its target, whatever assertions-free annotations sit beside it; a
        // `description` or `deprecated` there says what this use of the target means (a
        // property's own description) and wins over the target's.
        if let ref = d["$ref"], assertions.count == 1 {
            var target = try reference(ref, pointer: pointer + "/$ref")
            for key in ["description", "deprecated"] {
                if let v = d[key] { target.annotations[key] = v.value }
            }
            return target
        }
        // The form the exporter writes for an optional model: [schema, {"type": "null"}].
        if let anyOf = d["anyOf"], assertions.count == 1, let s = try nullableAnyOf(anyOf, pointer: pointer + "/anyOf") {
            return s
        }
        var result = try shaped(d, node: node, pointer: pointer)
        try addConstraints(d, to: &result, pointer: pointer)
        for key in ["description", "deprecated", "examples", "$comment", "default"] {
            if let v = d[key] { result.annotations[key] = v.value }
        }
        return result
    }

    /// `anyOf` of exactly one schema and `{"type": "null"}`: that schema, nullable; `nil`
    /// for any other `anyOf` (a constraint then).
    mutating func nullableAnyOf(_ node: PlistNode, pointer: String) throws -> Schema? {
        guard case .array(let items) = node.value, items.count == 2 else { return nil }
        let isNull: (PlistNode) -> Bool = { n in
            guard case .dictionary(let d) = n.value, d.count == 1, d["type"]?.value == .string("null") else { return false }
            return true
        }
        guard let other = items.firstIndex(where: { !isNull($0) }), items.contains(where: isNull) else { return nil }
        var s = try schema(items[other], pointer: pointer + "/\(other)")
        s.isNullable = true
        return s
    }

    static func nameFromPointer(_ pointer: String) -> String {
        let last = pointer.split(separator: "/").last.map(String.init) ?? ""
        return last.isEmpty ? "Root" : JSONPointer.unescape(last)
    }
}
