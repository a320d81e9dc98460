import CommandLineSupport
import Foundation
import PlistKit

extension LintConfiguration {
    /// Reads a configuration file's bytes (JSON, within `limits`) into a configuration.
    /// - Throws: ``PlistReadError`` when the bytes are not JSON (with its line:column), and
    ///   ``ConfigurationProblem`` holding every mistake found (diagnostics of rule
    ///   `invalid-config`, each located at the offending member and naming its key path): a
    ///   value of the wrong type, an unknown member, kind, rule id or severity (with the nearest
    ///   valid name when one is close), or a pattern that names nothing.
    /// The most patterns one `include`, `exclude` or `schemas` holds, and the longest pattern in
    /// UTF-8 bytes: matching costs at most their product per path.
    static let maxPatterns = 1000
    static let maxPatternLength = 1024
    /// Rules whose findings say a file was not checked, or not completely: `rules` cannot turn
    /// them down or off (a file stopped by a limit must not print OK).
    static let fixedRules: Set<String> = Set([DiagnosticRule.limitExceeded, .findingLimit, .io, .emptyFile, .unknownFormat].map(\.id))

    static func parse(_ data: Data, folder: String, printedName: String, limits: PlistReader.Options) throws -> LintConfiguration {
        var options = limits
        options.format = .json
        options.duplicateKeys = .error
        let document = try PlistReader(options: options).read(data, file: printedName)
        var parser = Parser(file: printedName)
        var configuration = LintConfiguration(folder: folder, printedName: printedName)
        parser.fill(&configuration, from: document.root)
        guard parser.problems.isEmpty else { throw ConfigurationProblem(diagnostics: parser.problems) }
        return configuration
    }

    /// The configuration's members.
    static let memberNames = ["include", "exclude", "schemas", "builtinSchemas", "rules"]

    /// Turns the JSON tree into a configuration, collecting every problem: a member in error
    /// is left out and the others still read, so that one run names every mistake.
    private struct Parser {
        let file: String
        /// The problems found, in the order of the file.
        var problems: [Diagnostic] = []

        /// The error for a problem at `location`: its message after the key path (`rules.x: …`).
        func problem(_ message: String, at location: SourceLocation, keyPath: String? = nil) -> Diagnostic {
            Diagnostic(severity: .error, rule: .invalidConfig, message: DiagnosticRule.invalidConfigMessage(message, at: keyPath), file: file,
                       location: location.hasLine ? location : nil, keyPath: keyPath)
        }

        /// "did you mean" for `name` among `names`, or "".
        func suggestion(_ name: String, in names: [String]) -> String {
            EditDistance.closest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
        }

        mutating func fill(_ configuration: inout LintConfiguration, from root: PlistNode) {
            guard let members = root.value.dictionaryValue else {
                return problems.append(problem("a configuration is a JSON object, not \(root.value.kindName == "dictionary" ? "an object" : "a \(root.value.kindName)")", at: root.location))
            }
            for entry in members.entries {
                let name = entry.key
                switch name {
                case "include":
                    let found = globs(entry)
                    configuration.include = found.map(\.glob)
                    configuration.includeSites = found.map { ($0.keyPath, $0.location) }
                case "exclude": configuration.exclude = globs(entry).map(\.glob)
                case "builtinSchemas":
                    guard let flag = entry.value.value.boolValue else {
                        problems.append(problem("'builtinSchemas' must be true or false, not a \(entry.value.value.kindName)", at: entry.value.location, keyPath: name))
                        continue
                    }
                    configuration.builtinSchemas = flag
                case "schemas": configuration.schemas = schemas(entry)
                case "rules": configuration.rules = rules(entry)
                default:
                    problems.append(problem("unknown member '\(UntrustedText.escaped(name, limit: 200))' (expected one of \(LintConfiguration.memberNames.joined(separator: ", ")))\(suggestion(name, in: LintConfiguration.memberNames))",
                                  at: entry.keyLocation, keyPath: UntrustedText.escaped(name, limit: 200)))
                }
            }
        }

        /// The patterns of `include` or `exclude`, each with its key path and place.
        mutating func globs(_ entry: PlistDictionary.Entry) -> [(glob: PathGlob, keyPath: String, location: SourceLocation)] {
            guard let items = entry.value.value.arrayValue else {
                problems.append(problem("'\(entry.key)' must be an array of path patterns, not a \(entry.value.value.kindName)", at: entry.value.location, keyPath: entry.key))
                return []
            }
            guard items.count <= LintConfiguration.maxPatterns else {
                problems.append(problem("'\(entry.key)' has \(items.count) patterns, more than \(LintConfiguration.maxPatterns)", at: entry.value.location, keyPath: entry.key))
                return []
            }
            var globs: [(glob: PathGlob, keyPath: String, location: SourceLocation)] = []
            for (index, item) in items.enumerated() {
                let keyPath = "\(entry.key)[\(index)]"
                guard let text = item.value.stringValue else {
                    problems.append(problem("a path pattern must be a string, not a \(item.value.kindName)", at: item.location, keyPath: keyPath))
                    continue
                }
                guard text.utf8.count <= LintConfiguration.maxPatternLength else {
                    problems.append(problem("a path pattern of \(text.utf8.count) bytes, longer than \(LintConfiguration.maxPatternLength)", at: item.location, keyPath: keyPath))
                    continue
                }
                guard let glob = PathGlob(text) else {
                    problems.append(problem("the pattern '\(UntrustedText.escaped(text, limit: 200))' names no file", at: item.location, keyPath: keyPath))
                    continue
                }
                globs.append((glob, keyPath, item.location))
            }
            return globs
        }

