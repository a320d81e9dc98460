import Foundation
import Testing
@testable import PlistKit
import PlistTestSupport

/// `SchemaPattern` stays linear on the patterns that make backtracking engines take exponential
/// time, and refuses patterns too large to compile within its bounds.
@Suite struct SchemaPatternBoundTests {
    /// A catastrophic pattern, an input and the verdict.
    struct Case: CustomTestStringConvertible, Sendable {
        let pattern: String
        let input: String
        let matches: Bool
        var testDescription: String { "/\(pattern)/ on \(input.unicodeScalars.count) scalars" }
    }

    /// 30 000 scalars each: backtracking engines try 2^n ways to split them.
    static let cases: [Case] = [
        Case(pattern: "(a+)+$", input: String(repeating: "a", count: 29_999) + "!", matches: false),
        Case(pattern: "^(a+)+$", input: String(repeating: "a", count: 29_999) + "!", matches: false),
        Case(pattern: "(a|aa)+$", input: String(repeating: "a", count: 29_999) + "!", matches: false),
        Case(pattern: "(.*a){20}", input: String(repeating: "a", count: 19) + String(repeating: "b", count: 29_981), matches: false),
        Case(pattern: "(.*a){20}", input: String(repeating: "ab", count: 15_000), matches: true),
        Case(pattern: "^(a|a?)+$", input: String(repeating: "a", count: 29_999) + "!", matches: false),
        Case(pattern: "(\\w+\\s?)*$", input: String(repeating: "word ", count: 5_999) + "word!", matches: true),
        Case(pattern: "^(\\w+\\s?)*$", input: String(repeating: "word ", count: 5_999) + "word!", matches: false),
        Case(pattern: "^(?:a*)*b$", input: String(repeating: "a", count: 30_000), matches: false),
    ]

    @Test(arguments: cases)
    func catastrophicPatternRunsInBoundedCPU(_ example: Case) throws {
        let pattern = try SchemaPattern(example.pattern)
        var verdict = !example.matches
        let seconds = TimeBudget.cpuSeconds { verdict = pattern.matches(example.input) }
        #expect(verdict == example.matches)
        #expect(seconds < TimeBudget.seconds(2), "took \(seconds) s")
    }

    @Test func programAtTheLimitCompilesAndOneMoreIsRefused() throws {
        // ^x{19997}$: two assertions, 19 997 scalars and match, exactly the limit. (Anchored, so
        // that one thread runs: unanchored, every position would start one, 2 × 10^8 steps.)
        let largest = try SchemaPattern("^x{19997}$")
        #expect(largest.program.instructions.count == SchemaPattern.maximumProgramSize)
        #expect(largest.matches(String(repeating: "x", count: 19_997)))
        #expect(!largest.matches(String(repeating: "x", count: 19_996)))
        let error = try #require(throws: SchemaPattern.SyntaxError.self) { try SchemaPattern("^x{19998}$") }
        #expect(error.description == "pattern too complex (more than 20000 instructions with counted repetitions expanded; SchemaPattern.maximumProgramSize) (at offset 1)")
    }

    /// A pattern anchored with literal scalars names them; a string without them cannot match
    /// and runs no automaton (so a validation charges it no steps).
    @Test func anchoredLiteralPrefix() throws {
        #expect(try SchemaPattern("^UIStatusBarStyle(~ipad|~iphone)?$").requiredPrefix.map { Character($0) } == Array("UIStatusBarStyle"))
        #expect(try SchemaPattern("^ab*c").requiredPrefix == ["a"])
        #expect(try SchemaPattern("^a|b").requiredPrefix == [])
        #expect(try SchemaPattern("a^b").requiredPrefix == [])
        #expect(try SchemaPattern("^[a]b").requiredPrefix == [])
        #expect(try SchemaPattern("^é\\u0041").requiredPrefix == ["é", "A"])
        let p = try SchemaPattern("^UIStatusBarStyle(~ipad)?$")
        #expect(!p.mayMatch("NSExtension001") && !p.matches("NSExtension001") && !p.mayMatch("UIStatus"))
        #expect(p.matches("UIStatusBarStyle~ipad") && !p.matches("UIStatusBarStyle~ipadX"))
    }

