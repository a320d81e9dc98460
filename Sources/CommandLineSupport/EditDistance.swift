import PlistKit

/// Edit distance and "did you mean" for the unknown options of `plist-lint` and
/// `plist-modelgen`: the same mechanism as PlistKit's unknown-key suggestions (`KeySuggestion`).
package enum EditDistance {
    /// The optimal-string-alignment Damerau–Levenshtein distance between `a` and `b`
    /// (insertions, deletions, substitutions and transpositions of adjacent characters each
    /// cost 1), computed over `Character`s.
    package static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a), y = Array(b)
        return KeySuggestion.distance(x, y, limit: max(x.count, y.count)) ?? max(x.count, y.count)
    }

    /// The candidate `word` is probably a slip for (case, `-`/`_`, one or two edits; see
    /// PlistKit's key suggestions), or `nil` when none is close or two are equally close.
    package static func closest(to word: String, in candidates: [String]) -> String? {
        var suggestions = KeySuggestion(candidates: candidates)
        return suggestions.suggestion(for: word)?.match.text
    }
}
