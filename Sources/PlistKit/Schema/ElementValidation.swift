/// The validation of a root array's elements one at a time, as a reader hands them over
/// (``PlistReader/read(_:file:elementSink:)``), so that `plist-lint` checks a large array
/// against its schema holding one element's tree rather than the whole tree.
///
/// Made by ``Validator/elementValidation(file:)`` for a schema whose root is an array of one
/// element schema and nothing else (no `minItems`, `uniqueItems`, `contains`, `enum`…, which need
/// every element at once). Each element is checked as ``Validator/validate(_:file:)`` checks it
/// inside the whole tree, key paths starting `[i]`; the findings of all elements share one cap of
/// 1 000 (the first 1 000 in document order are kept, the rest counted in a closing
/// `finding-limit` warning), and past the cap no message is built.
package struct ElementValidation: Sendable {
    private let validator: Validator
    private let file: String?
    private var findings = FindingList()

    init(validator: Validator, file: String?) {
        self.validator = validator
        self.file = file
    }

    /// Checks element `index` of the root array.
    package mutating func check(_ element: PlistNode, at index: Int) {
        findings = validator.validate(element, file: file, at: .index(index), continuing: findings)
    }

    /// The findings so far: the kept ones sorted by position, then the `finding-limit` warning.
    package var diagnostics: [Diagnostic] {
        let all = findings.diagnostics
        guard all.count > findings.count else { return Validator.sorted(all) }
        return Validator.sorted(Array(all.prefix(findings.count))) + all.suffix(from: findings.count)
    }
}

extension Validator {
    /// The element-by-element validation of this schema when its root is an array of one
    /// element schema with nothing else to check of the array itself; `nil` otherwise (the
    /// whole tree is then needed).
    package func elementValidation(file: String?) -> ElementValidation? {
        guard case .array(let element) = compiled.kind, compiled.constraints.isEmpty, compiled.allowedSet == nil else { return nil }
        return ElementValidation(validator: Validator(schema: schema, compiled: element, options: options), file: file)
    }

    /// The findings about `node`, which sits at `prefix` below the root, added to `findings`
    /// (whose cap they share: past it they are only counted).
    func validate(_ node: PlistNode, file: String?, at prefix: PlistPath.Component, continuing findings: FindingList) -> FindingList {
        var walk = ValidationWalk(options: options, file: file, budget: ValidationBudget(stackLimit: StackBudget.fallbackLimit, checks: checkLimit))
        walk.findings = findings
        walk.run(node, compiled, prefix: prefix)
        return walk.findings
    }
}
