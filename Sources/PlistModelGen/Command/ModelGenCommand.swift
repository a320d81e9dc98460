import Foundation
import CommandLineSupport
import PlistKit

/// `plist-modelgen [--type-name NAME] [--output FILE] [--schema-output FILE]
/// [--access public|internal] [--conformances P,Q] [--rename KEY-PATH=NAME]... SAMPLE...`: Swift models (and their JSON Schema) from sample
/// property lists.
///
/// Exit status: 0 when the models were written (warnings about the samples allowed), 1 when a
/// sample could not be read or an output could not be written (nothing is written then), 64 for
/// a usage error (including an output that names a sample or the other output). Help goes to stdout with status 0; diagnostics go to stderr, compiler-style.
package enum ModelGenCommand {
    /// The tool's version, printed in `--help`.
    package static let version = ToolVersion.current

    /// Runs the command with `arguments` (without the program name) against the real process
    /// environment and returns the exit status.
    package static func main(_ arguments: [String]) -> Int32 {
        main(arguments, environment: .standard)
    }

    /// Runs the command with `arguments` against `environment` and returns the exit status.
    package static func main(_ arguments: [String], environment: ModelGenEnvironment) -> Int32 {
        let options: ModelGenOptions
        do {
            options = try ModelGenOptions.parse(arguments)
        } catch {
            environment.writeStandardError(ModelGenHelp.report(error))
            return 64
        }
        if options.showHelp {
            environment.writeStandardOutput(ModelGenHelp.text)
            return 0
        }
        return run(options, environment: environment)
    }

    /// Reads the samples, infers, renders and writes.
    static func run(_ options: ModelGenOptions, environment: ModelGenEnvironment) -> Int32 {
        var options = options
        let renderer = DiagnosticRenderer()
        if let configurationPath = options.configuration {
            let configuration: ModelGenConfiguration
            do {
                configuration = try ModelGenConfiguration.load(path: configurationPath)
            } catch let error as PlistDecodingError {
                for diagnostic in error.diagnostics {
                    environment.writeStandardError(renderer.render(diagnostic, sources: { $0.flatMap(sourceBytes) }))
                }
                return 1
            } catch let error as PlistReadError {
                var located = error
                if located.file == nil { located.file = configurationPath }
                environment.writeStandardError(renderer.render(located.diagnostic, source: sourceBytes(configurationPath)))
                return 1
            } catch {
                environment.writeStandardError(renderer.render(ioError(configurationPath, error)))
                return 1
            }
            let folder = ModelGenEnvironment.fileURL(exactPath: configurationPath).deletingLastPathComponent().path
            guard let entry = configuration.entry(for: options.samples[0], folder: folder) else {
                return writeUnlisted(options, environment: environment, renderer: renderer)
            }
            if let typeName = entry.typeName { options.typeName = typeName }
            if let typeNames = entry.typeNames { options.typeNames.merge(typeNames) { $1 } }
            if let access = configuration.access.flatMap(SwiftModelRenderer.AccessLevel.init(rawValue:)) { options.access = access }
        }
        var documents: [PlistDocument] = []
        var failed = false
        for path in options.samples {
            do {
                let document = try environment.readSample(path)
                if !document.diagnostics.isEmpty {
                    environment.writeStandardError(renderer.render(document.diagnostics, source: sourceBytes(path)))
                }
                documents.append(document)
            } catch let error as PlistReadError {
                var located = error
                if located.file == nil { located.file = path }
                environment.writeStandardError(renderer.render(located.diagnostic, source: sourceBytes(path)))
                failed = true
            } catch {
                environment.writeStandardError(renderer.render(ioError(path, error)))
                failed = true
            }
        }
        if failed { return 1 }

        let typeName = options.typeName ?? defaultTypeName(for: options.samples[0])
        let inference = SchemaInferrer(typeNames: options.typeNames).infer(documents, typeName: typeName)
        if !inference.diagnostics.isEmpty {
            for diagnostic in inference.diagnostics {
                environment.writeStandardError(renderer.render(diagnostic, sources: { $0.flatMap(sourceBytes) }))
            }
        }
        var rendererOptions = SwiftModelRenderer.Options()
        rendererOptions.access = options.access
        if let conformances = options.conformances { rendererOptions.conformances = conformances }
        rendererOptions.inputs = options.samples
        let source = SwiftModelRenderer(options: rendererOptions).render(inference)

        var schemaData: Data?
        if let schemaOutput = options.schemaOutput {
            do {
                schemaData = try environment.exportJSONSchema(inference.schema, inference.rootTypeName)
            } catch let error as PlistReadError {
                var located = error
                located.file = schemaOutput
                environment.writeStandardError(renderer.render(located.diagnostic))
                return 1
            } catch {
                environment.writeStandardError(renderer.render(ioError(schemaOutput, error)))
                return 1
            }
        }
        var outputs: [(String, Data)] = []
        if let output = options.output { outputs.append((output, Data(source.utf8))) }
        if let schemaOutput = options.schemaOutput, let schemaData { outputs.append((schemaOutput, schemaData)) }
        for (path, data) in outputs {
            do {
                try environment.writeFile(path, data)
            } catch {
                environment.writeStandardError(renderer.render(ioError(path, error)))
                return 1
            }
        }
        if options.output == nil { environment.writeStandardOutput(source) }
        return 0
    }

    /// A sample the configuration does not list (the build plugin runs one command per plist of
    /// the target, so that listing it later needs no new build plan): a source with only the
    /// header and a comment saying so.
    private static func writeUnlisted(_ options: ModelGenOptions, environment: ModelGenEnvironment,
                                      renderer: DiagnosticRenderer) -> Int32 {
        let name = UntrustedText.escaped(options.samples[0], limit: 200)
        let source = "// Generated by plist-modelgen: \(name) is not listed in \(ModelGenConfiguration.fileName); nothing to generate.\n"
        guard let output = options.output else {
            environment.writeStandardOutput(source)
            return 0
        }
        do {
            try environment.writeFile(output, Data(source.utf8))
        } catch {
            environment.writeStandardError(renderer.render(ioError(output, error)))
            return 1
        }
        return 0
    }

    /// The root type name from a sample's file name: `questions.plist` → `questions`
    /// (sanitised to `Questions` by the inferrer).
    static func defaultTypeName(for path: String) -> String {
        let file = ModelGenEnvironment.fileURL(exactPath: path).deletingPathExtension().lastPathComponent
        return SwiftIdentifier.words(of: file).isEmpty ? "Root" : file
    }

    private static func sourceBytes(_ path: String) -> [UInt8]? {
        // Only a regular file of at most 64 MiB is read again for the excerpt.
        let path = ModelGenEnvironment.fileURL(exactPath: path).path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let size = attributes[.size] as? NSNumber, size.intValue <= 64 << 20,
              let data = FileManager.default.contents(atPath: path) else { return nil }
        return [UInt8](data)
    }

    private static func ioError(_ path: String, _ error: any Error) -> Diagnostic {
        let reason = (error as NSError).localizedDescription
        return Diagnostic(severity: .error, rule: PlistReadError.Kind.io.rawValue,
                          message: "cannot access \(UntrustedText.quoted(path)): \(UntrustedText.escaped(reason))",
                          file: path)
    }
}
