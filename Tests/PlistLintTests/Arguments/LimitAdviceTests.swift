import CommandLineSupport
import Foundation
import PlistKit
import Testing
@testable import PlistLint

/// The one rewriting of the library's `raise PlistReader.Options.NAME` advice: a tool's flag
/// where it has one, nothing where it has none, for every shape the library writes it in.
@Suite struct LimitAdviceTests {
    static let lint = LintOptions.limitFlags

    @Test(arguments: [
        // plist-lint's two flags, worded as before.
        ("file is 2023 bytes, more than the limit of 1024 (raise PlistReader.Options.maxInputSize)",
         "file is 2023 bytes, more than the limit of 1024 (raise it with --max-size)"),
        ("more than 1000 values; raise PlistReader.Options.maxValueCount", "more than 1000 values; raise it with --max-values"),
        // No flag: the advice and what introduces it are dropped.
        ("nesting too deep (limit 512); raise PlistReader.Options.maxDepth", "nesting too deep (limit 512)"),
        ("string longer than 16 bytes; raise PlistReader.Options.maxStringLength", "string longer than 16 bytes"),
        ("binary plist of 9 bytes stands for more than 72 values through shared objects (more than 8 per byte of input; raise PlistReader.Options.maxValuesPerInputByte)",
         "binary plist of 9 bytes stands for more than 72 values through shared objects (more than 8 per byte of input)"),
        ("input is 5 bytes, more than the limit of 4 (raise PlistReader.Options.maxInputSize) and more than 1 values; raise PlistReader.Options.maxDepth",
         "input is 5 bytes, more than the limit of 4 (raise it with --max-size) and more than 1 values"),
        ("no advice here", "no advice here"),
    ])
    func plistLintsTable(message: String, expected: String) {
        #expect(LimitAdvice.rewritten(message, flags: Self.lint) == expected)
    }

    @Test func anEmptyTableDropsEveryAdvice() {
        #expect(LimitAdvice.rewritten("file is 2 bytes, more than the limit of 1 (raise PlistReader.Options.maxInputSize)", flags: [:])
                == "file is 2 bytes, more than the limit of 1")
        #expect(LimitAdvice.rewritten("more than 3 values; raise PlistReader.Options.maxValueCount", flags: ["maxValueCount": "the setting plist.maxValues"])
                == "more than 3 values; raise it with the setting plist.maxValues")
    }

    /// Through the linter: too deep a file says so without advice (no flag raises the depth).
    @Test func aTooDeepFileGetsNoAdvice() throws {
        let tree = try TemporaryTree(["deep.plist": "<plist>" + String(repeating: "<array>", count: 600)])
        defer { tree.remove() }
        let run = LintRun.run([tree.url.appendingPathComponent("deep.plist").path])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("\(tree.url.path)/deep.plist:1:3592: error: [limit-exceeded] nesting too deep (limit 512)\n"), "\(run.stderr)")
    }

    /// A tool linting through ``DocumentLinter`` words the advice with its own table.
    @Test func aDocumentLinterTakesItsOwnTable() throws {
        let text = Data(("<plist>" + String(repeating: "<array>", count: 2_000_100)).utf8)
        let path = "/nonexistent-\(UUID().uuidString)/big.plist"
        let lsp = DocumentLinter(workingFolder: "/", limitFlags: ["maxInputSize": "the setting plistKit.maxSize"])
        let found = lsp.check(text, path: path).diagnostics.map(\.message)
        let lint = DocumentLinter(workingFolder: "/").check(text, path: path).diagnostics.map(\.message)
        #expect(found == ["input is \(text.count) bytes, more than the limit of 10485760 (raise it with the setting plistKit.maxSize)"])
        #expect(lint == ["input is \(text.count) bytes, more than the limit of 10485760 (raise it with --max-size)"])
    }
}
