/// The work one ``Validator`` run may do, shared by the walk and the walks nested in it (the
/// checks of `anyOf`, `oneOf`, `not`, `if` and `contains`): at most ``visitLimit`` checks,
/// and the stack ``StackBudget`` allows. Beyond either, one error (rule `limit-exceeded`)
/// ends the run instead of exponential time or a stack overflow.
///
/// A check is one value checked against a schema, plus the work a keyword does beyond it,
/// charged where it is done (``ValidationWalk/charge(_:_:parent:step:)``; `uniqueItems`
/// counts twice, as it inserts what it hashes into a table): each nested
/// check started (`anyOf`, `oneOf`, `not`, `if`, `contains`: a walk of its own), and each element,
/// key, nested value and 64 bytes of text that `uniqueItems`, `const`, `enum`, `minLength`,
/// `maxLength`, `format`, `required`, `dependentRequired`, `properties`,
/// `additionalProperties` and a model's key matching compare or hash without visiting it.
/// So every schema × value pair is bounded, whatever an exponential `anyOf` repeats.
final class ValidationBudget {
    /// The most values checked against a schema in one run, nested checks included.
    static let visitLimit = 6_000_000

    /// The most pattern-matching steps (``SchemaPattern/maximumSteps(forScalarCount:)``,
    /// charged before each match of `pattern`, `patternProperties` or `additionalProperties`
    /// beside them) in one run: about half a second of matching in an optimised build.
    static let patternStepLimit = 100_000_000

    var remaining: Int
    let limit: Int
    let stack: StackBudget
    /// The pattern-matching steps left.
    var patternSteps: Int
    let patternStepLimit: Int
    /// Why the budget was spent, when a pattern match spent it: the `limit-exceeded` message.
    var overrun: String?
    /// Whether the `limit-exceeded` error was reported.
    var reported = false
    /// Emptied work stacks and path arenas of finished nested walks, kept with their capacity
    /// for the next: a nested check then allocates nothing (it allocated two arrays, a fifth
    /// of the cost of a check under an exponential `anyOf`).
    var spareStacks: [[ValidationWalk.Frame]] = []
    var spareArenas: [[(parent: Int, step: PlistPath.Component)]] = []

    /// A budget whose stack is measured from the caller's frame.
    init(stackLimit: Int = StackBudget.fallbackLimit, checks: Int = ValidationBudget.visitLimit,
         patternSteps: Int = ValidationBudget.patternStepLimit) {
        stack = StackBudget(limit: stackLimit)
        limit = checks
        remaining = checks
        patternStepLimit = patternSteps
        self.patternSteps = patternSteps
    }

    /// Makes the budget full again for another run (``ValidationWalk/restart()``), keeping its
    /// stack measure and spare lists.
    func restart() {
        remaining = limit
        patternSteps = patternStepLimit
        overrun = nil
        reported = false
    }

    /// Counts one check; `false` once the budget is spent.
    @inline(__always)
    func spend() -> Bool {
        remaining -= 1
        return remaining >= 0
    }

    /// Counts `units` checks; `false` once the budget is spent.
    @inline(__always)
    func spend(_ units: Int) -> Bool {
        remaining -= units
        return remaining >= 0
    }

    /// How many bytes of text cost one check (hashing or scanning them).
    static let bytesPerCheck = 64

    /// The checks that hashing or comparing `value` costs: one per value in it, plus one per
    /// ``bytesPerCheck`` bytes of each string and data. Counting stops past `limit` (the
    /// count is then more than `limit`), so that it costs no more than the budget left.
    static func weight(of value: PlistValue, upTo limit: Int) -> Int {
        // Scalars (nearly every value an `enum` checks) without the work list's allocation.
        switch value {
        case .string(let s): return 1 + s.utf8.count / bytesPerCheck
        case .data(let d): return 1 + d.count / bytesPerCheck
        case .array, .dictionary: break
        default: return 1
        }
        var total = 0
        var pending: [PlistValue] = [value]
        while let v = pending.popLast() {
            total += 1
            switch v {
            case .string(let s): total += s.utf8.count / bytesPerCheck
            case .data(let d): total += d.count / bytesPerCheck
            case .array(let items): for item in items { pending.append(item.value) }
            case .dictionary(let d):
                for e in d.entries {
                    total += e.key.utf8.count / bytesPerCheck
                    pending.append(e.value.value)
                }
            default: break
            }
            if total > limit { return total }
        }
        return total
    }
}

