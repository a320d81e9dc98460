import Testing
@testable import PlistKit

/// `SchemaPattern` verdicts, case by case: unanchored search over Unicode scalars with the
/// ECMA-262 §22.2 `u`-flag semantics.
@Suite struct SchemaPatternTests {
    /// A pattern, an input, and whether the pattern matches some part of it.
    struct Case: CustomTestStringConvertible, Sendable {
        let pattern: String
        let input: String
        let matches: Bool
        var testDescription: String { "/\(pattern)/ \(matches ? "matches" : "does not match") \(input.debugDescription)" }
        init(_ pattern: String, _ input: String, _ matches: Bool) {
            self.pattern = pattern
            self.input = input
            self.matches = matches
        }
    }

    static let literalsAndStructure: [Case] = [
        Case("abc", "xxabcxx", true), Case("abc", "abx", false), Case("", "", true), Case("", "anything", true),
        Case("a|b", "b", true), Case("a|b", "c", false), Case("ab|cd", "xcdx", true), Case("a(?:b|c)d", "acd", true),
        Case("a(b|c)d", "abd", true), Case("a(?<x>b|c)d", "aed", false), Case("(a|)b", "b", true),
        Case("a||b", "zz", true), Case("/", "a/b", true), Case("-", "-", true), Case("é", "café", true),
        Case("😀", "a😀b", true), Case("^😀$", "😀", true), Case("^.$", "😀", true), Case("^..$", "😀", false),
        // Scalars, not grapheme clusters: e + U+0301 is two scalars.
        Case("^e\u{301}$", "e\u{301}", true), Case("^.$", "e\u{301}", false), Case("^..$", "e\u{301}", true),
    ]

    static let anchorsAndBoundaries: [Case] = [
        Case("^a*$", "aaa", true), Case("^a*$", "abc", false), Case("^abc", "xabc", false), Case("abc$", "abcx", false),
        Case("^$", "", true), Case("^$", "\n", false), Case("a$", "a\n", false), Case("^b", "a\nb", false),
        Case("a^b", "ab", false), Case("$^", "", true), Case("\\bfoo\\b", "a foo b", true), Case("\\bfoo\\b", "afoob", false),
        Case("\\Bfoo", "afoo", true), Case("\\Bfoo", "a foo", false), Case("\\b", "", false), Case("\\B", "", true),
        Case("\\bé", "é", false), Case("o\\b", "foo", true), Case("^\\b$", "", false),
        // Positions lie between scalars, never inside a surrogate pair (V8 tries one there and
        // finds \B between the halves of 😀 in "c😀a"; ECMA-262's AdvanceStringIndex does not).
        Case("\\B", "c😀a", false), Case("^\\B", "😀", true), Case("😀\\B", "😀😀", true), Case("a\\b😀", "a😀", true),
    ]

    static let quantifiers: [Case] = [
        Case("^a*$", "", true), Case("^a+$", "", false), Case("^a+$", "aaaa", true), Case("^ab?c$", "ac", true),
        Case("^ab?c$", "abbc", false), Case("^a{3}$", "aaa", true), Case("^a{3}$", "aa", false), Case("^a{3}$", "aaaa", false),
        Case("^a{2,}$", "a", false), Case("^a{2,}$", "aaaaaaa", true), Case("^a{2,3}$", "aaa", true), Case("^a{2,3}$", "aaaa", false),
        Case("^a{0}$", "", true), Case("^a{0,0}b$", "b", true), Case("^a*?$", "aa", true), Case("^a+?b$", "aab", true),
        Case("^a??$", "a", true), Case("^a{2,3}?$", "aa", true), Case("^(?:ab){2}$", "abab", true),
        Case("^(?:ab){2}$", "aba", false), Case("^(a|bc)+$", "abcabc", true), Case("^(a|bc)+$", "abcb", false),
        Case("^(?:a*)*$", "aaa", true), Case("^(?:a*)+b$", "b", true), Case("^(?:)*$", "", true), Case("^(?:){5}x$", "x", true),
        Case("^(?:a?){3}a{3}$", "aaa", true), Case("^(?:a|b)*c$", "ababc", true), Case("^[0-9]{2,}$", "1", false),
        Case("^(?:x{1,2}){2}$", "xxx", true), Case("^(?:x{1,2}){2}$", "xxxxx", false), Case("^(?:\\b|a)+$", "a", true),
    ]

    static let dotAndLineTerminators: [Case] = [
        Case("^.$", "a", true), Case(".", "\n", false), Case(".", "\r", false), Case(".", "\u{2028}", false),
        Case(".", "\u{2029}", false), Case(".", "\u{85}", true), Case(".", "\t", true), Case("^a.c$", "a\u{0}c", true),
    ]

