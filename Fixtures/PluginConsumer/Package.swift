// swift-tools-version:6.0
// A tiny package that uses PlistKit's build-tool plugin the way an app would: the four seed
// plists are resources of the executable, the plugin generates a model file from each on every
// build, and `main.swift` decodes them with the generated types. Built and run by
// `Scripts/plugin-consumer` (part of `Scripts/test`).
import PackageDescription

// A path dependency's identity is its folder's name, which depends on where PlistKit was cloned.
let plistKitIdentity = Context.packageDirectory
    .split(separator: "/").dropLast(2).last.map(String.init) ?? "PlistKit"

let package = Package(
    name: "PluginConsumer",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: "../.."),
    ],
    targets: [
        // A library configured by its plist-modelgen.json: one listed sample, a chosen type name,
        // public models.
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
