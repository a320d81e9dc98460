import Foundation
import PlistKit

/// `plist-modelgen.json`: the settings of the models generated for one target, read by
/// `plist-modelgen --configuration FILE` (the build plugin passes it with every sample, so an
/// edit takes effect on the next build). JSON (RFC 8259), read with ``PlistDecoder``: an unknown
/// key, a value of the wrong kind or a name that is not an identifier is an error located in
/// the file.
///
/// ```json
/// {
///   "access": "public",
///   "samples": [
///     { "path": "Resources/settings.plist", "typeName": "Settings",
///       "typeNames": { "server": "Backend", "mirrors[]": "Replica" } }
///   ]
/// }
/// ```
package struct ModelGenConfiguration: Decodable, Sendable, Equatable {
    /// The configuration file's name, looked for in a target's folder.
    package static let fileName = "plist-modelgen.json"

    /// One listed sample.
    package struct Sample: Decodable, Sendable, Equatable {
        /// The sample's path relative to the configuration's folder (the target folder).
        package var path: String
        /// The root type's name, or `nil` for the file name's (`quiz-questions.plist` →
        /// `QuizQuestions`).
        package var typeName: String?
        /// Names of nested types by key path (``SchemaInferrer/typeNames``).
        package var typeNames: [String: String]?
    }

    /// `"public"` or `"internal"`, or `nil` for `internal`.
    package var access: String?
    /// The samples, or `nil` for every `*.plist` file of the target (type names from file names).
    package var samples: [Sample]?

    /// Reads and checks a configuration file.
    /// - Throws: ``PlistDecodingError`` with located findings when the file is not JSON, has an
    ///   unknown key or a value of the wrong kind, `access` is neither `public` nor `internal`, or
    ///   a type name is not an identifier (``SwiftIdentifier/isValidTypeName(_:)``); a file
    ///   system error when it cannot be read.
    package static func load(path: String) throws -> ModelGenConfiguration {
        var options = PlistDecoder.Options()
        options.unknownKeys = .error
        let document = try PlistReader().read(contentsOf: ModelGenEnvironment.fileURL(exactPath: path), file: path)
        let configuration = try PlistDecoder(options: options).decode(ModelGenConfiguration.self, from: document)
        var problems: [Diagnostic] = []
        func problem(_ message: String, at components: [PlistPath.Component]) {
            var node: PlistNode? = document.root
            var path = PlistPath.root
            for component in components {
                path = path.appending(component)
                switch (component, node?.value) {
                case (.key(let key), .dictionary(let d)?): node = d[key]
                case (.index(let i), .array(let a)?) where a.indices.contains(i): node = a[i]
                default: node = nil
                }
            }
            problems.append(Diagnostic(severity: .error, rule: .invalidConfiguration, message: DiagnosticRule.invalidConfigurationMessage(message, at: path.displayName),
                                       file: document.file, location: node?.location ?? .unknown,
                                       keyPath: path.description))
        }
        if let access = configuration.access, SwiftModelRenderer.AccessLevel(rawValue: access) == nil {
            problem("\"access\" must be \"public\" or \"internal\", not \(UntrustedText.quoted(access))", at: [.key("access")])
        }
        for (i, sample) in (configuration.samples ?? []).enumerated() {
            if let name = sample.typeName, !SwiftIdentifier.isValidTypeName(name) {
                problem("\"typeName\" \(UntrustedText.quoted(name)) is not a Swift type name",
                        at: [.key("samples"), .index(i), .key("typeName")])
            }
            for (keyPath, name) in (sample.typeNames ?? [:]).sorted(by: { $0.key < $1.key }) where !SwiftIdentifier.isValidTypeName(name) {
                problem("the type name \(UntrustedText.quoted(name)) for \(UntrustedText.quoted(keyPath)) is not a Swift type name",
                        at: [.key("samples"), .index(i), .key("typeNames"), .key(keyPath)])
            }
        }
        if !problems.isEmpty { throw PlistDecodingError(diagnostics: problems) }
        return configuration
    }

    /// The entry for `samplePath` (compared with each entry's path after both are resolved
    /// against `folder`), `nil` when the configuration lists samples and this is not one.
    /// Without a list every sample gets an empty entry.
    package func entry(for samplePath: String, folder: String) -> Sample? {
        guard let samples else { return Sample(path: samplePath) }
        let target = Self.resolved(samplePath, in: folder)
        return samples.first { Self.resolved($0.path, in: folder) == target }
    }

    private static func resolved(_ path: String, in folder: String) -> String {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path)
            : URL(fileURLWithPath: folder).appendingPathComponent(path)
        return url.standardizedFileURL.path
    }
}

extension ModelGenConfiguration.Sample {
    /// An entry with only a path.
    init(path: String) {
        self.path = path
        typeName = nil
        typeNames = nil
    }
}
