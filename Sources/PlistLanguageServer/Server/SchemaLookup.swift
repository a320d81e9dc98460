import PlistKit

/// Reads a ``Schema`` for an editor: the properties a dictionary at a key path may have, a
/// property's type, description, allowed values and deprecation. References are followed
/// through the root's definitions; the properties of `allOf` branches and of JSON Schema
/// `properties` constraints count as the dictionary's own.
///
/// What is valid stays the ``Validator``'s to decide: this only lists and describes.
package struct SchemaLookup: Sendable {
    /// The root schema.
    package let root: Schema

    /// Creates a lookup of `root`.
    package init(_ root: Schema) { self.root = root }

    /// `schema` with a reference replaced by its definition (a bounded number of hops).
    package func resolved(_ schema: Schema) -> Schema {
        var schema = schema
        for _ in 0..<16 {
            guard case .reference(let name) = schema.shape else { return schema }
            if let object = root.definitions[name] { schema = Schema(.object(object)) }
            else if let other = root.recursiveDefinitions[name] { schema = other }
            else { return schema }
        }
        return schema
    }

    /// The declared properties of a dictionary of `schema`, first declaration of a key winning.
    package func properties(of schema: Schema) -> [SchemaProperty] {
        var found: [SchemaProperty] = []
        var seen: Set<String> = []
        var pending = [resolved(schema)]
        var visited = 0
        while let s = pending.popLast(), visited < 64 {
            visited += 1
            var own: [SchemaProperty] = []
            if case .object(let object) = s.shape { own += object.properties }
            for constraint in s.constraints {
                switch constraint {
                case .properties(let properties): own += properties
                case .allOf(let branches): pending += branches.reversed().map(resolved)
                default: break
                }
            }
            for property in own where seen.insert(property.key).inserted { found.append(property) }
        }
        return found
    }

    /// The schema of the value at `key` in a dictionary of `schema`: a declared property's,
    /// a map's element schema, or `nil`.
    package func child(of schema: Schema, key: String) -> Schema? {
        if let property = properties(of: schema).first(where: { $0.key == key || $0.alternateKeys.contains(key) }) {
            return resolved(property.schema)
        }
        let s = resolved(schema)
        if case .map(let element) = s.shape { return resolved(element) }
        for case .additionalProperties(let element, _, _) in s.constraints { return resolved(element) }
        return nil
    }

    /// The schema of an element of an array of `schema`, or `nil`.
    package func element(of schema: Schema) -> Schema? {
        let s = resolved(schema)
        if case .array(let element) = s.shape { return resolved(element) }
        for case .items(_, let rest?) in s.constraints { return resolved(rest) }
        return nil
    }

    /// The schema at `path` below the root, or `nil` when the schema says nothing there.
    package func schema(at path: PlistKeyPath) -> Schema? {
        var current = resolved(root)
        for component in path.components {
            if let index = component.index, component.kind == .index {
                _ = index
                guard let next = element(of: current) else { return nil }
                current = next
            } else {
                guard let next = child(of: current, key: component.key) else { return nil }
                current = next
            }
        }
        return current
    }

    /// The property `key` of the dictionary at `path`, or `nil`.
    package func property(_ key: String, at path: PlistKeyPath) -> SchemaProperty? {
        guard let parent = schema(at: path) else { return nil }
        return properties(of: parent).first { $0.key == key || $0.alternateKeys.contains(key) }
    }

    /// The property list type of `schema` as written in XML (`string`, `integer`, `real`,
    /// `boolean`, `date`, `data`, `array`, `dictionary`), several joined with ` or ` (from a
    /// `type` list or `anyOf`/`oneOf` branches), or `nil` when any value is allowed.
    package func typeName(of schema: Schema) -> String? {
        let names = typeNames(of: schema, depth: 0)
        return names.isEmpty ? nil : names.joined(separator: " or ")
    }

    private func typeNames(of schema: Schema, depth: Int) -> [String] {
        let s = resolved(schema)
        switch s.shape {
        case .string, .url: return ["string"]
        case .integer: return ["integer"]
        case .real: return ["real"]
        case .bool: return ["boolean"]
        case .date: return ["date"]
        case .data: return ["data"]
        case .array: return ["array"]
        case .map, .object: return ["dictionary"]
        case .reference: return []
        case .any: break
        }
        var names: [String] = []
        for constraint in s.constraints {
            switch constraint {
            case .type(let types):
                names += types.compactMap { type in
                    switch type {
                    case .string: return "string"
                    case .integer: return "integer"
                    case .number: return "real"
                    case .boolean: return "boolean"
                    case .array: return "array"
                    case .object: return "dictionary"
                    case .null: return nil
                    }
                }
            case .anyOf(let branches), .oneOf(let branches), .allOf(let branches):
                if depth < 4 { names += branches.flatMap { typeNames(of: $0, depth: depth + 1) } }
            case .properties: names.append("dictionary")
            default: break
            }
        }
        var unique: [String] = []
        for name in names where !unique.contains(name) { unique.append(name) }
        return unique
    }

    /// The values `schema` allows when it is an enumeration (`enum`, or `const` branches of
    /// `anyOf`/`oneOf`); `[true, false]` for a Boolean; empty otherwise.
    package func allowedValues(of schema: Schema) -> [PlistValue] {
        let s = resolved(schema)
        if let values = s.allowedValues { return values }
        if case .bool = s.shape { return [.bool(true), .bool(false)] }
        var values: [PlistValue] = []
        for constraint in s.constraints {
            switch constraint {
            case .constant(let value): values.append(value)
            case .anyOf(let branches), .oneOf(let branches):
                for branch in branches.map(resolved) {
                    if let own = branch.allowedValues { values += own }
                    for case .constant(let value) in branch.constraints { values.append(value) }
                }
            default: break
            }
        }
        if values.isEmpty, typeName(of: s) == "boolean" { return [.bool(true), .bool(false)] }
        return values
    }

    /// The values `schema` marks deprecated, with their replacements.
    package func deprecatedValues(of schema: Schema) -> [DeprecatedValue] {
        resolved(schema).constraints.flatMap { constraint -> [DeprecatedValue] in
            if case .deprecatedValues(let values) = constraint { return values }
            return []
        }
    }

    /// The one-line description of `property`: its schema's `description` up to the first
    /// sentence end, else its title.
    package func summary(of property: SchemaProperty) -> String? {
        guard let text = description(of: property) else { return nil }
        if let end = text.range(of: ". ") { return String(text[..<end.lowerBound]) + "." }
        return text
    }

    /// The full description of `property` (`description`, else `title`), or `nil`.
    package func description(of property: SchemaProperty) -> String? {
        if case .string(let text)? = property.schema.annotations["description"] { return text }
        return property.title
    }

    /// Whether `property` is marked `deprecated: true`.
    package func isDeprecated(_ property: SchemaProperty) -> Bool {
        property.schema.annotations["deprecated"] == .bool(true)
    }
}
