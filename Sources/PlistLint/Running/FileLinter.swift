import CommandLineSupport
import Foundation
import PlistKit

/// Checks one file: read (format detected or forced), then the schema ``SchemaSelection``
/// chooses, then the severities of the file's configuration (``LintConfiguration``) applied.
/// Safe to call from several threads at once.
struct FileLinter: Sendable {
    var options: LintOptions
    let reader: PlistReader
    /// Chooses each file's schema (`--schema`, `--kind`, sibling, configured, built-in).
    let selection: SchemaSelection
    /// Finds each file's `.plistkit.json`; `nil` when none is looked for.
    let configurations: ConfigurationFinder?
    /// The descriptor read for the target `-` (``LintIO/standardInput``).
    let standardInput: Int32
    /// The flag that raises each reader limit, by ``PlistReader/Options`` property name, in the
    /// advice of the file's own limit findings (``LimitAdvice``): `plist-lint`'s flags unless
    /// another tool linting through this type (``DocumentLinter``) gives its own.
    var limitFlags = LintOptions.limitFlags

    init(options: LintOptions, commonSchema: (checker: any LintSchemaChecker, name: String)?, siblingSchemas: SchemaCache?,
         configurations: ConfigurationFinder? = nil, standardInput: Int32 = STDIN_FILENO) {
        self.options = options
        self.standardInput = standardInput
        var readerOptions = options.readerLimits
        readerOptions.format = options.format
        self.reader = PlistReader(options: readerOptions)
        self.selection = SchemaSelection(commonSchema: commonSchema, forcedKind: options.kind, schemaFiles: siblingSchemas,
                                         builtinSchemas: options.builtinSchemas)
        self.configurations = configurations
    }

    /// The longest file name printed before it is truncated.
    static let maxPrintedPathLength = 4096

    /// The name printed for a file given by its text path (a schema file): written as a
    /// checked file's name is (``LintTarget/shownName(of:)``: a backslash doubled, so that no
    /// two names print alike), escaped, and cut at ``maxPrintedPathLength``.
    static func printedName(ofPath path: String) -> String {
        UntrustedText.escaped(LintTarget.shownName(of: Array(path.utf8)), limit: maxPrintedPathLength)
    }

    /// Checks `target`, its bytes read from disk.
    func lint(_ target: LintTarget) -> FileResult {
        lint(target, contents: nil)
    }

    /// Checks `target`: its bytes read from disk, or `contents` when given (an editor's
    /// unsaved text, checked under the file's name, configuration and schema as if saved).
    func lint(_ target: LintTarget, contents: Data?) -> FileResult {
        // The name printed is escaped: a file name can hold a newline or an escape sequence
        // that would forge a diagnostic line or rewrite the terminal.
        let name = UntrustedText.escaped(target.path, limit: Self.maxPrintedPathLength)
        var configuration: LintConfiguration?
        var relativePath: [Substring] = []
        var configurationProblem: FileResult?
        if let configurations, !target.isStandardInput {
            let found = configurations.configuration(forFile: target.path)
            switch found.entry {
            case .configuration(let c): configuration = c; relativePath = found.relativePath
            case .failed(let problem): configurationProblem = problem
            case .none: break
            }
        }
        var checked = lint(target, name: name, configuration: configuration, relativePath: relativePath, contents: contents)
        if let configurationProblem {
            checked.configurationResults = [configurationProblem]
            return checked
        }
        let diagnostics: [Diagnostic]
        if let configuration, !configuration.rules.isEmpty {
            // The error that stopped the read is not the configuration's to change: a file
            // that could not be read was not checked (`"syntax": "off"` must not pass it).
            if checked.endsWithReadError, let stop = checked.diagnostics.last {
                diagnostics = configuration.applyingRules(to: checked.diagnostics.dropLast()) + [stop]
            } else {
                diagnostics = configuration.applyingRules(to: checked.diagnostics)
            }
        } else {
            return checked
        }
        var adjusted = result(target, name, format: checked.format, diagnostics, source: checked.source)
        adjusted.schema = checked.schema
        adjusted.schemaChoice = checked.schemaChoice
        adjusted.document = checked.document
        return adjusted
    }

