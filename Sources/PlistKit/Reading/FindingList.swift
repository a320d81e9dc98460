/// The findings a reader or a validation collects for one document, capped so that a hostile
/// input (a million duplicate keys) cannot make memory or output grow without bound.
///
/// The first ``limit`` findings *of each severity* are kept; each later one is only counted.
/// The cap is per severity so that it never hides a verdict: 1 000 warnings (unknown keys, say)
/// cannot push out the one error (a missing required key) that makes the file fail, and a
/// dropped finding of a severity always means ``limit`` of that severity were kept.
/// ``diagnostics`` then ends with one warning, rule `finding-limit`:
/// `N more findings not shown (limit 1000 of each severity)`.
struct FindingList: Sendable {
    /// How many findings of one severity one document keeps.
    static let limit = 1000
    /// The rule id of the closing warning.
    static let limitRule = DiagnosticRule.findingLimit.id

    private(set) var kept: [Diagnostic] = []
    /// How many findings of each severity are kept, indexed by ``slot(_:)``.
    private var keptBySeverity = [0, 0, 0]
    /// How many findings of each severity were dropped, indexed by ``slot(_:)``.
    private var droppedBySeverity = [0, 0, 0]

    /// Creates an empty list.
    init() {}

    private static func slot(_ severity: Diagnostic.Severity) -> Int {
        switch severity {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    /// How many findings were dropped, of every severity.
    var dropped: Int { droppedBySeverity.reduce(0, +) }

    /// Keeps `finding` while fewer than ``limit`` of its severity are kept, else counts it.
    mutating func append(_ finding: Diagnostic) {
        let s = Self.slot(finding.severity)
        if keptBySeverity[s] < Self.limit {
            kept.append(finding)
            keptBySeverity[s] += 1
        } else {
            droppedBySeverity[s] += 1
        }
    }

    /// Keeps `finding` even when ``limit`` findings of its severity are kept: a
    /// `limit-exceeded` error, which says that the findings stop short, is never one of the dropped.
    mutating func appendPastLimit(_ finding: Diagnostic) {
        kept.append(finding)
        keptBySeverity[Self.slot(finding.severity)] += 1
    }

    /// Whether the next finding of `severity` will be kept. A reader asks before it builds a
    /// finding, so that past the limit no message or key path is built (3 000 duplicate keys
    /// under a 1 MB key built 3 GB of key paths to keep 1 000 of them); it calls
    /// ``countDropped(_:)`` instead.
    func hasRoom(for severity: Diagnostic.Severity) -> Bool {
        keptBySeverity[Self.slot(severity)] < Self.limit
    }

    /// Counts a finding of `severity` that was not built because its share of the list is full.
    mutating func countDropped(_ severity: Diagnostic.Severity) { droppedBySeverity[Self.slot(severity)] += 1 }

    /// Appends every finding of `other` (kept and dropped) in order.
    mutating func append(contentsOf other: FindingList) {
        for d in other.kept { append(d) }
        for s in droppedBySeverity.indices { droppedBySeverity[s] += other.droppedBySeverity[s] }
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
        let dropped = dropped
        guard dropped > 0 else { return kept }
        return kept + [Diagnostic(severity: .warning, rule: Self.limitRule,
                                  message: "\(dropped) more finding\(dropped == 1 ? "" : "s") not shown (limit \(Self.limit) of each severity)")]
    }
}
