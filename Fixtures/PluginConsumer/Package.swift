// swift-tools-version:6.0
// A tiny package that uses PlistKit's build-tool plugin the way an app would: the four seed
// plists are resources of the executable, the plugin generates a model file from each on every
// build, and `main.swift` decodes them with the generated types. Built and run by
// `Scripts/plugin-consumer` (part of `Scripts/test`).
import PackageDescription

// PlistKit is a path dependency: the repository two folders up, or PLISTKIT_PACKAGE_PATH (an
// absolute path) when Scripts/plugin-consumer builds a copy of this package in a temp folder.
// Its identity is its folder's name, which depends on where PlistKit was cloned.
let plistKitPath = Context.environment["PLISTKIT_PACKAGE_PATH"] ?? "../.."
let plistKitIdentity = (plistKitPath.hasPrefix("/") ? Substring(plistKitPath) : Substring(Context.packageDirectory))
    .split(separator: "/").dropLast(plistKitPath.hasPrefix("/") ? 0 : 2).last.map(String.init) ?? "PlistKit"

let package = Package(
    name: "PluginConsumer",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: plistKitPath),
    ],
    targets: [
        // A library configured by its plist-modelgen.json: three listed samples with chosen type
        // names, public models; settings.plist and analytics.plist share the nested key `server`.
        .target(
            name: "ConfiguredModels",
            exclude: ["plist-modelgen.json"],
            resources: [.copy("Samples")],
            plugins: [.plugin(name: "PlistModelPlugin", package: plistKitIdentity)]
        ),
        .executableTarget(
            name: "PluginConsumer",
            dependencies: ["ConfiguredModels", .product(name: "PlistKit", package: plistKitIdentity)],
            resources: [.copy("Resources")],
            plugins: [.plugin(name: "PlistModelPlugin", package: plistKitIdentity)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
