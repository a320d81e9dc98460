import Foundation
import PackagePlugin

/// The optional `plist-modelgen.json` in a target's folder.
struct Configuration: Decodable {
    /// The configuration file's name.
    static let fileName = "plist-modelgen.json"

    /// One listed sample.
    struct Sample: Decodable {
        /// The path relative to the target folder.
        var path: String
        /// The root type's name, or `nil` for the file name's.
        var typeName: String?
    }

    /// `public` or `internal`, or `nil` for the tool's default (`internal`).
    var access: String?
    /// The samples, or `nil` for every `*.plist` file of the target.
    var samplesList: [Sample]?
    /// Where the file was read from, `nil` when there is none.
    var url: URL?

    enum CodingKeys: String, CodingKey {
        case access
        case samplesList = "samples"
    }

    /// A sample to generate from.
    struct ResolvedSample {
        var url: URL
        var typeName: String?
    }

    /// Reads the target's configuration, or the defaults when it has none.
    static func load(target: SourceModuleTarget) throws -> Configuration {
        let url = targetDirectory(target).appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else {
            return Configuration(access: nil, samplesList: nil, url: nil)
        }
        do {
            var configuration = try JSONDecoder().decode(Configuration.self, from: Data(contentsOf: url))
            configuration.url = url
            if let access = configuration.access, access != "public", access != "internal" {
                throw PluginFailure("target '\(target.name)': \(url.path): \"access\" must be \"public\" or \"internal\", not \"\(access)\"")
            }
            return configuration
        } catch let failure as PluginFailure {
            throw failure
        } catch {
            throw PluginFailure("target '\(target.name)': \(url.path) is not a valid \(fileName): \(error)")
        }
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

    /// The samples to generate from, in a stable order (listed order, or sorted by path).
    func samples(of target: SourceModuleTarget) throws -> [ResolvedSample] {
        guard let samplesList else {
            return Self.plistFiles(in: target.sourceFiles.map(\.url))
                .map { ResolvedSample(url: $0, typeName: nil) }
                .sorted { $0.url.path < $1.url.path }
        }
        let file = self.url?.path ?? Configuration.fileName
        let directory = targetDirectory(target).standardizedFileURL.resolvingSymlinksInPath().path
        return try samplesList.map { sample in
            if let typeName = sample.typeName, !Self.isIdentifier(typeName) {
                throw PluginFailure("target '\(target.name)': \(file): \"typeName\" '\(typeName)' of '\(sample.path)' is not a Swift identifier (letters, digits and _, not starting with a digit)")
            }
            let url = targetDirectory(target).appendingPathComponent(sample.path).standardizedFileURL.resolvingSymlinksInPath()
            guard url.path.hasPrefix(directory + "/") else {
                throw PluginFailure("target '\(target.name)': \(file) lists '\(sample.path)', which is outside the target directory \(directory)")
            }
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw PluginFailure("target '\(target.name)': \(self.url?.path ?? Configuration.fileName) lists '\(sample.path)', which does not exist in \(targetDirectory(target).path)")
            }
            return ResolvedSample(url: url, typeName: sample.typeName)
        }
    }

    /// Whether `name` is usable as a type name: non-empty ASCII letters, digits and `_`, not
    /// starting with a digit (no `/`, `.` or other path characters).
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }
}

/// The target's folder. (`Target.directoryURL` needs tools version 6.1; this package is 6.0.)
func targetDirectory(_ target: SourceModuleTarget) -> URL {
    URL(fileURLWithPath: String(describing: target.directory))
}
