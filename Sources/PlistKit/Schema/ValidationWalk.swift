/// The state of one ``Validator`` run: an explicit stack of containers to visit and an arena
/// of path steps (made into a ``PlistPath`` only when a finding is reported).
struct ValidationWalk {
    /// A container still to visit, holding its payload (not the whole node: fewer copies).
    enum Frame {
        case array([PlistNode], element: CompiledSchema, path: Int)
        case map(PlistDictionary, element: CompiledSchema, path: Int)
        case object(PlistDictionary, CompiledObject, location: SourceLocation, path: Int)
    }

    let options: Validator.Options
    let file: String?
    let kvc: Bool
    /// Only keys (unknown, misspelled, missing, defaults, null): scalar values are not checked.
    /// Used after a decode succeeded, when no value can be mistyped.
    var keysOnly = false
    /// The findings, capped as the reader caps its own (``FindingList``: 1 000, then one
    /// `finding-limit` warning).
    var findings = FindingList()
    /// Only whether the value is valid: no message is built, and the walk stops at the first
    /// error (the nested checks of `anyOf`, `oneOf`, `not`, `if`, `contains`).
    var verdictOnly = false
    /// Whether an error was found (set under ``verdictOnly``).
    var failed = false
    /// Visits everything but reports nothing (a walk probing whether another branch allows a
    /// value): unlike ``verdictOnly``, errors do not stop it.
    var silent = false
    /// Under ``silent``: the key path and canonical value whose acceptance by an enumeration
    /// is noted in ``probeAccepted``.
    var probe: (path: String, value: PlistValue)?
    var probeAccepted = false
    /// How many wrong enumeration values this walk looked up in the other branches
    /// (``probedValuesLimit``).
    var probedValues = 0
    /// The discriminated branch this walk checks (see ``checkChosen(_:by:value:siblings:_:parent:step:)``).
    var discriminator: Discriminator?
    /// How many `const` (or one-value `enum`) checks failed: a branch of `anyOf` failing one
    /// was not chosen by its discriminator.
    var discriminatorMissed = 0
    /// Enumeration values compared for "did you mean" so far (``maxEnumSuggestionComparisons``).
    var enumSuggestionComparisons = 0
    /// The work and stack shared by a walk and the walks nested in it.
    var budget: ValidationBudget
    var stack: [Frame] = []
    /// Path steps: parent index (−1 for the root) and the step.
    var arena: [(parent: Int, step: PlistPath.Component)] = []

    init(options: Validator.Options, file: String?, budget: ValidationBudget = ValidationBudget()) {
        self.options = options
        self.file = file
        self.kvc = options.valueCoercion == .kvcLike
        self.budget = budget
    }

    /// The findings: the kept ones sorted by position, then the `finding-limit` warning.
    var diagnostics: [Diagnostic] {
        let all = findings.diagnostics
        guard all.count > findings.count else { return Validator.sorted(all) }
        return Validator.sorted(Array(all.prefix(findings.count))) + all.suffix(from: findings.count)
    }

    /// Visits `root` and everything below; `prefix` is the path of `root` when it is not the
    /// document's root (an element checked on its own).
    mutating func run(_ root: PlistNode, _ schema: CompiledSchema, prefix: PlistPath.Component? = nil) {
        if let prefix {
            arena.append((-1, prefix))
            visit(root, schema, parent: 0, step: nil)
        } else {
            visit(root, schema, parent: -1, step: nil)
        }
        while !(verdictOnly && failed), let frame = stack.popLast() {
            visitContainer(frame)
        }
    }

    // MARK: Paths

    func path(_ index: Int) -> PlistPath {
        var steps: [PlistPath.Component] = []
        var i = index
        while i >= 0 {
            steps.append(arena[i].step)
            i = arena[i].parent
        }
        return PlistPath(steps.reversed())
    }

    func path(parent: Int, step: PlistPath.Component?) -> PlistPath {
        let p = path(parent)
        return step.map { p.appending($0) } ?? p
    }

    mutating func pathIndex(parent: Int, step: PlistPath.Component?) -> Int {
        guard let step else { return parent }
        arena.append((parent, step))
        return arena.count - 1
    }

    /// Whether a finding of `severity` is only counted (the list is full, or only the
    /// verdict matters): nothing about it needs to be built.
    mutating func onlyCounts(_ severity: Diagnostic.Severity) -> Bool {
        if silent { return true }
        if verdictOnly {
            if severity == .error { failed = true }
            return true
        }
        if !findings.hasRoom {
            findings.countDropped()
            return true
        }
        return false
    }

