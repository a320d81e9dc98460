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

    /// Expands the path arguments in order: a folder becomes its `*.plist` files, recursively,
    /// depth first, entries sorted by their UTF-8 bytes, hidden entries (`.git`, `.build`) and
    /// symbolic links skipped; anything else (a file, a missing path) stays as given so that
    /// the reader reports it. A folder holding no `*.plist` file at any depth is an error (a wrong
    /// path in CI must not pass silently). Iterative: no recursion proportional to folder depth.
    static func expand(_ paths: [String]) -> [LintTarget] {
        var targets: [LintTarget] = []
        for path in paths {
            guard kind(of: path) == .directory else {
                targets.append(LintTarget(path: path))
                continue
            }
            // Stack of paths still to visit, in reverse order (the next one last).
            let found = targets.count
            var stack: [String] = [path]
            while let current = stack.popLast() {
                if kind(of: current) == .directory {
                    let names: [String]
                    do {
                        names = try FileManager.default.contentsOfDirectory(atPath: current)
                    } catch {
                        targets.append(LintTarget(path: current, problem: Diagnostic(
                            severity: .error, rule: PlistReadError.Kind.io.rawValue,
                            message: "cannot read folder", file: current)))
                        continue
                    }
                    let children = names
                        .filter { !$0.hasPrefix(".") }
                        .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
                        .map { join(current, $0) }
                        .filter { child in
                            switch kind(of: child) {
                            case .directory: return true
                            case .regularFile: return child.hasSuffix(".plist")
                            case .other: return false
                            }
                        }
                    stack.append(contentsOf: children.reversed())
                } else {
                    targets.append(LintTarget(path: current))
                }
            }
            if targets.count == found {
                // In CI a wrong path must not look like success.
                targets.append(LintTarget(path: path, problem: Diagnostic(
                    severity: .error, rule: PlistReadError.Kind.io.rawValue,
                    message: "no *.plist files in this folder", file: path)))
            }
        }
        return targets
    }

    private enum Kind { case directory, regularFile, other }

    /// The kind of `path` without following a symbolic link.
    private static func kind(of path: String) -> Kind {
        var st = stat()
        guard lstat(path, &st) == 0 else { return .other }
        switch st.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .regularFile
        default: return .other
        }
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
