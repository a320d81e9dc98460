import Foundation

/// The compiled built-in schemas, one global per kind: Swift initialises a global on its first
/// use, once, under a lock of the runtime's (`swift_once`), so a kind is imported and compiled
/// only when a file of that kind is checked, and never twice however many threads ask.
enum BuiltinSchemaCache {
    private static let infoPlist = compile(.infoPlist)
    private static let entitlements = compile(.entitlements)
    private static let privacyManifest = compile(.privacyManifest)
    private static let exportOptions = compile(.exportOptions)
    private static let launchd = compile(.launchd)
    private static let settingsBundle = compile(.settingsBundle)
    private static let otaManifest = compile(.otaManifest)
    private static let googleServiceInfo = compile(.googleServiceInfo)
    private static let configurationProfile = compile(.configurationProfile)

    /// The validator of `kind`'s schema, or the error its import gave.
    static func validator(for kind: PlistKind) -> Result<Validator, any Error> {
        switch kind {
        case .infoPlist: return infoPlist
        case .entitlements: return entitlements
        case .privacyManifest: return privacyManifest
        case .exportOptions: return exportOptions
        case .launchd: return launchd
        case .settingsBundle: return settingsBundle
        case .otaManifest: return otaManifest
        case .googleServiceInfo: return googleServiceInfo
        case .configurationProfile: return configurationProfile
        }
    }

    /// Reads `kind`'s embedded text as JSON (duplicate keys refused, as for a schema file) and
    /// imports and compiles it.
    private static func compile(_ kind: PlistKind) -> Result<Validator, any Error> {
        Result {
            let reader = Schema.jsonReader(PlistReader.Options())
            let document = try reader.read(Data(kind.jsonSchemaText.utf8), file: kind.schemaFileName)
            let schema = try Schema(jsonSchema: document.root, file: kind.schemaFileName)
            return Validator(schema: schema)
        }
    }
}
