import CommandLineSupport
import Foundation
import PlistKit

/// One file to check, as named in the output: an argument, or a `*.plist` or `*.strings` found in a folder
/// argument (folder name + `/` + relative path). `problem` is set when finding it failed.
struct LintTarget: Equatable, Sendable {
    /// The name printed in results: the argument, or the folder argument joined with the
    /// file's relative path, in its visible form when it holds a backslash or bytes that are
    /// not valid UTF-8 (``rawPath`` is then set).
    var path: String
    /// A problem met while expanding a folder (unreadable folder), reported for this path.
    var problem: Diagnostic?
    /// Whether this is the argument `-`: standard input, named ``StandardInput/displayName``.
    var isStandardInput = false
    /// The path's bytes when they are not valid UTF-8 (an argument, ``NonUTF8Argument``, or a
    /// file found in a folder) or hold a backslash; `path` is then their visible form
    /// (`/tmp/\xFF.plist` for byte 0xFF, `/tmp/\\xFF.plist` for the text `\xFF`), and the file
    /// is read by these bytes.
    var rawPath: [UInt8]?
    /// For a file found by walking a folder argument: the length in bytes of that argument, the
    /// root the file is opened beneath (``PlistReader/contents(ofPath:beneath:file:)``:
    /// no symbolic link followed after it); `nil` for an argument.
    var walkRootLength: Int?

    /// The extensions of the files a folder search finds: property lists and strings files, and
    /// the other names of the built-in kinds (``PlistKind/filePatterns``).
    static let searchedExtensions = [".plist", ".strings", ".stringsdict", ".entitlements", ".xcprivacy", ".mobileconfig"]

    /// The folder search's extensions as the help and errors list them (`*.plist, *.strings, …`).
    static let searchedPatterns = searchedExtensions.map { "*" + $0 }.joined(separator: ", ")

    /// Expands the path arguments in order: a folder becomes its files of the ``searchedExtensions``, recursively,
    /// depth first, entries sorted by the bytes of their names, hidden entries (`.git`, `.build`)
    /// and symbolic links skipped; anything else (a file, a missing path) stays as given so that
    /// the reader reports it. Folders are listed and examined by the bytes of their paths, so a
    /// name that is not valid UTF-8 (a file or folder named with byte 0xFF), in a folder or as
    /// the folder argument, is walked and checked like any other, and named in results in its
    /// visible form (``NonUTF8Argument/visibleForm(_:)``: `dir/\xFF.plist`). A folder holding
    /// no `*.plist` or `*.strings` file at any depth is an error (a wrong path in CI must not pass silently).
    /// The argument `-` is standard input, never looked up as a path (a file named `-` is
    /// reached as `./-`). Iterative: no recursion proportional to folder depth.
    ///
    /// The whole list at once; ``Expansion`` gives the same targets one at a time.
    static func expand(_ paths: [String]) -> [LintTarget] {
        Array(IteratorSequence(Expansion(paths)))
    }

    /// The target for a file (or a path reported as given) at `path`: named by its text when
    /// the bytes are valid UTF-8 without a backslash (read through a `String` path, as an
    /// argument is), else by its visible form and read by its bytes. A backslash is always
    /// written `\\`, so that the text `\xFF.plist` and the byte 0xFF + `.plist` (shown
    /// `\xFF.plist`), or the text `n\n` and a newline (shown `n\n`), never print alike.
    static func file(at path: [UInt8], walkRootLength: Int? = nil) -> LintTarget {
        if !path.contains(UInt8(ascii: "\\")), let text = String(validating: path, as: UTF8.self) {
            return LintTarget(path: text, walkRootLength: walkRootLength)
        }
        return LintTarget(path: NonUTF8Argument.visibleForm(path), rawPath: path, walkRootLength: walkRootLength)
    }

    /// The name `path` is printed under: its visible form (``NonUTF8Argument/visibleForm(_:)``),
    /// which is its text when that is valid UTF-8 without a backslash.
    static func shownName(of path: [UInt8]) -> String {
        NonUTF8Argument.visibleForm(path)
    }

    /// The targets of ``expand(_:)``, found one at a time, so that checking starts before a
    /// long argument list or a large folder tree has been walked. Each path is examined with
    /// one `lstat` (a folder once more when it is listed); a file is not examined twice here,
    /// since the reader opens it with `O_NOFOLLOW` and checks what it opened.
    struct Expansion: IteratorProtocol {
        private let arguments: [String]
        private var nextArgument = 0
        /// The folder argument being walked (its printed name), and whether it has given a
        /// target yet.
        private var folder: (path: String, found: Bool)?
        /// The length in bytes of the folder argument being walked: every path below it is
        /// opened and examined beneath it (no symbolic link followed after it).
        private var rootLength = 0
        /// Paths (bytes) still to visit in the folder being walked, in reverse order (the next
        /// one last), each with whether it was a folder when listed, or why it could not be
        /// examined then (`lstat`'s error, e.g. a path longer than `PATH_MAX`).
        private var stack: [(path: [UInt8], isFolder: Bool, problem: String?)] = []
        /// Whether a file found in a folder (its path, as a target names it) is checked: the
        /// configuration file's `include` and `exclude`. A file named as an argument always is.
        var isIncluded: (@Sendable (String) -> Bool)?

