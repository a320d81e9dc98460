/// Findings that name the real mistake when a value fails a choice of schemas: the branch a
/// discriminator chose (`if` `{"properties": {K: {"const": V}}, "required": [K]}`), and the
/// branch of a failed `anyOf`/`oneOf` that got into the value.
extension ValidationWalk {
    /// The branch of a discriminated `if`/`then` being checked: enumeration findings in it say
    /// which value of `key` chose it, and, when another branch of the family allows the value,
    /// that one.
    struct Discriminator {
        /// The discriminating key (`NSPrivacyAccessedAPIType`, `PayloadType`, `Type`).
        let key: String
        /// Its value in the checked dictionary (canonical).
        let value: PlistValue
        /// The other branches of the family: their discriminating value and `then` schema.
        let siblings: [(value: PlistValue, then: CompiledSchema)]
        /// The checked dictionary, and the parent index and step of its path in the nested
        /// walk's arena.
        let node: PlistNode
        let parent: Int
        let step: PlistPath.Component?
    }

    /// How many other branches a wrong enumeration value is tried against (a family of 120
    /// configuration-profile payloads is tried in full; the work is charged to the budget).
    static let siblingProbeLimit = 200
    /// How many wrong enumeration values of one discriminated branch are looked up in the
    /// other branches; later ones name the discriminator only.
    static let probedValuesLimit = 5
    /// The share of the run's check budget (1 / this) the look-ups of one value may spend, so
    /// that a large dictionary with many wrong values still validates in full.
    static let probeBudgetShare = 200

    /// `(K, V)` when `condition` is exactly `{"properties": {K: {"const": V}}, "required": [K]}`
    /// (in either order), the form a discriminator takes in JSON Schema.
    static func discriminant(_ condition: CompiledSchema) -> (key: String, value: PlistValue)? {
        guard case .any = condition.kind, condition.allowedSet == nil, condition.constraints.count == 2 else { return nil }
        var found: (key: String, value: PlistValue)?
        var required: [String] = []
        for c in condition.constraints {
            switch c {
            case .properties(let list):
                guard list.count == 1, case .any = list[0].schema.kind, list[0].schema.allowedSet == nil,
                      list[0].schema.constraints.count == 1, case .constant(let v) = list[0].schema.constraints[0] else { return nil }
                found = (list[0].key, v)
            case .required(let keys):
                required = keys
            default:
                return nil
            }
        }
        guard let found, required == [found.key] else { return nil }
        return found
    }

    /// The branches of an `allOf` that is a discriminated family: every element only an
    /// `if` discriminator on the same key with a `then` and no `else`. `nil` otherwise.
    static func family(_ list: [CompiledSchema]) -> (key: String, branches: [(value: PlistValue, then: CompiledSchema)])? {
        var key: String?
        var branches: [(value: PlistValue, then: CompiledSchema)] = []
        for s in list {
            guard case .any = s.kind, s.allowedSet == nil, s.constraints.count == 1,
                  case .conditional(let condition, let then?, nil) = s.constraints[0],
                  let d = discriminant(condition), key == nil || key == d.key else { return nil }
            key = d.key
            branches.append((d.value, then))
        }
        guard let key, branches.count > 1 else { return nil }
        return (key, branches)
    }

    /// `allOf` of a discriminated family on a dictionary holding the key: the branches whose
    /// value equals the key's are checked (what the `if`s decide), each in a nested walk whose
    /// enumeration findings name the discriminator. Returns `false`, having done nothing, when
    /// the generic check must run (not a family, not a dictionary, or only the verdict matters).
    mutating func checkFamily(_ list: [CompiledSchema], _ node: PlistNode, parent: Int, step: PlistPath.Component?) -> Bool {
        guard !verdictOnly, !silent, let d = node.dictionaryIfDictionary, let family = Self.family(list) else { return false }
        let (key, branches) = family
        guard let present = d[key] else { return true }
        let value = JSONSchemaValue.canonical(present.value)
        for (i, b) in branches.enumerated() where b.value == value {
            if budgetSpent(node, parent: parent, step: step) { return true }
            var siblings = branches
            siblings.remove(at: i)
            checkChosen(b.then, by: key, value: value, siblings: siblings, node, parent: parent, step: step)
        }
        return true
    }

    /// Checks `then`, chosen by `key` = `value`, in a nested walk that words enumeration
    /// findings with the discriminator, and keeps its findings.
    mutating func checkChosen(_ then: CompiledSchema, by key: String, value: PlistValue,
                              siblings: [(value: PlistValue, then: CompiledSchema)],
                              _ node: PlistNode, parent: Int, step: PlistPath.Component?) {
        var (nested, at) = nestedWalk(parent: parent)
        nested.discriminator = Discriminator(key: key, value: value, siblings: siblings, node: node, parent: at, step: step)
        nested.visit(node, then, parent: at, step: step)
        nested.drain()
        keep(contentsOf: nested.findings)
    }

