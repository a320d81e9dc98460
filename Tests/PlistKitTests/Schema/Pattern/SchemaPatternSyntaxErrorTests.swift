import Testing
@testable import PlistKit

/// Patterns `SchemaPattern` refuses, each with its exact message: invalid ECMA-262 `u`-mode
/// syntax, and the features a linear-time matcher cannot offer (backreferences, lookaround).
@Suite struct SchemaPatternSyntaxErrorTests {
    /// A pattern and the `description` of the error it throws.
    struct Case: CustomTestStringConvertible, Sendable {
        let pattern: String
        let message: String
        var testDescription: String { "/\(pattern)/" }
        init(_ pattern: String, _ message: String) {
            self.pattern = pattern
            self.message = message
        }
    }

    static let unsupported: [Case] = [
        Case("(a)\\1", "backreferences such as \\1 are not supported (at offset 3)"),
        Case("(?<n>a)\\k<n>", "named backreferences \\k<…> are not supported (at offset 7)"),
        Case("a(?=b)", "lookahead (?=…) is not supported (at offset 1)"),
        Case("a(?!b)", "negative lookahead (?!…) is not supported (at offset 1)"),
        Case("(?<=a)b", "lookbehind (?<=…) is not supported (at offset 0)"),
        Case("(?<!a)b", "negative lookbehind (?<!…) is not supported (at offset 0)"),
        Case("(?i:a)", "modifier groups such as (?i:…) are not supported (at offset 0)"),
        Case("(?-i:a)", "modifier groups such as (?i:…) are not supported (at offset 0)"),
        Case("x(?P<name>a)", "Python-style named groups (?P<name>…) are not ECMA-262 syntax (write (?<name>…)) (at offset 1)"),
        Case("\\p{Script=Greek}", "\\p{Script=…} is not supported (no script data) (at offset 0)"),
        Case("x\\P{scx=Latn}", "\\P{scx=…} is not supported (no script data) (at offset 1)"),
        Case("\\p{Extended_Pictographic}", "\\p{Extended_Pictographic} is not supported (no data for it) (at offset 0)"),
    ]

    static let invalid: [Case] = [
        Case("(a", "unterminated group (at offset 0)"),
        Case("a(b(c)", "unterminated group (at offset 1)"),
        Case("a)", "unmatched \")\" (at offset 1)"),
        // Offsets count Unicode scalars: 😀 is one, é written e + U+0301 two.
        Case("😀)", "unmatched \")\" (at offset 1)"), Case("e\u{301}😀*+", "nothing to repeat before \"+\" (at offset 4)"),
        Case("*a", "nothing to repeat before \"*\" (at offset 0)"),
        Case("a**", "nothing to repeat before \"*\" (at offset 2)"),
        Case("a*??", "nothing to repeat before \"?\" (at offset 3)"),
        Case("(|+)", "nothing to repeat before \"+\" (at offset 2)"),
        Case("^*", "nothing to repeat before \"*\" (at offset 1)"),
        Case("\\b+", "nothing to repeat before \"+\" (at offset 2)"),
        Case("{2}", "nothing to repeat before \"{\" (at offset 0)"),
        Case("a{2}{3}", "nothing to repeat before \"{\" (at offset 4)"),
        Case("a{2,1}", "numbers out of order in {} quantifier (at offset 1)"),
        Case("a{2", "incomplete quantifier: \"{\" must be followed by digits and \"}\" (write \\{ for a literal brace) (at offset 1)"),
        Case("a{,2}", "incomplete quantifier: \"{\" must be followed by digits and \"}\" (write \\{ for a literal brace) (at offset 1)"),
        Case("{", "lone \"{\" (write \\{ for a literal brace) (at offset 0)"),
        Case("a}", "lone \"}\" (write \\} for a literal brace) (at offset 1)"),
        Case("a]", "lone \"]\" (write \\] for a literal bracket) (at offset 1)"),
        Case("[a", "unterminated character class (at offset 0)"),
        Case("x[a-", "unterminated character class (at offset 1)"),
        Case("[z-a]", "range out of order in character class (at offset 1)"),
        Case("[\\d-z]", "invalid character class range: a class escape such as \\d cannot be a range endpoint (at offset 1)"),
        Case("[a-\\w]", "invalid character class range: a class escape such as \\d cannot be a range endpoint (at offset 1)"),
        Case("a\\", "\\ at end of pattern (at offset 1)"),
        Case("\\q", "invalid escape \\q (with the u flag only syntax characters and / may be escaped) (at offset 0)"),
        Case("\\-", "invalid escape \\- (with the u flag only syntax characters and / may be escaped) (at offset 0)"),
        Case("[\\B]", "invalid escape \\B (with the u flag only syntax characters and / may be escaped) (at offset 1)"),
        Case("[\\1]", "invalid escape \\1 (with the u flag only syntax characters and / may be escaped) (at offset 1)"),
        Case("\\\u{7}", "invalid escape \\\\u{7} (with the u flag only syntax characters and / may be escaped) (at offset 0)"),
        Case("\\c1", "invalid \\c escape: \\c must be followed by a letter A-Z or a-z (at offset 0)"),
        Case("\\00", "invalid escape \\0 followed by a digit (octal escapes are not allowed with the u flag) (at offset 0)"),
        Case("\\x4", "invalid \\x escape: two hexadecimal digits must follow (at offset 0)"),
        Case("\\u12", "invalid \\u escape: four hexadecimal digits or {hex digits} must follow (at offset 0)"),
        Case("\\u{}", "invalid \\u escape: four hexadecimal digits or {hex digits} must follow (at offset 0)"),
        Case("ab\\u{110000}", "\\u{…} escape beyond U+10FFFF (at offset 2)"),
        Case("\\p", "invalid property escape: \\p must be followed by {name} (at offset 0)"),
        Case("\\p{L", "unterminated property escape \\p{…} (at offset 0)"),
        Case("\\p{L-u}", "invalid character in property escape \\p{…} (at offset 4)"),
        Case("\\p{Letters}", "unknown Unicode property \"Letters\" (at offset 0)"),
        Case("\\p{letter}", "unknown Unicode property \"letter\" (at offset 0)"),
        Case("\\p{gc=Foo}", "unknown General_Category value \"Foo\" (at offset 0)"),
        Case("\\p{Block=Basic_Latin}", "unknown Unicode property \"Block\" (at offset 0)"),
        Case("(?", "invalid group: \"(?\" must be followed by \":\", \"<name>\", \"=\" or \"!\" (at offset 0)"),
        Case("(?<1a>x)", "invalid group name (at offset 3)"),
        Case("(?<>x)", "empty group name (at offset 3)"),
        Case("(?<ab", "unterminated group name (at offset 3)"),
        Case("(?<a>x)(?<a>y)", "duplicate group name \"a\" (at offset 10)"),
    ]

    @Test(arguments: unsupported + invalid)
    func refused(_ example: Case) {
        #expect(throws: SchemaPattern.SyntaxError.self) { try SchemaPattern(example.pattern) }
        do {
            _ = try SchemaPattern(example.pattern)
        } catch {
            #expect(error.description == example.message)
        }
    }

    @Test func errorCarriesOffsetAndReason() {
        do {
            _ = try SchemaPattern("ab(?=c)")
            Issue.record("lookahead accepted")
        } catch {
            #expect(error.offset == 2)
            #expect(error.reason == "lookahead (?=…) is not supported")
        }
    }

    @Test func groupNamesAcceptIdentifiersAndEscapes() throws {
        #expect(try SchemaPattern("^(?<$first_1>a)(?<π>b)(?<\\u0041>c)$").matches("abc"))
    }
}
