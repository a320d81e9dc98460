import Foundation

/// JSON Schema 2020-12 input: the subset ``Schema/jsonSchema(title:)`` writes, plus `type`,
/// `properties`, `required`, `additionalProperties`, `items`, `enum`, `$defs`/`$ref`
/// (local `#/$defs/Name` references only), `minimum`/`maximum` (an integer range equal to a
/// Swift integer type's range selects that type, any other range reads as `Int`), `format`,
/// `contentEncoding`, `default`, `anyOf` of one schema and `{"type": "null"}`, and the
/// annotations `$schema`, `$id`, `$comment`, `title`, `description`.
///
/// A `string` with `format: date-time` or `contentEncoding: base64` stays a string unless
/// `x-plist-type` says `date`/`data` (JSON has no dates or bytes). Every other keyword is an
/// error naming it and its JSON Pointer: a keyword silently ignored would validate less than
/// its author meant. Models referenced from `$defs` are inlined, except recursive ones, which
/// stay ``Schema/Shape/reference(_:)`` with the model in ``Schema/definitions``.
///
/// Recursion follows the document's nesting, which the reader bounds (512 levels by default).
/// Each `$defs` entry is imported once however often it is referenced; the schema built is
/// bounded by ``jsonSchemaImportNodeLimit``.
extension Schema {
    /// The most schema nodes ``init(jsonSchema:file:)`` builds: 100 000. Every schema object
    /// counts one, and every `$ref` counts as many as the definition it inlines, so a few
    /// kilobytes of `$defs` referencing each other twice per level (2^n nodes) are an error
    /// (rule `limit-exceeded`) rather than a tree that takes seconds to build and to check.
    public static let jsonSchemaImportNodeLimit = 100_000

    /// Imports a JSON Schema document given as a value tree.
    /// - Parameters:
    ///   - jsonSchema: the document (e.g. `PlistReader().read(data).root`).
    ///   - file: the file name to put in errors, or `nil`.
    /// - Throws: ``JSONSchemaError`` for an unsupported keyword or a malformed value.
    public init(jsonSchema: PlistNode, file: String? = nil) throws {
        var importer = JSONSchemaImporter(root: jsonSchema, file: file)
        self = try importer.importRoot()
    }

    /// Reads a JSON Schema file through ``PlistReader`` (as JSON) and imports it.
    /// - Throws: ``PlistReadError`` when the file cannot be read or is not JSON;
    ///   ``JSONSchemaError`` as ``init(jsonSchema:file:)``.
    ///   `readerOptions` bounds the file (size, values, depth…); its `format` is set to JSON.
    public init(jsonSchemaContentsOf url: URL, displayName: String? = nil,
                readerOptions: PlistReader.Options = PlistReader.Options()) throws {
        let document = try Self.jsonReader(readerOptions).read(contentsOf: url, displayName: displayName)
        try self.init(jsonSchema: document.root, file: document.file)
    }

    /// The reader for a JSON Schema file: `options`' limits, format JSON.
    static func jsonReader(_ options: PlistReader.Options) -> PlistReader {
        var options = options
        options.format = .json
        return PlistReader(options: options)
    }
}

@_spi(PlistLint)
extension Schema {
    /// ``init(jsonSchemaContentsOf:displayName:readerOptions:)`` for a file named by its path
    /// bytes (``RawFilePath``), opened exactly by them — never through a `URL`, which expands a
    /// leading `~` — as ``PlistReader/contents(ofPath:displayName:)`` opens it. For
    /// `plist-lint`; not API.
    /// - Throws: as ``init(jsonSchemaContentsOf:displayName:readerOptions:)``.
    public init(jsonSchemaContentsOfPath path: [UInt8], displayName: String,
                readerOptions: PlistReader.Options = PlistReader.Options()) throws {
        let reader = Self.jsonReader(readerOptions)
        let document = try reader.read(try reader.contents(ofPath: path, displayName: displayName), file: displayName)
        try self.init(jsonSchema: document.root, file: document.file)
    }
}

/// The state of one import: `$defs` resolved so far and those in progress.
struct JSONSchemaImporter {
    let root: PlistNode
    let file: String?
    var defs: PlistDictionary = PlistDictionary()
    var resolved: [String: ObjectSchema] = [:]
    var inProgress: Set<String> = []
    var recursive: Set<String> = []
    /// Imported definitions that are not objects (objects are in `resolved`).
    var memo: [String: Schema] = [:]
    /// How many nodes each imported definition stands for, inlined.
    var sizes: [String: Int] = [:]
    /// Nodes built so far, against ``Schema/jsonSchemaImportNodeLimit``.
    var nodeCount = 0

    init(root: PlistNode, file: String?) {
        self.root = root
        self.file = file
    }

    static let annotations: Set<String> = ["$schema", "$id", "$comment", "title", "description", "$defs"]
    static let keywords: Set<String> = [
        "type", "properties", "required", "additionalProperties", "items", "enum", "$ref", "format",
        "contentEncoding", "minimum", "maximum", "default", "anyOf", "x-plist-type",
        "x-plist-alternate-keys", "x-plist-key-path", "x-plist-additional-keys",
    ]

