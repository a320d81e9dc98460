import Foundation

/// JSON Schema 2020-12 input: what ``Schema/jsonSchema(title:)`` writes, and these keywords
/// with their 2020-12 meaning: `type` (one name or several), `enum`, `const`,
/// `minLength`/`maxLength`, `minItems`/`maxItems`, `uniqueItems`,
/// `minProperties`/`maxProperties`, `minimum`/`maximum`/`exclusiveMinimum`/`exclusiveMaximum`,
/// `multipleOf`, `required`, `properties`, `patternProperties`, `additionalProperties`,
/// `propertyNames`, `pattern` (ECMA-262 with the `u` flag; a pattern the engine refuses is an
/// `invalid-schema` error naming the reason and offset), `dependentRequired`,
/// `allOf`/`anyOf`/`oneOf`/`not`, `if`/`then`/`else`, `prefixItems`/`items`,
/// `contains`/`minContains`/`maxContains`, `format` (the formats ``SchemaConstraint/format(_:)``
/// checks), `$defs` and local `$ref` (`#` or `#/a/JSON/Pointer`, RFC 6901), boolean schemas,
/// and the annotations `$schema`, `$id` (on the root), `$comment`, `title`, `description`,
/// `deprecated`, `default`, `examples`, `contentEncoding`. PlistKit's extensions: `x-plist-type`,
/// `x-plist-alternate-keys`, `x-plist-key-path`, `x-plist-additional-keys` (`ignore`, `warn`,
/// `error`, `suggest`), `x-plist-deprecated-values` (an object of deprecated value →
/// replacement, for string values), `x-plist-message` (the text of the schema's own findings)
/// and `x-plist-equal-length` (keys whose arrays have one length).
///
/// `type` with one name maps onto a ``Schema/Shape`` (an object with `properties` onto a
/// model with its messages); `integer` without `x-plist-type` stays a JSON Schema `type`
/// constraint (it accepts `1.0`), and keywords without `type` apply only to values of their
/// kind. A `string` with `format: date-time` or `contentEncoding: base64` stays a string
/// unless `x-plist-type` says `date`/`data` (JSON has no dates or bytes). Every other keyword
/// (`dependentSchemas`, `$anchor`, `$dynamicRef`, `unevaluatedProperties`…) is an
/// error naming it and its JSON Pointer: a keyword silently ignored would validate less than
/// its author meant. So are a `$ref` cycle that reaches itself without descending into a
/// value (`a → b → a`), which would accept or loop on anything, and a malformed JSON Pointer.
///
/// `$ref` targets are inlined, except recursive ones, which stay
/// ``Schema/Shape/reference(_:)`` with the target in ``Schema/definitions`` (models) or
/// ``Schema/recursiveDefinitions``. Chains of bare `$ref`s are followed in a loop. Nesting is
/// bounded by the stack it uses (``StackBudget``, a `limit-exceeded` error beyond), so an
/// import never overflows even a 512 KiB thread stack; each target is imported once however
/// often it is referenced, and the schema built is bounded by ``jsonSchemaImportNodeLimit``.
extension Schema {
    /// The most schema nodes ``init(jsonSchema:file:)`` builds: 100 000. Every schema object
    /// counts one, every value of an `enum` or `const` one (and one more per 64 bytes of a
    /// string), and every `$ref` counts as many as the definition it inlines, so a few
    /// kilobytes of `$defs` referencing each other twice per level (2^n nodes) are an error
    /// (rule `limit-exceeded`) rather than a tree that takes seconds to build and to check;
    /// so is one 2 000-value `enum` inlined through 400 `$ref`s (13.7 s and 1.6 GB before).
    public static let jsonSchemaImportNodeLimit = 100_000

    /// Imports a JSON Schema document given as a value tree.
    /// - Parameters:
    ///   - jsonSchema: the document (e.g. `PlistReader().read(data).root`).
    ///   - file: the file name to put in errors, or `nil`.
    /// - Throws: ``JSONSchemaError`` for an unsupported keyword or a malformed value.
    public init(jsonSchema: PlistNode, file: String? = nil) throws {
        self = try DeepStack.run { limit in
            var importer = JSONSchemaImporter(root: jsonSchema, file: file, stackLimit: limit)
            return try importer.importRoot()
        }
    }

    /// Reads a JSON Schema file through ``PlistReader`` (as JSON) and imports it.
    /// - Throws: ``PlistReadError`` when the file cannot be read or is not JSON, or holds a
    ///   key twice in one object (rule `duplicate-key`);
    ///   ``JSONSchemaError`` as ``init(jsonSchema:file:)``.
    ///   `readerOptions` bounds the file (size, values, depth…); its `format` is set to JSON.
    public init(jsonSchemaContentsOf url: URL, file: String? = nil,
                readerOptions: PlistReader.Options = PlistReader.Options()) throws {
        let document = try Self.jsonReader(readerOptions).read(contentsOf: url, file: file)
        try self.init(jsonSchema: document.root, file: document.file)
    }

    /// The reader for a JSON Schema file: `options`' limits, format JSON.
    /// Duplicate keys are errors: in a schema, last-wins would drop what its author wrote
    /// (`"additionalProperties": false` then `true`).
    static func jsonReader(_ options: PlistReader.Options) -> PlistReader {
        var options = options
        options.format = .json
        options.duplicateKeys = .error
        return PlistReader(options: options)
    }
}

extension Schema {
    /// ``init(jsonSchemaContentsOf:file:readerOptions:)`` for a file named by its path
    /// bytes (``RawFilePath``), opened exactly by them — never through a `URL`, which expands a
    /// leading `~` — as ``PlistReader/contents(ofPath:file:)`` opens it. For
    /// `plist-lint`; not API.
    /// - Throws: as ``init(jsonSchemaContentsOf:file:readerOptions:)``.
    package init(jsonSchemaContentsOfPath path: [UInt8], file: String,
                readerOptions: PlistReader.Options = PlistReader.Options()) throws {
        let reader = Self.jsonReader(readerOptions)
        let document = try reader.read(try reader.contents(ofPath: path, file: file), file: file)
        try self.init(jsonSchema: document.root, file: document.file)
    }
}

