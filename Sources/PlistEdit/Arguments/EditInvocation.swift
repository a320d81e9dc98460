import PlistKit

/// A parsed `plist-edit` command line: one verb, its files and the options that shape output.
struct EditInvocation: Equatable {
    /// What to do with each file.
    enum Verb: Equatable {
        /// `-lint` (the default): check that each file reads.
        case lint
        /// `-p`: print in plutil's human-readable layout.
        case print
        /// `-convert FMT`: rewrite each file in a format.
        case convert(DocumentFormat)
        /// `-create FMT`: create an empty dictionary in a format.
        case create(DocumentFormat)
        /// `-insert KEYPATH -TYPE VALUE [-append]`, `-replace KEYPATH -TYPE VALUE`, `-remove KEYPATH`:
        /// the edit, with the verb's name for messages.
        case edit(PlistEdit, verb: String)
        /// `-extract KEYPATH FMT [-expect TYPE]`.
        case extract(PlistKeyPath, DocumentFormat, expect: ValueKind?)
        /// `-type KEYPATH [-expect TYPE]`.
        case type(PlistKeyPath, expect: ValueKind?)
        /// PlistBuddy's commands: from `-c` (in order), or from standard input when `nil`.
        case script([String]?)
        /// `-help`.
        case help
    }

    /// The verb.
    var verb: Verb = .lint
    /// Whether no verb was given (`-lint` is then the default, or a script on standard input
    /// when standard input is a pipe or a file: see ``EditIO/standardInputIsScript``).
    var verbIsDefault = true
    /// The files, in order (`-` is standard input or, for `-create` and `-o`, standard output).
    var files: [String] = []
    /// `-o PATH`: where the result goes instead of the file itself (`-` for standard output).
    var output: String?
    /// `-e EXT`: the extension of `-convert`'s output files.
    var outputExtension: String?
    /// `-s`: nothing printed on success.
    var silent = false
    /// `-r`: JSON written in human-readable (pretty) form.
    var readableJSON = false
    /// `-n`: no final newline after `raw` output.
    var omitsNewline = false
    /// `-x`: PlistBuddy's `Print` writes an XML property list.
    var printsXML = false
}
