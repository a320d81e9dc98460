/// A set of code points: what a CharacterClass (`[a-z\d]`, `[^…]`) or a CharacterClassEscape
/// (`\d`, `\W`, `\p{Lu}`) matches (ECMA-262 §22.2.2.9 CompileToCharSet).
///
/// Held as sorted, disjoint, non-adjacent code point ranges, plus Unicode property tests
/// (evaluated per scalar, as Swift's `Unicode.Scalar.Properties` has no range tables), the
/// union of both optionally inverted (`[^…]`).
struct PatternScalarSet: Sendable, Hashable {
    /// Sorted, disjoint, non-adjacent code point ranges within 0…0x10FFFF.
    private(set) var ranges: [ClosedRange<UInt32>]

    /// Property tests; a scalar in any of them is in the set (before ``isInverted``).
    private(set) var properties: [PatternPropertyTest]

    /// Whether the set is the complement of the ranges and properties (`[^…]`).
    var isInverted: Bool

    /// A set of `ranges` (any order, overlaps allowed) and `properties`.
    init(ranges: [ClosedRange<UInt32>] = [], properties: [PatternPropertyTest] = [], isInverted: Bool = false) {
        self.ranges = Self.normalized(ranges)
        self.properties = Self.normalized(properties)
        self.isInverted = isInverted
    }

    /// The largest code point.
    static let maximumCodePoint: UInt32 = 0x10FFFF

    /// `\d` (§22.2.2.9 CharacterClassEscape): `[0-9]`.
    static let digits = PatternScalarSet(ranges: [0x30...0x39])

    /// `\w` without the `i` flag (§22.2.2.9.3 WordCharacters): `[A-Za-z0-9_]`.
    static let wordCharacters = PatternScalarSet(ranges: [0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A])

    /// `\s`: WhiteSpace (§12.2: TAB, VT, FF, ZWNBSP U+FEFF and the Space_Separator (Zs) code
    /// points U+0020, U+00A0, U+1680, U+2000–U+200A, U+202F, U+205F, U+3000) and
    /// LineTerminator (§12.3: LF, CR, U+2028, U+2029).
    static let whiteSpace = PatternScalarSet(ranges: [
        0x09...0x0D, 0x20...0x20, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A,
        0x2028...0x2029, 0x202F...0x202F, 0x205F...0x205F, 0x3000...0x3000, 0xFEFF...0xFEFF,
    ])

    /// LineTerminator (§12.3), which `.` does not match: LF, CR, U+2028, U+2029.
    static func isLineTerminator(_ value: UInt32) -> Bool {
        value == 0x0A || value == 0x0D || value == 0x2028 || value == 0x2029
    }

    /// The ranges of all code points not in this set's ranges (only for sets without
    /// properties and not inverted: `\D`, `\W`, `\S`).
    var complementedRanges: [ClosedRange<UInt32>] {
        var result: [ClosedRange<UInt32>] = []
        var next: UInt32 = 0
        for range in ranges {
            if range.lowerBound > next { result.append(next...(range.lowerBound - 1)) }
            next = range.upperBound + 1
        }
        if next <= Self.maximumCodePoint { result.append(next...Self.maximumCodePoint) }
        return result
    }

    /// Whether `scalar` is in the set.
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        var found = rangesContain(scalar.value)
        if !found {
            for property in properties where property.matches(scalar) {
                found = true
                break
            }
        }
        return found != isInverted
    }

    /// Binary search of ``ranges``.
    private func rangesContain(_ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.lowerBound {
                high = middle
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// `properties` with General_Category tests merged (`\p{A}` or `\p{B}` is one test of
    /// the union of the masks, `\P{A}` or `\P{B}` one negated test of their intersection)
    /// and binary tests deduplicated, so that a class costs at most a hundred tests per scalar
    /// however often it repeats an escape.
    private static func normalized(_ properties: [PatternPropertyTest]) -> [PatternPropertyTest] {
        var anyOf: UInt32? = nil
        var noneOfAll: UInt32? = nil
        var binary: [PatternPropertyTest] = []
        for property in properties {
            switch property.kind {
            case .generalCategories(let mask) where property.isNegated: noneOfAll = (noneOfAll ?? mask) & mask
            case .generalCategories(let mask): anyOf = (anyOf ?? 0) | mask
            case .binary: if !binary.contains(property) { binary.append(property) }
            }
        }
        var result: [PatternPropertyTest] = []
        if let anyOf { result.append(PatternPropertyTest(kind: .generalCategories(anyOf), isNegated: false)) }
        if let noneOfAll { result.append(PatternPropertyTest(kind: .generalCategories(noneOfAll), isNegated: true)) }
        return result + binary
    }

    /// `ranges` sorted, with overlapping and adjacent ranges merged.
    private static func normalized(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        let sorted = ranges.sorted { $0.lowerBound < $1.lowerBound }
        var result: [ClosedRange<UInt32>] = []
        for range in sorted {
            if let last = result.last, range.lowerBound <= last.upperBound &+ 1 {
                result[result.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }
}
