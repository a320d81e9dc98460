import Foundation
import PlistKit

/// Runs PlistBuddy commands against a tree, compiling every change to ``PlistEdit``s checked
/// with ``PlistNode/apply(_:)`` (the one tree semantics), and keeps PlistBuddy's `Save` /
/// `Revert` / `Exit` state.
///
/// Checks PlistBuddy makes that the edits themselves do not are made here: `Set` needs an
/// existing scalar entry and reads the value as that entry's type; `Copy` reads the source,
/// then inserts a copy; `Import` replaces or inserts data; `Merge` inserts the keys the
/// destination lacks ("Duplicate Entry Was Skipped" for the others) or appends elements.
///
/// Nothing is written here: ``savedEdits`` are the edits from the file as read to the state of
/// the last `Save`, which the caller writes in one step — all of a script or none of it.
struct BuddySession {
    /// The tree as read, before any command.
    let original: PlistNode
    /// The tree as of the last `Save` (the file as read before any).
    private(set) var saved: PlistNode
    /// The tree after the commands run so far.
    private(set) var current: PlistNode
    /// The edits from the file as read to ``saved``.
    private(set) var savedEdits: [PlistEdit] = []
    /// The edits from ``saved`` to ``current``.
    private(set) var pendingEdits: [PlistEdit] = []
    /// Whether `Save` ran.
    private(set) var hasSaved = false
    /// Whether `Exit` ran: later commands are not run.
    private(set) var hasExited = false
    /// How many values the commands have added so far (each `Add`, `Copy`, `Merge`, `Import`
    /// counts the values it puts in), bounded by ``maxAddedValues``.
    private(set) var addedValues = 0
    /// The most values one script may add: `Copy : :a` doubles the tree, so thirty such lines
    /// would otherwise ask for a billion values.
    static let maxAddedValues = 1_000_000
    /// Whether `Print` writes an XML property list (`-x`).
    var printsXML = false
    /// Reads the file a `Merge` or `Import` names (the caller's file access, injected).
    var readFile: (String) throws -> Data

    /// A session on `root`.
    init(root: PlistNode, readFile: @escaping (String) throws -> Data) {
        original = root
        saved = root
        current = root
        self.readFile = readFile
    }

    /// Runs one command; returns what it prints (empty for most).
    ///
    /// - Throws: ``EditFailure`` with the reason only (the caller names the command); the
    ///   session is unchanged when it throws.
    mutating func run(_ command: BuddyCommand) throws(EditFailure) -> String {
        switch command {
        case .printEntry(let entry):
            let node = try lookUp(entry ?? BuddyEntry(":"))
            if printsXML {
                do { return String(decoding: try XMLPlistWriter().write(node), as: UTF8.self) } catch { throw EditFailure("", error: error) }
            }
            return BuddyPrinter.text(node)

        case .set(let entry, let text):
            guard !entry.appends else { throw EditFailure("", "entry \(entry.quoted) names no value (it ends with \":\")") }
            let existing = try lookUp(entry)
            guard let type = ValueKind(of: existing.value) else {
                throw EditFailure("", "entry \(entry.quoted) is \(existing.value.kindName.withArticle), which Set cannot write")
            }
            guard type != .array, type != .dictionary else {
                throw EditFailure("", "cannot set entry \(entry.quoted): it is \(existing.value.kindName.withArticle) (Set changes scalars; use Delete and Add)")
            }
            try apply(.replace(entry.keyPath, with: try parse(text, as: type, entry: entry)))
            return ""

        case .add(let entry, let type, let text):
            let value: PlistValue
            if let text, !(type == .array || type == .dictionary) {
                value = try parse(text, as: type, entry: entry)
            } else if text != nil {
                throw EditFailure("", "Add \(entry.quoted) \(type.buddyName) takes no value (an empty \(type.buddyName) is added)")
            } else {
                value = type.emptyValue
            }
            try apply(entry.appends ? .append(value, toArrayAt: entry.keyPath) : .insert(value, at: entry.keyPath))
            return ""

        case .delete(let entry):
            guard !entry.appends else { throw EditFailure("", "entry \(entry.quoted) names no value (it ends with \":\")") }
            try apply(.remove(entry.keyPath))
            return ""

        case .copy(let source, let destination):
            let value = try lookUp(source).value
            try apply(destination.appends ? .append(value, toArrayAt: destination.keyPath) : .insert(value, at: destination.keyPath))
            return ""

        case .merge(let file, let entry):
            return try merge(file: file, into: entry ?? BuddyEntry(":"))

        case .importFile(let entry, let file):
            let value = PlistValue.data(try contents(of: file))
            if entry.appends {
                try apply(.append(value, toArrayAt: entry.keyPath))
            } else if (try? current.value(forKeyPath: entry.keyPath)) != nil {
                try apply(.replace(entry.keyPath, with: value))
            } else {
                try apply(.insert(value, at: entry.keyPath))
            }
            return ""

        case .clear(let type):
            try apply(.replace(.root, with: type.emptyValue))
            return ""

        case .save:
            saved = current
            savedEdits += pendingEdits
            pendingEdits = []
            hasSaved = true
            return ""

        case .revert:
            current = saved
            pendingEdits = []
            return ""

        case .exit:
            hasExited = true
            return ""

        case .help:
            return BuddyHelp.text
        }
    }

