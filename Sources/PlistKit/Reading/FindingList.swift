/// The findings a reader collects for one document, capped so that a hostile input (a million
/// duplicate keys) cannot make memory or output grow without bound.
///
/// The first ``limit`` findings are kept; each later one is only counted. ``diagnostics``
/// then ends with one warning, rule `finding-limit`:
/// `N more findings not shown (limit 1000)`.
struct FindingList: Sendable {
    /// How many findings one document keeps.
    static let limit = 1000
    /// The rule id of the closing warning.
    static let limitRule = DiagnosticRule.findingLimit.id

    private(set) var kept: [Diagnostic] = []
    /// How many findings were dropped.
    private(set) var dropped = 0

    /// Creates an empty list.
    init() {}

    /// Keeps `finding` while fewer than ``limit`` are kept, else counts it.
    mutating func append(_ finding: Diagnostic) {
        if kept.count < Self.limit { kept.append(finding) } else { dropped += 1 }
    }

    /// Keeps `finding` even when ``limit`` findings are kept: a `limit-exceeded` error, which
    /// says that the findings stop short, is never one of the dropped.
    mutating func appendPastLimit(_ finding: Diagnostic) { kept.append(finding) }

    /// Whether the next finding will be kept. A reader asks before it builds a finding, so that
    /// past the limit no message or key path is built (3 000 duplicate keys under a 1 MB key
    /// built 3 GB of key paths to keep 1 000 of them); it calls ``countDropped()`` instead.
    var hasRoom: Bool { kept.count < Self.limit }

    /// Counts a finding that was not built because the list is full.
    mutating func countDropped() { dropped += 1 }

    /// Appends every finding of `other` (kept and dropped) in order.
    mutating func append(contentsOf other: FindingList) {
        for d in other.kept { append(d) }
        dropped += other.dropped
    }

    /// Changes the kept findings from index `start` on (an `x-plist-message` rewording them).
    mutating func rewrite(from start: Int, _ change: (inout Diagnostic) -> Void) {
        guard start < kept.count else { return }
        for i in start..<kept.count { change(&kept[i]) }
    }

    /// Whether no finding was recorded.
    var isEmpty: Bool { kept.isEmpty }

    /// How many findings are kept.
    var count: Int { kept.count }

    /// The kept findings, then the closing warning when some were dropped.
    var diagnostics: [Diagnostic] {
        guard dropped > 0 else { return kept }
        return kept + [Diagnostic(severity: .warning, rule: Self.limitRule,
                                  message: "\(dropped) more findings not shown (limit \(Self.limit))")]
    }
}
