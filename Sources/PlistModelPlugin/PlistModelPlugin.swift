import Foundation
import PackagePlugin

/// The SwiftPM build-tool plugin: generates a Swift model file from each sample property list
/// of a target, on every build, with `plist-modelgen`.
///
/// Which samples: every `*.plist` file of the target (sources or resources), or — when the
/// target folder holds a `plist-modelgen.json` — exactly the samples listed there:
///
/// ```json
/// { "access": "public",
///   "samples": [ { "path": "Resources/questions.plist", "typeName": "Questions" } ] }
/// ```
/// (`path` relative to the target folder; `typeName` and `access` optional.)
///
/// Output: one file per sample in the plugin work directory, named `<TypeName>+PlistModel.swift`,
/// where the type name is the sample's file name in UpperCamelCase (`questions.plist` →
/// `Questions+PlistModel.swift`, declaring `typealias Questions = [Question]` and
/// `struct Question`). The tool and the configuration file are inputs of every command, so a new
/// tool or a changed configuration regenerates. Errors name the target and the file.
@main
struct PlistModelPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "plist-modelgen")
        let configuration = try Configuration.load(target: target)
        var commands: [Command] = []
        var outputs: [String: URL] = [:]
        for sample in try configuration.samples(of: target) {
            let typeName = sample.typeName ?? Self.typeName(forFile: sample.url)
            let outputName = "\(typeName)+PlistModel.swift"
            if let other = outputs[outputName] {
                throw PluginFailure("target '\(target.name)': '\(sample.url.path)' and '\(other.path)' would both generate \(outputName); give one a \"typeName\" in \(Configuration.fileName)")
            }
            outputs[outputName] = sample.url
            let output = context.pluginWorkDirectoryURL.appendingPathComponent(outputName)
            var arguments = ["--type-name", typeName, "--output", output.path]
            if let access = configuration.access { arguments += ["--access", access] }
            arguments += ["--", sample.url.path]
            var inputs = [sample.url, tool.url]
            if let configURL = configuration.url { inputs.append(configURL) }
            commands.append(.buildCommand(
                displayName: "Generating \(outputName) from \(sample.url.lastPathComponent) (target \(target.name))",
                executable: tool.url,
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: [output]))
        }
        return commands
    }

    /// `questions.plist` → `Questions`, `column_list.plist` → `ColumnList`: the words of the
    /// file name (split on anything but letters and digits), each capitalised.
    static func typeName(forFile url: URL) -> String {
        let stem = url.deletingPathExtension().lastPathComponent
        let words = stem.split(whereSeparator: { !($0.isLetter || $0.isNumber) })
        let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = name.first else { return "Model" }
        return first.isNumber ? "_" + name : name
    }
}

/// An error the plugin reports; the message names the target and the file.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
