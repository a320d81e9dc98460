/// The validation of array elements one at a time, as a reader hands them over
/// (``PlistReader/read(_:file:streaming:)``), so that `plist-lint` checks a large array against
/// its schema holding one element's tree rather than the whole tree.
///
/// Made by ``Validator/elementValidation(file:)``. An array streams (``streamedElementSchema(at:)``)
/// when its schema is an array of one element schema and nothing else (no `minItems`,
/// `uniqueItems`, `contains`, `enum`…, which need every element at once) and every container on
/// its key path is checked only through its children: an array or dictionary of one value
/// schema, or a model without alternate keys or key paths whose property the key is, none with
/// constraints of its own. Each element is checked as ``Validator/validate(_:file:)`` checks it
/// inside the whole tree, with its full key path; the streamed array is then empty in the tree,
/// which the whole-tree check accepts as it accepts any array of that schema. The findings of
/// all elements share one cap of 1 000 of each severity (the first 1 000 errors, warnings and
/// notes in document order are kept, the rest counted in a closing `finding-limit` warning), and past the cap no message is built.
///
/// A key written twice holding an array has the elements of both arrays checked (the tree
/// keeps the last one only).
package struct ElementValidation: Sendable {
    private let validator: Validator
    private let file: String?
    private var findings = FindingList()
    /// The array the last element came from and its element schema: a reader hands over the
    /// same key path for every element of an array, whose strings then compare by identity.
    private var last: (path: PlistPath, schema: CompiledSchema)?

    init(validator: Validator, file: String?) {
        self.validator = validator
        self.file = file
    }

    /// Which entries of a root dictionary the reader keeps (``Validator/rootDictionaryKeeps``):
    /// the rest are checked by their keys, which the reader keeps instead.
    package var rootDictionaryKeeps: (@Sendable (String) -> Bool)? { validator.rootDictionaryKeeps }

    /// Whether the elements of the array at `path` are checked one at a time.
    package func streams(arrayAt path: PlistPath) -> Bool {
        streamedElementSchema(at: path) != nil
    }

    /// Checks `element`, element `index` of the array at `path` (one that ``streams(arrayAt:)``).
    package mutating func check(_ element: PlistNode, inArrayAt path: PlistPath, index: Int) {
        let schema: CompiledSchema
        if let last, last.path == path {
            schema = last.schema
        } else {
            guard let found = streamedElementSchema(at: path) else { return }
            schema = found
            last = (path, found)
        }
        findings = validator.validate(element, schema, file: file, at: path, index: index, continuing: findings)
    }

    /// The findings so far: the kept ones sorted by position, then the `finding-limit` warning.
    package var diagnostics: [Diagnostic] { ValidationWalk.sorted(findings, file: file) }

    /// The element schema of the array at `path` when it streams, else `nil`.
    func streamedElementSchema(at path: PlistPath) -> CompiledSchema? {
        var schema = validator.compiled
        let defaultKeys: Bool
        if case .useDefaultKeys = validator.options.keyDecodingStrategy { defaultKeys = true } else { defaultKeys = false }
        for component in path.components {
            guard schema.constraints.isEmpty, schema.allowedSet == nil else { return nil }
            switch (schema.kind, component) {
            case (.array(let element), .index):
                schema = element
            case (.map(let value), .key):
                schema = value
            case (.object(let object), .key(let key)):
                guard defaultKeys, object.isSimple,
                      let property = object.properties.first(where: { ExactKey.sameBytes($0.key, key) }) else { return nil }
                schema = property.schema
            default:
                return nil
            }
        }
        guard case .array(let element) = schema.kind, schema.constraints.isEmpty, schema.allowedSet == nil else { return nil }
        return element
    }
}

extension Validator {
    /// The element-by-element validation of the arrays of this schema that allow it (see
    /// ``ElementValidation``); the rest of the tree is checked whole by ``validate(_:file:)``.
    package func elementValidation(file: String?) -> ElementValidation {
        ElementValidation(validator: self, file: file)
    }

    /// The findings about `node`, element `index` of the array at `path`, checked against
    /// `schema`, added to `findings` (whose cap they share: past it they are only counted).
    func validate(_ node: PlistNode, _ schema: CompiledSchema, file: String?, at path: PlistPath, index: Int,
                  continuing findings: FindingList) -> FindingList {
        var walk = newWalk(file: file)
        walk.findings = findings
        walk.run(node, schema, prefix: path, index: index)
        return walk.findings
    }
}
