import Foundation
import Testing
@testable import PlistKit

/// The finding cap is per severity, so that a flood of warnings never hides the error that
/// decides a verdict (a missing required key behind 1 001 unknown keys linted `OK`).
@Suite("FindingList keeps 1000 findings of each severity")
struct FindingListSeverityTests {
    static func finding(_ severity: Diagnostic.Severity, _ n: Int) -> Diagnostic {
        Diagnostic(severity: severity, rule: "unknown-key", message: "\(n)")
    }

    @Test func anErrorAfterAThousandWarningsIsKept() {
        var list = FindingList()
        for n in 0..<1001 { list.append(Self.finding(.warning, n)) }
        #expect(list.hasRoom(for: .error))
        #expect(!list.hasRoom(for: .warning))
        list.append(Self.finding(.error, 1001))
        list.countDropped(.warning)
        let all = list.diagnostics
        #expect(all.count == 1002)
        #expect(all[1000].description == "error: [unknown-key] 1001")
        #expect(all[1001].description == "warning: [finding-limit] 2 more findings not shown (limit 1000 of each severity)")
    }

    @Test func aNestedListCarriesItsDroppedCountsBySeverity() {
        var nested = FindingList()
        for n in 0..<1000 { nested.append(Self.finding(.error, n)) }
        nested.countDropped(.error)
        var outer = FindingList()
        outer.append(Self.finding(.error, -1))
        outer.append(contentsOf: nested)
        #expect(outer.count == 1000)
        #expect(outer.dropped == 2)
        #expect(outer.hasRoom(for: .note))
        #expect(outer.diagnostics.last?.message == "2 more findings not shown (limit 1000 of each severity)")
    }
}
