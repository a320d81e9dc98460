import Foundation
import Testing
@testable import PlistKit
import PlistTestSupport

/// Duplicate keys under a very long key (issue 15 #3): findings past the cap cost nothing, and a
/// kept finding's key path quotes the long key cut short, as messages do.
@Suite struct DuplicateKeyFloodTests {
    static let longKey = String(repeating: "k", count: 1_000_000)
    static let shortPath = "[\"" + String(repeating: "k", count: 80) + "…\"].d"

    @Test func jsonDuplicatesUnderAMegabyteKeyAreBounded() throws {
        let data = Data(("{\"\(Self.longKey)\": {" + Array(repeating: "\"d\": 1", count: 3000).joined(separator: ",") + "}}").utf8)
        var findings: [Diagnostic] = []
        let cpu = try TimeBudget.cpuSeconds { findings = try PlistReader().read(data).diagnostics }
        #expect(findings.count == 1001)
        #expect(findings.first?.keyPath == Self.shortPath)
        #expect(findings.last?.message == "1999 more findings not shown (limit 1000 of each severity)")
        #expect(cpu < TimeBudget.seconds(1), "\(cpu) s")
    }

    @Test func xmlDuplicatesUnderALongKeyAreBounded() throws {
        let key = String(repeating: "k", count: 100_000)
        let data = Data(("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>\(key)</key><dict>"
            + String(repeating: "<key>d</key><integer>1</integer>", count: 30_000) + "</dict></dict></plist>\n").utf8)
        var findings: [Diagnostic] = []
        let cpu = try TimeBudget.cpuSeconds { findings = try PlistReader().read(data).diagnostics }
        #expect(findings.count == 1001)
        #expect(findings.first?.keyPath == Self.shortPath)
        #expect(findings.last?.message == "28999 more findings not shown (limit 1000 of each severity)")
        #expect(cpu < TimeBudget.seconds(1), "\(cpu) s")
    }

    @Test func longPlainKeysAreQuotedAndCutInPaths() {
        let k80 = String(repeating: "a", count: 80)
        #expect(PlistPath([.key(k80), .key("b")]).description == k80 + ".b")
        #expect(PlistPath([.key(k80 + "x"), .key("b")]).description == "[\"" + k80 + "…\"].b")
    }
}