    /// Reads `target` and checks it against the schema ``selection`` chooses.
    private func lint(_ target: LintTarget, name: String, configuration: LintConfiguration?,
                      relativePath: [Substring], contents: Data?) -> FileResult {
        if let problem = target.problem {
            var failed = result(target, name, format: nil, [problem.inFile(name)], source: nil)
            failed.endsWithReadError = true
            return failed
        }
        let data: Data
        // The bytes source excerpts quote (the file's own, as read).
        let excerptSource: Data?
        do {
            if let contents {
                data = contents
                excerptSource = data
            } else if target.isStandardInput {
                data = try StandardInput.read(standardInput, maxSize: options.maxSize)
                excerptSource = data
            } else {
                // By its bytes: `rawPath` when they are not valid UTF-8, which no `String` path
                // names, or hold a backslash (shown escaped); else the text's bytes, never
                // through a `URL`, which would expand a leading `~` to the home folder and drop
                // a trailing `/`: the file read is the file named. A file found in a folder is
                // opened beneath that folder, no symbolic link followed on the way.
                let read = try reader.contents(ofPath: target.rawPath ?? Array(target.path.utf8),
                                               beneath: target.walkRootLength, file: name)
                // A file whose content is not what it stated when opened is not checked: a
                // synthetic file (`/proc/self/environ` states 0 bytes and holds the environment,
                // which no message or excerpt may then quote) or one rewritten while read, whose
                // verdict would be about bytes that are no longer there.
                guard read.statedSize == read.data.count else {
                    let problem = PlistReadError(.io, "file changed size while it was read (stated \(read.statedSize) bytes, read \(read.data.count)): a synthetic file such as one in /proc, or one being written; not checked")
                    var failed = result(target, name, format: nil, [Self.diagnostic(for: problem, file: name, limitFlags: limitFlags)], source: nil)
                    failed.endsWithReadError = true
                    return failed
                }
                data = read.data
                excerptSource = data
            }
        } catch {
            var failed = result(target, name, format: nil, [Self.diagnostic(for: error, file: name, limitFlags: limitFlags)], source: nil)
            failed.endsWithReadError = true
            return failed
        }
        let choice = chooseSchema(for: target, configuration: configuration, relativePath: relativePath)
        let document: PlistDocument
        // Array elements are read as the streamed decode reads a root array's, each checked (in
        // the arrays whose schema allows it element by element; every array when no schema
        // applies) and dropped as it ends, so memory holds the file's bytes (kept to quote them)
        // and one element's tree, not the tree. An editor's document (`contents`) is read whole:
        // completion and hover need the tree.
        let elements = ElementFindings(choice.checker?.elementValidation(file: name))
        do {
            if contents == nil, choice.checker == nil || elements.validation != nil {
                document = try reader.read(data, file: name, streaming: elements.streaming)
            } else {
                document = try reader.read(data, file: name)
            }
        } catch {
            // Warnings found before a fatal error are reported ahead of it, as a compiler does.
            let earlier = (error as? PlistReadError)?.precedingDiagnostics ?? []
            // The format it was read as, which the error does not say: forced, or detected.
            let format = options.format ?? PlistFormat.detected(in: data)
            var failed = result(target, name, format: format, earlier + [Self.diagnostic(for: error, file: name, limitFlags: limitFlags)], source: excerptSource)
            failed.endsWithReadError = true
            // An editor completes a half-typed document from the schema its file would be checked against.
            if contents != nil { failed.schemaChoice = choice }
            return failed
        }
        var diagnostics = document.diagnostics
        if let problem = choice.problem { diagnostics.append(problem) }
        if let checker = choice.checker {
            // Streamed: the elements' findings, and the root (now an empty array) checked as itself.
            diagnostics += elements.diagnostics + checker.check(document)
        }
        if diagnostics.contains(where: { !$0.fixes.isEmpty }),
           let editor = try? PlistSourceEditor(source: data, format: document.format, options: reader.options) {
            // The schema's fixes are tree edits: their byte ranges come from the file's text.
            diagnostics = editor.resolvingFixes(of: diagnostics)
        }
        var checked = result(target, name, format: document.format, diagnostics, source: excerptSource)
        checked.schema = choice.label
        checked.schemaChoice = choice
        if contents != nil { checked.document = document }
        if options.fix, !target.isStandardInput, target.rawPath == nil,
           let fixed = FileFixer.fixed(data, format: document.format, options: reader.options, diagnostics: diagnostics) {
            let count = "\(fixed.applied) fix\(fixed.applied == 1 ? "" : "es")"
            if options.dryRun {
                checked.fixReport = document.format == .binary
                    ? "\(name): \(count) would write this binary property list again\n"
                    : UnifiedDiff.render(path: name, original: [UInt8](data), edits: fixed.edits)
                return checked
            }
            do {
                try AtomicFileWriter.replaceContents(ofFileAtPath: target.path, with: fixed.data, expecting: data)
            } catch {
                checked.diagnostics.append(Diagnostic(severity: .error, rule: .io,
                    message: DiagnosticRule.cannotWriteFixesMessage(error), file: name))
                checked.passed = false
                return checked
            }
            // Checked again: what remains is reported.
            var again = self
            again.options.fix = false
            var relinted = again.lint(target, name: name, configuration: configuration, relativePath: relativePath, contents: nil)
            relinted.fixReport = "\(name): applied \(count)\n"
            return relinted
        }
        return checked
    }

