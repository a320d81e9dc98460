import Foundation
import PlistKit
import PlistTestSupport
import Testing
@testable import PlistEdit

/// Arbitrary text as key paths, command lines and argv: an error or a result, never a crash,
/// in bounded time.
@Suite struct NoCrashTests {
    /// A small deterministic generator (SplitMix64).
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func text(maxLength: Int) -> String {
            let alphabet: [Unicode.Scalar] = [":", ".", "[", "]", "\"", "'", "\\", " ", "\t", "0", "1", "9", "a", "Z", "-", "…",
                                              "\u{0}", "\u{1B}", "\u{202E}", "é", "😀", "\n", "=", "+"]
            let words = ["Set", "Add", "Print", "Delete", "Copy", "Merge", "Import", "Clear", "Save", "Revert", "Exit",
                         "string", "dict", "array", "integer", "real", "bool", "date", "data", ":d", ":list:", ":list:0"]
            var out = ""
            for _ in 0..<Int(next() % UInt64(maxLength + 1)) {
                if next() % 3 == 0 { out += words[Int(next() % UInt64(words.count))] + " " } else {
                    out.unicodeScalars.append(alphabet[Int(next() % UInt64(alphabet.count))])
                }
            }
            return out
        }
    }

    @Test func arbitraryCommandLinesAndKeyPathsNeverCrash() throws {
        var generator = Generator(state: 21)
        var session = BuddySession(root: PlistNode(["d": ["k": "v"], "list": [1, "two"], "s": "x"])) { _ in Data("<plist><string>f</string></plist>".utf8) }
        let cpu = TimeBudget.cpuSeconds {
            for _ in 0..<5_000 {
                let line = generator.text(maxLength: 12)
                if let command = try? BuddyCommand(parsing: line) { _ = try? session.run(command) }
                _ = try? CommandKeyPath.parse(line)
                _ = try? EditInvocation.parse(line.split(separator: " ").map(String.init))
            }
        }
        #expect(cpu < TimeBudget.seconds(10), "\(cpu) s of CPU")
    }
}
