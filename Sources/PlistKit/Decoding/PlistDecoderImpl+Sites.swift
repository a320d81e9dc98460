/// The sites of errors (``DecodingFailureSite``): the decoder knows the node it holds when an
/// error is thrown or leaves a model's `init(from:)`, so it records it then.
extension DecodingContext {
    /// Notes the site of a model's own `DecodingError` leaving the `init(from:)` that decoded
    /// `impl`'s node, when its coding path runs through that node and no deeper decoder
    /// noted it already. The decoder's own errors carry their site and are not noted.
    func noteSite(of error: any Error, leaving impl: PlistDecoderImpl) {
        guard let ctx = (error as? DecodingError)?.plistContext, !(ctx.underlyingError is LocatedConversionFailure) else { return }
        let errorPath = CodingKeyValue.path(ctx.codingPath)
        let own = CodingKeyValue.path(impl.path.array)
        guard errorPath.starts(with: own) else { return }
        if let noted = modelSite, noted.codingPath == errorPath, noted.depth >= own.count { return }
        modelSite = ModelFailureSite(codingPath: errorPath, site: impl.site(following: ctx.codingPath[own.count...]), depth: own.count)
    }
}

extension PlistDecoderImpl {
    /// The value of the coding key `name` in this node's dictionary, as a keyed container of
    /// this model reads it (alternate keys, key path, default), and the keys as written that
    /// lead to it; `nil` when absent.
    func entry(named name: String) -> (node: PlistNode, written: [String])? {
        guard let model = mapping else {
            guard let i = lookup.index(of: name) else { return nil }
            let e = lookup.dictionary.entries[i]
            return (e.value, [e.key])
        }
        if let found = model.keys(for: name).value(in: lookup, strategy: context.options.keyDecodingStrategy) {
            return (found.node, found.keys)
        }
        // Before the default: an entry the reader did not keep would have been found.
        noteAbsent(name)
        if let d = model.mapping.defaults[name] { return (PlistNode(d, location: node.location), [name]) }
        return nil
    }

    /// The site of the node at `rest` below this one: one step into this node (the key as this
    /// model reads it, or the element), then the remaining coding keys as they are.
    func site(following rest: ArraySlice<any CodingKey>) -> DecodingFailureSite {
        var target = node
        var path = self.path.writtenPath
        var rest = rest
        if let first = rest.first {
            if let items = node.arrayIfArray {
                if let i = first.intValue, items.indices.contains(i) {
                    target = items[i]
                    path = path.appending(.index(i))
                    rest = rest.dropFirst()
                }
            } else if node.dictionaryIfDictionary != nil, let e = entry(named: first.stringValue) {
                target = e.node
                path = PlistPath(path.components + e.written.map { .key($0) })
                rest = rest.dropFirst()
            }
        }
        return DecodingFailureSite(location: target.location, path: PlistPath(path.components + rest.map(PlistPath.component(of:))))
    }
}
