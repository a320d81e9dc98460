import PlistKit

/// Turns merged ``InferredNode``s into a ``Schema`` and the ``TypeDeclaration`` tree: picks each
/// position's type, decides maps, optionals and unions, names the types in their scope, and
/// reports conflicts. See ``SchemaInferrer`` for the rules.
///
/// Recursive, but only as deep as the inferred tree, which ``SchemaInferrer`` bounds by
/// ``SchemaInferrer/Options/maxDepth``.
struct SchemaResolver {
    private(set) var diagnostics: [Diagnostic] = []
    /// The top-level declarations, in document order.
    private(set) var declarations: [TypeDeclaration] = []
    /// The key paths of ``SchemaInferrer/typeNames`` that named a type.
    private(set) var usedRenames: Set<String> = []
    private let renames: [String: String]

    /// The names taken in one type (or at the top level) and the types declared there.
    struct Scope {
        /// The enclosing type's qualified name; `nil` at the top level.
        var qualifiedName: String?
        /// The enclosing type's own name, the prefix for reserved names.
        var simpleName: String?
        /// How many types enclose the declarations of this scope (0 at the top level).
        var depth = 0
        var pool = IdentifierPool()
        var nested: [TypeDeclaration] = []

        func qualified(_ name: String) -> String { qualifiedName.map { $0 + "." + name } ?? name }

        /// The scope inside a type named `name` declared in this one; `nil` when this scope is
        /// ``SchemaResolver/maxNestingDepth`` deep, where the type's own types are declared
        /// beside it instead.
        func inner(_ name: String) -> Scope? {
            guard depth < SchemaResolver.maxNestingDepth else { return nil }
            var inner = Scope(qualifiedName: qualified(name), simpleName: name, depth: depth + 1)
            inner.pool.reserve(name)
            return inner
        }
    }

    /// The deepest nesting of generated types. Below it, a type's own types are declared beside
    /// it in the same scope (unique there, still inside the type at this depth), so the Swift
    /// source grows linearly with the samples' depth — indentation and qualified names would
    /// grow quadratically — and stays within swiftc's limit of 256 nested braces: a sample 300
    /// levels deep gives types at most 11 levels deep.
    static let maxNestingDepth = 10

    init(renames: [String: String]) { self.renames = renames }

    /// The sanitised root name; a name that would shadow a Swift or Foundation type gets a
    /// `Model` suffix (`data.plist` → `DataModel`).
    func rootTypeName(_ raw: String) -> String {
        let name = SwiftIdentifier.typeName(for: raw)
        return SwiftReservedNames.typeNames.contains(name) ? name + "Model" : name
    }

    /// The schema of the whole document, declaring its types at the top level.
    mutating func resolveRoot(_ node: InferredNode, rootName: String) -> Schema {
        var top = Scope()
        let schema = resolve(node, candidate: rootName, keyPath: "", scope: &top, isRoot: true)
        declarations = top.nested
        return schema
    }

    /// The schema of the values merged in `node`, declaring any model or union in `scope`.
    /// - Parameters:
    ///   - candidate: the name a type at this position would get (already UpperCamelCase).
    ///   - keyPath: the position as ``SchemaInferrer`` documents it for renames (`server`,
    ///     `servers[]`, `""` for the root).
    ///   - isRoot: whether this is the document's root, whose name is not claimed again.
    ///   - isRenamable: whether a configured name for `keyPath` applies to a type here.
    mutating func resolve(_ node: InferredNode, candidate: String, keyPath: String,
                          scope: inout Scope, isRoot: Bool = false, isRenamable: Bool = true) -> Schema {
        let nullable = node.nullCount > 0
        let kinds = Self.distinctKinds(of: node)
        guard let first = kinds.first else { return Schema(.string, isNullable: true) }
        if kinds.count > 1 {
            reportConflict(node)
            return union(node, kinds: kinds, candidate: candidate, keyPath: keyPath, scope: &scope, isRoot: isRoot)
        }
        switch first {
        case .array:
            let element = node.elementNode()
            if element.kinds.isEmpty && element.nullCount == 0 {
                if !node.isTruncated, let origin = node.kinds.first(where: { $0.kind == .array })?.origin {
                    diagnostics.append(Diagnostic(
                        severity: .warning, rule: .unknownElementType,
                        message: DiagnosticRule.unknownElementTypeMessage(at: origin.path.displayName),
                        file: origin.file, location: origin.location, keyPath: origin.path.description))
                }
                return Schema(.array(Schema(.string)), isNullable: nullable)
            }
            reserveRootAlias(candidate, isRoot: isRoot, in: &scope)
            let elementSchema = resolve(element, candidate: Singular.of(candidate), keyPath: keyPath + "[]", scope: &scope)
            return Schema(.array(elementSchema), isNullable: nullable)
        case .dictionary:
            if let valueNode = mapValues(of: node) {
                reserveRootAlias(candidate, isRoot: isRoot, in: &scope)
                let valueSchema = resolve(valueNode, candidate: Singular.of(candidate), keyPath: keyPath + "[]", scope: &scope)
                return Schema(.map(valueSchema), isNullable: nullable)
            }
            let name = isRoot ? scope.pool.claim(candidate)
                : claim(candidate, keyPath: isRenamable ? keyPath : nil, in: &scope)
            return Schema(.object(model(node, name: name, keyPath: keyPath, scope: &scope)),
                          isNullable: nullable)
        default:
            return scalar(first, node: node, nullable: nullable)
        }
    }