extension ValidationWalk {
    /// Reports (once per run) that the budget is spent, and fails a nested check.
    mutating func exhausted(_ node: PlistNode, parent: Int, step: PlistPath.Component?) {
        if verdictOnly || silent { failed = true; return }
        guard !budget.reported else { return }
        budget.reported = true
        let limit = budget.limit
        let message = budget.overrun
            ?? DiagnosticRule.validationBudgetMessage(limit: limit)
        // Kept whatever the finding cap: it says that the findings are incomplete (the key
        // findings too, wherever the walk stopped: it checks nothing more).
        let p = path(parent: parent, step: step)
        let finding = Diagnostic(severity: .error, rule: .limitExceeded, message: p.displayName + ": " + message,
                                 file: file, location: node.location, keyPath: p.description)
        findings.appendPastLimit(finding)
        if marksKeys { keyFindings.appendPastLimit(finding) }
    }

    /// Charges `units` checks of work done on `node` beyond visiting it; `false` (the budget
    /// spent, reported once) when the work must not be done.
    mutating func charge(_ units: Int, _ node: PlistNode, parent: Int, step: PlistPath.Component?) -> Bool {
        guard budget.spend(units) else {
            exhausted(node, parent: parent, step: step)
            return false
        }
        return true
    }

    /// Charges the hashing or comparing of `value` (``ValidationBudget/weight(of:upTo:)``).
    mutating func charge(weightOf value: PlistValue, _ node: PlistNode, parent: Int, step: PlistPath.Component?) -> Bool {
        // The value itself was charged when it was visited.
        charge(ValidationBudget.weight(of: value, upTo: max(budget.remaining, 0)) - 1, node, parent: parent, step: step)
    }

    /// Whether the budget is spent (reporting it once): a nested check's failure then says
    /// nothing about the value.
    mutating func budgetSpent(_ node: PlistNode, parent: Int, step: PlistPath.Component?) -> Bool {
        guard budget.remaining < 0 else { return false }
        exhausted(node, parent: parent, step: step)
        return true
    }

    /// Whether `node` is valid against `schema`: a nested walk that builds no message and
    /// stops at the first error.
    /// Starting one costs a check of its own (the walk's setup costs about as much as a visit).
    mutating func isValid(_ node: PlistNode, _ schema: CompiledSchema, parent: Int, step: PlistPath.Component?) -> Bool {
        if budget.stack.isExhausted || !budget.spend() {
            budget.remaining = -1
            exhausted(node, parent: parent, step: step)
            return false
        }
        var nested = ValidationWalk(options: options, file: file, budget: budget)
        nested.verdictOnly = true
        nested.stack = budget.spareStacks.popLast() ?? []
        nested.arena = budget.spareArenas.popLast() ?? []
        nested.run(node, schema)
        nested.stack.removeAll(keepingCapacity: true)
        nested.arena.removeAll(keepingCapacity: true)
        budget.spareStacks.append(nested.stack)
        budget.spareArenas.append(nested.arena)
        nested.stack = []
        nested.arena = []
        return !nested.failed
    }

    /// Checks the JSON Schema constraints (and, for a schema of no scalar kind, the
    /// enumeration) of a value whose kind fits.
    mutating func checkConstraints(_ node: PlistNode, _ schema: CompiledSchema, parent: Int, step: PlistPath.Component?) {
        if budget.stack.isExhausted {
            budget.remaining = -1
            return exhausted(node, parent: parent, step: step)
        }
        switch schema.kind {
        case .any, .array, .map, .object: checkAllowed(node.value, node, schema, parent: parent, step: step)
        default: break
        }
        for c in schema.constraints {
            if verdictOnly && failed { return }
            check(c, node, schema, parent: parent, step: step)
        }
    }

