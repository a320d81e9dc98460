// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PlistKit",
    // The library: every Apple platform (the minimums are those of the Foundation APIs used,
    // macOS 13's generation). The tools are built and tested on Linux and macOS only.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "PlistKit", targets: ["PlistKit"]),
        .executable(name: "plist-lint", targets: ["plist-lint"]),
        .executable(name: "plist-modelgen", targets: ["plist-modelgen"]),
        .executable(name: "plist-edit", targets: ["plist-edit"]),
        .executable(name: "plist-lsp", targets: ["plist-lsp"]),
        .plugin(name: "PlistModelPlugin", targets: ["PlistModelPlugin"]),
    ],
    targets: [
        // libxml2 off Apple platforms: this module, its headers found through pkg-config
        // (Debian's libxml2-dev gives -I/usr/include/libxml2). On Apple platforms the SDK ships
        // libxml2 with its own Clang module, `libxml2` (headers in $SDKROOT/usr/include/libxml2,
        // no pkg-config), which PlistKit imports instead: see Sources/CLibXML2/shim.h.
        .systemLibrary(
            name: "CLibXML2",
            path: "Sources/CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .target(
            name: "PlistKit",
            dependencies: [
                .target(name: "CLibXML2", condition: .when(platforms: [.linux, .android, .windows, .openbsd, .wasi])),
            ],
            // The built-in JSON Schemas are data (checked by Scripts/check-builtin-schemas), compiled
            // in as the Swift literals Scripts/gen-builtin-schemas writes to Schema/Builtin/Generated.
            exclude: ["Schema/Builtin/LICENSE-device-management.txt"] + [
                "info-plist", "entitlements", "privacy-manifest", "export-options", "launchd",
                "settings-bundle", "ota-manifest", "google-service-info", "mobileconfig",
            ].map { "Schema/Builtin/\($0).schema.json" }
        ),
        .target(name: "CommandLineSupport", dependencies: ["PlistKit"]),
        .target(name: "PlistLint", dependencies: ["PlistKit", "CommandLineSupport"]),
        .target(name: "PlistModelGen", dependencies: ["PlistKit", "CommandLineSupport"]),
        .target(name: "PlistEdit", dependencies: ["PlistKit", "CommandLineSupport"]),
        .executableTarget(name: "plist-lint", dependencies: ["PlistLint", "CommandLineSupport"]),
        .executableTarget(name: "plist-modelgen", dependencies: ["PlistModelGen"]),
        .executableTarget(name: "plist-edit", dependencies: ["PlistEdit", "CommandLineSupport"]),
        // The language server (LSP 3.17 over stdio): diagnostics from plist-lint's engine,
        // completion and hover from the chosen schema, quick fixes from Diagnostic.fixes.
        .target(name: "PlistLanguageServer", dependencies: ["PlistKit", "PlistLint", "CommandLineSupport"]),
        .executableTarget(name: "plist-lsp", dependencies: ["PlistLanguageServer", "CommandLineSupport"]),
        // The benchmark: PlistKit against Foundation and libxml2's own SAX2 floor, which it
        // drives directly (so no benchmarking code ships in the library).
        .executableTarget(name: "plist-bench", dependencies: [
            "PlistKit",
            .target(name: "CLibXML2", condition: .when(platforms: [.linux, .android, .windows, .openbsd, .wasi])),
        ], path: "Sources/plist-bench"),
        .plugin(
            name: "PlistModelPlugin",
            capability: .buildTool(),
            dependencies: ["plist-modelgen"],
            path: "Sources/PlistModelPlugin"
        ),
        // What the test targets share (CPU-time budgets, a seedable generator, bplist builders).
        .target(name: "PlistTestSupport", dependencies: ["PlistKit"], path: "Tests/PlistTestSupport"),
        .testTarget(name: "PlistKitTests", dependencies: ["PlistKit", "PlistTestSupport"]),
        .testTarget(name: "PlistLintTests", dependencies: ["PlistLint", "PlistKit", "CommandLineSupport", "PlistTestSupport"]),
        .testTarget(name: "PlistEditTests", dependencies: ["PlistEdit", "PlistKit", "CommandLineSupport", "PlistTestSupport"]),
        .testTarget(name: "PlistLanguageServerTests", dependencies: ["PlistLanguageServer", "PlistLint", "PlistKit", "CommandLineSupport"]),
        .testTarget(name: "PlistModelGenTests", dependencies: ["PlistModelGen", "PlistKit", "CommandLineSupport", "PlistTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
