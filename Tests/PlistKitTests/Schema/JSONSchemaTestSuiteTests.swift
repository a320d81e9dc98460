import Foundation
import Testing
@testable import PlistKit

/// The official JSON-Schema-Test-Suite, draft 2020-12, for every keyword PlistKit supports:
/// each file must pass completely. The suite is read at test time from the shared folder
/// beside the repository (`<repo>/../shared/JSON-Schema-Test-Suite/draft2020-12/`). A verdict
/// is the ``Validator``'s: valid when it finds no error.
@Suite struct JSONSchemaTestSuiteTests {
    /// The files run: one per supported keyword (the others hold keywords PlistKit refuses:
    /// `dependentSchemas`, `unevaluated*`,
    /// `$anchor`, `$dynamicRef`, remote `$ref`, `$vocabulary`, `content*` assertions).
    static let files = [
        "allOf.json", "anyOf.json", "boolean_schema.json", "const.json", "contains.json", "default.json",
        "dependentRequired.json", "enum.json", "exclusiveMaximum.json", "exclusiveMinimum.json",
        "if-then-else.json", "infinite-loop-detection.json", "maxContains.json", "maxItems.json",
        "maxLength.json", "maxProperties.json", "maximum.json", "minContains.json", "minItems.json",
        "minLength.json", "minProperties.json", "minimum.json", "multipleOf.json", "not.json", "oneOf.json",
        "prefixItems.json", "required.json", "type.json", "uniqueItems.json", "items.json",
        "additionalProperties.json", "properties.json", "ref.json",
        "pattern.json", "patternProperties.json", "propertyNames.json",
    ]

    /// Groups of those files whose schema uses a keyword PlistKit refuses (`dependentSchemas`, `unevaluatedProperties`, `$id`-relative, `$anchor`
    /// and remote `$ref`): each must fail to import with `unsupported-schema-keyword`, never be
    /// checked with the keyword ignored. `format.json` is not run: the suite tests `format` as
    /// an annotation (2020-12's default), where PlistKit checks the formats it knows and
    /// refuses the others.
    static let refused: Set<String> = [
        "not.json / collect annotations inside a 'not', even if collection is disabled",
        "additionalProperties.json / dependentSchemas with additionalProperties",
        "ref.json / remote ref, containing refs itself",
        "ref.json / Recursive references between schemas",
        "ref.json / ref creates new scope when adjacent to keywords",
        "ref.json / refs with relative uris and defs",
        "ref.json / relative refs with absolute uris and defs",
        "ref.json / $id must be resolved against nearest parent, not just immediate parent",
        "ref.json / order of evaluation: $id and $ref",
        "ref.json / order of evaluation: $id and $anchor and $ref",
        "ref.json / order of evaluation: $id and $ref on nested schema",
        "ref.json / simple URN base URI with $ref via the URN",
        "ref.json / URN base URI with URN and JSON pointer ref",
        "ref.json / URN base URI with URN and anchor ref",
        "ref.json / URN ref with nested pointer ref",
        "ref.json / ref to if",
        "ref.json / ref to then",
        "ref.json / ref to else",
        "ref.json / ref with absolute-path-reference",
    ]

    /// `<repo>/../shared/JSON-Schema-Test-Suite/draft2020-12`.
    static var suiteFolder: URL {
        Fixtures.shared.appendingPathComponent("JSON-Schema-Test-Suite/draft2020-12")
    }

    /// Runs every case of `file`; returns one line per case whose verdict differs, and how
    /// many cases ran.
    static func failures(in file: String) throws -> (failures: [String], cases: Int) {
        let url = suiteFolder.appendingPathComponent(file)
        guard FileManager.default.fileExists(atPath: url.path) else {
            return (["the JSON-Schema-Test-Suite is missing: expected \(url.path) (the repository's sibling folder shared/)"], 0)
        }
        var options = PlistReader.Options()
        options.format = .json
        let document = try PlistReader(options: options).read(contentsOf: url)
        guard case .array(let groups) = document.root.value else { return (["\(file): not an array"], 0) }
        var failures: [String] = []
        var cases = 0
        for group in groups {
            guard case .dictionary(let g) = group.value, let schemaNode = g["schema"], case .array(let tests)? = g["tests"]?.value else {
                failures.append("\(file): malformed group")
                continue
            }
            let title = g["description"]?.value.stringValue ?? "?"
            let validator: Validator
            do {
                validator = Validator(schema: try Schema(jsonSchema: schemaNode, file: file))
            } catch let error as JSONSchemaError where refused.contains("\(file) / \(title)") && error.rule == "unsupported-schema-keyword" {
                continue
            } catch {
                failures.append("\(file) / \(title): schema not imported: \(error)")
                continue
            }
            for test in tests {
                guard case .dictionary(let t) = test.value, let data = t["data"], case .bool(let valid)? = t["valid"]?.value else { continue }
                cases += 1
                let findings = validator.validate(data)
                let verdict = !findings.contains { $0.severity == .error }
                if verdict != valid {
                    let name = t["description"]?.value.stringValue ?? "?"
                    failures.append("\(file) / \(title) / \(name): expected \(valid ? "valid" : "invalid"), found \(findings.map(\.description))")
                }
            }
        }
        return (failures, cases)
    }

    @Test(arguments: files)
    func everyCasePasses(_ file: String) throws {
        let (failures, cases) = try Self.failures(in: file)
        #expect(failures == [])
        #expect(cases > 0)
    }
}
