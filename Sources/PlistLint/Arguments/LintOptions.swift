import PlistKit

/// The typed, validated options of one `plist-lint` run.
package struct LintOptions: Equatable, Sendable {
    /// When to colour diagnostics.
    package enum ColorMode: String, Equatable, Sendable, CaseIterable {
        /// Only when stderr is a terminal and `NO_COLOR` is unset (default).
        case auto
        /// Always, even into a pipe.
        case always
        /// Never.
        case never
    }

    /// How results are printed.
    package enum OutputFormat: String, Equatable, Sendable, CaseIterable {
        /// `path: OK` on stdout, compiler-style findings on stderr (default).
        case text
        /// One JSON document on stdout describing every file (see the README).
        case json
        /// One SARIF 2.1.0 log on stdout (``SARIFReporter``), for code-scanning tools.
        case sarif
        /// GitHub Actions workflow commands on stdout (``GitHubReporter``): one annotation per
        /// finding.
        case github
    }

    /// The default of `--max-size`: 10 MiB. Lower than ``PlistReader/Options/maxInputSize``
    /// (1 GiB) because a CI linter reads files from pull requests; raise it for large files.
    package static let defaultMaxSize = 10 << 20

    /// The default of `--max-values`: 1 000 000. Lower than
    /// ``PlistReader/Options/maxValueCount`` (50 000 000): a 10 MiB file of ordinary values
    /// holds far fewer, while `[0,0,…]` or a binary plist repeating one shared object would
    /// otherwise build millions of nodes (hundreds of MiB) from a small file.
    package static let defaultMaxValues = 1_000_000

    /// The flag that raises each reader limit, by ``PlistReader/Options`` property name: the
    /// table ``LimitAdvice`` rewrites the library's `raise PlistReader.Options.NAME` with
    /// (`raise it with --max-size`); the advice about other limits (`maxDepth`,
    /// `maxStringLength`…) is dropped, since no flag raises them.
    package static let limitFlags = ["maxInputSize": "--max-size", "maxValueCount": "--max-values"]

    /// `-s`, `--quiet`: nothing for passing files.
    package var quiet = false
    /// `--strict`: warnings fail the file.
    package var strict = false
    /// `--schema FILE`: one JSON Schema for every input.
    package var schemaPath: String?
    /// `--kind KIND`: every input checked against this built-in schema.
    package var kind: PlistKind?
    /// `false` with `--no-builtin-schemas`: no built-in schema chosen by a file's name or place.
    package var builtinSchemas = true
    /// `--format`: read every file as this format instead of detecting it.
    package var format: PlistFormat?
    /// `-j`, `--jobs N`: files checked in parallel, 1 or more (default 1; `--jobs 0` and
    /// `--jobs auto` give one per core).
    package var jobs = 1
    /// `--max-size BYTES`: the largest file read (default ``defaultMaxSize``).
    package var maxSize = LintOptions.defaultMaxSize
    /// `--max-values N`: the most values one file may hold (default ``defaultMaxValues``).
    package var maxValues = LintOptions.defaultMaxValues
    /// `--verbose`: the format of each passing file, and a summary.
    package var verbose = false
    /// `--color`.
    package var color = ColorMode.auto
    /// `--output-format`.
    package var outputFormat = OutputFormat.text
    /// `--fix`: apply the safe fixes in place (``PlistSourceEditor``, ``AtomicFileWriter``).
    package var fix = false
    /// `--dry-run` (with `--fix`): print the fixes as a unified diff instead of writing them.
    package var dryRun = false
    /// The files and folders, in argument order; `-` is standard input (at most once).
    package var paths: [String] = []

    /// The defaults.
    package init() {}
}
