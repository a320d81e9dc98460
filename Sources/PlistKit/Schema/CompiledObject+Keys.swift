extension CompiledObject {
    /// What a present key that no property reads may be a misspelling of: the keys of the
    /// properties `missing` (indices into ``properties``) that are absent from `lookup`, each
    /// grouped under its property, own key first (``PropertyKeys/accepted``). The one place
    /// that pairs an unknown key with a missing property; ``KeySuggestion`` decides closeness.
    func misspellings(ofMissing missing: [Int], in lookup: KeyLookup) -> KeySuggestion {
        KeySuggestion(candidates: missing.flatMap { pi in
            properties[pi].keys.ownedKeys.filter { lookup.index(of: $0) == nil }.map { ($0, pi) }
        })
    }

    /// For an open dictionary (``AdditionalKeysPolicy/suggest``): every key of every property,
    /// then every title (``SchemaProperty/title``, Xcode's display name), so that a near-miss of
    /// any of them is reported (one that is present is then named as such, never suggested).
    /// A candidate index at or past ``keyCandidateCount`` is a title's.
    var nearMisses: KeySuggestion {
        KeySuggestion(candidates: properties.indices.flatMap { pi in properties[pi].keys.ownedKeys.map { ($0, pi) } }
                      + titles.map { ($0.text, $0.property) })
    }
}
