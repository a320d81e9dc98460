/// Edit distance for the "did you mean" suggestions of `plist-lint` and `plist-modelgen`.
public enum EditDistance {
    /// The optimal-string-alignment Damerau–Levenshtein distance between `a` and `b`
    /// (insertions, deletions, substitutions and transpositions of adjacent characters each
    /// cost 1), computed over `Character`s with three rows of storage.
    public static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a), y = Array(b)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous2 = [Int](repeating: 0, count: y.count + 1)
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    best = min(best, previous2[j - 2] + 1)
                }
                current[j] = best
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[y.count]
    }

    /// The candidate closest to `word` within `maxDistance` (ties: the first in `candidates`),
    /// or `nil`.
    public static func closest(to word: String, in candidates: [String], maxDistance: Int = 2) -> String? {
        var best: (String, Int)?
        for candidate in candidates {
            let d = distance(word, candidate)
            guard d <= maxDistance else { continue }
            if let current = best, current.1 <= d { continue }
            best = (candidate, d)
        }
        return best?.0
    }
}
