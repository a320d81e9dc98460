import Foundation
import Testing
@testable import PlistKit
import PlistTestSupport

/// The decoder compares keys by their exact bytes (issue 15 #4, #7).
@Suite struct DecoderExactKeyTests {
    struct Cafe: Decodable, Equatable {
        var cafe: String?
        enum CodingKeys: String, CodingKey { case cafe = "caf\u{E9}" }
    }

    /// An NFD `café` does not fill the NFC `café` property and, with `unknownKeys = .error`, is
    /// reported with the declared key as the suggestion (it was dropped silently before).
    @Test func canonicallyEquivalentKeyIsReportedNotDropped() throws {
        var options = PlistDecoder.Options()
        options.unknownKeys = .error
        let data = Data("{\"cafe\u{301}\": \"evil\"}".utf8)
        #expect {
            _ = try PlistDecoder(options: options).decode(Cafe.self, from: data, file: "c.json")
        } throws: { error in
            (error as? PlistDecodingError)?.diagnostics.map(\.description) == [
                "c.json:1:2: error: [unknown-key] unknown key \"cafe\u{301}\" at (root), did you mean \"caf\u{E9}\"? (the two differ only in Unicode normalisation)",
            ]
        }
        // The NFC spelling decodes.
        #expect(try PlistDecoder(options: options).decode(Cafe.self, from: Data("{\"caf\u{E9}\": \"ok\"}".utf8)) == Cafe(cafe: "ok"))
    }

    struct B: Decodable { var b: Int? }

    /// A 120 KB key of combining marks: 75 s before.
    @Test func combiningMarkKeyDecodesInLinearTime() throws {
        let key = "a" + String(repeating: "\u{301}\u{316}", count: 30_000)
        let data = Data("{\"\(key)\": 1}".utf8)
        var result: PlistDecodingResult<B>?
        let cpu = try TimeBudget.cpuSeconds { result = try PlistDecoder().decodeWithDiagnostics(B.self, from: data) }
        #expect(result?.value.b == nil)
        #expect(result?.diagnostics.map(\.rule) == ["unknown-key"])
        #expect(cpu < TimeBudget.seconds(1), "\(cpu) s")
    }
}