        init(_ arguments: [String]) {
            self.arguments = arguments
        }

        mutating func next() -> LintTarget? {
            while true {
                if let (current, isFolder, problem) = stack.popLast() {
                    if let problem {
                        folder?.found = true
                        let shown = LintTarget.shownName(of: current)
                        return LintTarget(path: shown, problem: Diagnostic(
                            severity: .error, rule: PlistReadError.Kind.io.rawValue, message: problem, file: shown))
                    }
                    guard isFolder else {
                        folder?.found = true
                        let target = LintTarget.file(at: current, walkRootLength: rootLength)
                        if let isIncluded, !isIncluded(target.path) { continue }
                        return target
                    }
                    // Checked again when listed: a folder swapped for a symbolic link since it
                    // was listed is not followed (it is reported as given, like a file).
                    guard PathKind(of: current, beneath: rootLength) == .directory else {
                        folder?.found = true
                        return LintTarget.file(at: current, walkRootLength: rootLength)
                    }
                    guard let entries = FolderListing.entries(in: current, beneath: rootLength) else {
                        folder?.found = true
                        let shown = LintTarget.shownName(of: current)
                        return LintTarget(path: shown, problem: Diagnostic(
                            severity: .error, rule: PlistReadError.Kind.io.rawValue,
                            message: "cannot read folder", file: shown))
                    }
                    push(children: entries, of: current)
                    continue
                }
                if let walked = folder {
                    folder = nil
                    if !walked.found {
                        // In CI a wrong path must not look like success.
                        return LintTarget(path: walked.path, problem: Diagnostic(
                            severity: .error, rule: PlistReadError.Kind.io.rawValue,
                            message: "no property list files (\(LintTarget.searchedPatterns)) in this folder", file: walked.path))
                    }
                }
                guard nextArgument < arguments.count else { return nil }
                let path = arguments[nextArgument]
                nextArgument += 1
                if path == StandardInput.argument {
                    return LintTarget(path: StandardInput.displayName, isStandardInput: true)
                }
                let raw = NonUTF8Argument.bytes(of: path)
                let bytes = raw ?? Array(path.utf8)
                guard PathKind(of: bytes) == .directory else { return LintTarget.file(at: bytes) }
                folder = (LintTarget.shownName(of: bytes), false)
                rootLength = bytes.count
                stack = [(bytes, true, nil)]
            }
        }

        /// Pushes the visible folders and regular files of the ``LintTarget/searchedExtensions`` among `entries` (each examined
        /// relative to the folder listed, ``FolderListing/entries(in:beneath:)``), sorted by
        /// their bytes, so that the first is popped first; an entry that cannot be examined
        /// (a path longer than `PATH_MAX`, which may be a folder holding `*.plist` files) is
        /// pushed with its problem, `cannot examine: <strerror>`, whatever its name. An entry
        /// gone since it was listed is skipped.
        private mutating func push(children entries: [(name: [UInt8], kind: PathKind)], of current: [UInt8]) {
            let suffixes = LintTarget.searchedExtensions.map { Array($0.utf8) }
            let children = entries
                .filter { $0.name.first != UInt8(ascii: ".") }
                .sorted { $0.name.lexicographicallyPrecedes($1.name) }
                .compactMap { name, kind -> (path: [UInt8], isFolder: Bool, problem: String?)? in
                    let child = join(current, name)
                    switch kind {
                    case .directory: return (child, true, nil)
                    case .regularFile:
                        let matches = suffixes.contains { name.count >= $0.count && name.suffix($0.count).elementsEqual($0) }
                        return matches ? (child, false, nil) : nil
                    case .unexaminable(let code): return (child, false, "cannot examine: " + String(cString: strerror(code)))
                    case .other, .missing: return nil
                    }
                }
            stack.append(contentsOf: children.reversed())
        }

        /// `folder/name`, without doubling a `/` that ends `folder`.
        private func join(_ folder: [UInt8], _ name: [UInt8]) -> [UInt8] {
            folder.last == UInt8(ascii: "/") ? folder + name : folder + [UInt8(ascii: "/")] + name
        }
    }
}