    /// The schema ``selection`` chooses for `target`.
    private func chooseSchema(for target: LintTarget, configuration: LintConfiguration?, relativePath: [Substring]) -> SchemaSelection.Choice {
        selection.choice(for: target, configuration: configuration, relativePath: relativePath) { path in
            configurations.map { $0.printedName(ofAbsolutePath: $0.absolutePath(path)) } ?? path
        }
    }

    private func result(_ name: String, format: PlistFormat?, _ diagnostics: [Diagnostic], source: Data?) -> FileResult {
        // The bytes are kept only when there is something to show them under.
        FileResult(path: name, format: format, diagnostics: diagnostics, source: diagnostics.isEmpty ? nil : source,
                   strict: options.strict)
    }

    /// ``result(_:format:_:source:)`` for `target`, carrying its path's own bytes.
    private func result(_ target: LintTarget, _ name: String, format: PlistFormat?, _ diagnostics: [Diagnostic],
                        source: Data?) -> FileResult {
        var result = result(name, format: format, diagnostics, source: source)
        if !target.isStandardInput { result.pathBytes = target.rawPath ?? Array(target.path.utf8) }
        return result
    }

    /// `NAME.schema.json` for `NAME.plist`; `nil` for other names. The name is matched by its
    /// bytes, as the folder walk matches `*.plist` (`\u{600}.plist`, whose `.` joins the
    /// character before it, is a `*.plist` file too).
    static func siblingSchemaPath(for path: String) -> String? {
        // Cut before an ASCII byte: the rest of valid UTF-8 stays valid, decoded unchanged.
        siblingSchemaPath(for: Array(path.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// ``siblingSchemaPath(for:)-(String)`` for a path given by its bytes, which need not be
    /// valid UTF-8.
    static func siblingSchemaPath(for path: [UInt8]) -> [UInt8]? {
        let suffix = ".plist".utf8
        guard path.count > suffix.count, path.suffix(suffix.count).elementsEqual(suffix) else { return nil }
        return path.dropLast(suffix.count) + Array(".schema.json".utf8)
    }

    /// For a sibling schema whose name is not valid UTF-8: an error when it exists, since the
    /// schema cache and loader take `String` paths and a schema must not be skipped silently;
    /// `nil` when there is none.
    static func unreadableSchema(_ schema: [UInt8]) -> Diagnostic? {
        guard PathKind(of: schema) != .missing else { return nil }
        let name = UntrustedText.escaped(NonUTF8Argument.visibleForm(schema), limit: maxPrintedPathLength)
        return Diagnostic(severity: .error, rule: PlistReadError.Kind.io.rawValue,
                          message: "schema name is not valid UTF-8; cannot be read", file: name)
    }

    /// Any error as an error diagnostic naming `file`: a ``PlistReadError`` as itself (its
    /// limit advice rewritten with `limitFlags`, ``LimitAdvice``), anything else with rule
    /// `internal`.
    static func diagnostic(for error: any Error, file: String, limitFlags: [String: String] = LintOptions.limitFlags) -> Diagnostic {
        if let readError = error as? PlistReadError {
            var d = readError.diagnostic
            // The command's own flag raises this limit, not the library option; advice about a
            // limit it has no flag for is dropped.
            d.message = LimitAdvice.rewritten(d.message, flags: limitFlags)
            if d.file == nil { d = d.inFile(file) }
            return d
        }
        if let schemaError = error as? JSONSchemaError {
            var d = schemaError.diagnostic
            if d.file == nil { d = d.inFile(file) }
            return d
        }
        return Diagnostic(severity: .error, rule: .internalFailure,
                          message: DiagnosticRule.internalFailureMessage(error), file: file)
    }
}

extension LintOptions {
    /// The reader limits of this run (`--max-size`, `--max-values`), applied to input files
    /// and to schema files alike; the format is left to detection.
    var readerLimits: PlistReader.Options {
        var options = PlistReader.Options()
        options.maxInputSize = maxSize
        options.maxValueCount = maxValues
        return options
    }
}

/// The findings of array elements checked as the reader hands them over (a class: the
/// reader's sink is an escaping closure). Without a validation, every array streams and its
/// elements are dropped: only the reader's findings are wanted.
private final class ElementFindings {
    var validation: ElementValidation?

    init(_ validation: ElementValidation?) { self.validation = validation }

    /// What the reader streams, and where the elements go.
    /// Without a validation no value is kept: every array streams and the root dictionary
    /// keeps no entry (their keys are kept, to find repeated ones).
    var streaming: TreeStreaming {
        guard let validation else { return TreeStreaming(.matching({ _ in true }), rootDictionaryKeeps: { _ in false }, sink: { _, _, _ in }) }
        return TreeStreaming(.matching({ self.validation?.streams(arrayAt: $0) ?? false }),
                             rootDictionaryKeeps: validation.rootDictionaryKeeps,
                             sink: { self.validation?.check($0, inArrayAt: $1, index: $2) })
    }

    var diagnostics: [Diagnostic] { validation?.diagnostics ?? [] }
}
