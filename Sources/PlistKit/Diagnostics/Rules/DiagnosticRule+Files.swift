extension DiagnosticRule {
    /// Rules about a file as a whole: reading it, recognising its format, the limits that keep
    /// hostile input bounded, and the tools' own failures.
    static let fileRules: [DiagnosticRule] = [
        io, emptyFile, unknownFormat, syntax, limitExceeded, findingLimit, internalFailure,
    ]

    /// `io`: The file could not be read: missing, not a regular file, a symbolic link, unreadable or a folder.
    package static let io = DiagnosticRule("io", .error,
        summary: "The file could not be read: missing, not a regular file, a symbolic link, unreadable or a folder.",
        explanation: """
        PlistKit reads only regular files, opened without following symbolic links, so that \
        a link in a pull request cannot make a linter read a file outside the tree. A missing \
        file, a folder, a FIFO, a device or a permission problem is reported here, with the \
        system's reason.

        Bad:
            plist-lint Info.plist      # Info.plist is a symbolic link to ~/.ssh/config

        Good:
            plist-lint App/Info.plist  # the file itself
        """
    )

    /// `empty-file`: The file has no bytes, or only whitespace.
    package static let emptyFile = DiagnosticRule("empty-file", .error,
        summary: "The file has no bytes, or only whitespace.",
        explanation: """
        An empty file is not a property list in any format: Foundation refuses it too. A \
        file truncated by a failed write usually looks like this.

        Bad:
            (a file of zero bytes)

        Good:
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict/></plist>
        """
    )

    /// `unknown-format`: The bytes are not an XML, binary (bplist00), JSON or OpenStep property list.
    package static let unknownFormat = DiagnosticRule("unknown-format", .error,
        summary: "The bytes are not an XML, binary (bplist00), JSON or OpenStep property list.",
        explanation: """
        The format is detected from the first bytes: `bplist`, `<` (after an optional byte \
        order mark and whitespace), a JSON value, or an OpenStep value or strings file. A \
        well-known kind of file that is no property list is named (a ZIP archive such as an \
        .ipa or .xlsx, gzip data, a PNG, a PDF, a Mach-O or ELF binary, an SQLite database, \
        UTF-32 text); text whose first character starts no format (`#`, `%`, a control \
        character) is reported with what each format starts with.

        Bad:
            PK\\x03\\x04…                  (Settings.plist is a ZIP archive)

        Good:
            {"Name": "App"}
        """
    )

    /// `syntax`: The file is not well-formed in its format (XML, JSON or OpenStep syntax).
    package static let syntax = DiagnosticRule("syntax", .error,
        summary: "The file is not well-formed in its format (XML, JSON or OpenStep syntax).",
        explanation: """
        The reader's parser stopped: an unclosed tag, a mismatched end tag, a missing \
        comma or quote. The location is where the parser noticed the problem; a note may \
        point at the tag that was left open.

        Bad:
            <dict><key>Name</key><string>App</dict>

        Good:
            <dict><key>Name</key><string>App</string></dict>
        """
    )

    /// `limit-exceeded`: A configured limit was exceeded: file size, nesting depth, number of values, or a schema's size.
    package static let limitExceeded = DiagnosticRule("limit-exceeded", .error,
        summary: "A configured limit was exceeded: file size, nesting depth, number of values, or a schema's size.",
        explanation: """
        Every reader bounds what a hostile file can cost: the file's size \
        (`plist-lint --max-size`, `PlistReader.Options.maxInputSize`), the nesting depth \
        (`maxDepth`, 512 by default), the number of values (`--max-values`, \
        `maxValueCount`) and the size of an imported JSON Schema. Raise the limit when the \
        file is legitimately large. The decoder also stops, with this rule, a nesting that no \
        thread's stack could hold (a tree built in code thousands of levels deep); a nesting \
        within `maxDepth` decodes on any thread, on a larger stack when needed.

        Bad:
            plist-lint huge.plist                 # 40 MiB, over the default 10 MiB

        Good:
            plist-lint --max-size 64m huge.plist
        """
    )

    /// `finding-limit`: More findings than a file may report; the rest are counted, not shown.
    package static let findingLimit = DiagnosticRule("finding-limit", .warning,
        summary: "More findings than a file may report; the rest are counted, not shown.",
        explanation: """
        A reader or a schema check keeps at most 1 000 findings of each severity per file so \
        that a hostile file cannot fill memory or a CI log with warnings; this warning says \
        how many more there were. The cap is per severity, so warnings never hide the error \
        that fails the file. Fix the findings shown and run again.

        Bad:
            <dict><key>a</key><string/><key>a</key><string/> … 5 000 times

        Good:
            <dict><key>a</key><string/></dict>
        """
    )

    /// `internal`: An unexpected failure inside plist-lint while checking a file.
    package static let internalFailure = DiagnosticRule("internal", .error,
        summary: "An unexpected failure inside plist-lint while checking a file.",
        explanation: """
        plist-lint reports an error it did not expect as a finding of the file being \
        checked rather than stopping. It is a defect in PlistKit: please report it with \
        the file that causes it.

        Bad:
            (any file that produces this)

        Good:
            (the same file after the defect is fixed: no internal finding)
        """
    )
}