    func fail(_ rule: String, _ message: String, _ pointer: String, _ node: PlistNode) -> JSONSchemaError {
        JSONSchemaError(rule: rule, message: message + " at " + (pointer.isEmpty ? "/" : pointer), pointer: pointer,
                        location: node.location.hasLine || node.location.offset >= 0 ? node.location : nil, file: file)
    }

    mutating func importRoot() throws -> Schema {
        guard case .dictionary(let d) = root.value else {
            throw fail("invalid-schema", "a JSON Schema must be an object, found \(root.value.kindName)", "", root)
        }
        if let defsNode = d["$defs"] {
            guard case .dictionary(let dd) = defsNode.value else {
                throw fail("invalid-schema", "\"$defs\" must be an object", "/$defs", defsNode)
            }
            defs = dd
        }
        var s = try schema(root, pointer: "")
        var definitions: [String: ObjectSchema] = [:]
        for name in recursive { if let o = resolved[name] { definitions[name] = o } }
        s.definitions = definitions
        return s
    }

    func string(_ d: PlistDictionary, _ key: String, _ pointer: String) throws -> String? {
        guard let n = d[key] else { return nil }
        guard case .string(let s) = n.value else {
            throw fail("invalid-schema", "\"\(key)\" must be a string", pointer + "/" + JSONPointer.escape(key), n)
        }
        return s
    }

    /// Counts `n` more nodes; throws `limit-exceeded` beyond ``Schema/jsonSchemaImportNodeLimit``.
    mutating func countNodes(_ n: Int, pointer: String, node: PlistNode) throws {
        nodeCount += n
        guard nodeCount <= Schema.jsonSchemaImportNodeLimit else {
            throw fail("limit-exceeded",
                       "schema too large: with every \"$ref\" inlined it has more than \(Schema.jsonSchemaImportNodeLimit) schemas (Schema.jsonSchemaImportNodeLimit)",
                       pointer, node)
        }
    }

    mutating func schema(_ node: PlistNode, pointer: String) throws -> Schema {
        try countNodes(1, pointer: pointer, node: node)
        switch node.value {
        case .bool(true): return Schema(.any)
        case .dictionary(let d): return try schema(d, node: node, pointer: pointer)
        default: throw fail("invalid-schema", "a schema must be an object or true, found \(node.value.kindName)", pointer, node)
        }
    }

    mutating func schema(_ d: PlistDictionary, node: PlistNode, pointer: String) throws -> Schema {
        for e in d.entries where !Self.keywords.contains(e.key) && !Self.annotations.contains(e.key) {
            throw fail("unsupported-schema-keyword", "unsupported JSON Schema keyword \(UntrustedText.quoted(e.key))",
                       pointer + "/" + JSONPointer.escape(e.key), PlistNode(.null, location: e.keyLocation))
        }
        if let anyOf = d["anyOf"] { return try nullableAnyOf(anyOf, pointer: pointer + "/anyOf") }
        if let ref = try string(d, "$ref", pointer) {
            return try reference(ref, node: d["$ref"] ?? node, pointer: pointer + "/$ref")
        }
        let (declared, isNullable) = try types(d, pointer: pointer)
        var nullable = isNullable
        var type = declared
        if type == nil, d["properties"] != nil || d["additionalProperties"] != nil { type = "object" }
        if type == nil, d["items"] != nil { type = "array" }
        let plistType = try string(d, "x-plist-type", pointer)
        // A title names objects in messages: escape controls, bidi and newlines at import.
        let title = try string(d, "title", pointer).map { UntrustedText.escaped($0, limit: 200) }
        var result = Schema(.any)
        if let type { result = try typed(type, d, node: node, plistType: plistType, title: title, pointer: pointer) }
        if let e = d["enum"] {
            guard case .array(let items) = e.value else { throw fail("invalid-schema", "\"enum\" must be an array", pointer + "/enum", e) }
            var values: [PlistValue] = []
            for item in items {
                if case .null = item.value { nullable = true } else { values.append(item.value) }
            }
            result.allowedValues = values
            if type == nil, let first = values.first {
                result.shape = first.stringValue != nil ? .string : first.integerValue != nil ? .integer(.int) : .any
            }
        }
        if let title, result.typeName == nil, JSONSchemaExporter.isScalar(result.shape) { result.typeName = title }
        result.isNullable = nullable
        return result
    }

    /// The `type` keyword: one type name, optionally with `"null"`.
    func types(_ d: PlistDictionary, pointer: String) throws -> (String?, Bool) {
        guard let t = d["type"] else { return (nil, false) }
        switch t.value {
        case .string(let s): return s == "null" ? (nil, true) : (s, false)
        case .array(let items):
            var names: [String] = []
            var nullable = false
            for i in items {
                guard case .string(let s) = i.value else { throw fail("invalid-schema", "\"type\" entries must be strings", pointer + "/type", i) }
                if s == "null" { nullable = true } else { names.append(s) }
            }
            if names.count > 1 {
                throw fail("unsupported-schema-keyword", "\"type\" with several types (\(names.joined(separator: ", "))) is not supported", pointer + "/type", t)
            }
            return (names.first, nullable)
        default:
            throw fail("invalid-schema", "\"type\" must be a string or an array", pointer + "/type", t)
        }
    }
}
