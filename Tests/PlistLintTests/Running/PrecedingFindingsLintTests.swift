import Foundation
import Testing

@Suite("Warnings found before a fatal error are reported ahead of it")
struct PrecedingFindingsLintTests {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>a</key><string>x</string>
        \t<key>a</key><string>y</string>
        \t<key>d</key><date>2020-13-01T00:00:00Z</date>
        </dict>
        </plist>

        """

    @Test("XML: the duplicate-key warning, its note, then the date error; exit 1")
    func xmlDuplicateThenError() throws {
        let dir = try TempLintDirectory.make(["d.plist": Self.xml])
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = LintRun.run([], files: ["d.plist"], in: dir)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == """
            d.plist:5:2: warning: [duplicate-key] duplicate key "a" (first defined at 4:2); the later value wins
            \t<key>a</key><string>y</string>
            \t^
            d.plist:4:2: note: first definition of "a"
            \t<key>a</key><string>x</string>
            \t^
            d.plist:6:14: error: [invalid-date] invalid <date> "2020-13-01T00:00:00Z": month 13 is out of range
            \t<key>d</key><date>2020-13-01T00:00:00Z</date>
            \t            ^

            """)
    }

    @Test("JSON: the duplicate-key warning, its note, then the syntax error")
    func jsonDuplicateThenError() throws {
        let dir = try TempLintDirectory.make(["j.plist": "{\"a\": 1, \"a\": 2, \"b\": [1,]}\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = LintRun.run(["--quiet"], files: ["j.plist"], in: dir)
        #expect(run.status == 1)
        let headlines = run.stderr.split(separator: "\n").filter { $0.hasPrefix("j.plist:") }
        #expect(headlines == [
            "j.plist:1:10: warning: [duplicate-key] duplicate key \"a\" (first defined at 1:2); the later value wins",
            "j.plist:1:2: note: first definition of \"a\"",
            "j.plist:1:26: error: [syntax] trailing comma",
        ])
    }
}
