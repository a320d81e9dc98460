import Foundation
import Testing
@testable import PlistKit
import PlistTestSupport

/// "Did you mean" for keys: the slips it must catch, the cases where it must stay silent, and
/// the bound on its work (issue 15 #5, issue 16 item 8).
@Suite struct KeySuggestionTests {
    struct Slip: Sendable, CustomTestStringConvertible {
        var present: String
        var declared: [String]
        /// The expected suggestion, or `nil` for none.
        var expected: String?
        var testDescription: String { "\(present) in \(declared) → \(expected ?? "none")" }
    }

    static let slips: [Slip] = [
        Slip(present: "idd", declared: ["ID", "name"], expected: "ID"),                 // case change plus an edit
        Slip(present: "user_id", declared: ["userID", "name"], expected: "userID"),     // snake_case of an acronym
        Slip(present: "use_tls", declared: ["useTLS", "host"], expected: "useTLS"),
        Slip(present: "verified", declared: ["isVerified", "name"], expected: "isVerified"),  // dropped Boolean prefix
        Slip(present: "is_verified", declared: ["isVerified", "name"], expected: "isVerified"),
        Slip(present: "enabled", declared: ["isEnabled", "hasEnabled"], expected: nil),  // two prefixes: ambiguous
        Slip(present: "optoins", declared: ["options", "name"], expected: "options"),
        Slip(present: "Timeout", declared: ["timeout", "title"], expected: "timeout"),
        Slip(present: "first_name", declared: ["firstName"], expected: "firstName"),
        Slip(present: "icno", declared: ["icon", "name"], expected: "icon"),
        Slip(present: "Name", declared: ["name", "game"], expected: "name"),            // case beats an edit
        // Negative cases: nothing close, or two equally close.
        Slip(present: "nam", declared: ["name", "nap"], expected: nil),
        Slip(present: "colour", declared: ["options"], expected: nil),
        Slip(present: "abc", declared: ["axy"], expected: nil),                          // two edits of three
        Slip(present: "xy", declared: ["id"], expected: nil),
        Slip(present: "land", declared: ["island"], expected: nil),                      // `is` not followed by a capital
        Slip(present: "userid", declared: ["userID", "userId"], expected: nil),          // equally near
    ]

    @Test(arguments: slips)
    func suggestion(_ slip: Slip) {
        var suggestions = KeySuggestion(candidates: slip.declared)
        #expect(suggestions.suggestion(for: slip.present)?.match.text == slip.expected)
    }

    @Test func candidatesOfOneDeclarationAreNotAmbiguous() {
        var suggestions = KeySuggestion(candidates: [("ID", 0), ("identifier", 0), ("name", 1)])
        #expect(suggestions.suggestion(for: "Id")?.match.text == "ID")
    }

    @Test func normalisationIsItsOwnReason() {
        var suggestions = KeySuggestion(candidates: ["caf\u{E9}"])
        let m = suggestions.suggestion(for: "cafe\u{301}")?.match
        #expect(m?.text == "caf\u{E9}")
        #expect(m?.reason == .normalization)
    }

    @Test func bandedDistanceIsExact() {
        let pairs: [(String, String, Int?)] = [
            ("kitten", "sitting", nil), ("optoins", "options", 1), ("abcdef", "abcdxy", 2), ("", "ab", 2), ("ab", "", 2),
            ("abc", "abc", 0), ("ab", "ba", 1), ("abcdefgh", "bacdefhg", 2), ("a", "abcd", nil),
        ]
        for (a, b, d) in pairs {
            #expect(KeySuggestion.distance(Array(a), Array(b), limit: 2) == d, "\(a) \(b)")
            #expect(KeySuggestion.distance(Array(b), Array(a), limit: 2) == d, "\(b) \(a)")
        }
    }

    /// 20 properties and 500 000 unknown keys of the same length: the comparisons stop at the budget.
    @Test func manyUnknownKeysAgainstAnOrdinaryModelAreBounded() {
        var suggestions = KeySuggestion(candidates: (1...20).map { String(format: "property%02d", $0) })
        let names = (0..<500_000).map { "zz" + String(100_000_000 + $0).dropFirst() }
        var found = 0
        let cpu = TimeBudget.cpuSeconds {
            for name in names where suggestions.suggestion(for: name) != nil { found += 1 }
        }
        #expect(found == 0)
        #expect(cpu < TimeBudget.seconds(1), "\(cpu) s")
    }
}
