/// Turns an error thrown while decoding (ours, or a model's own `DecodingError`) into a
/// located ``Diagnostic``: the coding path is followed through the tree to find the line.
struct DecodingFailureLocator {
    let root: PlistNode
    let file: String?
    let strategy: PlistDecoder.KeyDecodingStrategy
    /// For a root array decoded element by element and not kept: the one element there is.
    var element: (index: Int, node: PlistNode)?

    init(root: PlistNode, file: String?, strategy: PlistDecoder.KeyDecodingStrategy,
         element: (index: Int, node: PlistNode)? = nil) {
        self.root = root
        self.file = file
        self.strategy = strategy
        self.element = element
    }

    func diagnostic(for error: any Error) -> Diagnostic {
        guard let error = error as? DecodingError else {
            return Diagnostic(severity: .error, rule: "decoding-failed", message: "decoding failed: " + UntrustedText.escaped("\(error)"),
                              file: file, location: root.location)
        }
        switch error {
        case .keyNotFound(let key, let ctx):
            let (node, path) = locate(ctx.codingPath)
            let message = (ctx.underlyingError as? ConversionFailure)?.message ?? "missing required key \(UntrustedText.quoted(key.stringValue))"
            let at = path.isRoot ? "" : " in \(path.displayName)"
            return Diagnostic(severity: .error, rule: "missing-key", message: message + at, file: file,
                              location: node.location, keyPath: path.appending(.key(key.stringValue)).description)
        case .valueNotFound(_, let ctx), .typeMismatch(_, let ctx), .dataCorrupted(let ctx):
            let (node, path) = locate(ctx.codingPath)
            let f = ctx.underlyingError as? ConversionFailure
            let rule = f?.rule ?? "type-mismatch"
            let message = f?.message ?? UntrustedText.escaped(ctx.debugDescription)
            return Diagnostic(severity: .error, rule: rule, message: path.displayName + ": " + message, file: file,
                              location: node.location, keyPath: path.description)
        @unknown default:
            return Diagnostic(severity: .error, rule: "decoding-failed", message: "decoding failed", file: file, location: root.location)
        }
    }

    /// The deepest node on `codingPath` that exists in the tree, and the path rendered: the
    /// keys as written in the file as far as they were found (so that the path reads the node
    /// back through ``PlistNode/value(forKeyPath:)-(String)`` whatever the key strategy), then
    /// the coding keys.
    func locate(_ codingPath: [any CodingKey]) -> (PlistNode, PlistPath) {
        var node = root
        var found = true
        var path = codingPath[...]
        var steps: [PlistPath.Component] = []
        if let element, let first = path.first {
            // The streamed root array holds only the failing element.
            guard first.intValue == element.index else { return (root, PlistPath(codingPath: codingPath)) }
            node = element.node
            path = path.dropFirst()
            steps.append(.index(element.index))
        }
        for key in path {
            guard found else {
                steps.append(contentsOf: PlistPath(codingPath: [key]).components)
                continue
            }
            switch node.value {
            case .array(let items):
                if let i = key.intValue, items.indices.contains(i) { node = items[i]; steps.append(.index(i)); continue }
            case .dictionary(let d):
                if let i = KeyLookup(d, strategy: strategy).index(of: key.stringValue) {
                    node = d.entries[i].value
                    steps.append(.key(d.entries[i].key))
                    continue
                }
            default:
                break
            }
            found = false
            steps.append(contentsOf: PlistPath(codingPath: [key]).components)
        }
        return (node, PlistPath(steps))
    }
}
