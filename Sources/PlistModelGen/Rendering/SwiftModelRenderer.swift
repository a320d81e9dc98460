import PlistKit

/// Renders a ``Schema`` as Swift source: one `struct` per model and one `enum` per union, each
/// nested in the type that uses it (``TypeDeclaration``), the root first.
///
/// Each struct conforms to ``Options/conformances`` (default `Codable, Sendable, Equatable`),
/// has one stored property per key in key order, named by ``SwiftIdentifier/propertyNames(for:)``,
/// and a `CodingKeys` enum whose raw values are exactly the original keys whenever some property
/// name differs from its key. A property whose key is not required (or whose value may be
/// `null`) is optional. Maps render as `[String: T]`, arrays as `[T]`. A union renders as an
/// enum with one case per kind holding the value (`case string(String)`), a hand-written
/// `init(from:)` that tries each kind (booleans, numbers, dates, data, strings, arrays, then
/// dictionaries) and an `encode(to:)`. A root that is not a model or a union renders as a
/// `typealias` named after the root (`typealias Questions = [Question]`), omitted when that would
/// be the element's own name.
///
/// Sample text reaches the source only inside string literals (``stringLiteral(_:)``) and
/// one-line comments (escaped by ``UntrustedText``); identifiers are built from kept characters
/// only (``SwiftIdentifier/isKeptCharacter(_:)``). The output depends only on its input:
/// rendering twice gives the same bytes.
package struct SwiftModelRenderer: Sendable {
    /// The access level of the generated declarations.
    package enum AccessLevel: String, Sendable, CaseIterable {
        /// `internal` (no modifier written): for models used inside one module.
        case `internal`
        /// `public`, with a public memberwise initializer: for models a library exports.
        case `public`
    }

    /// What to render.
    package struct Options: Sendable {
        /// The access level; default ``AccessLevel/internal``.
        package var access: AccessLevel = .internal
        /// The protocols every struct and enum conforms to, in order. Default `Codable, Sendable,
        /// Equatable`. Never add `CustomStringConvertible`: a key `description` becomes a
        /// property `description` (case 030).
        package var conformances: [String] = ["Codable", "Sendable", "Equatable"]
        /// The inputs named in the header (file names as the user gave them).
        package var inputs: [String] = []
        /// The generator named in the header.
        package var generatorName = "plist-modelgen"
        /// The defaults.
        package init() {}
    }

    /// The options in force.
    package var options: Options

    /// Creates a renderer.
    package init(options: Options = Options()) { self.options = options }

    /// The Swift source for an inference result: its declarations, nested as inferred.
    package func render(_ inference: InferenceResult) -> String {
        let catalog = ModelCatalog(declarations: inference.declarations)
        return render(inference.schema, rootTypeName: inference.rootTypeName,
                      declarations: inference.declarations, catalog: catalog)
    }

    /// The Swift source for a hand-made `schema`, every model at file scope, ending with a newline.
    /// - Parameter rootTypeName: the name of the root type (a struct when the root is a model,
    ///   otherwise a typealias).
    package func render(_ schema: Schema, rootTypeName: String) -> String {
        var catalog = ModelCatalog()
        catalog.collect(schema)
        let modelNames = Set(catalog.models.map(\.1))
        let declarations = catalog.models.map { object, name in
            let propertyNames = SwiftIdentifier.propertyNames(for: object.properties.map(\.key))
            var pool = IdentifierPool(reserved: modelNames.union(propertyNames))
            let partCount = TypeDeclaration.partCount(forPropertyCount: propertyNames.count)
            return TypeDeclaration(name: name, qualifiedName: object.name, kind: .model(object), propertyNames: propertyNames,
                                   partNames: (0..<partCount).map { SchemaResolver.claimPartName($0 + 1, in: &pool) })
        }
        return render(schema, rootTypeName: rootTypeName, declarations: declarations, catalog: catalog)
    }

    private func render(_ schema: Schema, rootTypeName: String, declarations: [TypeDeclaration],
                        catalog: ModelCatalog) -> String {
        var out = header()
        out += "import Foundation\n"
        let rootExpression = catalog.typeExpression(schema)
        let rootName = SwiftIdentifier.typeName(for: rootTypeName)
        if rootExpression != rootName && catalog.leafExpression(schema) != rootName {
            out += "\n/// The root of \(inputList()).\n"
            out += "\(accessPrefix)typealias \(rootName) = \(rootExpression)\n"
        }
        for declaration in declarations {
            out += "\n"
            render(declaration, indent: "", catalog: catalog, into: &out)
        }
        return out
    }

    var accessPrefix: String { options.access == .public ? "public " : "" }

    private func header() -> String {
        "// Generated by \(options.generatorName) from \(inputList()).\n"
            + "// Do not edit: changes are lost when it runs again. Edit the samples instead.\n\n"
    }

    private func inputList() -> String {
        options.inputs.isEmpty ? "samples" : options.inputs.map { UntrustedText.escaped($0, limit: 200) }.joined(separator: ", ")
    }

    private func render(_ declaration: TypeDeclaration, indent: String, catalog: ModelCatalog, into out: inout String) {
        switch declaration.kind {
        case .model(let object):
            let names = declaration.propertyNames ?? SwiftIdentifier.propertyNames(for: object.properties.map(\.key))
            if !declaration.partNames.isEmpty {
                renderPartedStruct(object, name: declaration.name, propertyNames: names, partNames: declaration.partNames,
                                   indent: indent, catalog: catalog, into: &out)
                break
            }
            renderStruct(object, name: declaration.name, propertyNames: names, indent: indent, catalog: catalog, into: &out)
        case .union(let cases): renderEnum(cases, name: declaration.name, indent: indent, catalog: catalog, into: &out)
        }
        for nested in declaration.nested {
            out += "\n"
            render(nested, indent: indent + "    ", catalog: catalog, into: &out)
        }
        out += "\(indent)}\n"
    }

    var conformanceClause: String {
        options.conformances.isEmpty ? "" : ": " + options.conformances.joined(separator: ", ")
    }

    /// A struct's declaration without its closing brace.
    private func renderStruct(_ object: ObjectSchema, name: String, propertyNames names: [String], indent: String,
                              catalog: ModelCatalog, into out: inout String) {
        let access = accessPrefix
        let types = object.properties.map { property -> String in
            let base = catalog.typeExpression(property.schema)
            return !property.isRequired || property.schema.isNullable ? base + "?" : base
        }
        out += "\(indent)\(access)struct \(name)\(conformanceClause) {\n"
        for i in names.indices {
            out += "\(indent)    \(access)var \(SwiftIdentifier.escaped(names[i])): \(types[i])\n"
        }
        if options.access == .public {
            let parameters = names.indices.map { i in
                "\(SwiftIdentifier.escaped(names[i])): \(types[i])\(types[i].hasSuffix("?") ? " = nil" : "")"
            }
            out += "\n\(indent)    /// Creates a value from its properties.\n"
            out += "\(indent)    public init(\(parameters.joined(separator: ", "))) {\n"
            for name in names {
                let escaped = SwiftIdentifier.escaped(name)
                out += "\(indent)        self.\(escaped) = \(escaped)\n"
            }
            out += "\(indent)    }\n"
        }
        if zip(names, object.properties).contains(where: { !$0.utf8.elementsEqual($1.key.utf8) }) {
            out += "\n\(indent)    enum CodingKeys: String, CodingKey {\n"
            for (name, property) in zip(names, object.properties) {
                let escaped = SwiftIdentifier.escaped(name)
                out += name.utf8.elementsEqual(property.key.utf8)
                    ? "\(indent)        case \(escaped)\n"
                    : "\(indent)        case \(escaped) = \(Self.stringLiteral(property.key))\n"
            }
            out += "\(indent)    }\n"
        }
    }

    /// A union's declaration without its closing brace.
    private func renderEnum(_ cases: [UnionCase], name: String, indent: String, catalog: ModelCatalog,
                            into out: inout String) {
        let access = accessPrefix
        out += "\(indent)\(access)enum \(name)\(conformanceClause) {\n"
        for unionCase in cases {
            out += "\(indent)    case \(unionCase.name)(\(catalog.typeExpression(unionCase.schema)))\n"
        }
        let tried = cases.sorted { Self.decodingOrder($0.name) < Self.decodingOrder($1.name) }
        let expected = tried.map(\.name).joined(separator: ", ")
        out += "\n\(indent)    /// Decodes whichever kind of value is there, trying \(expected) in turn.\n"
        out += "\(indent)    \(access)init(from decoder: any Decoder) throws {\n"
        out += "\(indent)        let container = try decoder.singleValueContainer()\n"
        for unionCase in tried {
            out += "\(indent)        if let value = try? container.decode(\(catalog.typeExpression(unionCase.schema)).self) {\n"
            out += "\(indent)            self = .\(unionCase.name)(value)\n"
            out += "\(indent)            return\n"
            out += "\(indent)        }\n"
        }
        out += "\(indent)        throw DecodingError.dataCorruptedError(in: container, debugDescription: \(Self.stringLiteral("expected one of: " + expected)))\n"
        out += "\(indent)    }\n\n"
        out += "\(indent)    /// Encodes the value of the case.\n"
        out += "\(indent)    \(access)func encode(to encoder: any Encoder) throws {\n"
        out += "\(indent)        var container = encoder.singleValueContainer()\n"
        out += "\(indent)        switch self {\n"
        for unionCase in cases {
            out += "\(indent)        case .\(unionCase.name)(let value): try container.encode(value)\n"
        }
        out += "\(indent)        }\n"
        out += "\(indent)    }\n"
    }

    /// Where a case is tried when decoding: kinds no decoder converts into another first.
    private static func decodingOrder(_ caseName: String) -> Int {
        ["bool", "integer", "real", "uid", "date", "data", "string", "array", "dictionary"].firstIndex(of: caseName) ?? 99
    }

    /// `text` as a Swift string literal: `"`, `\` and invisible or combining characters escaped.
    static func stringLiteral(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                let v = scalar.value
                let visible = (0x20...0x7E).contains(v)
                    || (v > 0x7E && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil)
                        && !scalar.properties.isDefaultIgnorableCodePoint
                        && scalar.properties.generalCategory != .nonspacingMark
                        && scalar.properties.generalCategory != .enclosingMark
                        && scalar.properties.generalCategory != .spacingMark)
                if visible {
                    out.unicodeScalars.append(scalar)
                } else {
                    out += "\\u{" + String(v, radix: 16, uppercase: true) + "}"
                }
            }
        }
        return out + "\""
    }
}
