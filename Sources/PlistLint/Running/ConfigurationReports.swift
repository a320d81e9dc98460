import Foundation

/// Delivers the result of each configuration file that did not load once per run, ahead of
/// the first result of a file it governs (``FileResult/configurationResults``): a typo in
/// `.plistkit.json` is one finding, not one per checked file.
final class ConfigurationReports: @unchecked Sendable {
    private let lock = NSLock()
    private var reported: Set<String> = []
    private var delivered = 0

    /// The configuration results `result` carries that were not delivered yet, then `result`
    /// itself (its ``FileResult/configurationResults`` emptied).
    func expand(_ result: FileResult) -> [FileResult] {
        guard !result.configurationResults.isEmpty else { return [result] }
        lock.lock()
        defer { lock.unlock() }
        var out: [FileResult] = []
        for configuration in result.configurationResults where reported.insert(configuration.path).inserted {
            out.append(configuration)
            delivered += 1
        }
        var plain = result
        plain.configurationResults = []
        out.append(plain)
        return out
    }

    /// How many configuration results were delivered.
    var count: Int { lock.lock(); defer { lock.unlock() }; return delivered }
}