    // MARK: - Steps

    private mutating func apply(_ edit: PlistEdit) throws(EditFailure) {
        let added: Int
        switch edit {
        case .insert(let value, _), .append(let value, _), .replace(_, let value):
            added = Self.count(value, upTo: Self.maxAddedValues - addedValues + 1)
        case .remove, .renameKey:
            added = 0
        }
        guard addedValues + added <= Self.maxAddedValues else {
            throw EditFailure("", "the script would add more than \(Self.maxAddedValues) values; nothing was changed")
        }
        do { try current.apply(edit) } catch { throw EditFailure("", error: error) }
        addedValues += added
        pendingEdits.append(edit)
    }

    /// The number of values in `value` (itself and everything below it), counted up to `limit`.
    private static func count(_ value: PlistValue, upTo limit: Int) -> Int {
        var stack = [value]
        var n = 0
        while let next = stack.popLast(), n < limit {
            n += 1
            switch next {
            case .array(let elements): stack.append(contentsOf: elements.lazy.map(\.value))
            case .dictionary(let dictionary): stack.append(contentsOf: dictionary.entries.lazy.map(\.value.value))
            default: break
            }
        }
        return n
    }

    private func lookUp(_ entry: BuddyEntry) throws(EditFailure) -> PlistNode {
        do { return try current.value(forKeyPath: entry.keyPath) } catch {
            throw EditFailure("", "entry \(entry.quoted) does not exist: \(EditFailure("", error: error).reason)")
        }
    }

    private func parse(_ text: String, as type: ValueKind, entry: BuddyEntry) throws(EditFailure) -> PlistValue {
        do { return try type.value(from: text) } catch {
            throw EditFailure("", "invalid \(type.buddyName) for entry \(entry.quoted): \(error.reason)")
        }
    }

    private func contents(of file: String) throws(EditFailure) -> Data {
        do { return try readFile(file) } catch { throw EditFailure("", error: error) }
    }

    /// `Merge file entry`: a dictionary's keys into a dictionary (present keys skipped, as
    /// PlistBuddy skips them), an array's elements or any other value appended to an array.
    private mutating func merge(file: String, into entry: BuddyEntry) throws(EditFailure) -> String {
        let source: PlistValue
        do { source = try PlistReader().read(try contents(of: file), file: file).root.value } catch {
            throw EditFailure("", "cannot merge \(UntrustedText.quoted(file)): \(EditFailure("", error: error).reason)")
        }
        let destination = try lookUp(entry)
        var edits: [PlistEdit] = []
        var printed = ""
        switch (destination.value, source) {
        case (.dictionary(let present), .dictionary(let added)):
            for item in added.entries {
                if present.index(forKey: item.key) != nil {
                    printed += "Duplicate Entry Was Skipped: \(UntrustedText.escaped(item.key, limit: Int.max))\n"
                    continue
                }
                edits.append(.insert(item.value.value, at: PlistKeyPath(entry.keyPath.components + [PlistKeyPath.Component(key: item.key)])))
            }
        case (.array, .array(let elements)):
            edits = elements.map { .append($0.value, toArrayAt: entry.keyPath) }
        case (.array, _):
            edits = [.append(source, toArrayAt: entry.keyPath)]
        case (.dictionary, _):
            throw EditFailure("", "cannot merge \(source.kindName.withArticle) into the dictionary at \(entry.quoted) (only a dictionary's entries can be merged into a dictionary)")
        default:
            throw EditFailure("", "cannot merge into entry \(entry.quoted): it is \(destination.value.kindName.withArticle), not a dictionary or array")
        }
        var tree = current
        for edit in edits {
            do { try tree.apply(edit) } catch { throw EditFailure("", error: error) }
        }
        current = tree
        pendingEdits += edits
        return printed
    }
}

extension String {
    /// The kind name with its indefinite article: `an array`, `a string`.
    var withArticle: String { (first.map { "aeiouAEIOU".contains($0) } == true ? "an " : "a ") + self }
}