    /// Makes `inner` stand for `scope` itself, for a type whose own types are declared beside
    /// it: the names and the pool move (no copy), the declarations start empty.
    private static func enter(_ inner: inout Scope, flatIn scope: inout Scope) {
        inner.qualifiedName = scope.qualifiedName
        inner.simpleName = scope.simpleName
        inner.depth = scope.depth
        swap(&inner.pool, &scope.pool)
    }

    /// Declares `declaration` in `scope` with the types declared in `inner`: inside it, or when
    /// `flat`, after it (and the pool moves back).
    private static func leave(_ inner: inout Scope, declaring declaration: TypeDeclaration, in scope: inout Scope, flat: Bool) {
        var declaration = declaration
        if flat {
            swap(&inner.pool, &scope.pool)
            scope.nested.append(declaration)
            scope.nested.append(contentsOf: inner.nested)
        } else {
            declaration.nested = inner.nested
            scope.nested.append(declaration)
        }
    }

    /// The name of part `number` of a large model (`Part1`), free both as a type name and,
    /// lowercased (`part1`), as a property name in `pool`.
    static func claimPartName(_ number: Int, in pool: inout IdentifierPool) -> String {
        var candidate = "Part\(number)"
        while pool.contains(candidate) || pool.contains(SwiftModelRenderer.storedPartName(candidate)) {
            candidate += "_"
        }
        pool.reserve(candidate)
        pool.reserve(SwiftModelRenderer.storedPartName(candidate))
        return candidate
    }

    /// An array or map root is a typealias named `candidate` unless its element takes the name.
    private func reserveRootAlias(_ candidate: String, isRoot: Bool, in scope: inout Scope) {
        if isRoot && Singular.of(candidate) != candidate { scope.pool.reserve(candidate) }
    }

    /// Declares the model of `node`'s dictionaries in `scope`, its own types nested in it.
    private mutating func model(_ node: InferredNode, name: String, keyPath: String, scope: inout Scope) -> ObjectSchema {
        let propertyNames = SwiftIdentifier.propertyNames(for: node.fields.map(\.key))
        let nestedScope = scope.inner(name)
        var inner = nestedScope ?? Scope()
        if nestedScope == nil { Self.enter(&inner, flatIn: &scope) }
        // Reserved also when flat: a type `名称` beside a struct with a property `名称` would
        // be found by that struct's own lookups as the property.
        for propertyName in propertyNames { inner.pool.reserve(propertyName) }
        let partCount = TypeDeclaration.partCount(forPropertyCount: propertyNames.count)
        let partNames = (0..<partCount).map { Self.claimPartName($0 + 1, in: &inner.pool) }
        var properties: [SchemaProperty] = []
        for field in node.fields {
            let path = keyPath.isEmpty ? field.key : keyPath + "." + field.key
            // Only a container or a union takes a type name: scalars skip the sanitising.
            let needsName = field.node.kinds.count > 1 || field.node.kinds.contains { $0.kind.isContainer }
            let candidate = needsName ? SwiftIdentifier.typeName(for: field.key) : ""
            let schema = resolve(field.node, candidate: candidate, keyPath: path, scope: &inner)
            properties.append(SchemaProperty(key: field.key, schema: schema,
                                             isRequired: field.presentCount == node.objectCount))
        }
        let object = ObjectSchema(name: scope.qualified(name), properties: properties)
        let declaration = TypeDeclaration(name: name, qualifiedName: object.name, kind: .model(object),
                                          propertyNames: propertyNames, partNames: partNames)
        Self.leave(&inner, declaring: declaration, in: &scope, flat: nestedScope == nil)
        return object
    }

