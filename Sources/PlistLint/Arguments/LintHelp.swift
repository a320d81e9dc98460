import Foundation
import CommandLineSupport
import PlistKit

/// The texts `plist-lint` prints about itself: usage, help, version, and usage-error reports.
enum LintHelp {
    /// The command's name as printed.
    static let commandName = "plist-lint"

    /// The one-line usage.
    static let usage = "Usage: \(commandName) [<options>] <path> ..."

    /// A usage error as printed to stderr (swift-argument-parser's layout).
    static func report(_ error: UsageError) -> String {
        UsageReport.render(error, command: commandName, usage: usage)
    }

    /// The full help, printed to stdout by `--help`.
    static var text: String {
        var s = """
        OVERVIEW: Check property lists (XML, binary, JSON, OpenStep and .strings files) for
        syntax errors and, with a schema, for missing, unknown, misspelled and mistyped keys.
        Apple's own kinds (Info.plist, entitlements, privacy manifests, ...) are checked
        against built-in schemas, chosen by file name (see --list-kinds).

        \(usage.replacingOccurrences(of: "Usage: ", with: "USAGE: "))

        ARGUMENTS:
          <path>  Files, and folders searched recursively for *.plist, *.strings,
                  *.entitlements, *.xcprivacy and *.mobileconfig (hidden entries and
                  symbolic links skipped, sorted by name). Checked in argument order;
                  every file is checked even after a failure. The format is detected
                  from the bytes.
                  '-' is standard input, read once and named '<stdin>' in the output (within
                  --max-size; give a file named '-' as './-').

        OPTIONS:

        """
        s += LintOption.helpSection
        s += """

        SCHEMAS:
          Each file is checked against the first of: --schema FILE or --kind KIND;
          NAME.schema.json beside NAME.plist; the first 'schemas' pattern of the
          .plistkit.json found in the file's folder or above it that matches; the
          built-in kind of its name and place (unless --no-builtin-schemas); none.
          Built-in kinds (--print-schema KIND writes one as JSON Schema 2020-12):

        \(kindTable(indent: "    "))
        CONFIGURATION:
          .plistkit.json, in the file's folder or the nearest one above it (up to the
          folder holding .git): {"include": [...], "exclude": [...], "schemas":
          {"PATTERN": "KIND" | "FILE.schema.json" | "none"}, "builtinSchemas": true,
          "rules": {"RULE": "error" | "warning" | "note" | "off"}}.

        OUTPUT:
          A passing file prints 'path: OK' on stdout. Findings go to stderr as
          'path:line:column: error: [rule] message', followed by the source line and a caret.

        FIXES:
          --fix renames a misspelled key to its only suggestion (when that key is absent)
          and replaces a deprecated value by its successor, changing only those bytes
          (written to a temporary file, then renamed over the original), then checks the
          file again. --fix --dry-run prints the change as a unified diff instead.
          The JSON and SARIF reports list every finding's fixes as byte-range edits.

        EXIT STATUS:
          0   every file passed (warnings allowed unless --strict)
          1   at least one file has an error (including a missing, unreadable or empty file)
          64  usage error (unknown option, bad value, no paths)

        """
        return s
    }

    /// `--list-rules`: one line per catalogued rule, `id  severity  summary`, in columns.
    static var ruleList: String {
        let rules = DiagnosticRule.catalogue
        let idWidth = rules.map(\.id.count).max() ?? 0
        return rules.map { rule in
            let id = rule.id.padding(toLength: idWidth + 2, withPad: " ", startingAt: 0)
            let severity = rule.defaultSeverity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
            return id + severity + rule.summary + "\n"
        }.joined()
    }

    /// `--list-kinds`: one line per built-in kind, `id  patterns`, in columns.
    static var kindList: String { kindTable(indent: "") }

    /// The built-in kinds, one a line: id, then the file patterns it applies to.
    static func kindTable(indent: String) -> String {
        let width = PlistKind.allCases.map(\.id.count).max() ?? 0
        return PlistKind.allCases.map { kind in
            indent + kind.id.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                + (kind.filePatterns.isEmpty ? "(by --kind or .plistkit.json only)" : kind.filePatterns.joined(separator: ", ")) + "\n"
        }.joined()
    }

    /// `plist-lint <version>`, printed by `--version`.
    static var versionText: String { "\(commandName) \(PlistLintCommand.version)\n" }
}
