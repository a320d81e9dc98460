import Foundation
import Testing
@testable import PlistKit
import PlistTestSupport

@Suite("Diagnostic rendering stays linear on long lines")
struct RendererFloodTests {
    @Test("the source excerpt of a column far into a long line starts 40 bytes before it after …")
    func longLineExcerpt() {
        let source = Array(("<plist><dict>" + String(repeating: "<key>k</key><true/>", count: 500) + "<key>ZZ</key></dict></plist>\n").utf8)
        let offset = 13 + 19 * 500 + 5
        let d = Diagnostic(severity: .warning, rule: "duplicate-key", message: "m", file: "f.plist",
                           location: SourceLocation(line: 1, column: offset + 1, offset: offset))
        let rendered = DiagnosticRenderer().render(d, source: source)
        #expect(rendered == "f.plist:1:\(offset + 1): warning: [duplicate-key] m\n"
            + "…y>k</key><true/><key>k</key><true/><key>ZZ</key></dict></plist>\n"
            + " " + String(repeating: " ", count: 40) + "^\n")
    }

    /// Unbounded backward scans took minutes here (380 KB × 20 000); capped ones take about a
    /// second in a debug build on a busy machine.
    @Test("rendering 20 000 diagnostics on one 380 KB line stays linear")
    func linearRendering() {
        let source = Array(("<plist><dict>" + String(repeating: "<key>k</key><true/>", count: 20_000) + "</dict></plist>").utf8)
        let ds = (0..<20_000).map { i in
            Diagnostic(severity: .warning, rule: "duplicate-key", message: "m", file: "f",
                       location: SourceLocation(line: 1, column: 14 + 19 * i, offset: 13 + 19 * i))
        }
        let elapsed = TimeBudget.cpuSeconds { _ = DiagnosticRenderer().render(ds, source: source) }
        #expect(elapsed < TimeBudget.seconds(15))
    }
}
