import CommandLineSupport
import Testing
@testable import PlistKit
@testable import PlistLint

@Suite struct ArgumentParsingTests {
    static func options(_ configure: (inout LintOptions) -> Void) -> LintInvocation {
        var o = LintOptions()
        configure(&o)
        return .lint(o)
    }

    static let valid: [(String, [String], LintInvocation)] = [
        ("one file", ["a.plist"], options { $0.paths = ["a.plist"] }),
        ("files keep their order", ["b.plist", "a.plist", "dir"], options { $0.paths = ["b.plist", "a.plist", "dir"] }),
        ("short quiet", ["-s", "a.plist"], options { $0.quiet = true; $0.paths = ["a.plist"] }),
        ("every option", ["--quiet", "--strict", "--schema", "s.json", "--format", "json", "-j", "2",
                          "--max-size=1m", "--verbose", "--color", "never", "--output-format=json", "x"],
         options {
             $0.quiet = true; $0.strict = true; $0.schemaPath = "s.json"; $0.format = .json; $0.jobs = 2
             $0.maxSize = 1 << 20; $0.verbose = true; $0.color = .never; $0.outputFormat = .json; $0.paths = ["x"]
         }),
        ("max-size in bytes and suffixes", ["--max-size", "4096", "--max-size", "2K", "x"], options { $0.maxSize = 2048; $0.paths = ["x"] }),
        ("max-values", ["--max-values", "5000", "x"], options { $0.maxValues = 5000; $0.paths = ["x"] }),
        ("after -- everything is a path", ["--", "--quiet", "-"], options { $0.paths = ["--quiet", "-"] }),
        ("- is a path (standard input)", ["a.plist", "-", "b"], options { $0.paths = ["a.plist", "-", "b"] }),
        ("help wins over errors", ["--bogus", "--help"], .help),
        ("short help", ["-h"], .help),
        ("version", ["--version", "a.plist"], .version),
        ("jobs 0: one per core", ["--jobs", "0", "x"], options { $0.jobs = LintOptions.jobsForEveryCore; $0.paths = ["x"] }),
        ("jobs auto: one per core", ["-j", "auto", "x"], options { $0.jobs = LintOptions.jobsForEveryCore; $0.paths = ["x"] }),
        // The short form takes its value attached as well (getopt's -j4), the same values as --jobs.
        ("-j0: one per core", ["-j0", "x"], options { $0.jobs = LintOptions.jobsForEveryCore; $0.paths = ["x"] }),
        ("-jauto: one per core", ["-jauto", "x"], options { $0.jobs = LintOptions.jobsForEveryCore; $0.paths = ["x"] }),
        ("-j4", ["x", "-j4"], options { $0.jobs = 4; $0.paths = ["x"] }),
        ("sarif output", ["--output-format", "sarif", "x"], options { $0.outputFormat = .sarif; $0.paths = ["x"] }),
        ("github output", ["--output-format=github", "x"], options { $0.outputFormat = .github; $0.paths = ["x"] }),
        ("list rules needs no path", ["--list-rules"], .listRules),
        ("explain needs no path", ["--explain", "unknown-key"], .explain(DiagnosticRule.named("unknown-key")!)),
    ]

    @Test(arguments: valid.indices)
    func parsesValidCommandLines(_ i: Int) throws {
        let (name, argv, expected) = Self.valid[i]
        #expect(try LintOptions.parse(argv) == expected, "\(name)")
    }

