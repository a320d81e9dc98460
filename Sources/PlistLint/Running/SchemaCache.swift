import Foundation
import PlistKit

/// Sibling schema files loaded at most once per path, shared by parallel workers.
final class SchemaCache: @unchecked Sendable {
    /// What a schema path gave.
    enum Entry: Sendable {
        /// No regular file at that path: nothing to check.
        case absent
        /// A loaded schema.
        case checker(any LintSchemaChecker)
        /// The file exists but did not load: this error (naming the schema file) is reported.
        case failed(Diagnostic)
    }

    private let loader: LintSchemaLoader
    private let limits: PlistReader.Options
    private let lock = NSLock()
    /// Keyed by the path's UTF-8 bytes, not by `String`: `String` equality is canonical
    /// equivalence, so `é.schema.json` written U+00E9 and written `e` + U+0301 — two files —
    /// would share one entry, and a file would be checked against its neighbour's schema.
    private var cache: [[UInt8]: Entry] = [:]

    init(loader: LintSchemaLoader, limits: PlistReader.Options) {
        self.loader = loader
        self.limits = limits
    }

    /// The schema at `path`, loaded on first use. A path with no regular file is looked at
    /// each time (one `lstat`) and not kept: nearly every `NAME.plist` has no sibling schema,
    /// and each is asked about once, so remembering them only grew a table under the lock.
    func entry(for path: String) -> Entry {
        guard Self.isRegularFile(path) else { return .absent }
        let key = Array(path.utf8)
        lock.lock()
        if let cached = cache[key] { lock.unlock(); return cached }
        lock.unlock()
        let loaded = Self.load(path, with: loader, limits: limits)
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[key] { return cached }
        cache[key] = loaded
        return loaded
    }

    /// Loads one schema.
    static func load(_ path: String, with loader: LintSchemaLoader, limits: PlistReader.Options) -> Entry {
        guard isRegularFile(path) else { return .absent }
        do {
            return .checker(try loader.load(path, limits: limits))
        } catch {
            let name = FileLinter.printedName(ofPath: path)
            return .failed(FileLinter.diagnostic(for: error, file: name))
        }
    }

    /// Whether `path` names a regular file (a symbolic link is not followed).
    private static func isRegularFile(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0 && st.st_mode & S_IFMT == S_IFREG
    }
}
