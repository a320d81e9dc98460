import PlistKit

/// The models of a schema in document order with their final Swift names, and the type
/// expressions of schemas that use them.
struct ModelCatalog {
    /// Each distinct object schema once, in pre-order (root first, then as first used).
    private(set) var models: [(ObjectSchema, String)] = []
    private var names: [ObjectSchema: String] = [:]
    private var referenceNames: [String: String] = [:]
    private var pool = IdentifierPool()
    /// The declared name of each union, by qualified name (``Schema/typeName``).
    private var unionNames: [String: String] = [:]

    /// An empty catalog, filled by ``collect(_:)``.
    init() {}

    /// The catalog of inferred declarations: a type is written by its declared name, which
    /// is found from where it is used because every type is nested in the type that uses it.
    init(declarations: [TypeDeclaration]) {
        var stack = declarations
        while let declaration = stack.popLast() {
            switch declaration.kind {
            case .model(let object): names[object] = declaration.name
            case .union: unionNames[declaration.qualifiedName] = declaration.name
            }
            stack.append(contentsOf: declaration.nested)
        }
    }

    /// Finds every object schema under `root` (and in its definitions) with an explicit stack.
    mutating func collect(_ root: Schema) {
        var stack: [Schema] = [root]
        for key in root.definitions.keys.sorted().reversed() {
            if let definition = root.definitions[key] {
                stack.insert(Schema(.object(definition)), at: 0)
                referenceNames[key] = key
            }
        }
        while let schema = stack.popLast() {
            switch schema.shape {
            case .array(let element), .map(let element):
                stack.append(element)
            case .object(let object):
                guard names[object] == nil else { continue }
                var candidate = SwiftIdentifier.typeName(for: object.name)
                if SwiftReservedNames.typeNames.contains(candidate) { candidate += "Model" }
                let name = pool.claim(candidate)
                names[object] = name
                models.append((object, name))
                for property in object.properties.reversed() { stack.append(property.schema) }
            default:
                break
            }
        }
        for (key, definition) in root.definitions { referenceNames[key] = names[definition] ?? key }
    }

    /// The Swift type of `schema` without its own optionality: `[String: [Question?]]`.
    /// Iterative over nested arrays and maps.
    func typeExpression(_ schema: Schema) -> String {
        var prefix = ""
        var suffixes: [String] = []
        var current = schema
        while true {
            switch current.shape {
            case .array(let element):
                prefix += "["
                suffixes.append((element.isNullable ? "?" : "") + "]")
                current = element
                continue
            case .map(let element):
                prefix += "[String: "
                suffixes.append((element.isNullable ? "?" : "") + "]")
                current = element
                continue
            default:
                break
            }
            break
        }
        return prefix + leafName(current) + suffixes.reversed().joined()
    }

    /// The name of the innermost type of `schema` (`Question` for `[Question]`).
    func leafExpression(_ schema: Schema) -> String {
        var current = schema
        while true {
            switch current.shape {
            case .array(let element), .map(let element): current = element
            default: return leafName(current)
            }
        }
    }

    private func leafName(_ schema: Schema) -> String {
        switch schema.shape {
        case .any:
            if let union = schema.typeName.flatMap({ unionNames[$0] }) { return union }
            return "String"
        case .string: return "String"
        case .integer(let format): return format.rawValue
        case .real(let format): return format.rawValue
        case .bool: return "Bool"
        case .date: return "Date"
        case .data: return "Data"
        case .url: return "URL"
        case .object(let object): return names[object] ?? SwiftIdentifier.typeName(for: object.name)
        case .reference(let name): return referenceNames[name] ?? SwiftIdentifier.typeName(for: name)
        case .array, .map: return "String"  // unreachable: unwrapped by typeExpression
        }
    }
}
