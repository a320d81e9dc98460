import CommandLineSupport

/// The options `plist-lint` understands: one table used for parsing, for "did you mean"
/// suggestions and for the help text, so the three never disagree.
enum LintOption: CommandOption {
    case quiet, strict, schema, kind, noBuiltinSchemas, format, jobs, maxSize, maxValues, verbose, color, outputFormat, fix, dryRun, listRules, explain,
         listKinds, printSchema, help, version

    /// The long name with its dashes, e.g. `--quiet`.
    var longName: String {
        switch self {
        case .quiet: return "--quiet"
        case .strict: return "--strict"
        case .schema: return "--schema"
        case .kind: return "--kind"
        case .noBuiltinSchemas: return "--no-builtin-schemas"
        case .listKinds: return "--list-kinds"
        case .printSchema: return "--print-schema"
        case .format: return "--format"
        case .jobs: return "--jobs"
        case .maxSize: return "--max-size"
        case .maxValues: return "--max-values"
        case .verbose: return "--verbose"
        case .color: return "--color"
        case .outputFormat: return "--output-format"
        case .fix: return "--fix"
        case .dryRun: return "--dry-run"
        case .listRules: return "--list-rules"
        case .explain: return "--explain"
        case .help: return "--help"
        case .version: return "--version"
        }
    }

    /// The one-letter name, e.g. `s` for `-s`, or `nil`.
    var shortName: Character? {
        switch self {
        case .quiet: return "s"
        case .jobs: return "j"
        case .help: return "h"
        default: return nil
        }
    }

    /// The placeholder of the option's value in help (`FILE`), or `nil` for a flag.
    var valueName: String? {
        switch self {
        case .schema: return "FILE"
        case .kind, .printSchema: return "KIND"
        case .format: return "xml|binary|json|openstep"
        case .jobs: return "N"
        case .maxSize: return "BYTES"
        case .maxValues: return "N"
        case .color: return "auto|always|never"
        case .outputFormat: return "text|json|sarif|github"
        case .explain: return "RULE"
        default: return nil
        }
    }

    /// Whether the value is a number (`--jobs`, `--max-size`, `--max-values`): `--jobs -1` then
    /// reports the invalid value `-1` rather than a missing value.
    var takesNumber: Bool {
        switch self {
        case .jobs, .maxSize, .maxValues: return true
        default: return false
        }
    }

    /// One line of help.
    var help: String {
        switch self {
        case .quiet: return "Print nothing for files that pass; print findings only."
        case .strict: return "Treat warnings as errors (a file with a warning fails)."
        case .schema: return "Validate every file against this JSON Schema (2020-12 subset). Without it, NAME.plist is checked against NAME.schema.json beside it when that file exists (see SCHEMAS)."
        case .kind: return "Check every file against the built-in schema of KIND (see --list-kinds), whatever its name."
        case .noBuiltinSchemas: return "Do not choose a built-in schema by a file's name or place (--kind and the configuration file's kinds still apply)."
        case .listKinds: return "List the built-in kinds with the file names and places they apply to, and exit."
        case .printSchema: return "Write the built-in JSON Schema 2020-12 of KIND to stdout, and exit."
        case .format: return "Read every file as this format instead of detecting it from the bytes."
        case .jobs: return "Check up to N files in parallel (default 1; 0 or auto: one per core). Output stays in argument order."
        case .maxSize: return "Reject files larger than BYTES before reading them (default 10485760 = 10 MiB; suffixes k, m, g = KiB, MiB, GiB)."
        case .maxValues: return "Reject files holding more than N values (arrays, dictionaries and scalars; a binary plist's shared object counts each place it appears) (default 1000000)."
        case .verbose: return "Say which format each passing file was read as and which schema each file was checked against (built-in kind or file), and print a summary."
        case .color: return "Colour the severity of findings (default auto: only when stderr is a terminal and NO_COLOR is unset)."
        case .outputFormat: return "text (default): compiler-style findings on stderr; json: one JSON report on stdout; sarif: one SARIF 2.1.0 log on stdout (for code scanning); github: GitHub Actions workflow commands on stdout (annotations)."
        case .fix: return "Apply the safe fixes (a misspelled key renamed to its only suggestion, a deprecated value replaced by its documented successor) in place, changing only those bytes, then check the file again and report what remains."
        case .dryRun: return "With --fix: print the changes as a unified diff on stdout instead of writing them."
        case .listRules: return "List every rule id with its default severity and summary, and exit."
        case .explain: return "Explain the rule RULE (what it finds, a bad and a good example), and exit."
        case .help: return "Show this help and exit."
        case .version: return "Show the version and exit."
        }
    }
}
