import Foundation
import PlistKit
import Testing

/// `plist-lint --list-rules` and `--explain RULE`: the rule catalogue on the command line.
@Suite struct RuleCommandTests {
    @Test func listRulesPrintsEveryRuleWithSeverityAndSummary() {
        let run = LintRun.run(["--list-rules"])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == DiagnosticRule.catalogue.count)
        // Columns: the longest id (unsupported-schema-keyword, 26) + 2, then the severity in 9.
        #expect(lines.first == "coercion                    note     A value converted to the declared type under the KVC-like coercion mode.")
        #expect(lines.contains("unknown-key                 warning  A key the model or schema does not define; \"did you mean\" names a near key."))
        #expect(lines.contains("value-without-key           error    A value inside <dict> that no <key> precedes."))
    }

    @Test func explainPrintsTheRulesExplanation() throws {
        let run = LintRun.run(["--explain", "missing-key"])
        let rule = try #require(DiagnosticRule.named("missing-key"))
        #expect(run == LintRun(status: 0, stdout: rule.explainedText, stderr: ""))
        #expect(run.stdout.hasPrefix("missing-key (default severity: error)\nA key the model or schema requires is not in the dictionary.\n\n"))
        #expect(run.stdout.contains("\nBad:\n    struct Question: Decodable { var options: [String] }\n"))
    }

    @Test func everyCataloguedRuleCanBeExplained() {
        for rule in DiagnosticRule.catalogue {
            #expect(LintRun.run(["--explain=\(rule.id)"]).status == 0, "\(rule.id)")
        }
    }

    /// Extra arguments were silently ignored; now they are a usage error (exit 64).
    @Test func extraArgumentsAreAUsageError() {
        let explain = LintRun.run(["--explain", "missing-key", "extra"])
        #expect(explain.status == 64)
        #expect(explain.stdout == "")
        #expect(explain.stderr.hasPrefix("Error: Unexpected argument 'extra': --explain takes one rule id and checks no files.\n"))
        let list = LintRun.run(["--list-rules", "Info.plist"])
        #expect(list.status == 64)
        #expect(list.stdout == "")
        #expect(list.stderr.hasPrefix("Error: Unexpected argument 'Info.plist': --list-rules lists the rules and checks no files.\n"))
    }

    @Test func anUnknownRuleIsAUsageErrorNamingTheNearestOne() {
        let run = LintRun.run(["--explain", "duplikate-key"])
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("Error: The value 'duplikate-key' is invalid for '--explain': expected a rule id listed by --list-rules (did you mean 'duplicate-key'?).\n"))
    }
}