    static let invalid: [([String], String)] = [
        ([], "No files or folders given."),
        (["--quiet"], "No files or folders given."),
        (["--quite", "a.plist"], "Unknown option '--quite'. Did you mean '--quiet'?"),
        (["--strcit", "a.plist"], "Unknown option '--strcit'. Did you mean '--strict'?"),
        (["--max-szie=3", "a.plist"], "Unknown option '--max-szie'. Did you mean '--max-size'?"),
        (["--frobnicate", "a.plist"], "Unknown option '--frobnicate'."),
        (["-x", "a.plist"], "Unknown option '-x'."),
        (["--jobs"], "Missing value for '--jobs <N>'."),
        (["a.plist", "--schema"], "Missing value for '--schema <FILE>'."),
        (["--jobs", "65", "a.plist"], "The value '65' is invalid for '--jobs': expected a whole number from 0 to 64 or auto (0 and auto: one per core)."),
        (["--explain", "duplikate-key"], "The value 'duplikate-key' is invalid for '--explain': expected a rule id listed by --list-rules (did you mean 'duplicate-key'?)."),
        (["--explain", "frobnicate"], "The value 'frobnicate' is invalid for '--explain': expected a rule id listed by --list-rules."),
        (["--jobs=two", "a.plist"], "The value 'two' is invalid for '--jobs': expected a whole number from 0 to 64 or auto (0 and auto: one per core)."),
        (["--format", "yaml", "a.plist"], "The value 'yaml' is invalid for '--format': expected xml, binary, json or openstep."),
        (["--color=sometimes", "a.plist"], "The value 'sometimes' is invalid for '--color': expected auto, always or never."),
        (["--max-size=-5", "a.plist"], "The value '-5' is invalid for '--max-size': expected a positive number of bytes, optionally with k, m or g."),
        (["--max-size", "99999999999999999999g", "a"], "The value '99999999999999999999g' is invalid for '--max-size': expected a positive number of bytes, optionally with k, m or g."),
        (["--max-values", "0", "a"], "The value '0' is invalid for '--max-values': expected a positive whole number."),
        (["--max-values=1e6", "a"], "The value '1e6' is invalid for '--max-values': expected a positive whole number."),
        (["--output-format", "sarif2", "a"], "The value 'sarif2' is invalid for '--output-format': expected text, json, sarif or github."),
        // A negative number after a numeric option is its value (then rejected), not an option.
        (["--jobs", "-1", "a.plist"], "The value '-1' is invalid for '--jobs': expected a whole number from 0 to 64 or auto (0 and auto: one per core)."),
        (["-j", "-5", "a.plist"], "The value '-5' is invalid for '--jobs': expected a whole number from 0 to 64 or auto (0 and auto: one per core)."),
        (["a.plist", "--jobs", "-0"], "The value '-0' is invalid for '--jobs': expected a whole number from 0 to 64 or auto (0 and auto: one per core)."),
        (["--max-size", "-1", "a"], "The value '-1' is invalid for '--max-size': expected a positive number of bytes, optionally with k, m or g."),
        (["--max-size", "-2k", "a"], "The value '-2k' is invalid for '--max-size': expected a positive number of bytes, optionally with k, m or g."),
        (["--max-values", "-5", "a"], "The value '-5' is invalid for '--max-values': expected a positive whole number."),
        // Only a number: an option after a numeric option is still an option; a negative number
        // after an option that takes no number is still not its value.
        (["--jobs", "-s", "a.plist"], "Missing value for '--jobs <N>'."),
        (["--jobs", "--quiet", "a.plist"], "Missing value for '--jobs <N>'."),
        (["--format", "-1", "a.plist"], "Missing value for '--format <xml|binary|json|openstep>'."),
        (["-1", "a.plist"], "Unknown option '-1'."),
        (["--quiet=yes", "a.plist"], "The flag '--quiet' does not take a value."),
        (["-j65", "a.plist"], "The value '65' is invalid for '--jobs': expected a whole number from 0 to 64 or auto (0 and auto: one per core)."),
        (["-sx", "a.plist"], "Unknown option '-sx'."),
        // --explain and --list-rules check no files: a path given with them is not ignored.
        (["--explain", "unknown-key", "a.plist"], "Unexpected argument 'a.plist': --explain takes one rule id and checks no files."),
        (["a.plist", "--list-rules"], "Unexpected argument 'a.plist': --list-rules lists the rules and checks no files."),
        (["-", "-"], "The argument '-' is given more than once: standard input can be read only once."),
        (["-", "a.plist", "--", "-"], "The argument '-' is given more than once: standard input can be read only once."),
        (["--\u{1B}[31mred", "a"], "Unknown option '--\\u{1B}[31mred'."),
    ]

    @Test(arguments: invalid.indices)
    func rejectsInvalidCommandLines(_ i: Int) {
        let (argv, message) = Self.invalid[i]
        #expect {
            try LintOptions.parse(argv)
        } throws: { error in
            (error as? UsageError)?.description == message
        }
    }

    @Test func tokenizerSplitsLikeArgumentParser() {
        #expect(ArgumentToken.split(["--a=b=c", "-s", "x", "--", "-y", "-"]) == [
            .option(name: "--a", value: "b=c"), .option(name: "-s", value: nil), .value("x"), .value("-y"), .value("-"),
        ])
    }

    static let distances: [(String, String, Int)] = [
        ("", "", 0), ("quiet", "quiet", 0), ("--quite", "--quiet", 1), ("ab", "ba", 1),
        ("kitten", "sitting", 3), ("", "abc", 3), ("九宫格", "九宮格", 1),
    ]

    @Test(arguments: distances.indices)
    func editDistance(_ i: Int) {
        let (a, b, d) = Self.distances[i]
        #expect(EditDistance.distance(a, b) == d)
        #expect(EditDistance.distance(b, a) == d)
    }
}
