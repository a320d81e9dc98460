import Foundation
import PlistKit
import Testing

/// Every rule id PlistKit and its tools report is in the catalogue (``DiagnosticRule``), once,
/// with a summary and an explanation holding a bad and a good example.
@Suite struct RuleCatalogueTests {
    static let repository = Fixtures.repository

    /// Every Swift (and expected-output) file under `folder`, as text.
    static func files(under folder: String, extensions: Set<String>) -> [(path: String, text: String)] {
        let root = repository.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var found: [(String, String)] = []
        for case let url as URL in walker where extensions.contains(url.pathExtension) {
            if let text = try? String(contentsOf: url, encoding: .utf8) {
                found.append((String(url.path.dropFirst(repository.path.count + 1)), text))
            }
        }
        return found.sorted { $0.0 < $1.0 }
    }

    /// Captures of `pattern`'s first group in `text`.
    static func matches(_ pattern: String, in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        let ns = text as NSString
        return regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { ns.substring(with: $0.range(at: 1)) }
    }

    /// Rule-id literals in the sources: a `rule:` argument, the id of a reader's or writer's
    /// `Kind`, the rule of a validator `report`/`reportValue`, a schema importer `fail`, a
    /// `ConversionFailure`, a named rule constant (`…Rule = "…"`) and a comparison with a
    /// finding's rule (`.rule == "…"`).
    static let sourcePatterns = [
        #"rule: "([a-z0-9-]+)""#,
        #"(?:Kind|Self)\(rawValue: "([a-z0-9-]+)"\)"#,
        #"report(?:Value)?\(\.?[a-z]*\s*(?:\?[^,]*:[^,]*)?,\s*"([a-z0-9-]+)""#,
        #"fail\("([a-z0-9-]+)","#,
        #"[rR]ule = "([a-z0-9-]+)""#,
        #"\.rule [!=]= "([a-z0-9-]+)""#,
    ]

    /// Bracketed words in the tests' expected output that are not PlistKit's rules: the help
    /// text's placeholder (`error: [rule] message`) and the id a test's own injected schema
    /// checker reports (SchemaHookTests).
    static let notRules: Set<String> = ["rule", "test-schema"]

    /// The sources name every rule by its catalogue entry (`rule: .missingKey`,
    /// `DiagnosticRule.duplicateKey.id`), which a misspelling cannot compile: no rule id is
    /// written as a string outside the catalogue's files.
    @Test func noRuleIdIsAStringOutsideTheCatalogue() {
        var literals: [String] = []
        for (path, text) in Self.files(under: "Sources", extensions: ["swift"]) where !path.contains("/Rules/") {
            for pattern in Self.sourcePatterns {
                for id in Self.matches(pattern, in: text) { literals.append("\(path): \(id)") }
            }
        }
        #expect(literals == [])
        // Each pattern finds the literal it is meant to (a broken pattern would pass vacuously).
        let samples = [
            #"Diagnostic(severity: .error, rule: "io", message: m)"#,
            #"public static let wrongRoot = PlistReadError.Kind(rawValue: "wrong-root")"#,
            #"reportValue(.error, "null-value", "expected Int, found null", node: node)"#,
            #"throw fail("invalid-schema", "expected an object", pointer, node)"#,
            #"static let limitRule = "finding-limit""#,
            #"findings.filter { $0.rule != "default-used" }"#,
        ]
        for (pattern, sample) in zip(Self.sourcePatterns, samples) {
            #expect(Self.matches(pattern, in: sample).count == 1, "\(pattern) finds its sample")
        }
    }

    /// A note that only annotates another finding (a related place) or the report has no rule
    /// of its own: nothing in brackets, no id that a filter or an override could name.
    @Test func anAnnotationHasNoRuleOfItsOwn() {
        let note = Diagnostic.annotation("the file ends here", file: "a.plist", location: SourceLocation(line: 3, column: 1))
        #expect(note.severity == .note)
        #expect(note.rule == "")
        #expect(note.description == "a.plist:3:1: note: the file ends here")
    }

    @Test func everyRuleIdInTheTestsExpectedOutputIsCatalogued() {
        var unknown: [String] = []
        var seen = Set<String>()
        let patterns = [#"(?:error|warning|note): \[([a-z][a-z0-9-]*)\]"#, #"\\?"rule\\?": \\?"([a-z][a-z0-9-]*)\\?""#]
        for (path, text) in Self.files(under: "Tests", extensions: ["swift"]) + Self.files(under: "Fixtures/Expected", extensions: ["stderr", "stdout", "json", "txt", "sarif"]) {
            for pattern in patterns {
                for id in Self.matches(pattern, in: text) where !Self.notRules.contains(id) {
                    seen.insert(id)
                    if DiagnosticRule.named(id) == nil { unknown.append("\(path): \(id)") }
                }
            }
        }
        #expect(Set(unknown) == [])
        #expect(seen.count >= 30)
    }

    @Test func eachIdIsCataloguedOnceWithAnExplainedBadAndGoodExample() {
        let ids = DiagnosticRule.catalogue.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids == ids.sorted())
        for rule in DiagnosticRule.catalogue {
            #expect(rule.id.range(of: #"^[a-z][a-z0-9]*(-[a-z0-9]+)*$"#, options: .regularExpression) != nil, "\(rule.id) is kebab-case")
            #expect(!rule.summary.isEmpty && !rule.summary.contains("\n"), "\(rule.id) has a one-line summary")
            #expect(rule.explanation.contains("\nBad:\n    ") && rule.explanation.contains("\nGood:\n    "), "\(rule.id) has examples")
        }
    }

    /// `missing-key` means one thing: a required key the model or schema expects. The XML
    /// reader's value with no `<key>` before it is `value-without-key`.
    @Test func missingKeyMeansOneThing() throws {
        let error = try #require(throws: PlistReadError.self) {
            try PlistReader().read(Data("<plist><dict><string>v</string></dict></plist>".utf8), file: "t.plist")
        }
        #expect(error.kind.rawValue == "value-without-key")
        #expect(DiagnosticRule.named("missing-key")?.summary == "A key the model or schema requires is not in the dictionary.")
        #expect(DiagnosticRule.named("value-without-key")?.defaultSeverity == .error)
    }

    @Test func explainedTextStartsWithTheIdAndSeverity() throws {
        let rule = try #require(DiagnosticRule.named("duplicate-key"))
        #expect(rule.explainedText.hasPrefix("duplicate-key (default severity: warning)\nA key repeated in one dictionary; the later value wins.\n\n"))
    }
}
