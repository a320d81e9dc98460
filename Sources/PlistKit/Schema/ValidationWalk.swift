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
    var diagnostics: [Diagnostic] = []
    var stack: [Frame] = []
    /// Path steps: parent index (−1 for the root) and the step.
    var arena: [(parent: Int, step: PlistPath.Component)] = []

    init(options: Validator.Options, file: String?) {
        self.options = options
        self.file = file
        self.kvc = options.valueCoercion == .kvcLike
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
        while let frame = stack.popLast() {
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

    mutating func report(_ severity: Diagnostic.Severity, _ rule: String, _ message: String,
                         at location: SourceLocation, path: PlistPath, related: [Diagnostic] = []) {
        diagnostics.append(Diagnostic(severity: severity, rule: rule, message: message, file: file,
                                      location: location, keyPath: path.description, related: related))
    }

    /// A finding about a value: the message is prefixed with its path (`id: expected Int, …`).
    mutating func reportValue(_ severity: Diagnostic.Severity, _ rule: String, _ message: String,
                              node: PlistNode, parent: Int, step: PlistPath.Component?) {
        let p = path(parent: parent, step: step)
        report(severity, rule, p.displayName + ": " + message, at: node.location, path: p)
    }

    // MARK: Visiting

    /// Checks one value: scalars at once, containers by pushing a frame.
    mutating func visit(_ node: PlistNode, _ schema: CompiledSchema, parent: Int, step: PlistPath.Component?) {
        if keysOnly && schema.isScalar { return }
        // The node is read in place (no copy of its value) on the way to a frame.
        if node.isNull {
            if schema.isNullable { return }
            if case .any = schema.kind { return }
            reportValue(.error, "null-value", "expected \(schema.typeName), found null", node: node, parent: parent, step: step)
            return
        }
        switch schema.kind {
        case .any:
            return
        case .array(let element):
            guard let items = node.arrayIfArray else { return mismatch(node, schema, parent, step) }
            // Under `keysOnly` nothing below a container of scalars is checked: no frame.
            if keysOnly && element.isScalar { return }
            stack.append(.array(items, element: element, path: pathIndex(parent: parent, step: step)))
        case .map(let element):
            guard let d = node.dictionaryIfDictionary else { return mismatch(node, schema, parent, step) }
            if keysOnly && element.isScalar { return }
            stack.append(.map(d, element: element, path: pathIndex(parent: parent, step: step)))
        case .object(let object):
            guard let d = node.dictionaryIfDictionary else { return mismatch(node, schema, parent, step) }
            stack.append(.object(d, object, location: node.location, path: pathIndex(parent: parent, step: step)))
        default:
            checkScalar(node, schema, parent: parent, step: step)
        }
    }

    mutating func mismatch(_ node: PlistNode, _ schema: CompiledSchema, _ parent: Int, _ step: PlistPath.Component?) {
        let f = ScalarConversion.mismatch(schema.typeName, node)
        reportValue(.error, f.rule, f.message, node: node, parent: parent, step: step)
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
