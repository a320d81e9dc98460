import PackagePlugin

// PLACEHOLDER — replaced by the plugin work.
@main
struct PlistModelPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] { [] }
}
