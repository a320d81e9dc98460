import Foundation
import CommandLineSupport
import PlistKit

/// What the command line asks for.
enum LintInvocation: Equatable, Sendable {
    /// Print the help text to stdout and exit 0.
    case help
    /// Print the version to stdout and exit 0.
    case version
    /// Print the rule catalogue (`--list-rules`) to stdout and exit 0.
    case listRules
    /// Print one rule's explanation (`--explain RULE`) to stdout and exit 0.
    case explain(DiagnosticRule)
    /// Print the built-in kinds (`--list-kinds`) to stdout and exit 0.
    case listKinds
    /// Print a built-in kind's JSON Schema (`--print-schema KIND`) to stdout and exit 0.
    case printSchema(PlistKind)
    /// Check files.
    case lint(LintOptions)
}

extension UsageError {
    /// `plist-lint` was given no files or folders.
    static let noPaths = UsageError.missingArgument(message: "No files or folders given.")
    /// `--schema` and `--kind` were both given.
    static let schemaAndKind = UsageError.missingArgument(message: "'--schema' and '--kind' cannot be given together: each chooses the schema of every file.")
    /// `-` (standard input) was given more than once.
    static let repeatedStandardInput = UsageError.repeatedArgument(StandardInput.argument,
                                                                   reason: "standard input can be read only once")
}

extension LintOptions {
    /// The largest `--jobs` accepted.
    static let maxJobs = 64

    /// `--jobs 0` and `--jobs auto`: one job per core the process may use, at most ``maxJobs``.
    static var jobsForEveryCore: Int { min(max(1, ProcessInfo.processInfo.activeProcessorCount), maxJobs) }

    /// Parses argv (without the program name): split into tokens, bind them to options, validate.
    /// `--help` and `--version` anywhere win over every other argument and error.
    ///
    /// - Throws: ``UsageError`` for an unknown option, a missing, unexpected or invalid value,
    ///   no paths, or `-` (standard input) given more than once (also after `--`).
    static func parse(_ arguments: [String]) throws -> LintInvocation {
        let tokens = ArgumentToken.split(arguments)
        for case .option(let name, _) in tokens {
            if LintOption.named(name) == .help { return .help }
        }
        for case .option(let name, _) in tokens {
            if LintOption.named(name) == .version { return .version }
        }
        var options = LintOptions()
        let bound = try LintOption.bind(tokens)
        // --list-rules, --explain, --list-kinds and --print-schema check no files: a path given
        // with them is a usage error rather than silently ignored.
        func checkingNoFiles(_ option: LintOption, _ what: String) throws {
            if let extra = bound.values.first {
                throw UsageError.unexpectedArgument(extra, reason: "\(option.longName) \(what) and checks no files")
            }
        }
        if bound.options.contains(where: { $0.0 == .listRules }) {
            try checkingNoFiles(.listRules, "lists the rules")
            return .listRules
        }
        if let (_, value) = bound.options.last(where: { $0.0 == .explain }) {
            try checkingNoFiles(.explain, "takes one rule id")
            return .explain(try explainedRule(value ?? ""))
        }
        if bound.options.contains(where: { $0.0 == .listKinds }) {
            try checkingNoFiles(.listKinds, "lists the built-in kinds")
            return .listKinds
        }
        if let (_, value) = bound.options.last(where: { $0.0 == .printSchema }) {
            try checkingNoFiles(.printSchema, "writes one schema")
            return .printSchema(try namedKind(value ?? "", option: .printSchema))
        }
        for (option, value) in bound.options { try options.set(option, to: value) }
        options.paths = bound.values
        if options.paths.isEmpty { throw UsageError.noPaths }
        if options.dryRun && !options.fix { throw UsageError.missingArgument(message: "--dry-run needs --fix") }
        if options.schemaPath != nil && options.kind != nil { throw UsageError.schemaAndKind }
        if options.paths.lazy.filter({ $0 == StandardInput.argument }).count > 1 { throw UsageError.repeatedStandardInput }
        return .lint(options)
    }

    /// The rule `--explain` names; an unknown id is a usage error naming the nearest id.
    static func explainedRule(_ id: String) throws -> DiagnosticRule {
        if let rule = DiagnosticRule.named(id) { return rule }
        var expected = "a rule id listed by --list-rules"
        if let near = EditDistance.closest(to: id, in: DiagnosticRule.catalogue.map(\.id)) { expected += " (did you mean '\(near)'?)" }
        throw UsageError.invalidValue(option: LintOption.explain.longName, value: id, expected: expected)
    }

    /// The built-in kind `id` names (`--kind`, `--print-schema`); an unknown id is a usage error
    /// listing the kinds, with the nearest one first when it is a near-miss.
    static func namedKind(_ id: String, option: LintOption) throws -> PlistKind {
        if let kind = PlistKind(id: id) { return kind }
        var expected = "one of " + PlistKind.allCases.map(\.id).joined(separator: ", ")
        if let near = EditDistance.closest(to: id, in: PlistKind.allCases.map(\.id)) { expected += " (did you mean '\(near)'?)" }
        throw UsageError.invalidValue(option: option.longName, value: id, expected: expected)
    }

    /// Binds one option (the last occurrence of a repeated option wins).
    private mutating func set(_ option: LintOption, to value: String?) throws {
        let text = value ?? ""
        func invalid(_ expected: String) -> UsageError {
            UsageError.invalidValue(option: option.longName, value: text, expected: expected)
        }
        switch option {
        case .quiet: quiet = true
        case .strict: strict = true
        case .verbose: verbose = true
        case .noBuiltinSchemas: builtinSchemas = false
        case .fix: fix = true
        case .dryRun: dryRun = true
        case .help, .version, .listRules, .explain, .listKinds, .printSchema: break
        case .kind:
            kind = try Self.namedKind(text, option: option)
        case .schema:
            guard !text.isEmpty else { throw invalid("a file path") }
            schemaPath = text
        case .format:
            guard let f = PlistFormat(rawValue: text) else { throw invalid("xml, binary, json or openstep") }
            format = f
        case .jobs:
            // 0 and auto: one per core the process may use (ProcessInfo.activeProcessorCount).
            guard let n = text == "auto" ? 0 : Int(text), (0...Self.maxJobs).contains(n), text != "-0" else {
                throw invalid("a whole number from 0 to \(Self.maxJobs) or auto (0 and auto: one per core)")
            }
            jobs = n == 0 ? Self.jobsForEveryCore : n
        case .maxSize:
            guard let n = ByteCount(text)?.bytes else { throw invalid(ByteCount.expected) }
            maxSize = n
        case .maxValues:
            guard let n = Int(text), n > 0 else { throw invalid("a positive whole number") }
            maxValues = n
        case .color:
            guard let c = ColorMode(rawValue: text) else { throw invalid("auto, always or never") }
            color = c
        case .outputFormat:
            guard let f = OutputFormat(rawValue: text) else { throw invalid("text, json, sarif or github") }
            outputFormat = f
        }
    }
}
