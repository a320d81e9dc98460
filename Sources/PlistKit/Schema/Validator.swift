/// Checks a located tree against a ``Schema`` and reports every finding at once — the one
/// place that decides what is missing, unknown, misspelled, mistyped or out of range.
/// ``PlistDecoder`` runs it before decoding; `plist-lint` and the model generator use it too.
///
/// Findings (rule ids in brackets), each with the file, the line and column, and the key path:
/// - `[missing-key]` error at the enclosing dictionary: `missing required key "name" in
///   dependencies[1] (Dependency)`;
/// - `[null-value]` error at the value: `"name" is null at dependencies[2], but
///   Dependency.name is String (not optional)`;
/// - `[unknown-key]` at the key: `unknown key "colour" at [1]` (severity from the policy), or,
///   paired with a missing declared key of the same dictionary that it probably misspells,
///   one error `unknown key "optoins" at [2], did you mean "options"?` with the missing key as
///   a related note (see `KeySuggestion`: Damerau–Levenshtein ≤ 2, case, snake_case);
/// - `[type-mismatch]` `retBody[1].operatLists[1].orderAmount: expected Decimal, found string "abc"`;
/// - `[out-of-range]` `int8: 300 is out of range for Int8`;
/// - `[invalid-enum-value]` `color: "purple" is not one of "red", "green" (Color)`;
/// - notes `[coercion]` (KVC-like coercion applied) and `[default-used]`;
/// - for a schema's JSON Schema constraints (``SchemaConstraint``): `[type-mismatch]`
///   `expected integer or null, found string "x"`, `[invalid-enum-value]` (also `const`),
///   `[invalid-size]` (`minLength`…`maxProperties`), `[out-of-range]` (`minimum`…`multipleOf`),
///   `[duplicate-item]` (`uniqueItems`), `[missing-key]` (`required`, `dependentRequired`),
///   `[unknown-key]` (`additionalProperties: false`), `[schema-mismatch]` (`anyOf`, `oneOf`,
///   `not`, `contains`), `[invalid-format]`, `[pattern-mismatch]` (`pattern`), a
///   `[deprecated-value]` warning naming the replacement, and `[limit-exceeded]` when a
///   schema needs more than 6 000 000 checks of a value (nested checks included) or its
///   patterns more than 100 000 000 matching steps (each match's bound, instructions ×
///   (scalars + 1), charged before it runs).
///
/// At most 1 000 findings of each severity are kept (as the reader keeps its own), so that
/// warnings never push out the error that decides the verdict; the rest are counted in a
/// final `[finding-limit]` warning, `N more findings not shown (limit 1000 of each severity)`,
/// and no message is built for them. An enumeration is one hash lookup per value, and its message lists at
/// most 20 values. The walk uses an explicit stack (no recursion, any depth) and visits each
/// node once; constraints that need a verdict of their own (`anyOf`, `oneOf`, `not`, `if`,
/// `contains`) run a nested walk, bounded by stack use on a thread with a large stack.
public struct Validator: Sendable {
    /// What the validator accepts.
    public struct Options: Sendable {
        /// What keys that match no property mean, for models whose schema leaves it open.
        /// Default ``AdditionalKeysPolicy/warn``.
        public var unknownKeys: AdditionalKeysPolicy = .warn
        /// Which conversions are accepted (and reported as notes). Default ``PlistDecoder/ValueCoercion/strict``.
        public var valueCoercion: PlistDecoder.ValueCoercion = .strict
        /// How keys of the tree map onto the schema's property keys. Default ``PlistDecoder/KeyDecodingStrategy/useDefaultKeys``.
        public var keyDecodingStrategy: PlistDecoder.KeyDecodingStrategy = .useDefaultKeys

        /// The defaults described on each property.
        public init() {}
    }

    /// The schema checked against.
    public let schema: Schema
    /// The options in force.
    public var options: Options
    let compiled: CompiledSchema
    /// The most checks of a value one run makes (tests lower it).
    var checkLimit = ValidationBudget.visitLimit

    /// Creates a validator; the schema is compiled once here.
    public init(schema: Schema, options: Options = Options()) {
        self.schema = schema
        self.options = options
        self.compiled = CompiledSchema.compile(schema)
    }

    init(schema: Schema, compiled: CompiledSchema, options: Options) {
        self.schema = schema
        self.options = options
        self.compiled = compiled
    }

    /// Every finding about `root`, sorted by position in the document.
    /// - Parameters:
    ///   - root: the tree (its locations are used in the findings).
    ///   - file: the file name to put in the findings, or `nil`.
    public func validate(_ root: PlistNode, file: String? = nil) -> [Diagnostic] {
        walking(file: file) { walk in walk.run(root, compiled) }
    }

    /// Runs a walk (on a ``DeepStack`` thread when the schema has constraints, whose checks
    /// nest calls) and returns its findings sorted.
    private func walking(file: String?, _ body: (inout ValidationWalk) -> Void) -> [Diagnostic] {
        walking(file: file, prepare: { _ in }) { walk in
            body(&walk)
            return walk.diagnostics
        }
    }

    /// A walk with this validator's options and a full budget of ``checkLimit`` checks, its
    /// stack measured from the caller's frame with `stackLimit` bytes.
    func newWalk(file: String?, stackLimit: Int = StackBudget.fallbackLimit) -> ValidationWalk {
        ValidationWalk(options: options, file: file, budget: ValidationBudget(stackLimit: stackLimit, checks: checkLimit))
    }

