import CommandLineSupport
import PlistKit

/// One command of PlistBuddy's language (PlistBuddy(8)), parsed from one line.
///
/// Command names are matched without regard to case, as PlistBuddy matches them.
enum BuddyCommand: Equatable {
    /// `Print [Entry]`.
    case printEntry(BuddyEntry?)
    /// `Set Entry Value`: the value is the rest of the line (one quoted word, or the text as
    /// it is), read as the type of the value already there.
    case set(BuddyEntry, String)
    /// `Add Entry Type [Value]`.
    case add(BuddyEntry, ValueKind, String?)
    /// `Delete Entry`.
    case delete(BuddyEntry)
    /// `Copy EntrySrc EntryDst`.
    case copy(BuddyEntry, BuddyEntry)
    /// `Merge File [Entry]`.
    case merge(file: String, BuddyEntry?)
    /// `Import Entry File`.
    case importFile(BuddyEntry, file: String)
    /// `Clear [Type]` (a dictionary when no type is given).
    case clear(ValueKind)
    /// `Save`.
    case save
    /// `Revert`.
    case revert
    /// `Exit` (also `Quit`, `Bye`).
    case exit
    /// `Help`.
    case help

    /// Why a line is not a command: the reason, escaped.
    struct Invalid: Error, Equatable {
        var reason: String
    }

    /// Parses one command line.
    ///
    /// - Throws: ``Invalid`` for an unknown command (with the closest command name when one is
    ///   a small edit away), a missing argument, an unknown type or an unterminated quote.
    init(parsing line: String) throws(Invalid) {
        let words: [BuddyLexer.Word]
        do { words = try BuddyLexer.words(in: line) } catch { throw Invalid(reason: error.reason) }
        guard let name = words.first?.text else { throw Invalid(reason: "empty command") }
        func argument(_ i: Int, _ what: String) throws(Invalid) -> String {
            guard i < words.count else { throw Invalid(reason: "\(Self.canonicalName(name) ?? name) needs \(what)") }
            return words[i].text
        }
        func rest(from i: Int) -> String? {
            guard i < words.count else { return nil }
            if words.count == i + 1 { return words[i].text }
            return String(String.UnicodeScalarView(line.unicodeScalars[words[i].start...])).trimmingTrailingWhitespace
        }
        func noMore(after i: Int) throws(Invalid) {
            if words.count > i + 1 {
                throw Invalid(reason: "unexpected argument \(UntrustedText.quoted(words[i + 1].text)) after \(Self.canonicalName(name) ?? name)")
            }
        }
        switch Self.canonicalName(name) {
        case "Print":
            try noMore(after: 1)
            self = .printEntry(words.count > 1 ? BuddyEntry(words[1].text) : nil)
        case "Set":
            let entry = BuddyEntry(try argument(1, "an entry and a value"))
            self = .set(entry, rest(from: 2) ?? "")
        case "Add":
            let entry = BuddyEntry(try argument(1, "an entry and a type"))
            let type = try ValueKind(buddyName: try argument(2, "a type after the entry"))
            self = .add(entry, type, rest(from: 3))
        case "Delete":
            try noMore(after: 1)
            self = .delete(BuddyEntry(try argument(1, "an entry")))
        case "Copy":
            try noMore(after: 2)
            self = .copy(BuddyEntry(try argument(1, "a source and a destination entry")),
                         BuddyEntry(try argument(2, "a destination entry")))
        case "Merge":
            try noMore(after: 2)
            self = .merge(file: try argument(1, "a file"), words.count > 2 ? BuddyEntry(words[2].text) : nil)
        case "Import":
            try noMore(after: 2)
            self = .importFile(BuddyEntry(try argument(1, "an entry and a file")), file: try argument(2, "a file after the entry"))
        case "Clear":
            try noMore(after: 1)
            self = .clear(words.count > 1 ? try ValueKind(buddyName: words[1].text) : .dictionary)
        case "Save": try noMore(after: 0); self = .save
        case "Revert": try noMore(after: 0); self = .revert
        case "Exit": self = .exit
        case "Help": self = .help
        default:
            var reason = "unrecognized command \(UntrustedText.quoted(name))"
            let names = ["Print", "Set", "Add", "Delete", "Copy", "Merge", "Import", "Clear", "Save", "Revert", "Exit", "Help"]
            if let close = EditDistance.closest(to: name, in: names) { reason += "; did you mean \"\(close)\"?" }
            throw Invalid(reason: reason)
        }
    }

    /// The command `name` stands for (case-insensitive, with PlistBuddy's aliases), or `nil`.
    static func canonicalName(_ name: String) -> String? {
        switch name.lowercased() {
        case "print", "ls": return "Print"
        case "set", "=": return "Set"
        case "add", "+": return "Add"
        case "delete", "rm", "-": return "Delete"
        case "copy", "cp": return "Copy"
        case "merge": return "Merge"
        case "import": return "Import"
        case "clear": return "Clear"
        case "save": return "Save"
        case "revert": return "Revert"
        case "exit", "quit", "bye": return "Exit"
        case "help": return "Help"
        default: return nil
        }
    }
}

private extension String {
    var trimmingTrailingWhitespace: String {
        var s = Substring(self)
        while let last = s.unicodeScalars.last, last == " " || last == "\t" { s = s.dropLast() }
        return String(s)
    }
}