    /// Declares an enum with one case per kind of `kinds` in `scope`: `.any` in the schema (any
    /// value is accepted), named by ``Schema/typeName``.
    private mutating func union(_ node: InferredNode, kinds: [ValueKind], candidate: String, keyPath: String,
                                scope: inout Scope, isRoot: Bool) -> Schema {
        let name = isRoot ? scope.pool.claim(candidate) : claim(candidate, keyPath: keyPath, in: &scope)
        let nestedScope = scope.inner(name)
        var inner = nestedScope ?? Scope()
        if nestedScope == nil { Self.enter(&inner, flatIn: &scope) }
        var cases: [UnionCase] = []
        for kind in kinds {
            let part = node.restricted(to: kind)
            let schema: Schema
            switch kind {
            case .array:
                schema = resolve(part, candidate: "Items", keyPath: keyPath, scope: &inner)
            case .dictionary:
                schema = resolve(part, candidate: "Object", keyPath: keyPath, scope: &inner, isRenamable: false)
            default:
                schema = scalar(kind, node: part, nullable: false)
            }
            cases.append(UnionCase(name: Self.caseName(kind), schema: schema))
        }
        let qualified = scope.qualified(name)
        Self.leave(&inner, declaring: TypeDeclaration(name: name, qualifiedName: qualified, kind: .union(cases)),
                   in: &scope, flat: nestedScope == nil)
        return Schema(.any, typeName: qualified, isNullable: node.nullCount > 0)
    }

    private func scalar(_ kind: ValueKind, node: InferredNode, nullable: Bool) -> Schema {
        switch kind {
        case .integer:
            if node.hasIntegerAboveInt64 {
                return Schema(node.hasNegativeInteger ? .real(.double) : .integer(.uint64), isNullable: nullable)
            }
            return Schema(.integer(.int), isNullable: nullable)
        case .real: return Schema(.real(.double), isNullable: nullable)
        case .bool: return Schema(.bool, isNullable: nullable)
        case .date: return Schema(.date, isNullable: nullable)
        case .data: return Schema(.data, isNullable: nullable)
        case .uid: return Schema(.integer(.uint64), isNullable: nullable)
        default: return Schema(.string, isNullable: nullable)
        }
    }

    /// A type name claimed in `scope`: the configured name for `keyPath` or `candidate`; a name
    /// that would shadow a Swift or Foundation type gets the enclosing type's name as a prefix
    /// (`Root.RootData`), then `Model`; a taken one a number.
    private mutating func claim(_ candidate: String, keyPath: String?, in scope: inout Scope) -> String {
        var name = candidate
        if let keyPath, let renamed = renames[keyPath] {
            name = renamed
            usedRenames.insert(keyPath)
        }
        if SwiftReservedNames.typeNames.contains(name) {
            name = (scope.simpleName ?? "") + name
            if SwiftReservedNames.typeNames.contains(name) { name += "Model" }
        }
        return scope.pool.claim(name)
    }

    /// The kinds generated at `node` in first-seen order: integers and reals together count as
    /// one number kind (the first seen stands for both).
    static func distinctKinds(of node: InferredNode) -> [ValueKind] {
        let all = node.kinds.map(\.kind)
        if all.contains(.integer) && all.contains(.real) {
            let number = all.first { $0 == .integer || $0 == .real }
            return all.compactMap { kind in
                if kind == .integer || kind == .real { return kind == number ? .real : nil }
                return kind
            }
        }
        return all
    }

    /// Reports a position whose samples disagree on the kind, once, at the first value of the
    /// second kind, with a note at the first.
    private mutating func reportConflict(_ node: InferredNode) {
        let kinds = node.kinds.filter { $0.kind != .real || !node.kinds.contains { $0.kind == .integer } }
        guard kinds.count > 1 else { return }
        let first = kinds[0], second = kinds[1]
        diagnostics.append(Diagnostic(
            severity: .warning, rule: .typeConflict,
            message: DiagnosticRule.typeConflictMessage(at: second.origin.path.displayName, kind: Self.article(second.kind),
                                                        otherKind: Self.article(first.kind)),
            file: second.origin.file, location: second.origin.location, keyPath: second.origin.path.description,
            related: [Diagnostic.annotation(DiagnosticRule.typeConflictFirstSeenMessage(kind: Self.article(first.kind)),
                                                file: first.origin.file, location: first.origin.location)]))
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

    /// The enum case holding values of `kind`.
    static func caseName(_ kind: ValueKind) -> String {
        switch kind {
        case .string: return "string"
        case .integer: return "integer"
        case .real: return "real"
        case .bool: return "bool"
        case .date: return "date"
        case .data: return "data"
        case .uid: return "uid"
        case .array: return "array"
        case .dictionary: return "dictionary"
        }
    }

    private static func article(_ kind: ValueKind) -> String {
        switch kind {
        case .integer, .array: return "an \(kind.name)"
        case .data: return "a data value"
        default: return "a \(kind.name)"
        }
    }
}
