import Foundation
import PackagePlugin

/// What the plugin needs of a target's `plist-modelgen.json` when it plans the build: which
/// samples it lists. Everything else in the file (type names, nested type names, access) is read
/// by `plist-modelgen --configuration` when each command runs, so that an edit takes effect on
/// the next build even when SwiftPM reuses its build plan; `plist-modelgen` also checks the file
/// and reports its errors with their line and column.
struct Configuration: Decodable {
    /// The configuration file's name.
    static let fileName = "plist-modelgen.json"

    /// The extensions of property-list files a sample may have: XML or binary (`plist`,
    /// `bplist`), JSON (`json`).
    static let sampleExtensions: Set<String> = ["plist", "bplist", "json"]

    /// One listed sample.
    struct Sample: Decodable {
        /// The path relative to the target folder.
        var path: String
        /// The root type's name, or `nil` for the file name's.
        var typeName: String?
    }

    /// The samples, or `nil` for every `*.plist` file of the target.
    var samples: [Sample]?
    /// Where the file was read from, `nil` when there is none.
    var url: URL?

    enum CodingKeys: String, CodingKey {
        case samples
    }

    /// Reads the target's configuration, or the defaults when it has none. An unreadable file is
    /// left to `plist-modelgen`, which reports it located.
    static func load(target: SourceModuleTarget) -> Configuration {
        let url = targetDirectory(target).appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return Configuration(samples: nil, url: nil) }
        var configuration = (try? JSONDecoder().decode(Configuration.self, from: Data(contentsOf: url)))
            ?? Configuration(samples: nil, url: nil)
        configuration.url = url
        return configuration
    }

    /// The `*.plist` files among `urls`, looking inside folders (a `.copy("Resources")` resource
    /// is one folder entry); hidden entries are skipped.
    static func plistFiles(in urls: [URL]) -> [URL] {
        var found: [URL] = []
        for url in urls {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue {
                if url.pathExtension == "plist" { found.append(url) }
                continue
            }
            let enumerator = FileManager.default.enumerator(
                at: url, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
            while let next = enumerator?.nextObject() as? URL {
                if next.pathExtension == "plist",
                   (try? next.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                    found.append(next)
                }
            }
        }
        return found
    }

    /// The files to run `plist-modelgen` on, sorted by path: every `*.plist` of the target and
    /// every listed sample (an unlisted one gets a file saying so, so that listing it later
    /// regenerates without a new build plan).
    /// - Throws: ``PluginFailure`` naming a listed sample that is outside the target folder,
    ///   missing, or not a property-list file.
    func sampleFiles(of target: SourceModuleTarget) throws -> [URL] {
        var files = Self.plistFiles(in: target.sourceFiles.map(\.url)).map { $0.standardizedFileURL }
        let file = PluginText.quoted(url?.path ?? Self.fileName)
        let directory = targetDirectory(target).standardizedFileURL.resolvingSymlinksInPath().path
        for sample in samples ?? [] {
            let url = targetDirectory(target).appendingPathComponent(sample.path).standardizedFileURL
            guard url.resolvingSymlinksInPath().path.hasPrefix(directory + "/") else {
                throw PluginFailure("target \(PluginText.quoted(target.name)): \(file) lists \(PluginText.quoted(sample.path)), which is outside the target directory \(PluginText.quoted(directory))")
            }
            guard Self.sampleExtensions.contains(url.pathExtension.lowercased()) else {
                throw PluginFailure("target \(PluginText.quoted(target.name)): \(file) lists \(PluginText.quoted(sample.path)), which is not a property list (.plist, .bplist or .json)")
            }
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw PluginFailure("target \(PluginText.quoted(target.name)): \(file) lists \(PluginText.quoted(sample.path)), which does not exist in \(PluginText.quoted(targetDirectory(target).path))")
            }
            if !files.contains(url) { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }
}

/// The target's folder. (`Target.directoryURL` needs tools version 6.1; this package is 6.0.)
func targetDirectory(_ target: SourceModuleTarget) -> URL {
    URL(fileURLWithPath: String(describing: target.directory))
}
