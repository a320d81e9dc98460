/// The checks that match ECMA-262 patterns (`pattern`, `patternProperties`, the keys
/// `additionalProperties` leaves to them) and `propertyNames`, within the run's pattern
/// budget (``ValidationBudget/patternStepLimit``).
extension ValidationWalk {
    /// Whether `pattern` matches some part of `text`, or `nil` when it was not run: the
    /// pattern is invalid (reported, rule `invalid-schema`) or its step bound exceeds what is
    /// left of the budget (the run then ends with one `limit-exceeded` error). The bound is
    /// charged before matching, so no match runs longer than the budget allows.
    mutating func search(_ pattern: CompiledPattern, in text: String, _ node: PlistNode,
                         parent: Int, step: PlistPath.Component?) -> Bool? {
        let compiled: SchemaPattern
        switch pattern.compiled {
        case .success(let p): compiled = p
        case .failure(let error):
            reportValue(.error, .invalidSchema,
                        DiagnosticRule.invalidPatternMessage(pattern.source, error),
                        node: node, parent: parent, step: step)
            return nil
        }
        // A pattern anchored with a literal prefix the text lacks cannot match: no steps run, so
        // none are charged (Info.plist's ~ipad patterns against 200 long custom keys had
        // charged a worst case that stopped a 54 KB file's validation).
        guard compiled.mayMatch(text) else { return false }
        let scalars = text.unicodeScalars.count
        let cost = compiled.maximumSteps(forScalarCount: scalars)
        guard cost <= budget.patternSteps else {
            if budget.overrun == nil {
                budget.overrun = DiagnosticRule.patternBudgetMessage(pattern: pattern.quoted, scalars: scalars, cost: cost,
                                                                     left: max(budget.patternSteps, 0), limit: budget.patternStepLimit)
            }
            budget.patternSteps = -1
            budget.remaining = -1
            exhausted(node, parent: parent, step: step)
            return nil
        }
        budget.patternSteps -= cost
        return compiled.matches(text)
    }

    /// Whether one of `patterns` matches `key`; `nil` when one could not be run (see
    /// ``search(_:in:_:parent:step:)``).
    mutating func matchesAny(_ patterns: [CompiledPattern], _ key: String, _ keyNode: PlistNode,
                             parent: Int, step: PlistPath.Component?) -> Bool? {
        for p in patterns {
            guard let found = search(p, in: key, keyNode, parent: parent, step: step) else { return nil }
            if found { return true }
        }
        return false
    }

    /// `patternProperties`: the value of each key a pattern matches is checked against that
    /// pattern's schema (a key matched by several patterns, against each).
    mutating func checkPatternProperties(_ list: [(pattern: CompiledPattern, schema: CompiledSchema)], _ node: PlistNode,
                                         parent: Int, step: PlistPath.Component?) {
        guard let d = node.dictionaryIfDictionary else { return }
        let here = pathIndex(parent: parent, step: step)
        for e in d.entries {
            let keyNode = PlistNode(.string(e.key), location: e.keyLocation)
            for (pattern, schema) in list {
                if budget.remaining < 0 || (verdictOnly && failed) { return }
                guard search(pattern, in: e.key, keyNode, parent: here, step: .key(e.key)) == true else { continue }
                visit(e.value, schema, parent: here, step: .key(e.key))
            }
        }
    }

    /// `propertyNames`: each key, as a string value located at the key, is checked against
    /// the schema.
    mutating func checkPropertyNames(_ schema: CompiledSchema, _ node: PlistNode, parent: Int, step: PlistPath.Component?) {
        guard let d = node.dictionaryIfDictionary else { return }
        let here = pathIndex(parent: parent, step: step)
        for e in d.entries {
            if budget.remaining < 0 || (verdictOnly && failed) { return }
            visit(PlistNode(.string(e.key), location: e.keyLocation), schema, parent: here, step: .key(e.key))
        }
    }
}
