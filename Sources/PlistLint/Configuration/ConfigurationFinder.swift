import Foundation
import PlistKit

/// Finds the configuration (``LintConfiguration``) that governs each checked file: the
/// `.plistkit.json` in the file's folder or the nearest folder above it, the search stopping
/// after the first folder that holds `.git` (the repository root) or at `/`. Each folder is
/// examined once per run, and each configuration file read once, shared by parallel workers.
final class ConfigurationFinder: @unchecked Sendable {
    /// What governs a folder.
    enum Entry: Sendable {
        /// No configuration file.
        case none
        /// A configuration.
        case configuration(LintConfiguration)
        /// A configuration file that did not load: its findings (naming it, every mistake in it),
        /// reported once per run before the findings of the first file it governs; the files it
        /// governs are checked as if it were absent.
        case failed(FileResult)
    }

    private let limits: PlistReader.Options
    /// The working folder, absolute, for relative paths.
    private let workingFolder: String
    private let lock = NSLock()
    /// Keyed by absolute, lexically normalised folder path.
    private var folders: [String: Entry] = [:]

    init(limits: PlistReader.Options, workingFolder: String = FileManager.default.currentDirectoryPath) {
        self.limits = limits
        self.workingFolder = Self.normalized(workingFolder)
    }

    /// The configuration governing the file at `path` (relative to the working folder or
    /// absolute), with the file's path relative to the configuration's folder.
    func configuration(forFile path: String) -> (entry: Entry, relativePath: [Substring]) {
        let absolute = absolutePath(path)
        let folder = Self.parent(of: absolute)
        let entry = entry(forFolder: folder)
        guard case .configuration(let configuration) = entry else { return (entry, []) }
        return (entry, Self.relativeComponents(of: absolute, in: configuration.folder))
    }

    /// `path` made absolute against the working folder, `.` and `..` resolved by name (as the
    /// shell's `cd -L` does).
    func absolutePath(_ path: String) -> String {
        Self.normalized(path.hasPrefix("/") ? path : workingFolder + "/" + path)
    }

    /// The name a file at `absolute` is printed under: relative to the working folder when below it.
    func printedName(ofAbsolutePath absolute: String) -> String {
        let prefix = workingFolder == "/" ? "/" : workingFolder + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    /// The entry of `folder`: its own configuration file, else its parent's entry; iterative
    /// (no recursion proportional to the folder's depth), every folder passed on the way cached.
    private func entry(forFolder start: String) -> Entry {
        var visited: [String] = []
        var folder = start
        var found = Entry.none
        while true {
            lock.lock()
            let cached = folders[folder]
            lock.unlock()
            if let cached { found = cached; break }
            visited.append(folder)
            let base = folder == "/" ? "" : folder
            let candidate = base + "/" + LintConfiguration.fileName
            switch PathKind(of: Array(candidate.utf8)) {
            case .regularFile:
                found = load(candidate, folder: folder)
            case .missing, .unexaminable:
                // Unexaminable: a path past PATH_MAX (a file deep in a tree is still checked,
                // reached one name at a time); its folders are searched as if no file were there.
                if folder == "/" || PathKind(of: Array((base + "/.git").utf8)) != .missing { break }
                folder = Self.parent(of: folder)
                continue
            default:
                // A symbolic link, folder, FIFO or device in the configuration's place is an
                // error, never skipped: skipping it would let the search go on upward and a
                // configuration elsewhere govern the tree.
                let name = FileLinter.printedName(ofPath: printedName(ofAbsolutePath: candidate))
                found = Self.failed(name, [Diagnostic(severity: .error, rule: .invalidConfig,
                                                      message: DiagnosticRule.configurationNotAFileMessage,
                                                      file: name)], source: nil)
            }
            break
        }
        lock.lock()
        defer { lock.unlock() }
        for folder in visited where folders[folder] == nil { folders[folder] = found }
        return folders[start] ?? found
    }

    private func load(_ file: String, folder: String) -> Entry {
        let name = FileLinter.printedName(ofPath: printedName(ofAbsolutePath: file))
        let data: Data
        do {
            data = try PlistReader(options: limits).contents(ofPath: Array(file.utf8), file: name)
        } catch {
            return Self.failed(name, [FileLinter.diagnostic(for: error, file: name)], source: nil)
        }
        do {
            return .configuration(try LintConfiguration.parse(data, folder: folder, printedName: name, limits: limits))
        } catch let problem as ConfigurationProblem {
            return Self.failed(name, problem.diagnostics, source: data)
        } catch {
            return Self.failed(name, [FileLinter.diagnostic(for: error, file: name)], source: data)
        }
    }

    /// The entry of a configuration that did not load: a result of its own, failing the run.
    private static func failed(_ name: String, _ diagnostics: [Diagnostic], source: Data?) -> Entry {
        .failed(FileResult(path: name, format: source == nil ? nil : .json, diagnostics: diagnostics, source: source, strict: false))
    }

    /// The folder holding `absolute` (`/` for a name at the root).
    static func parent(of absolute: String) -> String {
        guard let slash = absolute.lastIndex(of: "/"), slash != absolute.startIndex else { return "/" }
        return String(absolute[..<slash])
    }

    /// `path` with empty and `.` components dropped and each `..` removing the one before it.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The components of `absolute` below `folder` (which holds it).
    static func relativeComponents(of absolute: String, in folder: String) -> [Substring] {
        let all = absolute.split(separator: "/", omittingEmptySubsequences: true)
        let depth = folder.split(separator: "/", omittingEmptySubsequences: true).count
        return Array(all.dropFirst(depth))
    }
}
