/// "Did you mean": which declared name a present, unknown name probably stands for. The one
/// implementation behind the validator's and the decoder's unknown-key findings and the command
/// line tools' unknown-option messages.
///
/// A name is compared with each candidate in this order, the first that holds deciding the
/// closeness (lower is closer):
/// 0. the same text in another Unicode normalisation (NFD `café` for NFC `café`): keys compare
///    by exact bytes (``ExactKey``), so these are two keys, and the message says so;
/// 1. equal after folding: case ignored, `_`, `-` and spaces dropped (`Timeout` → `timeout`,
///    `user_id` → `userID`, `use_tls` → `useTLS`, `first_name` → `firstName`);
/// 2. equal after folding once a Boolean prefix (`is`, `has`, `can`, `should`, `does`, `was`,
///    `allows`, `uses`) followed by an upper-case letter or `_` is dropped from either side
///    (`verified` → `isVerified`);
/// 3. or 4. an optimal string alignment distance (Damerau–Levenshtein with adjacent
///    transpositions) of 1 between folded forms of at least 2 scalars, or of 2 between folded
///    forms of at least 5 (`idd` → `ID`, `optoins` → `options`, `icno` → `icon`,
///    `columnImageName` → `columnImgName`; `abc` is never taken for `axy`, nor `land` for
///    `island`).
///
/// No suggestion rather than a wrong one: when two candidates (of different declarations) are
/// equally close the name is ambiguous and gets none; candidates are only what is declared and
/// absent, never a present key.
///
/// Bounded work: names longer than ``maxLength`` UTF-8 bytes are compared by bytes only, the
/// distance is computed in a band of width 5 that stops as soon as it exceeds 2, after a
/// length filter, and one ``KeySuggestion`` stops suggesting once it has made ``maxComparisons``
/// comparisons (a dictionary of 500 000 unknown keys against 20 properties costs what 1 000
/// keys cost).
package struct KeySuggestion {
    /// The longest name, in UTF-8 bytes, that is compared for a suggestion.
    package static let maxLength = 256
    /// The comparisons one instance makes before it stops suggesting.
    package static let maxComparisons = 20_000

    /// Why a suggestion was made.
    package enum Reason: Sendable, Equatable {
        /// The two differ only in Unicode normalisation (canonically equivalent, not equal).
        case normalization
        /// A slip: case, separators, a Boolean prefix, or one or two edits.
        case spelling
    }

    /// A suggestion: the candidate's index in the list given to ``init(candidates:)``.
    package struct Match: Sendable, Equatable {
        /// The index of the suggested candidate.
        package var index: Int
        /// The candidate's text.
        package var text: String
        /// Why it was suggested.
        package var reason: Reason
    }

    private struct Prepared {
        let text: String
        /// The declaration it belongs to: candidates of one group never make each other ambiguous.
        let group: Int
        let folded: [Unicode.Scalar]
        /// `folded` without a Boolean prefix, or `nil`.
        let unprefixed: [Unicode.Scalar]?
        var isAvailable = true
    }

    private var candidates: [Prepared] = []
    private var comparisons = 0

    /// Prepares `candidates` (text, and the group — the declaration — each belongs to; names
    /// longer than ``maxLength`` bytes are never suggested).
    package init(candidates: [(text: String, group: Int)]) {
        for (text, group) in candidates where text.utf8.count <= Self.maxLength {
            let folded = Self.fold(text)
            self.candidates.append(Prepared(text: text, group: group, folded: folded,
                                            unprefixed: Self.unprefixed(text).map(Self.fold)))
        }
    }

    /// Prepares `candidates`, each its own group.
    package init(candidates: [String]) {
        self.init(candidates: candidates.enumerated().map { ($0.element, $0.offset) })
    }

    /// Removes the candidates of `group` (a declaration that has been paired with a name).
    package mutating func remove(group: Int) {
        for i in candidates.indices where candidates[i].group == group { candidates[i].isAvailable = false }
    }

    /// The closest candidate to `name` when it is unambiguous, else `nil` (also once the
    /// comparison budget is spent, or when `name` is longer than ``maxLength`` bytes).
    package mutating func suggestion(for name: String) -> (match: Match, group: Int)? {
        guard name.utf8.count <= Self.maxLength, !candidates.isEmpty else { return nil }
        guard comparisons + candidates.count <= Self.maxComparisons else { return nil }
        comparisons += candidates.count
        let folded = Self.fold(name)
        let unprefixed = Self.unprefixed(name).map(Self.fold)
        var best: (index: Int, score: Int)?
        var ambiguous = false
        for i in candidates.indices where candidates[i].isAvailable {
            guard let s = score(name, folded, unprefixed, candidates[i]) else { continue }
            if let b = best {
                if s < b.score { best = (i, s); ambiguous = false }
                else if s == b.score && candidates[b.index].group != candidates[i].group { ambiguous = true }
            } else {
                best = (i, s)
            }
        }
        guard let best, !ambiguous else { return nil }
        let c = candidates[best.index]
        return (Match(index: best.index, text: c.text, reason: best.score == 0 ? .normalization : .spelling), c.group)
    }

    /// The closeness of `name` to `c` (see the type's description), or `nil` when not close.
    private func score(_ name: String, _ folded: [Unicode.Scalar], _ unprefixed: [Unicode.Scalar]?, _ c: Prepared) -> Int? {
        // Canonical equivalence (Swift's `String ==`), on names of at most `maxLength` bytes.
        if name == c.text { return ExactKey.sameBytes(name, c.text) ? nil : 0 }
        if folded == c.folded { return 1 }
        if let u = c.unprefixed, u == folded { return 2 }
        if let unprefixed, unprefixed == c.folded { return 2 }
        let shorter = min(folded.count, c.folded.count)
        let limit = shorter >= 5 ? 2 : shorter >= 2 ? 1 : 0
        guard limit > 0, abs(folded.count - c.folded.count) <= limit,
              let d = Self.distance(folded, c.folded, limit: limit), d > 0 else { return nil }
        return 2 + d
    }

    /// The scalars of `text` lower-cased, without `_`, `-` and spaces.
    static func fold(_ text: String) -> [Unicode.Scalar] {
        var out: [Unicode.Scalar] = []
        out.reserveCapacity(text.unicodeScalars.count)
        for s in text.unicodeScalars {
            switch s {
            case "_", "-", " ": continue
            default:
                if s.isASCII {
                    out.append(s.properties.isUppercase ? Unicode.Scalar(s.value + 32)! : s)
                } else {
                    out.append(contentsOf: s.properties.lowercaseMapping.unicodeScalars)
                }
            }
        }
        return out
    }

    /// The Boolean prefixes dropped by closeness 2.
    static let booleanPrefixes = ["is", "has", "can", "should", "does", "was", "allows", "uses"]

    /// `text` without a leading Boolean prefix followed by an upper-case letter or `_`
    /// (`isVerified` → `Verified`, `is_verified` → `verified`), or `nil`.
    static func unprefixed(_ text: String) -> String? {
        for p in booleanPrefixes where text.hasPrefix(p) {
            let rest = text.unicodeScalars.dropFirst(p.unicodeScalars.count)
            guard let first = rest.first, first == "_" || first.properties.isUppercase else { continue }
            return String(String.UnicodeScalarView(rest))
        }
        return nil
    }

    /// The optimal string alignment distance between `a` and `b` when it is at most `limit`,
    /// else `nil`; computed in the band `|i − j| ≤ limit`, stopping at the first row whose
    /// cells all exceed `limit` (O(`limit` × length) time).
    package static func distance<E: Equatable>(_ a: [E], _ b: [E], limit: Int) -> Int? {
        let n = a.count, m = b.count
        guard abs(n - m) <= limit else { return nil }
        if n == 0 || m == 0 { return max(n, m) }
        let big = limit + 1
        // Rows over j = 0...m; cells outside the band hold `big`.
        var prev2 = [Int](repeating: big, count: m + 1)
        var prev = [Int](repeating: big, count: m + 1)
        var cur = [Int](repeating: big, count: m + 1)
        for j in 0...min(m, limit) { prev[j] = j }
        for i in 1...n {
            let lo = max(1, i - limit), hi = min(m, i + limit)
            if lo > 1 { cur[lo - 1] = big }
            cur[0] = i <= limit ? i : big
            var rowMin = cur[0]
            if lo <= hi {
                for j in lo...hi {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var v = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { v = min(v, prev2[j - 2] + 1) }
                    v = min(v, big)
                    cur[j] = v
                    rowMin = min(rowMin, v)
                }
            }
            if hi < m { cur[hi + 1] = big }
            if rowMin > limit { return nil }
            (prev2, prev, cur) = (prev, cur, prev2)
        }
        return prev[m] <= limit ? prev[m] : nil
    }
}
