import Foundation
import Testing
@testable import PlistLint

/// Files Apple's parser rejects but PlistKit reads: a warning that says so, a failure under
/// --strict (issue 18, conformance gap 4).
@Suite struct AppleRejectsLintTests {
    @Test func commentInsideStringWarnsAndFailsUnderStrict() throws {
        let dir = try TempLintDirectory.make(["c.plist": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><string>a<!-- c -->b</string></plist>\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let warning = """
        c.plist:2:31: warning: [comment-in-text] comment inside <string>: Apple's parser rejects the file ("Encountered improper CDATA opening")
        <plist version="1.0"><string>a<!-- c -->b</string></plist>
                                      ^

        """
        let plain = LintRun.run([], files: ["c.plist"], in: dir)
        #expect(plain.status == 0)
        #expect(plain.stderr == warning)
        let strict = LintRun.run(["--strict"], files: ["c.plist"], in: dir)
        #expect(strict.status == 1)
        #expect(strict.stderr == warning)
    }
}