    /// Runs a walk made by `prepare` (on a ``DeepStack`` thread when the schema has
    /// constraints) and returns what `body` makes of it.
    private func walking<R>(file: String?, prepare: (inout ValidationWalk) -> Void, _ body: (inout ValidationWalk) -> R) -> R {
        func walk(_ stackLimit: Int) -> R {
            var walk = newWalk(file: file, stackLimit: stackLimit)
            prepare(&walk)
            return body(&walk)
        }
        guard compiled.hasConstraints else { return walk(StackBudget.fallbackLimit) }
        return DeepStack.run { limit in walk(limit) }
    }

    /// Every finding about `node`, which sits at `prefix` below the root, sorted by position.
    func validate(_ node: PlistNode, file: String?, at prefix: PlistPath.Component) -> [Diagnostic] {
        walking(file: file) { walk in walk.run(node, compiled, prefix: PlistPath([prefix])) }
    }

    /// Every finding about `node` — element `index` of the root array, or the root when
    /// `index` is `nil` — and among them those a keys-only check reports
    /// (``validateTree(of:keysOnly:)``'s findings under `keysOnly`: all but those about scalar values), each list
    /// sorted by position, from one walk: for a streamed element, reported in full when a later
    /// element fails and by its keys when none does.
    func validateMarkingKeys(_ node: PlistNode, file: String?, element index: Int? = nil) -> (all: [Diagnostic], keys: [Diagnostic]) {
        var unused: ValidationWalk?
        return validateMarkingKeys(node, file: file, element: index, reusing: &unused)
    }

    /// ``validateMarkingKeys(_:file:element:)`` for one element of a stream: the walk made for
    /// the first element (kept in `walk`) is restarted for each next one, so that the elements
    /// of a large array cost no allocation each. A schema with constraints walks on a
    /// ``DeepStack`` thread per element instead (its stack budget is that thread's).
    func validateMarkingKeys(_ node: PlistNode, file: String?, element index: Int?,
                             reusing walk: inout ValidationWalk?) -> (all: [Diagnostic], keys: [Diagnostic]) {
        guard !compiled.hasConstraints else {
            return walking(file: file, prepare: { $0.marksKeys = true }) { walk in
                walk.run(node, compiled, index: index)
                return (walk.diagnostics, walk.keyDiagnostics)
            }
        }
        if walk == nil {
            walk = newWalk(file: file)
            walk?.marksKeys = true
        } else {
            walk?.restart()
        }
        walk?.run(node, compiled, index: index)
        return (walk?.diagnostics ?? [], walk?.keyDiagnostics ?? [])
    }

    /// The reader's findings of `document` (such as duplicate keys) and every finding of the
    /// validation, sorted by position.
    public func validate(_ document: PlistDocument) -> [Diagnostic] {
        Self.sorted(document.diagnostics + validateTree(of: document))
    }

    /// Every finding of the validation of `document`'s tree, sorted by position, without the
    /// reader's: ``validate(_:file:)`` on its root, with the root dictionary's entries the
    /// reader did not keep (``PlistDocument/omittedRootKeys``, see ``rootDictionaryKeeps``)
    /// reported as the unknown keys they are.
    package func validateTree(of document: PlistDocument) -> [Diagnostic] {
        validateTree(of: document, keysOnly: false)
    }

    /// ``validateTree(of:)``, or under `keysOnly` its findings about keys only (scalar values
    /// are not checked: for a tree that decoded).
    func validateTree(of document: PlistDocument, keysOnly: Bool) -> [Diagnostic] {
        walking(file: document.file, prepare: { $0.omittedRootKeys = document.omittedRootKeys; $0.keysOnly = keysOnly }) { walk in
            walk.run(document.root, compiled)
            return walk.diagnostics
        }
    }

    /// Which entries of a root dictionary a reader must keep for this validation
    /// (``TreeStreaming/rootDictionaryKeeps``): those whose key is a property's key or title.
    /// The others can only be unknown keys, whose findings need their key and location alone
    /// (``validateTree(of:)`` takes them from ``PlistDocument/omittedRootKeys``), so that a
    /// file of 500 000 unknown keys is checked without holding their values. `nil` (keep
    /// everything) unless the root schema is a model without alternate keys, key paths or
    /// constraints of its own, and keys map onto properties unchanged
    /// (``PlistDecoder/KeyDecodingStrategy/useDefaultKeys``).
    package var rootDictionaryKeeps: (@Sendable (String) -> Bool)? {
        guard case .object(let object) = compiled.kind, object.isSimple, compiled.constraints.isEmpty,
              compiled.allowedSet == nil, options.keyDecodingStrategy.isIdentity else { return nil }
        return { key in object.knownKeys.contains(key) || (!object.titleIndex.isEmpty && object.titleIndex[ExactKey(key)] != nil) }
    }

    /// Sorts diagnostics by location (stable; diagnostics without location last).
    static func sorted(_ ds: [Diagnostic]) -> [Diagnostic] {
        ds.enumerated().sorted { a, b in
            switch (a.element.location, b.element.location) {
            case let (x?, y?):
                if x < y { return true }
                if y < x { return false }
                return a.offset < b.offset
            case (_?, nil): return true
            case (nil, _?): return false
            case (nil, nil): return a.offset < b.offset
            }
        }.map(\.element)
    }
}
