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
    /// A full walk that also sorts out its key findings (``keyFindings``): a streamed element
    /// must report in full if a later element fails and its keys only if none does, and is
    /// walked once for both.
    var marksKeys = false
    /// Under ``marksKeys``: the findings a ``keysOnly`` walk reports — every finding but those
    /// made while a scalar value is visited (what ``keysOnly`` skips), capped on their own.
    var keyFindings = FindingList()
    /// Under ``marksKeys``: a scalar value (a leaf: no frame, no nested walk) is being visited.
    var inValue = false
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
    /// The keys of the root dictionary's entries the reader did not keep
    /// (``PlistDocument/omittedRootKeys``): unknown keys of the root, reported with those of
    /// its kept entries when the root dictionary is checked (which takes them).
    var omittedRootKeys: OmittedKeys?
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
        // Room for a few levels: most walks (an element of a streamed array, a small model)
        // then allocate each list once instead of growing it one step at a time.
        stack.reserveCapacity(8)
        arena.reserveCapacity(16)
    }

    /// Readies the walk for another value with the same settings and schema (the next element
    /// of a stream): every field a run changes is as a new walk has it, the budget full again,
    /// and the lists keep their storage, so that a walk per element allocates nothing.
    mutating func restart() {
        if !findings.isEmpty { findings = FindingList() }
        if !keyFindings.isEmpty { keyFindings = FindingList() }
        inValue = false
        failed = false
        probe = nil
        probeAccepted = false
        probedValues = 0
        discriminator = nil
        discriminatorMissed = 0
        enumSuggestionComparisons = 0
        if !stack.isEmpty { stack.removeAll(keepingCapacity: true) }
        arena.removeSubrange(arena.indices)
        budget.restart()
    }

    /// The findings: the kept ones sorted by position, then the `finding-limit` warning.
    var diagnostics: [Diagnostic] { Self.sorted(findings, file: file) }

    /// Under ``marksKeys``: the key findings, as ``diagnostics`` sorts them.
    var keyDiagnostics: [Diagnostic] { Self.sorted(keyFindings, file: file) }

    /// The kept findings of `list` sorted by position, then its `finding-limit` warning, which
    /// names `file` as the kept findings do.
    static func sorted(_ list: FindingList, file: String?) -> [Diagnostic] {
        let all = list.diagnostics
        guard all.count > list.count else { return list.count < 2 ? all : Validator.sorted(all) }
        return Validator.sorted(Array(all.prefix(list.count))) + all.suffix(from: list.count).map { $0.inFile(file) }
    }

    /// Visits `root` and everything below; `prefix` (then element `index` of it, when given)
    /// is the path of `root` when it is not the document's root (an element checked on its own).
    mutating func run(_ root: PlistNode, _ schema: CompiledSchema, prefix: PlistPath = PlistPath(), index: Int? = nil) {
        var parent = -1
        for step in prefix.components {
            arena.append((parent, step))
            parent = arena.count - 1
        }
        if let index {
            arena.append((parent, .index(index)))
            parent = arena.count - 1
        }
        visit(root, schema, parent: parent, step: nil)
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

    /// Whether a finding made now is also a key finding (``marksKeys``, no scalar visited).
    var marksKey: Bool { marksKeys && !inValue }

    /// Whether a finding of `severity` made now would be kept by a list (the full one, or
    /// under ``marksKeys`` the key one): a message worth building.
    func hasRoom(for severity: Diagnostic.Severity) -> Bool {
        findings.hasRoom(for: severity) || (marksKey && keyFindings.hasRoom(for: severity))
    }

    /// Whether a finding of `severity` is only counted (the lists are full, or only the
    /// verdict matters): nothing about it needs to be built. When it is built, ``keep(_:)``
    /// must keep it.
    mutating func onlyCounts(_ severity: Diagnostic.Severity) -> Bool {
        if silent { return true }
        if verdictOnly {
            if severity == .error { failed = true }
            return true
        }
        if !hasRoom(for: severity) {
            findings.countDropped(severity)
            if marksKey { keyFindings.countDropped(severity) }
            return true
        }
        return false
    }

    /// Keeps `finding` (counted where its list is full), among the key findings too when it is one.
    mutating func keep(_ finding: Diagnostic) {
        findings.append(finding)
        if marksKey { keyFindings.append(finding) }
    }

    /// Keeps the findings of a walk nested in this one (a branch of `anyOf`…), checked at a
    /// value this walk does not skip as a scalar: under ``marksKeys`` they are key findings.
    mutating func keep(contentsOf nested: FindingList) {
        findings.append(contentsOf: nested)
        if marksKey { keyFindings.append(contentsOf: nested) }
    }

    mutating func report(_ severity: Diagnostic.Severity, _ rule: DiagnosticRule, _ message: @autoclosure () -> String,
                         at location: SourceLocation, path: @autoclosure () -> PlistPath,
                         related: @autoclosure () -> [Diagnostic] = [], fixes: @autoclosure () -> [Diagnostic.Fix] = []) {
        if onlyCounts(severity) { return }
        keep(Diagnostic(severity: severity, rule: rule, message: message(), file: file,
                        location: location, keyPath: path().description, related: related(), fixes: fixes()))
    }

    /// A finding about a value: the message is prefixed with its path (`id: expected Int, …`).
    mutating func reportValue(_ severity: Diagnostic.Severity, _ rule: DiagnosticRule, _ message: @autoclosure () -> String,
                              node: PlistNode, parent: Int, step: PlistPath.Component?,
                              fix: ((PlistPath) -> Diagnostic.Fix)? = nil) {
        if onlyCounts(severity) { return }
        let p = path(parent: parent, step: step)
        keep(Diagnostic(severity: severity, rule: rule, message: p.displayName + ": " + message(), file: file,
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
        if isDecidedInPlace(node, schema) { return }
        if schema.isScalar {
            if marksKeys {
                // What a keys-only walk skips: its findings are not key findings.
                inValue = true
                defer { inValue = false }
                return check(node, schema, parent: parent, step: step)
            }
        }
        check(node, schema, parent: parent, step: step)
    }

    /// Whether visiting `node` against `schema` has nothing to do or is decided without `check`:
    /// a scalar under ``keysOnly``, or one of the one kind its schema asks for
    /// (``hasValueKindOnly(_:_:)``). Callers ask before they make a path step for the visit.
    @inline(__always)
    mutating func isDecidedInPlace(_ node: PlistNode, _ schema: CompiledSchema) -> Bool {
        schema.isScalar && (keysOnly || hasValueKindOnly(node, schema))
    }

    /// Whether `node`, a value of scalar `schema`, is of the one kind the schema asks for and
    /// nothing more (``CompiledSchema/valueKind``): the common case, counted as one check and
    /// decided without `check`'s calls and copies. `false` sends the value to `check`, which
    /// also reports a spent budget.
    @inline(__always)
    mutating func hasValueKindOnly(_ node: PlistNode, _ schema: CompiledSchema) -> Bool {
        guard let kind = schema.valueKind, budget.remaining > 0, node.has(kind) else { return false }
        return budget.spend()
    }

    /// ``hasValueKindOnly(_:_:)`` for every element of an array at once (an array of strings,
    /// the common case): no frame and no path steps. `false`, having spent nothing, when one
    /// element is not of the kind or the budget cannot pay for all; the array is then visited.
    mutating func haveValueKindOnly(_ items: [PlistNode], _ element: CompiledSchema) -> Bool {
        guard let kind = element.valueKind, budget.remaining >= items.count else { return false }
        let all = items.withUnsafeBufferPointer { buffer in buffer.allSatisfy { $0.has(kind) } }
        return all && budget.spend(items.count)
    }

    /// ``visit(_:_:parent:step:)`` of a value that is checked.
    private mutating func check(_ node: PlistNode, _ schema: CompiledSchema, parent: Int, step: PlistPath.Component?) {
        if verdictOnly && failed { return }
        guard budget.spend() else { return exhausted(node, parent: parent, step: step) }
        // The node is read in place (no copy of its value) on the way to a frame.
        if node.isNull {
            if schema.isNullable { return }
            if case .any = schema.kind { return checkConstraints(node, schema, parent: parent, step: step) }
            reportValue(.error, .nullValue, DiagnosticRule.nullValueMessage(expected: schema.typeName), node: node, parent: parent, step: step)
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
            if element.isScalar && haveValueKindOnly(items, element) { return true }
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
        reportValue(.error, .typeMismatch, ScalarConversion.mismatch(Self.shownType(schema), node).message,
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
