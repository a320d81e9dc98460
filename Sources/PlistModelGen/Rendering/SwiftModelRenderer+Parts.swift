import PlistKit

/// Large models: a struct with more than ``TypeDeclaration/largeModelThreshold`` properties.
///
/// swiftc's code generation for one struct's synthesized `Codable` grows faster than linearly
/// in its property count, and so does a flat hand-written `init(from:)` (measured at -Onone:
/// 2 000 keys 18 s, 4 000 keys 50 s of CPU). A large model therefore keeps its properties in
/// parts of ``TypeDeclaration/propertiesPerPart`` (`Part1`, `Part2`, … nested in it, stored as
/// `part1`, `part2`, …), each decoding and encoding its own keys from the model's one keyed
/// container with explicit `decode`/`decodeIfPresent` calls, and reads and writes them as its
/// own through `@dynamicMemberLookup` (`settings.key7 += 1`). `CodingKeys` is a struct
/// expressible by the key's string literal instead of an enum with one case per key. Decoding
/// asks for exactly the keys, types and optionality a synthesized `init(from:)` would, so
/// PlistKit's schema probe sees the same model.
extension SwiftModelRenderer {
    /// The stored property holding a part: `Part1` → `part1`.
    static func storedPartName(_ partName: String) -> String {
        "part" + partName.dropFirst(4)
    }

    /// A large struct's declaration without its closing brace.
    func renderPartedStruct(_ object: ObjectSchema, name: String, propertyNames names: [String], partNames: [String],
                            indent: String, catalog: ModelCatalog, into out: inout String) {
        let access = accessPrefix
        let types = object.properties.map { property -> String in
            let base = catalog.typeExpression(property.schema)
            return !property.isRequired || property.schema.isNullable ? base + "?" : base
        }
        let size = TypeDeclaration.propertiesPerPart
        let ranges = partNames.indices.map { i in (i * size)..<min(names.count, (i + 1) * size) }
        let stored = partNames.map(Self.storedPartName)
        out += "\(indent)/// The \(names.count) properties are kept in \(partNames.count) parts of up to \(size), each read and\n"
        out += "\(indent)/// written as a property of this type (`value.\(names[0])`) through dynamic member lookup.\n"
        out += "\(indent)@dynamicMemberLookup\n"
        out += "\(indent)\(access)struct \(name)\(conformanceClause) {\n"
        for (part, property) in zip(partNames, stored) {
            out += "\(indent)    \(access)var \(property): \(part)\n"
        }
        if options.access == .public {
            let parameters = names.indices.map { i in
                "\(SwiftIdentifier.escaped(names[i])): \(types[i])\(types[i].hasSuffix("?") ? " = nil" : "")"
            }
            out += "\n\(indent)    /// Creates a value from its properties.\n"
            out += "\(indent)    public init(\(parameters.joined(separator: ", "))) {\n"
            for (range, (part, property)) in zip(ranges, zip(partNames, stored)) {
                let arguments = range.map { "\(SwiftIdentifier.escaped(names[$0])): \(SwiftIdentifier.escaped(names[$0]))" }
                out += "\(indent)        \(property) = \(part)(\(arguments.joined(separator: ", ")))\n"
            }
            out += "\(indent)    }\n"
        }
        out += """

            \(indent)    /// A key of the samples, written as its string literal.
            \(indent)    \(access)struct CodingKeys: CodingKey, ExpressibleByStringLiteral {
            \(indent)        \(access)var stringValue: String
            \(indent)        \(access)var intValue: Int? { nil }
            \(indent)        \(access)init(stringValue: String) { self.stringValue = stringValue }
            \(indent)        \(access)init?(intValue: Int) { nil }
            \(indent)        \(access)init(stringLiteral value: String) { stringValue = value }
            \(indent)    }

            \(indent)    /// Decodes every part from the one keyed container.
            \(indent)    \(access)init(from decoder: any Decoder) throws {
            \(indent)        let container = try decoder.container(keyedBy: CodingKeys.self)

            """
        for (part, property) in zip(partNames, stored) {
            out += "\(indent)        \(property) = try \(part)(from: container)\n"
        }
        out += "\(indent)    }\n\n"
        out += "\(indent)    /// Encodes every part into the one keyed container.\n"
        out += "\(indent)    \(access)func encode(to encoder: any Encoder) throws {\n"
        out += "\(indent)        var container = encoder.container(keyedBy: CodingKeys.self)\n"
        for property in stored {
            out += "\(indent)        try \(property).encode(to: &container)\n"
        }
        out += "\(indent)    }\n"
        for (part, property) in zip(partNames, stored) {
            out += "\n\(indent)    /// The properties held by `\(property)`.\n"
            out += "\(indent)    \(access)subscript<Value>(dynamicMember path: WritableKeyPath<\(part), Value>) -> Value {\n"
            out += "\(indent)        get { \(property)[keyPath: path] }\n"
            out += "\(indent)        set { \(property)[keyPath: path] = newValue }\n"
            out += "\(indent)    }\n"
        }
        let partConformances = options.conformances.filter { ["Sendable", "Equatable", "Hashable"].contains($0) }
        let partClause = partConformances.isEmpty ? "" : ": " + partConformances.joined(separator: ", ")
        for (range, part) in zip(ranges, partNames) {
            out += "\n\(indent)    /// Properties \(range.lowerBound + 1) to \(range.upperBound) of `\(name)`.\n"
            out += "\(indent)    \(access)struct \(part)\(partClause) {\n"
            for i in range {
                out += "\(indent)        \(access)var \(SwiftIdentifier.escaped(names[i])): \(types[i])\n"
            }
            if options.access == .public {
                let parameters = range.map { "\(SwiftIdentifier.escaped(names[$0])): \(types[$0])" }
                out += "\n\(indent)        init(\(parameters.joined(separator: ", "))) {\n"
                for i in range {
                    let escaped = SwiftIdentifier.escaped(names[i])
                    out += "\(indent)            self.\(escaped) = \(escaped)\n"
                }
                out += "\(indent)        }\n"
            }
            out += "\n\(indent)        init(from container: KeyedDecodingContainer<CodingKeys>) throws {\n"
            for i in range {
                let optional = types[i].hasSuffix("?")
                let type = optional ? String(types[i].dropLast()) : types[i]
                out += "\(indent)            self.\(SwiftIdentifier.escaped(names[i])) = try container.decode\(optional ? "IfPresent" : "")(\(type).self, forKey: \(Self.stringLiteral(object.properties[i].key)))\n"
            }
            out += "\(indent)        }\n\n"
            out += "\(indent)        func encode(to container: inout KeyedEncodingContainer<CodingKeys>) throws {\n"
            for i in range {
                let optional = types[i].hasSuffix("?")
                out += "\(indent)            try container.encode\(optional ? "IfPresent" : "")(self.\(SwiftIdentifier.escaped(names[i])), forKey: \(Self.stringLiteral(object.properties[i].key)))\n"
            }
            out += "\(indent)        }\n"
            out += "\(indent)    }\n"
        }
    }
}