    static let classes: [Case] = [
        Case("^[abc]+$", "cab", true), Case("^[abc]+$", "cad", false), Case("^[a-z]+$", "hello", true),
        Case("^[a-z]+$", "Hello", false), Case("^[^a-z]+$", "HELLO1", true), Case("^[^a-z]$", "\n", true),
        Case("^[]$", "a", false), Case("[]", "", false), Case("^[^]$", "\n", true), Case("^[-a]+$", "-a-", true),
        Case("^[a-]+$", "a-", true), Case("^[a-c-e]+$", "b-e", true), Case("^[a-c-e]+$", "d", false),
        Case("^[--/]+$", "-./", true), Case("^[\\d-]+$", "1-2", true), Case("^[\\w.]+$", "a_b.c", true),
        Case("^[\\D]$", "x", true), Case("^[\\D]$", "5", false), Case("^[^\\W]$", "_", true), Case("^[^\\W]$", "!", false),
        Case("^[\\s\\d]+$", " 1\t2", true), Case("^[\\S]$", " ", false), Case("^[\\]\\[]+$", "][", true),
        Case("^[[]$", "[", true), Case("^[\\b]$", "\u{8}", true), Case("^[\\-]$", "-", true), Case("^[.]$", "a", false),
        Case("^[😀-😂]$", "😁", true), Case("^[😀-😂]$", "😃", false), Case("^[\\u{1F600}-\\u{1F602}]$", "😁", true),
        Case("^[\\uD83D\\uDE00-\\uD83D\\uDE02]$", "😁", true), Case("^[^😀]$", "😀", false), Case("^[^😀]$", "a", true),
        Case("^[\\p{Lu}\\d]+$", "A1B2", true), Case("^[\\p{Lu}\\d]+$", "a", false), Case("^[^\\p{L}]+$", "12!", true),
        Case("^[^\\p{L}]+$", "1a", false), Case("^[\\P{L}]+$", "12", true), Case("^[^\\P{L}]+$", "ab", true),
        Case("^[^\\P{L}]+$", "a1", false), Case("^[\\p{L}a-c]$", "1", false),
        // Repeated and mixed property escapes in one class merge into few tests.
        Case("^[\\p{Lu}\\p{Ll}\\p{Lu}\\p{Nd}]+$", "aB1", true), Case("^[\\p{Lu}\\p{Ll}\\p{Lu}]$", "1", false),
        Case("^[\\P{Lu}\\P{Ll}]+$", "aB1", true), Case("^[\\P{L}\\P{Lu}]$", "a", true), Case("^[\\P{L}\\P{Lu}]$", "A", false),
        Case("^[\\p{Alpha}\\p{Alpha}\\P{Alpha}]+$", "a1", true), Case("^[^\\P{Lu}\\P{L}]$", "A", true),
        Case("^[^\\P{Lu}\\P{L}]$", "a", false),
    ]

    static let escapes: [Case] = [
        Case("^\\d+$", "0123456789", true), Case("\\d", "٣", false), Case("^\\D+$", "abc", true), Case("\\D", "123", false),
        Case("^\\w+$", "a_Z9", true), Case("\\w", "é", false), Case("^\\W+$", "é ", true), Case("\\W", "a_1", false),
        Case("^\\s+$", " \t\n\u{B}\u{C}\r\u{A0}\u{1680}\u{2000}\u{200A}\u{2028}\u{2029}\u{202F}\u{205F}\u{3000}\u{FEFF}", true),
        Case("\\s", "\u{85}", false), Case("\\s", "\u{200B}", false), Case("^\\S+$", "a\u{85}b", true), Case("\\S", " ", false),
        Case("^\\t\\n\\v\\f\\r$", "\t\n\u{B}\u{C}\r", true), Case("^\\0$", "\u{0}", true), Case("^\\cJ\\cj$", "\n\n", true),
        Case("^\\cA$", "\u{1}", true), Case("^\\x41\\x7a$", "Az", true), Case("^\\u0041$", "A", true),
        Case("^\\u{1F600}$", "😀", true), Case("^\\u{0000041}$", "A", true), Case("^\\uD83D\\uDE00$", "😀", true),
        Case("\\uD83D", "😀", false), Case("^\\uD83D\\u0041$", "A", false), Case("^\\^\\$\\\\\\.\\*\\+\\?\\(\\)\\[\\]\\{\\}\\|\\/$", "^$\\.*+?()[]{}|/", true),
        Case("^a\\.b$", "axb", false),
    ]