    /// Found by a hostile run: 200 long custom keys in a 54 KB Info.plist stopped its validation
    /// on the pattern budget (each key charged every ~ipad pattern's worst case).
    @Test func longCustomKeysDoNotSpendThePatternBudget() throws {
        var options = PlistReader.Options()
        options.format = .json
        let keys = (0..<200).map { "\"NSExtension\(String(format: "%03d", $0))\(String(repeating: "y", count: 240))\": true" }
        let document = try PlistReader(options: options).read(Data(("{" + keys.joined(separator: ",") + "}").utf8))
        let findings = try PlistKind.infoPlist.validator.validate(document.root, file: "Info.plist")
        #expect(!findings.contains { $0.rule == "limit-exceeded" })
    }

    @Test func maximumStepsIsInstructionsTimesPositions() throws {
        let pattern = try SchemaPattern("^x{19997}$")
        #expect(pattern.maximumSteps(forScalarCount: 0) == 20_000)
        #expect(pattern.maximumSteps(forScalarCount: 1_000_000) == 20_000_020_000)
        #expect(pattern.maximumSteps(forScalarCount: Int.max) == Int.max)
        #expect(try SchemaPattern("a+").maximumSteps(forScalarCount: 9) == 30)
    }

    @Test func hugeCountsAreRefusedQuickly() throws {
        let patterns = ["a{1000000000}", "a{0,1000000000}", "a{99999999999999999999,}", "((a{300}){300}){300}",
                        "(?:[a-z]{1000}){1000}", "b(?:a|b|c){10000}"]
        let seconds = try TimeBudget.cpuSeconds {
            for source in patterns {
                let error = try #require(throws: SchemaPattern.SyntaxError.self) { try SchemaPattern(source) }
                #expect(error.reason.hasPrefix("pattern too complex"), "\(source)")
            }
        }
        #expect(seconds < TimeBudget.seconds(2), "took \(seconds) s")
        let nested = try #require(throws: SchemaPattern.SyntaxError.self) { try SchemaPattern("x((a{300}){300})") }
        #expect(nested.offset == 2)  // the outermost repetition, (a{300}){300}
    }

    @Test func longAndDeepPatternsAreRefused() throws {
        let long = String(repeating: "a", count: SchemaPattern.maximumSourceLength + 1)
        let error = try #require(throws: SchemaPattern.SyntaxError.self) { try SchemaPattern(long) }
        #expect(error.description == "pattern longer than 20000 characters (SchemaPattern.maximumSourceLength) (at offset 20000)")
        #expect(try SchemaPattern(String(long.dropFirst(2))).program.instructions.count == 20_000)

        let deep = String(repeating: "(", count: 201) + String(repeating: ")", count: 201)
        let deepError = try #require(throws: SchemaPattern.SyntaxError.self) { try SchemaPattern(deep) }
        #expect(deepError.description == "groups nested more than 200 deep (SchemaPattern.maximumNestingDepth) (at offset 200)")
        let allowed = String(repeating: "(?:", count: 200) + "a" + String(repeating: ")*", count: 200)
        #expect(try SchemaPattern(allowed).matches("b"))
    }

    @Test func largeClassesParseInBoundedCPU() throws {
        // 6 000 single-scalar ranges in one class, repeated: the set is stored once.
        var source = "^["
        for i in 0..<6_000 { source.unicodeScalars.append(Unicode.Scalar(0x4E00 + 2 * i)!) }
        source += "]{3000}$"
        var pattern: SchemaPattern?
        let seconds = try TimeBudget.cpuSeconds { pattern = try SchemaPattern(source) }
        #expect(seconds < TimeBudget.seconds(2), "took \(seconds) s")
        #expect(pattern?.program.sets.count == 1)
        #expect(pattern?.matches(String(repeating: "\u{4E00}", count: 3000)) == true)
        #expect(pattern?.matches(String(repeating: "\u{4E01}", count: 3000)) == false)
    }

    @Test func repeatedPropertyEscapesInAClassCostOneTest() throws {
        // 1 500 copies of \p{L} and \P{N} in one class: two tests per scalar, not 3 000.
        let source = "^[" + String(repeating: "\\p{L}\\P{N}", count: 1_500) + "]+$"
        let pattern = try SchemaPattern(source)
        #expect(pattern.program.sets.map(\.properties.count) == [2])
        let input = String(repeating: "π", count: 30_000)
        var verdict = false
        let seconds = TimeBudget.cpuSeconds { verdict = pattern.matches(input) }
        #expect(verdict)
        #expect(seconds < TimeBudget.seconds(2), "took \(seconds) s")
    }
}
