import Foundation
import Testing
@testable import PlistKit
import PlistTestSupport

/// Issue #16 item 5: whatever PlistKit prints as a key path is read back verbatim by
/// `value(forKeyPath:)` and names the same node.
@Suite struct KeyPathRoundTripTests {
    /// Keys that a notation could confuse with its own syntax or that a terminal must not see raw.
    static let hostileKeys: [String] = [
        "", "3", "0", "007", "0.jpg", "com.apple.developer.team-identifier", "a.b.c", ".", "..",
        "[", "]", "[0]", "[\"x\"]", "\"", "\\", "\\.", "a\\b", "(root)", "(", "…", "a…", "\u{2026}\u{2026}",
        "\n", "\t", "\r\n", "\u{1B}[31m", "\u{0}", "\u{7F}", "\u{85}", "\u{202E}evil", "\u{200B}", "\u{FEFF}",
        " ", " lead", "trail ", "é", "e\u{301}", "九宫格", "🙂", "\u{FFFD}", "key", "Key", "-1", "+1", "1e3",
        String(repeating: "x", count: 79), String(repeating: "y", count: 80),
    ]

    /// A random key: one of the hostile keys, or a short run of random scalars.
    static func key(_ rng: inout SplitMix64) -> String {
        if rng.below(3) > 0 { return hostileKeys[rng.below(hostileKeys.count)] }
        let pool: [Unicode.Scalar] = [".", "[", "]", "\"", "\\", "…", "a", "1", " ", "\n", "\u{1B}", "\u{202E}", "é", "(", ")"]
        var s = String.UnicodeScalarView()
        for _ in 0..<rng.below(6) { s.append(pool[rng.below(pool.count)]) }
        return String(s)
    }

    /// A random tree: dictionaries with hostile keys and arrays, leaves numbered so that every
    /// node is distinct.
    static func tree(_ rng: inout SplitMix64, depth: Int, counter: inout Int) -> PlistValue {
        counter += 1
        guard depth > 0, rng.below(4) > 0 else { return .integer(PlistInteger(counter)) }
        if rng.below(2) == 0 {
            var d = PlistDictionary()
            for _ in 0..<rng.below(6) { d[key(&rng)] = PlistNode(tree(&rng, depth: depth - 1, counter: &counter)) }
            return .dictionary(d)
        }
        return .array((0..<rng.below(5)).map { _ in PlistNode(tree(&rng, depth: depth - 1, counter: &counter)) })
    }

    /// Every node of `root` with its path.
    static func nodes(_ root: PlistValue) -> [(PlistPath, PlistValue)] {
        var out: [(PlistPath, PlistValue)] = []
        var stack: [(PlistPath, PlistValue)] = [(.root, root)]
        while let (path, value) = stack.popLast() {
            out.append((path, value))
            switch value {
            case .dictionary(let d): for e in d.entries { stack.append((path.appending(.key(e.key)), e.value.value)) }
            case .array(let a): for (i, n) in a.enumerated() { stack.append((path.appending(.index(i)), n.value)) }
            default: break
            }
        }
        return out
    }

    @Test(arguments: 0..<40)
    func everyPrintedPathReadsItsNode(seed: Int) throws {
        var rng = SplitMix64(state: UInt64(seed))
        var counter = 0
        let root = Self.tree(&rng, depth: 4, counter: &counter)
        for (path, value) in Self.nodes(root) {
            let printed = path.description
            #expect(try root.value(forKeyPath: printed) == value, "seed \(seed): \(printed)")
            #expect(try root.value(forKeyPath: path.displayName) == value, "seed \(seed): \(path.displayName)")
            // The parsed path prints the same text again.
            #expect(try PlistKeyPath(parsing: printed).description == printed, "seed \(seed): \(printed)")
            // A printed path is one line of text: no control or bidi character raw.
            #expect(!printed.unicodeScalars.contains { $0.value < 0x20 || UntrustedText.needsEscape($0) }, "seed \(seed)")
        }
    }

