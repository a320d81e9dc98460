/// The PlistKit keywords that word or compare what JSON Schema cannot: `x-plist-message` and
/// `x-plist-equal-length`.
extension ValidationWalk {
    /// Checks a value whose schema has an `x-plist-message`: as ``visit(_:_:parent:step:)``
    /// does, then the errors its assertions reported about the value itself (not a wrong kind,
    /// not those of its keys or elements) take that text after the key path.
    mutating func visitWorded(_ message: String, _ node: PlistNode, _ schema: CompiledSchema,
                              parent: Int, step: PlistPath.Component?) {
        let start = findings.count
        guard visitKind(node, schema, parent: parent, step: step) else { return }
        checkConstraints(node, schema, parent: parent, step: step)
        guard start < findings.count else { return }
        let here = path(parent: parent, step: step)
        let key = here.description
        findings.rewrite(from: start) { d in
            guard d.severity == .error, d.keyPath == key, !Self.keepsItsWords.contains(d.rule) else { return }
            d.message = here.displayName + ": " + message
        }
    }

    /// The findings an `x-plist-message` never rewords: a value of the wrong kind, a spent
    /// budget, a broken schema.
    static let keepsItsWords: Set<String> = [ScalarConversion.mismatchRule, "null-value", "limit-exceeded", "invalid-schema"]

    /// `x-plist-equal-length`: each array under `keys` whose length differs from the first
    /// one's is reported at its value (rule `invalid-size`).
    mutating func checkEqualLength(_ keys: [String], _ node: PlistNode, parent: Int, step: PlistPath.Component?) {
        guard let d = node.dictionaryIfDictionary else { return }
        var first: (key: String, count: Int)?
        for key in keys {
            guard let value = d[key], let items = value.arrayIfArray else { continue }
            guard let f = first else {
                first = (key, items.count)
                continue
            }
            guard items.count != f.count else { continue }
            if onlyCounts(.error) { return }
            let here = pathIndex(parent: parent, step: step)
            let shown = keys.map { UntrustedText.quoted($0) }.joined(separator: ", ")
            reportValue(.error, "invalid-size",
                        "array of \(Self.elements(items.count)) where \(UntrustedText.quoted(f.key)) has \(f.count): the arrays \(shown) must have the same length",
                        node: value, parent: here, step: .key(key))
        }
    }

    /// "1 element", "2 elements".
    static func elements(_ n: Int) -> String { n == 1 ? "1 element" : "\(n) elements" }
}
