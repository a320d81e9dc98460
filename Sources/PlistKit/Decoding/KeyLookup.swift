import Foundation

/// Finds values of one dictionary by coding key, applying the key decoding strategy once per
/// dictionary (not per lookup). With keys as written it is the dictionary's own index.
struct KeyLookup {
    let dictionary: PlistDictionary
    /// Converted key → entry index (first occurrence wins), or `nil` when keys are as written.
    private let converted: [String: Int]?
    private let strategy: PlistDecoder.KeyDecodingStrategy

    /// The lookup of an empty dictionary (a decoder's until it makes a keyed container).
    init() {
        dictionary = PlistDictionary()
        converted = nil
        strategy = .asWritten
    }

    init(_ dictionary: PlistDictionary, strategy: PlistDecoder.KeyDecodingStrategy) {
        self.dictionary = dictionary
        self.strategy = strategy
        if strategy.isIdentity {
            converted = nil
        } else {
            var map: [String: Int] = [:]
            map.reserveCapacity(dictionary.count)
            for (i, e) in dictionary.entries.enumerated() {
                let k = strategy.convert(e.key)
                if map[k] == nil { map[k] = i }
            }
            converted = map
        }
    }

    /// The entry index for a coding key.
    func index(of key: String) -> Int? {
        if let converted { return converted[key] }
        return dictionary.index(forKey: key)
    }

    /// The entry index for a coding key, trying `hint` first: models usually list their
    /// properties in the order the file lists its keys, so the guess usually hits.
    func index(of key: String, hint: Int) -> Int? {
        if converted == nil, hint < dictionary.count, Self.exactlyEqual(dictionary.entries[hint].key, key) { return hint }
        return index(of: key)
    }

    /// Byte-for-byte equality of two strings (no canonical equivalence), fast for native strings.
    ///
    /// Two strings with the same 16 bytes of representation are the same string (the same
    /// inline small string, or the same storage object): the usual hit, a key of up to 15
    /// UTF-8 bytes, is decided without touching the bytes.
    @inline(__always)
    static func exactlyEqual(_ a: String, _ b: String) -> Bool {
        let ar = unsafeBitCast(a, to: (UInt64, UInt64).self), br = unsafeBitCast(b, to: (UInt64, UInt64).self)
        if ar == br { return true }
        let au = a.utf8, bu = b.utf8
        guard au.count == bu.count else { return false }
        if let r = au.withContiguousStorageIfAvailable({ pa in
            bu.withContiguousStorageIfAvailable { pb in
                guard let x = pa.baseAddress, let y = pb.baseAddress else { return pa.count == pb.count }
                return memcmp(x, y, pa.count) == 0
            }
        }), let r { return r }
        return au.elementsEqual(bu)
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

    /// Follows a key path through nested dictionaries: the value node, or `nil` when a step is
    /// missing or not a dictionary. `strategy` applies at every step.
    static func follow(_ path: [String], in dictionary: PlistDictionary,
                       strategy: PlistDecoder.KeyDecodingStrategy) -> PlistNode? {
        var current = dictionary
        var node: PlistNode?
        for (n, step) in path.enumerated() {
            let lookup = KeyLookup(current, strategy: strategy)
            guard let i = lookup.index(of: step) else { return nil }
            node = current.entries[i].value
            if n < path.count - 1 {
                guard case .dictionary(let d)? = node?.value else { return nil }
                current = d
            }
        }
        return node
    }
}

/// "Did you mean" for keys: which declared key an unknown present key probably stands for.
enum KeySuggestion {
    /// A score (lower is closer) when `unknown` is a probable misspelling of `declared`:
    /// equal ignoring case or equal after snake_case ↔ camelCase (score 0), or an optimal
    /// string alignment (Damerau–Levenshtein, adjacent transpositions count 1) distance of 1
    /// or 2 that is smaller than both lengths; otherwise `nil`.
    static func score(unknown: String, declared: String) -> Int? {
        if unknown.lowercased() == declared.lowercased() { return 0 }
        if PlistDecoder.KeyDecodingStrategy.camelCase(fromSnakeCase: unknown) == declared
            || PlistDecoder.KeyDecodingStrategy.camelCase(fromSnakeCase: declared) == unknown { return 0 }
        let a = Array(unknown.unicodeScalars), b = Array(declared.unicodeScalars)
        guard abs(a.count - b.count) <= 2 else { return nil }
        guard let d = distance(a, b, limit: 2), d < a.count, d < b.count else { return nil }
        return d
    }

    /// Optimal string alignment distance, or `nil` when above `limit`.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
        let n = a.count, m = b.count
        if n == 0 || m == 0 { return max(n, m) <= limit ? max(n, m) : nil }
        var prev2 = [Int](repeating: 0, count: m + 1)
        var prev = Array(0...m)
        var cur = [Int](repeating: 0, count: m + 1)
        for i in 1...n {
            cur[0] = i
            var rowMin = cur[0]
            for j in 1...m {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var v = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { v = min(v, prev2[j - 2] + 1) }
                cur[j] = v
                rowMin = min(rowMin, v)
            }
            if rowMin > limit { return nil }
            (prev2, prev, cur) = (prev, cur, prev2)
        }
        return prev[m] <= limit ? prev[m] : nil
    }
}
