import CommandLineSupport
/// What `plist-modelgen` was asked to do, parsed from its arguments by
/// ``ModelGenOptions/parse(_:)``.
package struct ModelGenOptions: Equatable, Sendable {
    /// `--type-name NAME`: the root type's name; `nil` to derive it from the first sample's
    /// file name (`questions.plist` → `Questions`).
    package var typeName: String?
    /// `--output FILE` / `-o FILE`: where the Swift source goes; `nil` for stdout.
    package var output: String?
    /// `--schema-output FILE`: where the JSON Schema (2020-12) of the models goes, or `nil`.
    package var schemaOutput: String?
    /// `--access public|internal`; default `internal`.
    package var access: SwiftModelRenderer.AccessLevel = .internal
    /// `--conformances P,Q`: the protocols of every struct; `nil` for the renderer's default
    /// (`Codable, Sendable, Equatable`).
    package var conformances: [String]?
    /// `--rename KEY-PATH=NAME` (repeatable): the type name of the values at a key path
    /// (``SchemaInferrer/typeNames``), e.g. `server=Backend`, `servers[]=Host`.
    package var typeNames: [String: String] = [:]
    /// `--configuration FILE`: a `plist-modelgen.json` (``ModelGenConfiguration``) whose entry
    /// for the first sample gives the type name, nested type names and access level (the build
    /// plugin passes it, so that editing it regenerates); `nil` for none.
    package var configuration: String?
    /// The sample files, in order (at least one unless ``showHelp``).
    package var samples: [String] = []
    /// `--help` / `-h`: print the help to stdout and exit 0.
    package var showHelp = false

    /// Empty options.
    package init() {}
}

/// The options `plist-modelgen` accepts.
enum ModelGenOption: CommandOption {
    case typeName, output, schemaOutput, access, conformances, rename, configuration, help

    var longName: String {
        switch self {
        case .typeName: return "--type-name"
        case .output: return "--output"
        case .schemaOutput: return "--schema-output"
        case .access: return "--access"
        case .conformances: return "--conformances"
        case .rename: return "--rename"
        case .configuration: return "--configuration"
        case .help: return "--help"
        }
    }

    var shortName: Character? {
        switch self {
        case .output: return "o"
        case .help: return "h"
        default: return nil
        }
    }

    /// The value's placeholder, or `nil` for a flag.
    var valueName: String? {
        switch self {
        case .typeName: return "name"
        case .output, .schemaOutput: return "file"
        case .access: return "level"
        case .conformances: return "protocols"
        case .rename: return "key-path=name"
        case .configuration: return "file"
        case .help: return nil
        }
    }

    var help: String {
        switch self {
        case .typeName: return "Name of the root type (default: from the first sample's file name)."
        case .output: return "Write the Swift source to <file> instead of stdout."
        case .schemaOutput: return "Also write the JSON Schema (2020-12) of the models to <file>."
        case .access: return "Access level of the generated declarations: internal (default) or public."
        case .conformances: return "Comma-separated protocols of every struct and enum (default: Codable,Sendable,Equatable)."
        case .rename: return "Name the type of the values at a key path (keys joined by '.', '[]' for elements), e.g. server=Backend; repeatable."
        case .configuration: return "Read the type names and access level of the first sample from a plist-modelgen.json <file>."
        case .help: return "Show this help and exit."
        }
    }
}