    mutating func report(_ severity: Diagnostic.Severity, _ rule: String, _ message: @autoclosure () -> String,
                         at location: SourceLocation, path: @autoclosure () -> PlistPath,
                         related: @autoclosure () -> [Diagnostic] = [], fixes: @autoclosure () -> [Diagnostic.Fix] = []) {
        if onlyCounts(severity) { return }
        findings.append(Diagnostic(severity: severity, rule: rule, message: message(), file: file,
                                   location: location, keyPath: path().description, related: related(), fixes: fixes()))
    }

    /// A finding about a value: the message is prefixed with its path (`id: expected Int, …`).
    mutating func reportValue(_ severity: Diagnostic.Severity, _ rule: String, _ message: @autoclosure () -> String,
                              node: PlistNode, parent: Int, step: PlistPath.Component?,
                              fix: ((PlistPath) -> Diagnostic.Fix)? = nil) {
        if onlyCounts(severity) { return }
        let p = path(parent: parent, step: step)
        findings.append(Diagnostic(severity: severity, rule: rule, message: p.displayName + ": " + message(), file: file,
                                   location: node.location, keyPath: p.description, fixes: fix.map { [$0(p)] } ?? []))
    }

    /// The fix renaming the key at `path` to `newKey` (a misspelling whose suggestion is
    /// absent): tree edits only, resolved against the bytes by ``PlistSourceEditor``.
    static func renameFix(_ path: PlistPath, to newKey: String) -> Diagnostic.Fix {
        let old = path.components.last.map { if case .key(let k) = $0 { return k }; return "" } ?? ""
        return Diagnostic.Fix(title: "rename \(UntrustedText.quoted(old)) to \(UntrustedText.quoted(newKey))", edits: [],
                              isSafe: true, plistEdits: [.renameKey(PlistKeyPath(path), to: newKey)])
    }

    // MARK: Visiting

    /// Checks one value: scalars at once, containers by pushing a frame.
    mutating func visit(_ node: PlistNode, _ schema: CompiledSchema, parent: Int, step: PlistPath.Component?) {
        if keysOnly && schema.isScalar { return }
        if verdictOnly && failed { return }
        guard budget.spend() else { return exhausted(node, parent: parent, step: step) }
        // The node is read in place (no copy of its value) on the way to a frame.
        if node.isNull {
            if schema.isNullable { return }
            if case .any = schema.kind { return checkConstraints(node, schema, parent: parent, step: step) }
            reportValue(.error, "null-value", "expected \(schema.typeName), found null", node: node, parent: parent, step: step)
            return
        }
        if !schema.constraints.isEmpty || schema.allowedSet != nil {
            if let message = schema.message, !verdictOnly, !silent { return visitWorded(message, node, schema, parent: parent, step: step) }
            // The kind first: constraints are checked only on a value of the right kind.
            guard visitKind(node, schema, parent: parent, step: step) else { return }
            return checkConstraints(node, schema, parent: parent, step: step)
        }
        visitKind(node, schema, parent: parent, step: step)
    }

    /// Checks the value's kind (and a scalar's range and enumeration); pushes a container.
    /// Returns whether the value is of the schema's kind.
    @discardableResult
    mutating func visitKind(_ node: PlistNode, _ schema: CompiledSchema, parent: Int, step: PlistPath.Component?) -> Bool {
        switch schema.kind {
        case .any:
            return true
        case .array(let element):
            guard let items = node.arrayIfArray else { return mismatch(node, schema, parent, step) }
            // Under `keysOnly` nothing below a container of scalars is checked: no frame.
            if keysOnly && element.isScalar { return true }
            stack.append(.array(items, element: element, path: pathIndex(parent: parent, step: step)))
        case .map(let element):
            guard let d = node.dictionaryIfDictionary else { return mismatch(node, schema, parent, step) }
            if keysOnly && element.isScalar { return true }
            stack.append(.map(d, element: element, path: pathIndex(parent: parent, step: step)))
        case .object(let object):
            guard let d = node.dictionaryIfDictionary else { return mismatch(node, schema, parent, step) }
            stack.append(.object(d, object, location: node.location, path: pathIndex(parent: parent, step: step)))
        default:
            return checkScalar(node, schema, parent: parent, step: step)
        }
        return true
    }

    mutating func mismatch(_ node: PlistNode, _ schema: CompiledSchema, _ parent: Int, _ step: PlistPath.Component?) -> Bool {
        reportValue(.error, ScalarConversion.mismatchRule, ScalarConversion.mismatch(Self.shownType(schema), node).message,
                    node: node, parent: parent, step: step)
        return false
    }

    mutating func visitContainer(_ frame: Frame) {
        switch frame {
        case .array(let items, let element, let path):
            for i in items.indices { visit(items[i], element, parent: path, step: .index(i)) }
        case .map(let d, let element, let path):
            let entries = d.entries
            for i in entries.indices { visit(entries[i].value, element, parent: path, step: .key(entries[i].key)) }
        case .object(let d, let object, let location, let path):
            visitObject(d, object, location: location, path: path)
        }
    }
}
