import Testing
@testable import PlistKit

@Suite struct PlistValueTests {
    @Test func integersKeepSignedAndUnsignedApart() {
        let max = PlistInteger(UInt64.max)
        let minusOne = PlistInteger(Int64(-1))
        #expect(max != minusOne)
        #expect(max.description == "18446744073709551615")
        #expect(minusOne.description == "-1")
        #expect(max.int64Value == nil)
        #expect(minusOne.uint64Value == nil)
        #expect(PlistInteger(UInt64(5)) == PlistInteger(Int64(5)))
        #expect(max.exactly(Int.self) == nil)
        #expect(PlistInteger(300).exactly(Int8.self) == nil)
    }

    @Test func equalityIgnoresLocationsAndKeyOrder() {
        let a = PlistNode(["a": 1, "b": ["x", 2.5]], location: SourceLocation(line: 3, column: 1, offset: 40))
        let b = PlistNode(["b": ["x", 2.5], "a": 1], location: SourceLocation(line: 9, column: 2, offset: 90))
        #expect(a == b)
        #expect(PlistValue.real(.nan) == PlistValue.real(.nan))
        #expect(PlistValue.integer(1) != PlistValue.real(1))
    }

    @Test func equalityOfADeepTreeDoesNotRecurse() {
        var value: PlistValue = "leaf"
        for _ in 0..<100_000 { value = .array([PlistNode(value)]) }
        #expect(value == value)
    }

    @Test func aDeepTreeOfDictionariesIsDestroyedWithoutRecursion() {
        var value: PlistValue = "leaf"
        for i in 0..<100_000 { value = ["k\(i % 3)": value, "n": 1] }
        #expect(value.dictionaryValue?.count == 2)
        value = .null
        #expect(value == .null)
    }

    @Test func duplicateKeyKeepsFirstPositionAndLastValue() {
        var d = PlistDictionary()
        d.insert(.init(key: "Label", value: PlistNode("x")))
        d.insert(.init(key: "password", keyLocation: SourceLocation(line: 7), value: PlistNode("first")))
        let old = d.insert(.init(key: "password", keyLocation: SourceLocation(line: 11), value: PlistNode("second-value")))
        #expect(old?.keyLocation.line == 7)
        #expect(d.keys == ["Label", "password"])
        #expect(d["password"]?.value == "second-value")
    }

    @Test func pathsRenderAsCodingPaths() {
        #expect(PlistPath([.index(2), .key("options"), .index(1)]).description == "[2].options[1]")
        #expect(PlistPath(["dependencies", 1, "name"]).description == "dependencies[1].name")
        #expect(PlistPath(["images", "0.jpg", "title"]).description == "images[\"0.jpg\"].title")
        #expect(PlistPath.root.displayName == "(root)")
    }

    @Test func untrustedTextIsEscapedAndTruncated() {
        #expect(UntrustedText.escaped("a\nb\u{1B}[31m\u{202E}") == "a\\nb\\u{1B}[31m\\u{202E}")
        #expect(UntrustedText.escaped(String(repeating: "x", count: 100)) == String(repeating: "x", count: 80) + "…")
        #expect(UntrustedText.quoted("say \"hi\"") == "\"say \\\"hi\\\"\"")
    }

    @Test func rendererPrintsLikeACompiler() {
        let source = Array("<plist>\n\t<key>optoins</key>\n</plist>\n".utf8)
        let d = Diagnostic(severity: .error, rule: "unknown-key", message: "unknown key \"optoins\"",
                           file: "q.plist", location: SourceLocation(line: 2, column: 2, offset: 9))
        #expect(DiagnosticRenderer().render(d, source: source) ==
            "q.plist:2:2: error: [unknown-key] unknown key \"optoins\"\n\t<key>optoins</key>\n\t^\n")
        let binary = Diagnostic(severity: .error, rule: "syntax", message: "bad", file: "b.plist", location: .byteOffset(10))
        #expect(binary.description == "b.plist: error: [syntax] bad (at byte 10)")
        let cmd = Diagnostic(severity: .error, rule: "", message: "x", file: "::error file=a::")
        #expect(cmd.description == "\\u{3A}:error file=a::: error: x")
    }
}
