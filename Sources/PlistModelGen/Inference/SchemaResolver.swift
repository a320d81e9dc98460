import PlistKit

/// Turns merged ``InferredNode``s into a ``Schema``: picks each position's type, decides maps
/// and optionals, names the models, and reports conflicts. See ``SchemaInferrer`` for the rules.
///
/// Recursive, but only as deep as the inferred tree, which ``SchemaInferrer`` bounds by
/// ``SchemaInferrer/Options/maxDepth``.
struct SchemaResolver {
    private(set) var diagnostics: [Diagnostic] = []
    private var pool = IdentifierPool()

    /// The sanitised root name; a name that would shadow a Swift or Foundation type gets a
    /// `Model` suffix (`data.plist` → `DataModel`).
    func rootTypeName(_ raw: String) -> String {
        let name = SwiftIdentifier.typeName(for: raw)
        return SwiftReservedNames.typeNames.contains(name) ? name + "Model" : name
    }

    /// The schema of the values merged in `node`.
    /// - Parameters:
    ///   - typeName: the name a model at this position gets (already UpperCamelCase).
    ///   - parentTypeName: the enclosing model's name, the prefix for reserved or taken names.
    ///   - isRoot: whether this is the document's root, whose name is reserved for a typealias
    ///     when the root is an array or a map.
    mutating func resolve(_ node: InferredNode, typeName: String, parentTypeName: String?, isRoot: Bool = false) -> Schema {
        let nullable = node.nullCount > 0
        guard let kind = dominantKind(of: node) else {
            return Schema(.string, isNullable: true)
        }
        switch kind {
        case .array:
            let elementName = Singular.of(typeName)
            if isRoot && elementName != typeName { _ = pool.claim(typeName) }
            let element = node.elementNode()
            let elementSchema: Schema
            if element.kinds.isEmpty && element.nullCount == 0 {
                if !node.isTruncated, let origin = node.kinds.first(where: { $0.kind == .array })?.origin {
                    diagnostics.append(Diagnostic(
                        severity: .warning, rule: "unknown-element-type",
                        message: "the array at \(origin.path.displayName) is empty in every sample; its elements are generated as String",
                        file: origin.file, location: origin.location, keyPath: origin.path.description))
                }
                elementSchema = Schema(.string)
            } else {
                elementSchema = resolve(element, typeName: elementName, parentTypeName: parentTypeName)
            }
            return Schema(.array(elementSchema), isNullable: nullable)
        case .dictionary:
            if let valueNode = mapValues(of: node) {
                let valueName = Singular.of(typeName)
                if isRoot && valueName != typeName { _ = pool.claim(typeName) }
                return Schema(.map(resolve(valueNode, typeName: valueName, parentTypeName: parentTypeName)),
                              isNullable: nullable)
            }
            let name = claimTypeName(typeName, parent: parentTypeName)
            var properties: [SchemaProperty] = []
            for field in node.fields {
                let schema = resolve(field.node, typeName: SwiftIdentifier.typeName(for: field.key),
                                     parentTypeName: name)
                properties.append(SchemaProperty(key: field.key, schema: schema,
                                                 isRequired: field.presentCount == node.objectCount))
            }
            return Schema(.object(ObjectSchema(name: name, properties: properties)), isNullable: nullable)
        case .string: return Schema(.string, isNullable: nullable)
        case .integer:
            if node.hasIntegerAboveInt64 {
                return Schema(node.hasNegativeInteger ? .real(.double) : .integer(.uint64), isNullable: nullable)
            }
            return Schema(.integer(.int), isNullable: nullable)
        case .real: return Schema(.real(.double), isNullable: nullable)
        case .bool: return Schema(.bool, isNullable: nullable)
        case .date: return Schema(.date, isNullable: nullable)
        case .data: return Schema(.data, isNullable: nullable)
        case .uid:
            if let origin = node.kinds.first?.origin {
                diagnostics.append(Diagnostic(
                    severity: .warning, rule: "uid-value",
                    message: "\(origin.path.displayName) holds a keyed-archiver UID, which Codable cannot read; generated as UInt64",
                    file: origin.file, location: origin.location, keyPath: origin.path.description))
            }
            return Schema(.integer(.uint64), isNullable: nullable)
        }
    }

    /// The kind generated for `node`, reporting a conflict when the samples disagree; `nil`
    /// when no value but `null` was seen.
    private mutating func dominantKind(of node: InferredNode) -> ValueKind? {
        let kinds = node.kinds
        guard let first = kinds.first else { return nil }
        if kinds.count == 1 { return first.kind }
        let set = Set(kinds.map(\.kind))
        if set == [.integer, .real] { return .real }
        let second = kinds[1]
        let chosen: ValueKind
        if let container = kinds.first(where: { $0.kind.isContainer }) {
            chosen = container.kind
        } else {
            chosen = .string
        }
        // A dictionary may still become a model or a map: say which samples count, not the type.
        let chosenName = chosen == .string ? "as String" : chosen == .array ? "from the arrays only" : "from the dictionaries only"
        diagnostics.append(Diagnostic(
            severity: .warning, rule: "type-conflict",
            message: "\(second.origin.path.displayName) is \(Self.article(second.kind)) here and \(Self.article(first.kind)) elsewhere; generated \(chosenName)",
            file: second.origin.file, location: second.origin.location, keyPath: second.origin.path.description,
            related: [Diagnostic(severity: .note, rule: "", message: "first seen as \(Self.article(first.kind)) here",
                                 file: first.origin.file, location: first.origin.location)]))
        return chosen
    }

    /// The merged values when `node`'s dictionaries are maps (every key is data — it starts
    /// with a digit or contains `.` — and every value has one kind), else `nil`.
    private func mapValues(of node: InferredNode) -> InferredNode? {
        guard !node.fields.isEmpty else { return nil }
        var category: Set<ValueKind>?
        for field in node.fields {
            guard Self.isDataKey(field.key) else { return nil }
            var kinds = Set(field.node.kinds.map(\.kind))
            if kinds.contains(.real) { kinds.insert(.integer) }
            if let category, category != kinds { return nil }
            category = kinds
        }
        guard let category, !category.isEmpty else { return nil }
        let merged = InferredNode()
        for field in node.fields { merged.absorb(field.node) }
        return merged
    }

    /// Whether a key is data rather than a name: it starts with an ASCII digit, contains `.`,
    /// or is a UUID (`8-4-4-4-12` hexadecimal digits).
    static func isDataKey(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first else { return false }
        return ("0"..."9").contains(first) || key.contains(".") || isUUID(key)
    }

    private static func isUUID(_ key: String) -> Bool {
        let groups = key.split(separator: "-", omittingEmptySubsequences: false)
        guard groups.map(\.count) == [8, 4, 4, 4, 12] else { return false }
        return groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
    }

    /// Claims a model name: `candidate`, or `parent + candidate` when the candidate shadows a
    /// Swift/Foundation type or is taken, then a number when that is taken too.
    private mutating func claimTypeName(_ candidate: String, parent: String?) -> String {
        var name = candidate
        if SwiftReservedNames.typeNames.contains(name) || pool.contains(name) {
            name = (parent ?? "") + name
            if SwiftReservedNames.typeNames.contains(name) { name += "Model" }
        }
        return pool.claim(name)
    }

    private static func article(_ kind: ValueKind) -> String {
        switch kind {
        case .integer, .array: return "an \(kind.name)"
        case .data: return "a data value"
        default: return "a \(kind.name)"
        }
    }
}