    /// Checks one constraint.
    mutating func check(_ c: CompiledConstraint, _ node: PlistNode, _ schema: CompiledSchema, parent: Int, step: PlistPath.Component?) {
        let value = node.value
        switch c {
        case .type(let types):
            guard !types.contains(where: { $0.matches(value) }) else { return }
            reportValue(.error, .typeMismatch,
                        DiagnosticRule.typeMismatchMessage(expected: types.map(\.rawValue).joined(separator: " or "),
                                                       found: ScalarConversion.describeFound(node)),
                        node: node, parent: parent, step: step)
        case .constant(let v):
            guard charge(weightOf: value, node, parent: parent, step: step) else { return }
            guard JSONSchemaValue.canonical(value) != v else { return }
            discriminatorMissed += 1
            reportValue(.error, .invalidEnumValue, DiagnosticRule.notTheRequiredValueMessage(Self.show(value), required: Self.show(v)),
                        node: node, parent: parent, step: step)
        case .minLength(let n), .maxLength(let n):
            guard case .string(let s) = value,
                  charge(s.utf8.count / ValidationBudget.bytesPerCheck, node, parent: parent, step: step) else { return }
            let count = s.unicodeScalars.count
            if case .minLength = c, count < n {
                reportValue(.error, .invalidSize, DiagnosticRule.invalidSizeMessage(.minLength, count: count, bound: n), node: node, parent: parent, step: step)
            } else if case .maxLength = c, count > n {
                reportValue(.error, .invalidSize, DiagnosticRule.invalidSizeMessage(.maxLength, count: count, bound: n), node: node, parent: parent, step: step)
            }
        case .minItems(let n), .maxItems(let n):
            guard case .array(let items) = value else { return }
            if case .minItems = c, items.count < n {
                reportValue(.error, .invalidSize, DiagnosticRule.invalidSizeMessage(.minItems, count: items.count, bound: n), node: node, parent: parent, step: step)
            } else if case .maxItems = c, items.count > n {
                reportValue(.error, .invalidSize, DiagnosticRule.invalidSizeMessage(.maxItems, count: items.count, bound: n), node: node, parent: parent, step: step)
            }
        case .minProperties(let n), .maxProperties(let n):
            guard case .dictionary(let d) = value else { return }
            if case .minProperties = c, d.count < n {
                reportValue(.error, .invalidSize, DiagnosticRule.invalidSizeMessage(.minProperties, count: d.count, bound: n), node: node, parent: parent, step: step)
            } else if case .maxProperties = c, d.count > n {
                reportValue(.error, .invalidSize, DiagnosticRule.invalidSizeMessage(.maxProperties, count: d.count, bound: n), node: node, parent: parent, step: step)
            }
        case .uniqueItems:
            // Each element is hashed and inserted into a table: twice the work of a lookup.
            guard case .array = value,
                  charge(2 * ValidationBudget.weight(of: value, upTo: max(budget.remaining, 0)), node, parent: parent, step: step),
                  case .array(let items) = value else { return }
            var seen: [PlistValue: Int] = Dictionary(minimumCapacity: items.count)
            for (i, item) in items.enumerated() {
                if let first = seen.updateValue(i, forKey: JSONSchemaValue.canonical(item.value)) {
                    reportValue(.error, .duplicateItem, DiagnosticRule.duplicateItemMessage(first: first, second: i), node: node, parent: parent, step: step)
                    return
                }
            }
        case .minimum(let m), .exclusiveMinimum(let m), .maximum(let m), .exclusiveMaximum(let m):
            guard let order = JSONSchemaValue.compare(value, m) else { return }
            let (ok, words): (Bool, String)
            switch c {
            case .minimum: (ok, words) = (order >= 0, "less than the minimum")
            case .exclusiveMinimum: (ok, words) = (order > 0, "not greater than the exclusive minimum")
            case .maximum: (ok, words) = (order <= 0, "greater than the maximum")
            default: (ok, words) = (order < 0, "not less than the exclusive maximum")
            }
            guard !ok else { return }
            reportValue(.error, .outOfRange, DiagnosticRule.outOfBoundsMessage(Self.show(value), words, Self.show(m)), node: node, parent: parent, step: step)
        case .multipleOf(let m):
            guard JSONSchemaValue.double(value) != nil, !JSONSchemaValue.isMultiple(value, of: m, literal: node.literal) else { return }
            reportValue(.error, .outOfRange, DiagnosticRule.notAMultipleMessage(Self.show(value), of: Self.show(m)), node: node, parent: parent, step: step)
        case .required(let keys):
            guard let d = node.dictionaryIfDictionary, charge(keys.count, node, parent: parent, step: step) else { return }
            for k in keys where d[k] == nil { missingKey(k, because: nil, node, parent: parent, step: step) }
        case .dependentRequired(let list):
            guard let d = node.dictionaryIfDictionary,
                  charge(list.reduce(list.count) { $0 + $1.required.count }, node, parent: parent, step: step) else { return }
            for (key, required) in list where d[key] != nil {
                for k in required where d[k] == nil { missingKey(k, because: key, node, parent: parent, step: step) }
            }
        case .properties(let list):
            guard let d = node.dictionaryIfDictionary, charge(list.count, node, parent: parent, step: step) else { return }
            let here = pathIndex(parent: parent, step: step)
            for (key, s) in list { if let child = d[key] { visit(child, s, parent: here, step: .key(key)) } }
        case .additionalProperties(let s, let declared, let patterns):
            guard let d = node.dictionaryIfDictionary, charge(d.count, node, parent: parent, step: step) else { return }
            let here = pathIndex(parent: parent, step: step)
            let never = s.isNever
            for e in d.entries where !declared.contains(e.key) {
                if !patterns.isEmpty {
                    let keyNode = PlistNode(.string(e.key), location: e.keyLocation)
                    guard let matched = matchesAny(patterns, e.key, keyNode, parent: here, step: .key(e.key)) else {
                        if budget.remaining < 0 || (verdictOnly && failed) { return }
                        continue
                    }
                    if matched { continue }
                }
                if never {
                    if !onlyCounts(.error) {
                        let p = path(here)
                        keep(Diagnostic(severity: .error, rule: .unknownKey,
                                        message: DiagnosticRule.unknownKeyMessage(e.key, at: p.displayName),
                                        file: file, location: e.keyLocation, keyPath: p.appending(.key(e.key)).description))
                    }
                } else {
                    visit(e.value, s, parent: here, step: .key(e.key))
                }
                if verdictOnly && failed { return }
            }
        case .items(let prefix, let rest):
            guard let items = node.arrayIfArray else { return }
            let here = pathIndex(parent: parent, step: step)
            for i in items.indices {
                if verdictOnly && failed { return }
                if i < prefix.count { visit(items[i], prefix[i], parent: here, step: .index(i)) } else if let rest { visit(items[i], rest, parent: here, step: .index(i)) } else { return }
            }
        case .contains(let s, let lo, let hi):
            guard let items = node.arrayIfArray else { return }
            var matches = 0
            for item in items where isValid(item, s, parent: parent, step: step) {
                matches += 1
                if let hi, matches > hi { break }
                if hi == nil && matches >= lo { break }
            }
            if budgetSpent(node, parent: parent, step: step) { return }
            if matches < lo {
                reportValue(.error, .schemaMismatch, DiagnosticRule.tooFewContainedMessage(matches, minimum: lo), node: node, parent: parent, step: step)
            } else if let hi, matches > hi {
                reportValue(.error, .schemaMismatch, DiagnosticRule.tooManyContainedMessage(maximum: hi), node: node, parent: parent, step: step)
            }
        case .allOf(let list):
            if checkFamily(list, node, parent: parent, step: step) { return }
            for s in list { visit(node, s, parent: parent, step: step) }
        case .anyOf(let list):
            for s in list where isValid(node, s, parent: parent, step: step) { return }
            if budgetSpent(node, parent: parent, step: step) { return }
            reportNoMatch(list, keyword: "anyOf", node, parent: parent, step: step)
        case .oneOf(let list):
            var valid: [Int] = []
            for (i, s) in list.enumerated() where isValid(node, s, parent: parent, step: step) {
                valid.append(i)
                if valid.count == 2 { break }
            }
            if budgetSpent(node, parent: parent, step: step) { return }
            if valid.isEmpty {
                reportNoMatch(list, keyword: "oneOf", node, parent: parent, step: step)
            } else if valid.count > 1 {
                reportValue(.error, .schemaMismatch, DiagnosticRule.severalOneOfMessage(found: ScalarConversion.describeFound(node), valid[0], valid[1]),
                            node: node, parent: parent, step: step)
            }
        case .not(let s):
            if s.isAlways {
                reportValue(.error, .schemaMismatch, DiagnosticRule.nothingAllowedMessage, node: node, parent: parent, step: step)
            } else if isValid(node, s, parent: parent, step: step), !budgetSpent(node, parent: parent, step: step) {
                reportValue(.error, .schemaMismatch, DiagnosticRule.matchesNotMessage(found: ScalarConversion.describeFound(node)), node: node, parent: parent, step: step)
            }
        case .conditional(let condition, let then, let otherwise):
            if isValid(node, condition, parent: parent, step: step) {
                if let then, !verdictOnly, !silent, node.dictionaryIfDictionary != nil, let d = Self.discriminant(condition) {
                    checkChosen(then, by: d.key, value: d.value, siblings: [], node, parent: parent, step: step)
                } else if let then {
                    visit(node, then, parent: parent, step: step)
                }
            } else if let otherwise {
                visit(node, otherwise, parent: parent, step: step)
            }
        case .format(let f):
            guard case .string(let s) = value,
                  charge(s.utf8.count / ValidationBudget.bytesPerCheck, node, parent: parent, step: step),
                  !SchemaFormat.matches(s, format: f) else { return }
            reportValue(.error, .invalidFormat, DiagnosticRule.invalidFormatMessage(Self.show(value), format: "\(f)"), node: node, parent: parent, step: step)
        case .pattern(let p):
            guard case .string(let text) = value, let found = search(p, in: text, node, parent: parent, step: step), !found else { return }
            reportValue(.error, .patternMismatch, Self.patternMismatch(value, text, p),
                        node: node, parent: parent, step: step)
        case .patternProperties(let list):
            checkPatternProperties(list, node, parent: parent, step: step)
        case .propertyNames(let s):
            checkPropertyNames(s, node, parent: parent, step: step)
        case .message:
            break
        case .equalLength(let keys):
            checkEqualLength(keys, node, parent: parent, step: step)
        case .deprecatedValues(let map):
            guard charge(weightOf: value, node, parent: parent, step: step),
                  let replacement = map[JSONSchemaValue.canonical(value)] else { return }
            reportValue(.warning, .deprecatedValue, DiagnosticRule.deprecatedValueMessage(Self.show(value), replacement: Self.show(replacement)),
                        node: node, parent: parent, step: step) { path in
                Diagnostic.Fix(title: "replace \(Self.show(value)) with \(Self.show(replacement))", edits: [], isSafe: true,
                               plistEdits: [.replace(PlistKeyPath(path), with: replacement)])
            }
        }
    }

    /// A key that `required` or `dependentRequired` asks for is missing.
    mutating func missingKey(_ key: String, because trigger: String?, _ node: PlistNode, parent: Int, step: PlistPath.Component?) {
        if verdictOnly { failed = true; return }
        let here = path(parent: parent, step: step)
        let within = here.isRoot ? "" : " in \(here.displayName)"
        let why = trigger.map { ", required when \(UntrustedText.quoted($0)) is present" } ?? ""
        report(.error, .missingKey, DiagnosticRule.missingKeyMessage(key) + within + why,
               at: node.location, path: here.appending(.key(key)))
    }
}

extension CompiledSchema {
    /// Whether every value is valid (`true`, `{}`).
    var isAlways: Bool {
        guard case .any = kind, constraints.isEmpty, allowedSet == nil else { return false }
        return true
    }

    /// Whether no value is valid (`false`, `{"not": {}}`).
    var isNever: Bool {
        guard case .any = kind, constraints.count == 1, allowedSet == nil, case .not(let s) = constraints[0] else { return false }
        return s.isAlways
    }
}
