import Foundation

/// Finds values of one dictionary by coding key, applying the key decoding strategy once per
/// dictionary (not per lookup). With keys as written it is the dictionary's own index. Keys
/// compare by their exact bytes (``ExactKey``), converted keys too.
struct KeyLookup {
    let dictionary: PlistDictionary
    /// Converted key → entry index (first occurrence wins), or `nil` when keys are as written.
    private let converted: [ExactKey: Int]?
    private let strategy: PlistDecoder.KeyDecodingStrategy

    /// The lookup of an empty dictionary (a decoder's until it makes a keyed container).
    init() {
        dictionary = PlistDictionary()
        converted = nil
        strategy = .useDefaultKeys
    }

    init(_ dictionary: PlistDictionary, strategy: PlistDecoder.KeyDecodingStrategy) {
        self.dictionary = dictionary
        self.strategy = strategy
        if strategy.isIdentity {
            converted = nil
        } else {
            var map: [ExactKey: Int] = [:]
            map.reserveCapacity(dictionary.count)
            for (i, e) in dictionary.entries.enumerated() {
                let k = ExactKey(strategy.convert(e.key))
                if map[k] == nil { map[k] = i }
            }
            converted = map
        }
    }

    /// Whether the file's keys are converted to coding keys (so a coding key may not be the
    /// key as written).
    var convertsKeys: Bool { converted != nil }

    /// The entry index for a coding key.
    func index(of key: String) -> Int? {
        if let converted { return converted[ExactKey(key)] }
        return dictionary.index(forKey: key)
    }

    /// The entry index for a coding key, trying `hint` first: models usually list their
    /// properties in the order the file lists its keys, so the guess usually hits.
    func index(of key: String, hint: Int) -> Int? {
        if converted == nil, hint < dictionary.count, ExactKey.sameBytes(dictionary.entries[hint].key, key) { return hint }
        return index(of: key)
    }

    /// The coding key an entry stands for.
    func codingKey(at index: Int) -> String {
        converted == nil ? dictionary.entries[index].key : strategy.convert(dictionary.entries[index].key)
    }

    /// The first candidate present: its entry index.
    func firstIndex(of candidates: [String]) -> Int? {
        for c in candidates { if let i = index(of: c) { return i } }
        return nil
    }

    /// Follows a key path through nested dictionaries: the value node and the keys as written
    /// in the file that lead to it, or `nil` when a step is missing or not a dictionary.
    /// `strategy` applies at every step.
    static func follow(_ path: [String], in dictionary: PlistDictionary,
                       strategy: PlistDecoder.KeyDecodingStrategy) -> (node: PlistNode, keys: [String])? {
        var current = dictionary
        var node: PlistNode?
        var keys: [String] = []
        keys.reserveCapacity(path.count)
        for (n, step) in path.enumerated() {
            let lookup = KeyLookup(current, strategy: strategy)
            guard let i = lookup.index(of: step) else { return nil }
            node = current.entries[i].value
            keys.append(current.entries[i].key)
            if n < path.count - 1 {
                guard case .dictionary(let d)? = node?.value else { return nil }
                current = d
            }
        }
        return node.map { ($0, keys) }
    }
}
