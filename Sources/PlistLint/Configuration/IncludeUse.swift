import Foundation
import PlistKit

/// Which `include` patterns of each configuration matched a file found by searching a folder,
/// so that a pattern that matched none (a misspelt folder, a moved file) is reported once at
/// the end of the run: a warning of rule `invalid-config` naming it, at its place in the file.
///
/// Only a configuration whose whole folder was searched (a folder argument at or above it) is
/// judged: a run over one subfolder sees only some of the files the patterns are meant for.
final class IncludeUse: @unchecked Sendable {
    private let lock = NSLock()
    /// By configuration file name: the configuration, and the indices of its patterns that matched.
    private var uses: [String: (configuration: LintConfiguration, matched: Set<Int>)] = [:]
    /// The order configurations were first consulted in.
    private var order: [String] = []

    /// Records that a found file at `relativePath` below `configuration` was looked at;
    /// returns whether it is checked.
    func includes(_ relativePath: [Substring], in configuration: LintConfiguration) -> Bool {
        let inclusion = configuration.inclusion(of: relativePath)
        guard !configuration.include.isEmpty else { return inclusion.checked }
        lock.lock()
        defer { lock.unlock() }
        if uses[configuration.printedName] == nil {
            uses[configuration.printedName] = (configuration, [])
            order.append(configuration.printedName)
        }
        if let index = inclusion.include { uses[configuration.printedName]?.matched.insert(index) }
        return inclusion.checked
    }

    /// One result per configuration with a pattern that matched no file, its folder within
    /// one of `searchedFolders` (absolute, normalised): a warning per such pattern.
    func unmatched(searchedFolders: [String], strict: Bool) -> [FileResult] {
        lock.lock()
        defer { lock.unlock() }
        var results: [FileResult] = []
        for name in order {
            guard let (configuration, matched) = uses[name],
                  searchedFolders.contains(where: { Self.folder(configuration.folder, isWithin: $0) }) else { continue }
            var diagnostics: [Diagnostic] = []
            for (index, glob) in configuration.include.enumerated() where !matched.contains(index) && index < configuration.includeSites.count {
                let site = configuration.includeSites[index]
                diagnostics.append(Diagnostic(severity: .warning, rule: .invalidConfig,
                                              message: DiagnosticRule.unmatchedIncludeMessage(at: site.keyPath, pattern: glob.text),
                                              file: name, location: site.location.hasLine ? site.location : nil, keyPath: site.keyPath))
            }
            if !diagnostics.isEmpty {
                results.append(FileResult(path: name, format: .json, diagnostics: diagnostics, source: nil, strict: strict))
            }
        }
        return results
    }

    /// Whether `folder` is `root` or below it (both absolute and normalised).
    static func folder(_ folder: String, isWithin root: String) -> Bool {
        root == "/" || folder == root || folder.hasPrefix(root + "/")
    }
}