    /// The enumeration message inside a discriminated branch: the other branch that allows the
    /// value (`elsewhere`), or the discriminator that chose these allowed values. `nil` outside
    /// one.
    mutating func discriminatedEnumMessage(_ value: PlistValue, allowed: [PlistValue], parent: Int,
                                           step: PlistPath.Component?) -> (text: String, elsewhere: Bool)? {
        guard let d = discriminator else { return nil }
        let here = path(parent: parent, step: step).description
        let canonical = JSONSchemaValue.canonical(value)
        let name = UntrustedText.escaped(d.key)
        probedValues += 1
        let start = budget.remaining
        let share = budget.limit / Self.probeBudgetShare
        for sibling in d.siblings.prefix(Self.siblingProbeLimit) {
            guard probedValues <= Self.probedValuesLimit, start - budget.remaining <= share, budget.remaining > share else { break }
            var (probe, at) = nestedWalk(parent: d.parent)
            probe.silent = true
            probe.probe = (here, canonical)
            probe.visit(d.node, sibling.then, parent: at, step: d.step)
            probe.drain()
            if probe.probeAccepted {
                return (DiagnosticRule.valueOfAnotherBranchMessage(Self.show(value), key: name, other: Self.show(sibling.value),
                                                                    chosen: Self.show(d.value), allowed: Self.list(allowed)), true)
            }
        }
        return (DiagnosticRule.notAllowedByBranchMessage(Self.show(value), allowed: Self.list(allowed), key: name, chosen: Self.show(d.value)), false)
    }

    /// Notes, in a probing walk, that the value at the probed path is in an enumeration.
    mutating func noteAccepted(_ value: PlistValue, parent: Int, step: PlistPath.Component?) {
        guard let probe, !probeAccepted, JSONSchemaValue.canonical(value) == probe.value,
              path(parent: parent, step: step).description == probe.path else { return }
        probeAccepted = true
    }

    /// A walk nested in this one, sharing its budget, whose arena holds the path of `parent` as
    /// a chain (so its findings are located as this walk's), and that chain's last index.
    func nestedWalk(parent: Int) -> (ValidationWalk, Int) {
        var walk = ValidationWalk(options: options, file: file, budget: budget)
        walk.keysOnly = keysOnly
        var chain: [Int] = []
        var i = parent
        while i >= 0 {
            chain.append(i)
            i = arena[i].parent
        }
        for (n, index) in chain.reversed().enumerated() { walk.arena.append((n - 1, arena[index].step)) }
        return (walk, chain.count - 1)
    }

    /// Visits the containers left on the stack.
    mutating func drain() {
        while !(verdictOnly && failed), let frame = stack.popLast() { visitContainer(frame) }
    }

    /// How many reasons a "matches none" message gives (one per branch, the same one once).
    static let shownBranchReasons = 10

    /// After every schema of an `anyOf` (or `oneOf`) failed: when exactly one branch got into
    /// the value — its findings are all below the value, and no `const` or one-value `enum`
    /// (a discriminator) failed in it — or several did and one has the fewest findings, keeps
    /// that branch's findings. Otherwise one error says no schema matches, followed by what
    /// each branch said about the value itself (`expected Bool, found string "YES"; …`).
    mutating func reportNoMatch(_ list: [CompiledSchema], keyword: String, _ node: PlistNode, parent: Int, step: PlistPath.Component?) {
        // Said in the plist's terms: the forms a value may take, not the keyword that lists them.
        let described = ScalarConversion.describeFound(node)
        let none = DiagnosticRule.noFormMessage(found: described, forms: list.count)
        guard !verdictOnly, !silent, hasRoom(for: .error) else {
            return reportValue(.error, .schemaMismatch, none, node: node, parent: parent, step: step)
        }
        let here = path(parent: parent, step: step)
        let key = here.description
        let prefix = here.displayName + ": "
        var best: FindingList?
        var tied = false
        var reasons: [String] = []
        for s in list {
            var (nested, at) = nestedWalk(parent: parent)
            nested.visit(node, s, parent: at, step: step)
            nested.drain()
            if budgetSpent(node, parent: parent, step: step) { return }
            let found = nested.findings
            if let atValue = found.diagnostics.first(where: { $0.keyPath == key && $0.severity == .error }) {
                let reason = atValue.message.hasPrefix(prefix) ? String(atValue.message.dropFirst(prefix.count)) : atValue.message
                if !reasons.contains(reason) { reasons.append(reason) }
                continue
            }
            // Only a branch with an error of its own stands for the failure (never warnings alone).
            guard nested.discriminatorMissed == 0, found.diagnostics.contains(where: { $0.severity == .error }) else { continue }
            let size = found.count + found.dropped
            if let b = best, b.count + b.dropped <= size {
                if b.count + b.dropped == size { tied = true }
                continue
            }
            best = found
            tied = false
        }
        if let best, !tied {
            keep(contentsOf: best)
            return
        }
        let shown = reasons.prefix(Self.shownBranchReasons).joined(separator: "; ")
        let more = reasons.count > Self.shownBranchReasons ? "; and \(reasons.count - Self.shownBranchReasons) more" : ""
        reportValue(.error, .schemaMismatch, DiagnosticRule.noFormMessage(found: described, forms: list.count, reasons: reasons.isEmpty ? nil : shown + more), node: node, parent: parent, step: step)
    }
}