        mutating func schemas(_ entry: PlistDictionary.Entry) -> [(pattern: PathGlob, target: SchemaTarget)] {
            guard let map = entry.value.value.dictionaryValue else {
                problems.append(problem("'schemas' must be an object mapping path patterns to a kind, a schema file or \"none\", not a \(entry.value.value.kindName)", at: entry.value.location, keyPath: entry.key))
                return []
            }
            guard map.count <= LintConfiguration.maxPatterns else {
                problems.append(problem("'schemas' has \(map.count) patterns, more than \(LintConfiguration.maxPatterns)", at: entry.value.location, keyPath: entry.key))
                return []
            }
            var schemas: [(pattern: PathGlob, target: SchemaTarget)] = []
            for item in map.entries {
                switch schema(item) {
                case .success(let pair): schemas.append(pair)
                case .failure(let problem): problems.append(problem.diagnostic)
                }
            }
            return schemas
        }

        /// One `schemas` member: its pattern and target, or the problem with it.
        func schema(_ item: PlistDictionary.Entry) -> Result<(pattern: PathGlob, target: SchemaTarget), Problem> {
            let kinds = PlistKind.allCases.map(\.id)
            let shownKey = UntrustedText.escaped(item.key, limit: 200)
            let keyPath = "schemas.\(shownKey)"
            guard item.key.utf8.count <= LintConfiguration.maxPatternLength else {
                return .failure(Problem(problem("a path pattern of \(item.key.utf8.count) bytes, longer than \(LintConfiguration.maxPatternLength)", at: item.keyLocation, keyPath: keyPath)))
            }
            guard let glob = PathGlob(item.key) else {
                return .failure(Problem(problem("the pattern '\(shownKey)' names no file", at: item.keyLocation, keyPath: keyPath)))
            }
            guard let text = item.value.value.stringValue, !text.isEmpty else {
                return .failure(Problem(problem("a schema must be a kind (\(kinds.joined(separator: ", "))), a JSON Schema file or \"none\", not \(item.value.value.stringValue == nil ? "a \(item.value.value.kindName)" : "an empty string")", at: item.value.location, keyPath: keyPath)))
            }
            if text == "none" { return .success((glob, .noSchema)) }
            if let kind = PlistKind(id: text) { return .success((glob, .kind(kind))) }
            if text.hasSuffix(".json") {
                // A schema file is the repository's own: a path leaving the configuration's
                // folder could make plist-lint read, and quote in its findings, any JSON file
                // on the machine.
                guard !text.hasPrefix("/"), !text.split(separator: "/").contains("..") else {
                    return .failure(Problem(problem("the schema file '\(UntrustedText.escaped(text, limit: 200))' must be a path inside the configuration's folder (not absolute, no '..')",
                                                    at: item.value.location, keyPath: keyPath)))
                }
                return .success((glob, .file(text)))
            }
            return .failure(Problem(problem("'\(UntrustedText.escaped(text, limit: 200))' is not a kind (\(kinds.joined(separator: ", "))), a JSON Schema file (*.json) or \"none\"\(suggestion(text, in: kinds))",
                                            at: item.value.location, keyPath: keyPath)))
        }

        mutating func rules(_ entry: PlistDictionary.Entry) -> [String: RuleSetting] {
            guard let map = entry.value.value.dictionaryValue else {
                problems.append(problem("'rules' must be an object mapping rule ids to error, warning, note or off, not a \(entry.value.value.kindName)", at: entry.value.location, keyPath: entry.key))
                return [:]
            }
            let ids = DiagnosticRule.catalogue.map(\.id)
            var settings: [String: RuleSetting] = [:]
            for item in map.entries {
                let shownKey = UntrustedText.escaped(item.key, limit: 200)
                let keyPath = "rules.\(shownKey)"
                guard DiagnosticRule.named(item.key) != nil else {
                    problems.append(problem("unknown rule '\(shownKey)' (see plist-lint --list-rules)\(suggestion(item.key, in: ids))", at: item.keyLocation, keyPath: keyPath))
                    continue
                }
                guard !LintConfiguration.fixedRules.contains(item.key) else {
                    problems.append(problem("'\(shownKey)' cannot be changed: it says a file was not read or not checked completely", at: item.keyLocation, keyPath: keyPath))
                    continue
                }
                let text = item.value.value.stringValue ?? ""
                if text == "off" {
                    settings[item.key] = .off
                } else if let severity = Diagnostic.Severity(rawValue: text) {
                    settings[item.key] = .severity(severity)
                } else {
                    let shown = item.value.value.stringValue.map { "'\(UntrustedText.escaped($0, limit: 200))'" } ?? "a \(item.value.value.kindName)"
                    problems.append(problem("a rule's setting is error, warning, note or off, not \(shown)", at: item.value.location, keyPath: keyPath))
                }
            }
            return settings
        }

        /// One problem, as a `Result` failure.
        struct Problem: Error {
            let diagnostic: Diagnostic
            init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
        }
    }
}

/// The problems of a configuration file, each located at the member it is about.
struct ConfigurationProblem: Error {
    /// The findings (rule `invalid-config`), naming the configuration file, in its order.
    var diagnostics: [Diagnostic]
}
