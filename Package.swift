// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PlistKit",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "PlistKit", targets: ["PlistKit"]),
        .executable(name: "plist-lint", targets: ["plist-lint"]),
        .executable(name: "plist-modelgen", targets: ["plist-modelgen"]),
        .plugin(name: "PlistModelPlugin", targets: ["PlistModelPlugin"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            path: "Sources/CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .target(
            name: "PlistKit",
            dependencies: ["CLibXML2"],
            // The built-in JSON Schemas (data, checked by Scripts/check-builtin-schemas) are not wired
            // into the library yet; excluded until they are embedded, so the build stays warning-free.
            exclude: ["Schema/Builtin"]
        ),
        .target(name: "CommandLineSupport", dependencies: ["PlistKit"]),
        .target(name: "PlistLint", dependencies: ["PlistKit", "CommandLineSupport"]),
        .target(name: "PlistModelGen", dependencies: ["PlistKit", "CommandLineSupport"]),
        .executableTarget(name: "plist-lint", dependencies: ["PlistLint"]),
        .executableTarget(name: "plist-modelgen", dependencies: ["PlistModelGen"]),
        .executableTarget(name: "plist-bench", dependencies: ["PlistKit"], path: "Sources/plist-bench"),
        .plugin(
            name: "PlistModelPlugin",
            capability: .buildTool(),
            dependencies: ["plist-modelgen"],
            path: "Sources/PlistModelPlugin"
        ),
        .target(name: "PlistTestSupport", path: "Tests/PlistTestSupport"),
        .testTarget(name: "PlistKitTests", dependencies: ["PlistKit", "PlistTestSupport"]),
        .testTarget(name: "PlistLintTests", dependencies: ["PlistLint", "PlistKit", "CommandLineSupport", "PlistTestSupport"]),
        .testTarget(name: "PlistModelGenTests", dependencies: ["PlistModelGen", "PlistKit", "CommandLineSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