// MARK: Message templates of `limit-exceeded` met while importing schemas, decoding and validating

extension DiagnosticRule {
    /// The decoder's: the thread's stack cannot hold a deeper nested model or array.
    static let decodingStackMessage = "nesting too deep for this thread's stack; decode on a thread with a larger stack"

    /// The JSON Schema importer's, when the schema with every `"$ref"` inlined has more than
    /// `limit` (``Schema/jsonSchemaImportNodeLimit``) schemas and enum or const values.
    static func schemaTooLargeMessage(limit: Int) -> String {
        "schema too large: with every \"$ref\" inlined it has more than \(limit) schemas and enum or const values (Schema.jsonSchemaImportNodeLimit)"
    }

    /// The JSON Schema importer's, when importing the schema would use more than `kibibytes`
    /// KiB of stack.
    static func schemaTooDeepMessage(kibibytes: Int) -> String {
        "schema nested too deep (its import would use more than \(kibibytes) KiB of stack)"
    }

    /// The Validator's, when a value needs more than `limit` checks (or nests them deeper than
    /// the stack allows).
    static func validationBudgetMessage(limit: Int) -> String {
        "validation stopped: the schema needs more than \(limit) checks or nests its checks too deeply for this value"
    }

    /// The Validator's, when matching `pattern` (quoted) against `scalars` characters may take
    /// `cost` steps, more than the `left` of the `limit` steps one validation may take.
    static func patternBudgetMessage(pattern: String, scalars: Int, cost: Int, left: Int, limit: Int) -> String {
        "validation stopped: matching the pattern \(pattern) against a string of \(scalars) characters "
            + "may take \(cost) steps, more than the \(left) left of the \(limit) one validation may take"
    }
}

// MARK: Message templates of the tools' `io` and `internal` findings

extension DiagnosticRule {
    /// `io`: `plist-lint --fix` could not write the fixed file: `cannot write the fixes: …`.
    package static func cannotWriteFixesMessage(_ error: any Error) -> String {
        "cannot write the fixes: \(error)"
    }

    /// `internal`: an error no rule foresaw, described (escaped, at most 200 characters).
    package static func internalFailureMessage(_ error: any Error) -> String {
        UntrustedText.escaped(String(describing: error), limit: 200)
    }
}

// MARK: Message templates of the readers' `empty-file`, `syntax`, `limit-exceeded` and `io`
// findings (one text per limit for every format, so the same document gives the same finding
// in each; a limit's text names the ``PlistReader/Options`` property that raises it, which
// `plist-lint` rewrites to its own option, `--max-size`, `--max-values`)

extension DiagnosticRule {
    /// `empty-file`: the file has no bytes.
    static let emptyFileMessage = "file is empty"

    /// `empty-file`: the file has only whitespace (XML and JSON; an OpenStep file of only
    /// whitespace is an empty dictionary).
    static let whitespaceOnlyFileMessage = "file is empty (only whitespace)"

    /// `syntax`: `what` was expected (`a value`, `a member name in double quotes`,
    /// `"," or ")" after an array element`); `found` describes what is there instead
    /// (`"/"`, `the end of the file`): `expected a value, found the end of the file`.
    static func expectedMessage(_ what: String, found: String) -> String {
        "expected \(what), found \(found)"
    }

    /// `syntax` in JSON: `what` (`string`, `comment`, `object`, `array`) opened at `opened` is
    /// not closed: `unterminated string (opened at 3:7)`.
    static func unterminatedJSONMessage(_ what: String, openedAt opened: SourceLocation) -> String {
        "unterminated \(what) (opened at \(opened))"
    }

    /// `syntax` in OpenStep: `what` (`quoted string`, `comment`, `data`, `typed value`,
    /// `array`, `dictionary`) opened at `opened` is not closed:
    /// `unterminated quoted string opened at 3:7`.
    static func unterminatedOpenStepMessage(_ what: String, openedAt opened: SourceLocation) -> String {
        "unterminated \(what) opened at \(opened)"
    }

    /// `limit-exceeded`: containers nested deeper than `limit` levels.
    static func readerDepthMessage(limit: Int) -> String {
        "nesting too deep (limit \(limit)); raise PlistReader.Options.maxDepth"
    }

    /// `limit-exceeded`: more than `limit` values in the document.
    static func readerValueCountMessage(limit: Int) -> String {
        "more than \(limit) values; raise PlistReader.Options.maxValueCount"
    }

    /// `limit-exceeded`: a value longer than `limit` bytes, where `what` names it
    /// (`string`, `data`, `<data> text`).
    static func readerStringLengthMessage(limit: Int, what: String = "string") -> String {
        "\(what) longer than \(limit) bytes; raise PlistReader.Options.maxStringLength"
    }

    /// `limit-exceeded`: the input (`subject`: `input`, `file`) of `size` bytes is larger
    /// than `limit` bytes.
    static func inputTooLargeMessage(_ subject: String, size: some BinaryInteger, limit: Int) -> String {
        "\(subject) is \(size) bytes, more than the limit of \(limit) (raise PlistReader.Options.maxInputSize)"
    }

    /// `io`: the file cannot be read; `reason` is the system's (`strerror`).
    static func cannotReadFileMessage(_ reason: String) -> String {
        "cannot read file: \(reason)"
    }
}