    @Test func aKeyCutForPrintingIsRejectedNotReadAsAnotherKey() {
        let long = String(repeating: "k", count: 81)
        let root: PlistValue = [long: 1, String(repeating: "k", count: 80) + "…": 2]
        let printed = PlistPath([.key(long)]).description
        #expect(printed == "[\"" + String(repeating: "k", count: 80) + "…\"]")
        #expect(throws: PlistKeyPath.SyntaxError.self) { try root.value(forKeyPath: printed) }
        // The other key, which does end in "…", is printed escaped and read back.
        let other = PlistPath([.key(String(repeating: "k", count: 79) + "…")]).description
        #expect(other.hasSuffix("\\u{2026}\"]"))
    }

    /// A key path taken from a real diagnostic (validator, decoder and reader findings) reads
    /// the node the diagnostic is about.
    @Test func pathsFromDiagnosticsReadTheirNodes() throws {
        struct Image: Decodable { var title: String }
        let xml = """
            <plist version="1.0"><dict>
            <key>0.jpg</key><dict><key>title</key><integer>1</integer></dict>
            <key>3</key><dict><key>title</key><string>ok</string><key>tilte</key><string>x</string></dict>
            <key></key><dict><key>title</key><true/></dict>
            <key>a"b\\c</key><dict><key>title</key><string>ok</string></dict>
            </dict></plist>
            """
        let document = try PlistReader().read(Data(xml.utf8), file: "i.plist")
        let result = Validator(schema: Schema(of: [String: Image].self))
            .validate(document)
        #expect(result.map(\.description) == [
            #"i.plist:2:39: error: [type-mismatch] ["0.jpg"].title: expected String, found number 1"#,
            #"i.plist:3:54: warning: [unknown-key] unknown key "tilte" at ["3"]"#,
            #"i.plist:4:34: error: [type-mismatch] [""].title: expected String, found boolean true"#,
        ])
        for d in result {
            let keyPath = try #require(d.keyPath)
            let node = try document.root.value(forKeyPath: keyPath)
            if d.rule == "unknown-key" {
                #expect(node.value == "x")
            } else {
                #expect(node.location == d.location)
            }
        }
    }
}

/// The notation where a mapping or a schema names nested keys, and its cost on hostile text.
@Suite struct KeyPathNotationUseTests {
    struct Team: Decodable, Equatable, PlistMappable {
        var team: String
        static let plistMapping = PlistMapping(keyPaths: ["team": #"entitlements["com.apple.developer.team-identifier"]"#])
    }

    @Test func mappingKeyPathsAndTheSchemaExportUseTheNotation() throws {
        let tree: PlistValue = ["entitlements": ["com.apple.developer.team-identifier": "ABCDE12345"]]
        #expect(try PlistDecoder().decode(Team.self, from: PlistNode(tree)) == Team(team: "ABCDE12345"))
        let text = Schema(of: Team.self).jsonSchemaText()
        #expect(text.contains(#""x-plist-key-path": "entitlements[\"com.apple.developer.team-identifier\"]""#))
        let back = try Schema(jsonSchema: PlistReader().read(Data(text.utf8)).root)
        #expect(Validator(schema: back).validate(PlistNode(tree)).map(\.description) == [])
        let missing = Validator(schema: back).validate(PlistNode(["entitlements": ["team": "x"]] as PlistValue))
        #expect(missing.map(\.message) == [#"missing required key "entitlements[\"com.apple.developer.team-identifier\"]" (Team)"#])
        #expect(missing.first?.keyPath == #"entitlements["com.apple.developer.team-identifier"]"#)
    }

    @Test func parsingIsLinearOnHostileText() {
        let long = String(repeating: "[\"\\u{41}\\\\\"]", count: 100_000) + "." + String(repeating: "a.", count: 100_000) + "b"
        var count = 0
        let seconds = TimeBudget.cpuSeconds { count = (try? PlistKeyPath(parsing: long))?.components.count ?? -1 }
        #expect(count == 200_001)
        #expect(seconds < TimeBudget.seconds(2))
    }
}
