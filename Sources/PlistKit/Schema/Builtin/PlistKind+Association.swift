import Foundation

extension PlistKind {
    /// The file names and places the kind is recognised by (``kind(forPath:)``), as shown by
    /// `plist-lint --list-kinds`: `*` stands for any characters within one name, `…/` for any
    /// folders above. Empty for ``otaManifest``: its usual name, `manifest.plist`, is too
    /// common (apps and tools ship their own) to choose a schema by; it is chosen by `--kind`
    /// or a `.plistkit.json` pattern.
    public var filePatterns: [String] {
        switch self {
        case .infoPlist: return ["Info.plist", "*-Info.plist"]
        case .entitlements: return ["*.entitlements"]
        case .privacyManifest: return ["PrivacyInfo.xcprivacy", "*.xcprivacy"]
        case .exportOptions: return ["ExportOptions.plist", "ExportOptions*.plist"]
        case .launchd: return ["…/LaunchAgents/*.plist", "…/LaunchDaemons/*.plist"]
        case .settingsBundle: return ["…/Settings.bundle/*.plist"]
        case .otaManifest: return []
        case .googleServiceInfo: return ["GoogleService-Info.plist", "GoogleService-Info*.plist"]
        case .configurationProfile: return ["*.mobileconfig"]
        }
    }

    /// Folder-name extensions whose `Info.plist` is not a bundle's: an Xcode performance
    /// baseline (`.xcbaseline`), an archive (`.xcarchive`) and a test result bundle
    /// (`.xcresult`) describe themselves with keys of their own.
    static let nonBundleInfoFolders = [".xcbaseline", ".xcarchive", ".xcresult"]

    /// The kind a file is, judged by its name and the folder holding it (never by its content),
    /// or `nil` when neither says:
    ///
    /// | Name and place | Kind |
    /// |---|---|
    /// | `*.plist` directly in a folder named `Settings.bundle` | ``settingsBundle`` |
    /// | `*.plist` directly in a folder named `LaunchAgents` or `LaunchDaemons` | ``launchd`` |
    /// | `*.xcprivacy` | ``privacyManifest`` |
    /// | `*.entitlements` | ``entitlements`` |
    /// | `*.mobileconfig` | ``configurationProfile`` |
    /// | `GoogleService-Info*.plist` | ``googleServiceInfo`` |
    /// | `ExportOptions*.plist` | ``exportOptions`` |
    /// | `Info.plist`, `*-Info.plist`, unless the folder holding it ends in `.xcbaseline`, `.xcarchive` or `.xcresult` | ``infoPlist`` |
    ///
    /// ``otaManifest`` is never chosen by name (see ``filePatterns``). The first row that matches wins; names are compared case-sensitively, as Xcode writes them.
    ///
    /// - Parameter path: a file path, absolute or relative, `/`-separated (a trailing `/` is
    ///   ignored); only its last two components are looked at.
    public static func kind(forPath path: String) -> PlistKind? {
        var components = path.split(separator: "/", omittingEmptySubsequences: true)
        guard let name = components.popLast() else { return nil }
        let folder = components.last ?? ""
        let isPlist = name.hasSuffix(".plist")
        if isPlist && folder == "Settings.bundle" { return .settingsBundle }
        if isPlist && (folder == "LaunchAgents" || folder == "LaunchDaemons") { return .launchd }
        if name.hasSuffix(".xcprivacy") { return .privacyManifest }
        if name.hasSuffix(".entitlements") { return .entitlements }
        if name.hasSuffix(".mobileconfig") { return .configurationProfile }
        guard isPlist else { return nil }
        if name.hasPrefix("GoogleService-Info") { return .googleServiceInfo }
        if name.hasPrefix("ExportOptions") { return .exportOptions }
        if name == "Info.plist" || name.hasSuffix("-Info.plist") {
            return nonBundleInfoFolders.contains(where: { folder.hasSuffix($0) }) ? nil : .infoPlist
        }
        return nil
    }

    /// ``kind(forPath:)`` for a file URL's path.
    public static func kind(for url: URL) -> PlistKind? {
        kind(forPath: url.path)
    }
}
