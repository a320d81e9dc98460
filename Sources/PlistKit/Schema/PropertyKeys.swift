/// Which keys of a dictionary one property of a model reads: the one key-resolution rule that
/// the decoder (``PlistDecoder``), the ``Validator``, the encoder and the JSON Schema export
/// share, so that they agree by construction.
///
/// A property has its own key (the coding key's string value) and, from
/// ``PlistMapping/alternateKeys`` or a schema's `x-plist-alternate-keys`, alternate keys. Any of
/// them is accepted; when several are present the property's own key wins, then the alternate
/// keys in the order given. A key path (``PlistMapping/keyPaths``) replaces all of them: the
/// value is read from nested dictionaries, and the path's first key is the key the property
/// accounts for in its own dictionary.
struct PropertyKeys: Hashable, Sendable {
    /// The property's own key (also the key the encoder writes).
    let key: String
    /// ``key`` then the alternate keys, without repeats: every key the property accepts, in
    /// order of preference.
    let accepted: [String]
    /// The nested keys read instead, or `nil`.
    let keyPath: [String]?

    /// The rule for a property with its own key, alternate keys and an optional key path.
    init(key: String, alternateKeys: [String] = [], keyPath: [String]? = nil) {
        self.key = key
        var accepted = [key]
        for k in alternateKeys where !accepted.contains(where: { ExactKey.sameBytes($0, k) }) { accepted.append(k) }
        self.accepted = accepted
        self.keyPath = keyPath
    }

    /// The rule for the property named `property` (its coding key) of a model with `mapping`.
    init(property: String, mapping: PlistMapping) {
        self.init(key: property, alternateKeys: mapping.alternateKeys[property] ?? [],
                  keyPath: mapping.keyPath(for: property))
    }

    /// The alternate keys alone (``accepted`` without the own key).
    var alternateKeys: [String] { Array(accepted.dropFirst()) }

    /// Whether the property reads exactly one key of its dictionary: its own.
    var isPlain: Bool { keyPath == nil && accepted.count == 1 }

    /// The keys of its own dictionary this property accounts for: the accepted keys, or the
    /// first component of its key path.
    var ownedKeys: [String] { keyPath.map { Array($0.prefix(1)) } ?? accepted }

    /// The entry of `lookup` the property reads when it has no key path: the first accepted key
    /// present, trying the entry at `hint` first for a plain property; `nil` when none is present.
    func index(in lookup: KeyLookup, hint: Int? = nil) -> Int? {
        if accepted.count == 1 {
            return hint.map { lookup.index(of: key, hint: $0) } ?? lookup.index(of: key)
        }
        return lookup.firstIndex(of: accepted)
    }

    /// The value the property reads from `lookup`'s dictionary, and the keys (as written in the
    /// file) leading to it, or `nil` when it is absent. `strategy` applies at every step of a
    /// key path.
    func value(in lookup: KeyLookup, strategy: PlistDecoder.KeyDecodingStrategy) -> (node: PlistNode, keys: [String])? {
        if let keyPath {
            return KeyLookup.follow(keyPath, in: lookup.dictionary, strategy: strategy)
        }
        guard let i = index(in: lookup) else { return nil }
        let entry = lookup.dictionary.entries[i]
        return (entry.value, [entry.key])
    }
}