    static let properties: [Case] = [
        Case("^\\p{Letter}+$", "Hello", true), Case("^\\p{Letter}+$", "π", true), Case("^\\p{Letter}+$", "123", false),
        Case("^\\p{L}+$", "Ωmega", true), Case("^\\p{Lu}$", "Ω", true), Case("^\\p{Lu}$", "ω", false),
        Case("^\\p{Uppercase_Letter}$", "A", true), Case("^\\p{Ll}$", "a", true), Case("^\\p{Nd}+$", "١٢٣", true),
        Case("^\\p{Decimal_Number}+$", "12", true), Case("^\\p{digit}$", "7", true), Case("^\\p{N}$", "½", true),
        Case("^\\p{Nd}$", "½", false), Case("^\\P{L}+$", "123", true), Case("^\\P{L}+$", "1a", false),
        Case("^\\p{gc=Lu}$", "A", true), Case("^\\p{General_Category=Letter}$", "a", true), Case("^\\p{Zs}$", "\u{3000}", true),
        Case("^\\p{P}+$", "!?.", true), Case("^\\p{Punctuation}$", "a", false), Case("^\\p{Sc}$", "€", true),
        Case("^\\p{S}$", "+", true), Case("^\\p{Cc}$", "\u{7}", true), Case("^\\p{Cf}$", "\u{200D}", true),
        Case("^\\p{Co}$", "\u{E000}", true), Case("^\\p{Cn}$", "\u{378}", true), Case("^\\p{LC}$", "a", true),
        Case("^\\p{LC}$", "ª", false), Case("^\\p{M}$", "\u{301}", true), Case("^\\p{Mn}$", "\u{301}", true),
        Case("^\\p{Any}$", "\u{10FFFF}", true), Case("\\P{Any}", "abc", false), Case("^\\p{ASCII}+$", "abc~", true),
        Case("\\p{ASCII}", "é", false), Case("^\\P{ASCII}$", "é", true), Case("^\\p{Assigned}$", "a", true),
        Case("^\\p{Assigned}$", "\u{378}", false), Case("^\\P{Assigned}$", "\u{378}", true),
        Case("^\\p{Alphabetic}+$", "abcπ", true), Case("^\\p{Alpha}$", "1", false), Case("^\\p{White_Space}$", "\u{85}", true),
        Case("^\\p{Emoji_Presentation}$", "😀", true), Case("^\\p{Uppercase}$", "Ⓐ", true), Case("^\\p{Hex}$", "f", true),
        Case("^\\p{RI}{2}$", "🇫🇷", true),
    ]

    @Test(arguments: literalsAndStructure + anchorsAndBoundaries + quantifiers + dotAndLineTerminators)
    func structure(_ example: Case) throws {
        #expect(try SchemaPattern(example.pattern).matches(example.input) == example.matches)
    }

    @Test(arguments: classes + escapes + properties)
    func scalarsAndSets(_ example: Case) throws {
        #expect(try SchemaPattern(example.pattern).matches(example.input) == example.matches)
    }

    @Test func valueSemantics() throws {
        let pattern = try SchemaPattern("^[a-z]+(?:-[a-z]+)*$")
        #expect(pattern.source == "^[a-z]+(?:-[a-z]+)*$")
        #expect(pattern.description == "^[a-z]+(?:-[a-z]+)*$")
        #expect(pattern == (try SchemaPattern("^[a-z]+(?:-[a-z]+)*$")))
        #expect(pattern != (try SchemaPattern("^[a-z]+$")))
        #expect(Set([pattern, try SchemaPattern("^[a-z]+(?:-[a-z]+)*$")]).count == 1)
        #expect(pattern.matches("com-example"))
        #expect(!pattern.matches("com--example"))
    }

    @Test func propertyTestsOfAClassAreMerged() throws {
        let pattern = try SchemaPattern("[\\p{Lu}\\p{Ll}\\p{Lu}\\p{Nd}\\P{L}\\P{N}\\p{Alpha}\\p{Alpha}]")
        #expect(pattern.program.sets.map(\.properties) == [[
            PatternPropertyTest(kind: .generalCategories(PatternPropertyTest.generalCategoryValues["Lu"]! | PatternPropertyTest.generalCategoryValues["Ll"]! | PatternPropertyTest.generalCategoryValues["Nd"]!), isNegated: false),
            PatternPropertyTest(kind: .generalCategories(0), isNegated: true),
            PatternPropertyTest(kind: .binary(.alphabetic), isNegated: false),
        ]])
    }

    @Test func countedRepetitionsExpandToTheExpectedProgramSize() throws {
        // a{3}: three scalars and match; a{2,4}: two scalars, two (split, scalar) pairs, match.
        #expect(try SchemaPattern("a{3}").program.instructions == [.scalar(0x61), .scalar(0x61), .scalar(0x61), .match])
        #expect(try SchemaPattern("a{2,4}").program.instructions == [
            .scalar(0x61), .scalar(0x61), .split(3, 6), .scalar(0x61), .split(5, 6), .scalar(0x61), .match,
        ])
        #expect(try SchemaPattern("a+").program.instructions == [.scalar(0x61), .split(0, 2), .match])
        #expect(try SchemaPattern("a*").program.instructions == [.split(1, 3), .scalar(0x61), .jump(0), .match])
        // An empty body repeated a billion times compiles to nothing.
        #expect(try SchemaPattern("(?:){1000000000}").program.instructions == [.match])
        // A set used in every copy is stored once.
        #expect(try SchemaPattern("[a-f]{5}").program.sets.count == 1)
    }
}
