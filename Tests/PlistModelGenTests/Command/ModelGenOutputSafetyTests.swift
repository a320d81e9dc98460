import Foundation
import PlistKit
import Testing
@testable import PlistModelGen

@Suite("plist-modelgen output safety")
struct ModelGenOutputSafetyTests {
    @Test("a sample path that forges a workflow command is escaped in every diagnostic")
    func forgedSamplePath() {
        let captured = CapturedOutput()
        let status = ModelGenCommand.main(["-o", "x.swift", "::error title=PWN::\u{202E}x.plist"], environment: captured.environment())
        #expect(status == 1)
        #expect(captured.stderr.hasPrefix("\\u{3A}:error title=PWN::\\u{202E}x.plist: error: [io] "))
        #expect(!captured.stderr.contains("\u{202E}"))
    }

    @Test("stdout is neutralised too, keeping Swift string literals meaning the same")
    func neutralisedStdout() {
        let captured = CapturedOutput()
        let environment = captured.environment()
        environment.writeStandardOutput("    case a = \"##[x]\"\n")
        environment.writeStandardError(" ::warning::w\n")
        #expect(captured.stdout == "    case a = \"#\\u{23}[x]\"\n")
        #expect(captured.stderr == " \\u{3A}:warning::w\n")
    }


}
