import Foundation
import PlistKit
import PlistTestSupport
import Testing
@testable import PlistEdit

/// Hostile scripts: many commands, huge values, failures late in a long script — bounded CPU
/// time, no crash, and nothing changed by a failing script.
@Suite struct BuddyHostileTests {
    @Test func tenThousandCommandsRunInBoundedCPUTime() throws {
        var session = BuddySession(root: PlistNode(["list": [], "d": [:]])) { _ in Data() }
        var lines: [String] = []
        for i in 0..<2_500 {
            lines += ["Add :d:k\(i) string v\(i)", "Add :list: integer \(i)", "Set :d:k\(i) w\(i)", "Print :d:k\(i)"]
        }
        #expect(lines.count == 10_000)
        let commands = try lines.map { try BuddyCommand(parsing: $0) }
        let cpu = try TimeBudget.cpuSeconds {
            for command in commands { _ = try session.run(command) }
            _ = try session.run(.save)
        }
        #expect(cpu < TimeBudget.seconds(5), "\(cpu) s of CPU for 10 000 commands")
        #expect(session.savedEdits.count == 7_500)
        #expect(try session.current.value(forKeyPath: "d.k2499").value == "w2499")
        #expect(try session.current.value(forKeyPath: "list").value.arrayValue?.count == 2_500)
    }

    @Test func hugeValuesAreStoredAndPrintedWhole() throws {
        let huge = String(repeating: "x", count: 8 << 20)
        var session = BuddySession(root: PlistNode(["a": "b"])) { _ in Data() }
        let cpu = try TimeBudget.cpuSeconds {
            _ = try session.run(BuddyCommand(parsing: "Set :a \(huge)"))
            #expect(try session.run(.printEntry(BuddyEntry(":a"))).utf8.count == huge.utf8.count + 1)
        }
        #expect(cpu < TimeBudget.seconds(5), "\(cpu) s of CPU")
    }
}
