import Foundation
import PlistKit

/// One file to check, as named in the output: an argument, or a `*.plist` found in a folder
/// argument (folder text + `/` + relative path). `problem` is set when finding it failed.
struct LintTarget: Equatable, Sendable {
    /// The name printed in results: exactly the argument, or the folder argument joined with
    /// the file's relative path.
    var path: String
    /// A problem met while expanding a folder (unreadable folder), reported for this path.
    var problem: Diagnostic?
    /// Whether this is the argument `-`: standard input, named ``StandardInput/displayName``.
    var isStandardInput = false
    /// The path's bytes when the argument was not valid UTF-8 (``NonUTF8Argument``); `path` is
    /// then its visible form (`/tmp/\xFF.plist`), and the file is read by these bytes.
    var rawPath: [UInt8]?

    /// Expands the path arguments in order: a folder becomes its `*.plist` files, recursively,
    /// depth first, entries sorted by their UTF-8 bytes, hidden entries (`.git`, `.build`) and
    /// symbolic links skipped (an entry whose name is not valid UTF-8, which no `String` path
    /// reaches, is a target with a problem, never skipped); anything else (a file, a missing path) stays as given so that
    /// the reader reports it. A folder holding no `*.plist` file at any depth is an error (a wrong
    /// path in CI must not pass silently). The argument `-` is standard input, never looked up
    /// as a path (a file named `-` is reached as `./-`). Iterative: no recursion proportional
    /// to folder depth.
    ///
    /// The whole list at once; ``Expansion`` gives the same targets one at a time.
    static func expand(_ paths: [String]) -> [LintTarget] {
        Array(IteratorSequence(Expansion(paths)))
    }

    /// The targets of ``expand(_:)``, found one at a time, so that checking starts before a
    /// long argument list or a large folder tree has been walked. Each path is examined with
    /// one `lstat` (a folder once more when it is listed); a file is not examined twice here,
    /// since the reader opens it with `O_NOFOLLOW` and checks what it opened.
    struct Expansion: IteratorProtocol {
        private let arguments: [String]
        private var nextArgument = 0
        /// The folder argument being walked, and whether it has given a target yet.
        private var folder: (path: String, found: Bool)?
        /// Paths still to visit in the folder being walked, in reverse order (the next one
        /// last), each with whether it was a folder when listed, or the problem to report
        /// for it (a name that is not valid UTF-8).
        private var stack: [(path: String, isFolder: Bool, problem: Diagnostic?)] = []

        init(_ arguments: [String]) {
            self.arguments = arguments
        }

        mutating func next() -> LintTarget? {
            while true {
                if let (current, isFolder, problem) = stack.popLast() {
                    guard isFolder else {
                        folder?.found = true
                        return LintTarget(path: current, problem: problem)
                    }
                    // Checked again when listed: a folder swapped for a symbolic link since it
                    // was listed is not followed (it is reported as given, like a file).
                    guard kind(of: current) == .directory else {
                        folder?.found = true
                        return LintTarget(path: current)
                    }
                    guard let names = try? FileManager.default.contentsOfDirectory(atPath: current) else {
                        folder?.found = true
                        return LintTarget(path: current, problem: Diagnostic(
                            severity: .error, rule: PlistReadError.Kind.io.rawValue,
                            message: "cannot read folder", file: current))
                    }
                    push(children: names, of: current)
                    continue
                }
                if let walked = folder {
                    folder = nil
                    if !walked.found {
                        // In CI a wrong path must not look like success.
                        return LintTarget(path: walked.path, problem: Diagnostic(
                            severity: .error, rule: PlistReadError.Kind.io.rawValue,
                            message: "no *.plist files in this folder", file: walked.path))
                    }
                }
                guard nextArgument < arguments.count else { return nil }
                let path = arguments[nextArgument]
                nextArgument += 1
                if path == StandardInput.argument {
                    return LintTarget(path: StandardInput.displayName, isStandardInput: true)
                }
                if let raw = NonUTF8Argument.bytes(of: path) {
                    let shown = NonUTF8Argument.displayName(path)
                    guard PathKind(of: raw) == .directory else { return LintTarget(path: shown, rawPath: raw) }
                    // Foundation lists folders by `String` paths only: one that no `String`
                    // names cannot be walked, and must not pass silently.
                    return LintTarget(path: shown, problem: Diagnostic(
                        severity: .error, rule: PlistReadError.Kind.io.rawValue,
                        message: "folder name is not valid UTF-8; cannot be searched (name its files instead)", file: shown))
                }
                guard kind(of: path) == .directory else { return LintTarget(path: path) }
                folder = (path, false)
                stack = [(path, true, nil)]
            }
        }

        /// Pushes the visible folders and `*.plist` regular files among `names`, sorted by
        /// their UTF-8 bytes, so that the first is popped first.
        private mutating func push(children names: [String], of current: String) {
            let children = names
                .filter { !$0.hasPrefix(".") }
                .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
                .compactMap { name -> (path: String, isFolder: Bool, problem: Diagnostic?)? in
                    let child = join(current, name)
                    switch kind(of: child) {
                    case .directory: return (child, true, nil)
                    case .regularFile: return child.hasSuffix(".plist") ? (child, false, nil) : nil
                    case .other: return nil
                    case .unreachable:
                        // Foundation lists a name that is not valid UTF-8 with U+FFFD for the
                        // bad bytes, a path no call can reach: skipping it would let a pull
                        // request hide a plist (or a folder of them) from CI.
                        guard name.unicodeScalars.contains("\u{FFFD}") else { return nil }
                        return (child, false, Diagnostic(severity: .error, rule: PlistReadError.Kind.io.rawValue,
                                                         message: "name is not valid UTF-8; cannot be checked", file: child))
                    }
                }
            stack.append(contentsOf: children.reversed())
        }

        /// What `lstat` says of a path; `unreachable` when it fails (gone, or a name that no
        /// `String` path reaches).
        private enum Kind { case directory, regularFile, other, unreachable }

        /// The kind of `path` without following a symbolic link.
        private func kind(of path: String) -> Kind {
            var st = stat()
            guard lstat(path, &st) == 0 else { return .unreachable }
            switch st.st_mode & S_IFMT {
            case S_IFDIR: return .directory
            case S_IFREG: return .regularFile
            default: return .other
            }
        }

        private func join(_ folder: String, _ name: String) -> String {
            folder.hasSuffix("/") ? folder + name : folder + "/" + name
        }
    }
}
