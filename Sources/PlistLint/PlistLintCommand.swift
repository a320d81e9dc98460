import CommandLineSupport
import Foundation
import PlistKit

/// `plist-lint`: checks property lists for CI, as a library so that tests run it in-process.
///
/// ```swift
/// let status = PlistLintCommand.run(["--quiet", "Fixtures"], io: io)
/// ```
/// argv → tokens → ``LintOptions`` → validation → run. Exit status: `0` when every file
/// passes (warnings allowed unless `--strict`), `1` when any file has an error (a missing,
/// unreadable, oversized or empty file included), `64` (`EX_USAGE`) for a usage error.
package enum PlistLintCommand {
    /// The version printed by `--version`.
    package static let version = ToolVersion.current

    /// Exit status: every file passed.
    package static let exitSuccess: Int32 = 0
    /// Exit status: at least one file failed.
    package static let exitFailure: Int32 = 1
    /// Exit status: the command line was wrong (`EX_USAGE` from sysexits.h).
    package static let exitUsage: Int32 = 64

    /// How schema files become checkers: JSON Schema files validated with ``Validator``
    /// (``LintSchemaLoader/jsonSchema``). With `nil`, `--schema` is an error and sibling
    /// `NAME.schema.json` files are not looked for.
    package static var defaultSchemaLoader: LintSchemaLoader? { .jsonSchema }

    /// Runs with the process's argv, stdout and stderr; returns the exit status.
    package static func main(_ arguments: [String]) -> Int32 {
        run(arguments, io: .standard)
    }

    /// Runs with argv given as bytes (without the program name), e.g. from
    /// `CommandLine.unsafeArgv`: an argument that is not valid UTF-8 keeps its bytes
    /// (``NonUTF8Argument``), so that a file named with byte 0xFF is read, and named
    /// `\xFF` in results, instead of being looked up under a U+FFFD name that does not exist.
    package static func main(rawArguments: [[UInt8]]) -> Int32 {
        run(rawArguments.map(NonUTF8Argument.decode), io: .standard)
    }

    /// Runs the command.
    ///
    /// - Parameters:
    ///   - arguments: argv without the program name.
    ///   - io: where output goes; tests inject closures that collect it.
    ///   - schemaLoader: how schema files are loaded (defaults to ``defaultSchemaLoader``).
    /// - Returns: `0`, `1` or `64`, as described on the type.
    package static func run(_ arguments: [String], io: LintIO,
                           schemaLoader: LintSchemaLoader? = defaultSchemaLoader) -> Int32 {
        let options: LintOptions
        do {
            switch try LintOptions.parse(arguments) {
            case .help:
                io.writeOut(LintHelp.text)
                return exitSuccess
            case .version:
                io.writeOut(LintHelp.versionText)
                return exitSuccess
            case .listRules:
                io.writeOut(LintHelp.ruleList)
                return exitSuccess
            case .explain(let rule):
                io.writeOut(rule.explainedText)
                return exitSuccess
            case .listKinds:
                io.writeOut(LintHelp.kindList)
                return exitSuccess
            case .printSchema(let kind):
                io.writeOut(kind.jsonSchemaText)
                return exitSuccess
            case .lint(let parsed):
                options = parsed
            }
        } catch let error as UsageError {
            io.writeErr(LintHelp.report(error.namingRawArgumentsVisibly))
            return exitUsage
        } catch {
            io.writeErr(LintHelp.report(.noPaths))
            return exitUsage
        }
        return lint(options, io: io, schemaLoader: schemaLoader)
    }

    /// Checks the files named by validated options.
    static func lint(_ options: LintOptions, io: LintIO, schemaLoader: LintSchemaLoader?) -> Int32 {
        let renderer = DiagnosticRenderer(usesColor: io.usesColor(options.color), showsSourceLine: true)
        let textReporter = TextReporter(io: io, renderer: renderer, quiet: options.quiet, verbose: options.verbose)

        var commonSchema: (checker: any LintSchemaChecker, name: String)?
        if let schemaPath = options.schemaPath {
            switch loadCommonSchema(schemaPath, loader: schemaLoader, limits: options.readerLimits) {
            case .checker(let checker):
                commonSchema = (checker, schemaName(schemaPath))
            case .failed(let problem), .absent(let problem):
                // Named as the problem names it: escaped, and in its visible form when not valid UTF-8.
                let name = problem.file ?? schemaName(schemaPath)
                let result = FileResult(path: name, format: nil, diagnostics: [problem], source: nil, strict: options.strict)
                switch options.outputFormat {
                case .json: io.writeOut(JSONReporter.document([result]))
                case .sarif: io.writeOut(SARIFReporter.document([result]))
                case .github: GitHubReporter(io: io).report(result)
                case .text: io.writeErr(renderer.render(problem))
                }
                return exitFailure
            }
        }

        // Each file's .plistkit.json (found upward, read once) chooses among the files found in
        // folders, maps files to schemas and sets rule severities.
        let configurations = ConfigurationFinder(limits: options.readerLimits)
        let linter = FileLinter(options: options, commonSchema: commonSchema,
                                siblingSchemas: schemaLoader.map { SchemaCache(loader: $0, limits: options.readerLimits) },
                                configurations: configurations, standardInput: io.standardInput)
        let tally = Tally()
        // JSON and SARIF are one document written at the end; text and GitHub stream per file.
        let keepsResults = options.outputFormat == .json || options.outputFormat == .sarif
        let gitHubReporter = GitHubReporter(io: io)
        var expansion = LintTarget.Expansion(options.paths)
        let includeUse = IncludeUse()
        expansion.isIncluded = { path in
            let found = configurations.configuration(forFile: path)
            guard case .configuration(let configuration) = found.entry else { return true }
            return includeUse.includes(found.relativePath, in: configuration)
        }
        // A configuration that did not load is reported once, before the first file it governs.
        let configurationReports = ConfigurationReports()
        let report: @Sendable (FileResult) -> Void = { result in
            tally.add(result, keep: keepsResults)
            if let fixReport = result.fixReport {
                // The diff or the count of fixes: on stdout, unless stdout holds one document.
                if keepsResults { io.writeErr(fixReport) } else { io.writeOut(fixReport) }
            }
            switch options.outputFormat {
            case .text: textReporter.report(result)
            case .github: gitHubReporter.report(result)
            case .json, .sarif: break
            }
        }
        let checked = LintRunner.run(expansion, jobs: options.jobs, linter: linter) { delivered in
            configurationReports.expand(delivered).forEach(report)
        }
        // `include` patterns that matched no file, once the folders searched are known.
        let searched = options.paths.filter { $0 != "-" && !NonUTF8Argument.isRaw($0) }.map(configurations.absolutePath)
            .filter { PathKind(of: Array($0.utf8)) == .directory }
        let unmatched = includeUse.unmatched(searchedFolders: searched, strict: options.strict)
        unmatched.forEach(report)
        switch options.outputFormat {
        case .json: io.writeOut(JSONReporter.document(tally.results))
        case .sarif: io.writeOut(SARIFReporter.document(tally.results))
        case .text: textReporter.summary(checked: checked + configurationReports.count + unmatched.count, failed: tally.failed)
        case .github: break
        }
        return tally.failed == 0 ? exitSuccess : exitFailure
    }

    /// The name the `--schema` argument is printed under: its visible form when it was not
    /// valid UTF-8, else written as a checked file's name is (``FileLinter/printedName(ofPath:)``).
    private static func schemaName(_ argument: String) -> String {
        NonUTF8Argument.isRaw(argument)
            ? UntrustedText.escaped(NonUTF8Argument.displayName(argument), limit: FileLinter.maxPrintedPathLength)
            : FileLinter.printedName(ofPath: argument)
    }

    private enum CommonSchema {
        case checker(any LintSchemaChecker)
        case failed(Diagnostic)
        case absent(Diagnostic)
    }

    /// Loads the `--schema` file once; a missing or invalid schema fails the whole run (exit 1)
    /// before any input is read, since no input could be judged.
    private static func loadCommonSchema(_ path: String, loader: LintSchemaLoader?, limits: PlistReader.Options) -> CommonSchema {
        let name = schemaName(path)
        if NonUTF8Argument.isRaw(path) {
            return .failed(FileLinter.diagnostic(
                for: PlistReadError(.io, "name is not valid UTF-8; cannot be read (given with --schema)"), file: name))
        }
        guard let loader else {
            return .failed(FileLinter.diagnostic(
                for: PlistReadError(.io, "schema validation is not available in this build"), file: name))
        }
        switch SchemaCache.load(path, with: loader, limits: limits) {
        case .checker(let checker): return .checker(checker)
        case .failed(let problem): return .failed(problem)
        case .absent:
            return .absent(FileLinter.diagnostic(for: PlistReadError(.io, "no such file (given with --schema)"), file: name))
        }
    }

    /// Counts (and for JSON output keeps) results; only touched under the runner's ordering.
    private final class Tally: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [FileResult] = []
        private var failures = 0

        func add(_ result: FileResult, keep: Bool) {
            lock.lock()
            defer { lock.unlock() }
            if !result.passed { failures += 1 }
            // JSON output never shows source lines: the bytes are not kept for the document.
            if keep { var kept = result; kept.source = nil; storage.append(kept) }
        }

        var failed: Int { lock.lock(); defer { lock.unlock() }; return failures }
        var results: [FileResult] { lock.lock(); defer { lock.unlock() }; return storage }
    }
}
