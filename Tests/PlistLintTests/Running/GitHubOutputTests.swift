import Foundation
import PlistKit
import Testing
@testable import PlistLint

/// `--output-format github`: one workflow command per finding, escaped as the Actions runner
/// unescapes, so that no file name or key can end the command or start another; and the
/// problem matcher for the default text output.
@Suite struct GitHubOutputTests {
    static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    static let duplicate = declaration + "<plist version=\"1.0\">\n<dict>\n\t<key>a</key>\n\t<string>x</string>\n\t<key>a</key>\n\t<string>y</string>\n</dict>\n</plist>\n"

    @Test func findingsBecomeAnnotationsAndPassingFilesPrintNothing() throws {
        let tree = try TemporaryTree(["dup.plist": Self.duplicate, "ok.plist": "<plist><true/></plist>\n", "empty.plist": ""])
        defer { tree.remove() }
        let run = LintRun.run(["--output-format", "github"], files: ["ok.plist", "dup.plist", "empty.plist"], in: tree.url)
        #expect(run == LintRun(status: 1, stdout: """
            ::warning file=dup.plist,line=6,col=2,title=plist-lint [duplicate-key]::duplicate key "a" (first defined at 4:2); the later value wins
            ::notice file=dup.plist,line=4,col=2,title=plist-lint [duplicate-key] note::first definition of "a"
            ::error file=empty.plist,title=plist-lint [empty-file]::file is empty

            """, stderr: ""))
    }

    /// A related note of another rule (the missing key a misspelling stands for) is titled with
    /// its own rule, not its parent's.
    @Test func aNoteIsTitledWithItsOwnRule() throws {
        let manifest = Self.declaration + """
            <plist version="1.0">
            <dict>
            \t<key>NSPrivacyTracking</key><false/>
            \t<key>NSPrivacyTrackingDomains</key><array/>
            \t<key>NSPrivacyCollectedDataTypes</key><array/>
            \t<key>NSPrivacyAccessedAPITypes</key>
            \t<array><dict>
            \t\t<key>NSPrivacyAccessedAPIType</key><string>NSPrivacyAccessedAPICategoryUserDefaults</string>
            \t\t<key>NSPrivacyAccessedAPITypeReason</key><array><string>CA92.1</string></array>
            \t</dict></array>
            </dict>
            </plist>

            """
        let tree = try TemporaryTree(["PrivacyInfo.xcprivacy": manifest])
        defer { tree.remove() }
        let run = LintRun.run(["--output-format", "github"], files: ["PrivacyInfo.xcprivacy"], in: tree.url)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 2, "\(run.stdout)")
        #expect(lines.first?.contains("title=plist-lint [unknown-key]::") == true, "\(run.stdout)")
        #expect(lines.last?.contains("title=plist-lint [missing-key] note::") == true, "\(run.stdout)")
    }

    /// A file name with `,` `:` `%` and a key holding a line feed, `::error` and a literal
    /// `%0A`: each stays inside its one command line.
    @Test func hostileNamesAndKeysCannotInjectACommand() throws {
        let key = "k&#10;::error title=Injected::pwned%0A##[error]x"
        let text = Self.declaration + "<plist><dict><key>\(key)</key><true/><key>\(key)</key><true/></dict></plist>\n"
        let tree = try TemporaryTree(["a,b:c%d.plist": text])
        defer { tree.remove() }
        let run = LintRun.run(["--output-format", "github"], files: ["a,b:c%d.plist"], in: tree.url)
        let quoted = #""k\n::error title=Injected::pwned%250A#%23[error]x""#
        #expect(run.stdout == """
            ::warning file=a%2Cb%3Ac%25d.plist,line=2,col=80,title=plist-lint [duplicate-key]::duplicate key \(quoted) (first defined at 2:14); the later value wins
            ::notice file=a%2Cb%3Ac%25d.plist,line=2,col=14,title=plist-lint [duplicate-key] note::first definition of \(quoted)

            """)
        for line in run.stdout.split(separator: "\n") {
            #expect(line.hasPrefix("::warning ") || line.hasPrefix("::notice "))
        }
    }

    @Test func escapingFollowsTheRunner() {
        #expect(GitHubReporter.escapedData("100%\r\nnext") == "100%25%0D%0Anext")
        #expect(GitHubReporter.escapedData("a:b,c") == "a:b,c")
        #expect(GitHubReporter.escapedProperty("a:b,c%\n") == "a%3Ab%2Cc%25%0A")
        #expect(GitHubReporter.escapedData("x ##[group]y") == "x #%23[group]y")
    }

    /// The problem matcher's regexp, applied to plist-lint's real text output: every error and
    /// warning headline matches with its parts; excerpts, carets and notes do not.
    @Test func theProblemMatcherReadsTheTextOutput() throws {
        let matcherURL = Fixtures.root.deletingLastPathComponent().appendingPathComponent(".github/plist-lint-matcher.json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: matcherURL)) as? [String: Any])
        let pattern = try #require(((json["problemMatcher"] as? [[String: Any]])?.first?["pattern"] as? [[String: Any]])?.first)
        #expect(pattern["file"] as? Int == 1 && pattern["line"] as? Int == 2 && pattern["column"] as? Int == 3)
        #expect(pattern["severity"] as? Int == 4 && pattern["code"] as? Int == 5 && pattern["message"] as? Int == 6)
        let regex = try NSRegularExpression(pattern: try #require(pattern["regexp"] as? String))

        let tree = try TemporaryTree(["dup.plist": Self.duplicate, "empty.plist": "",
                                      "bad.plist": Self.declaration + "<plist version=\"1.0\">\n<dict>\n\t<key>a</key>\n\t<string>x</dict>\n</plist>\n"])
        defer { tree.remove() }
        let run = LintRun.run([], files: ["bad.plist", "dup.plist", "empty.plist"], in: tree.url)
        var matched: [[String?]] = []
        for line in run.stderr.split(separator: "\n").map(String.init) {
            let ns = line as NSString
            guard let m = regex.firstMatch(in: line, range: NSRange(location: 0, length: ns.length)) else { continue }
            matched.append((1...6).map { m.range(at: $0).location == NSNotFound ? nil : ns.substring(with: m.range(at: $0)) })
        }
        #expect(matched == [
            ["bad.plist", "5", "11", "error", "syntax", "end tag </dict> does not match <string> opened at line 5"],
            ["dup.plist", "6", "2", "warning", "duplicate-key", #"duplicate key "a" (first defined at 4:2); the later value wins"#],
            ["empty.plist", nil, nil, "error", "empty-file", "file is empty"],
        ])
    }
}
