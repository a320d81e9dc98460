import Testing
@testable import PlistKit

/// The printable-ASCII shortcut of `UntrustedText.escaped` gives what the scalar loop gives:
/// its edges (the limit, DEL, controls, the first non-ASCII byte).
@Suite("UntrustedText: printable ASCII shortcut")
struct UntrustedTextASCIITests {
    @Test("escaped(_:limit:) at the shortcut's edges", arguments: [
        ("Fixtures/app.plist", 80, "Fixtures/app.plist"),
        ("abcde", 5, "abcde"),
        ("abcdef", 5, "abcde…"),
        ("", 0, ""),
        ("a", 0, "…"),
        (" ~", 80, " ~"),
        ("a\u{7F}b", 80, "a\\u{7F}b"),
        ("a\u{1F}b", 80, "a\\u{1F}b"),
        ("tab\there", 80, "tab\\there"),
        ("café", 80, "café"),
        ("a\u{85}b", 80, "a\\u{85}b"),
    ])
    func edges(input: String, limit: Int, expected: String) {
        #expect(UntrustedText.escaped(input, limit: limit) == expected)
        #expect(UntrustedText.escaped(Substring(input), limit: limit) == expected)
    }
}
