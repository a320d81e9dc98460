import Foundation
import PackagePlugin

/// The SwiftPM build-tool plugin: generates a Swift model file from each sample property list
/// of a target, on every build, with `plist-modelgen`.
///
/// Which samples: every `*.plist` file of the target (sources or resources), or — when the
/// target folder holds a `plist-modelgen.json` with a `samples` list — exactly the samples
/// listed there (`.plist`, `.bplist` or `.json`; anything else is an error naming it):
///
/// ```json
/// { "access": "public",
///   "samples": [ { "path": "Resources/settings.plist", "typeName": "Settings",
///                  "typeNames": { "server": "Backend" } } ] }
/// ```
///
/// Output: one file per sample in the plugin work directory, named after the sample's path in
/// the target (`Resources/questions.plist` → `Resources-questions+PlistModel.swift`). Each
/// command's inputs are its sample, the tool and the configuration file, and `plist-modelgen`
/// reads the configuration when it runs: editing the configuration or a sample regenerates on
/// the next `swift build`, even when SwiftPM reuses its build plan. Every name the plugin prints
/// is escaped (``PluginText``).
@main
struct PlistModelPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "plist-modelgen")
        let configuration = Configuration.load(target: target)
        let directory = targetDirectory(target).standardizedFileURL.path
        var commands: [Command] = []
        var outputs: Set<String> = []
        for sample in try configuration.sampleFiles(of: target) {
            let outputName = Self.outputName(for: sample, in: directory, taken: &outputs)
            let output = context.pluginWorkDirectoryURL.appendingPathComponent(outputName)
            var arguments = ["--output", output.path]
            var inputs = [sample, tool.url]
            if let configURL = configuration.url {
                arguments += ["--configuration", configURL.path]
                inputs.append(configURL)
            }
            arguments += ["--", sample.path]
            commands.append(.buildCommand(
                displayName: "Generating \(PluginText.escaped(outputName)) from \(PluginText.escaped(sample.lastPathComponent)) (target \(PluginText.escaped(target.name)))",
                executable: tool.url,
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: [output]))
        }
        return commands
    }

    /// `Resources/questions.plist` → `Resources-questions+PlistModel.swift`: the path in the
    /// target without its extension, every character but ASCII letters, digits, `_` and `-`
    /// replaced by `-`, numbered when two paths give one name.
    static func outputName(for sample: URL, in directory: String, taken: inout Set<String>) -> String {
        var relative = sample.deletingPathExtension().path
        if relative.hasPrefix(directory + "/") { relative.removeFirst(directory.count + 1) }
        let stem = String(String.UnicodeScalarView(relative.unicodeScalars.map { scalar in
            scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-") ? scalar : "-"
        }))
        var name = stem + "+PlistModel.swift"
        var n = 2
        while !taken.insert(name).inserted {
            name = stem + "-\(n)+PlistModel.swift"
            n += 1
        }
        return name
    }
}

/// An error the plugin reports; the message names the target and the file, escaped.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
