import Foundation
import Testing
@testable import PlistKit
import PlistTestSupport

/// A reader limit is worded once (the templates beside `DiagnosticRule.limitExceeded`): the same document, past the same limit,
/// stops every format's reader with the same message.
@Suite struct ReaderLimitWordingTests {
    /// `[[["x"]]]` in every format.
    static let documents: [(String, Data)] = [
        ("xml", Data("<plist version=\"1.0\"><array><array><array><string>x</string></array></array></array></plist>".utf8)),
        ("json", Data("[[[\"x\"]]]".utf8)),
        ("openstep", Data("((( x )))".utf8)),
        // Three one-element arrays, the innermost holding the string "x".
        ("binary", Data(BPlist.make([[0xA1, 1], [0xA1, 2], [0xA1, 3], [0x51, 0x78]]))),
    ]

    static func messages(_ change: (inout PlistReader.Options) -> Void) -> [String] {
        var options = PlistReader.Options()
        change(&options)
        return documents.map { name, data in
            do {
                _ = try PlistReader(options: options).read(data)
                return "\(name): read"
            } catch let error as PlistReadError {
                return "\(error.kind == .limitExceeded ? "" : "\(error.kind) ")\(error.message)"
            } catch {
                return "\(name): \(error)"
            }
        }
    }

    @Test func depthIsWordedOnce() {
        #expect(Self.messages { $0.maxDepth = 2 } == Array(repeating: "nesting too deep (limit 2); raise PlistReader.Options.maxDepth", count: 4))
    }

    @Test func stringLengthIsWordedOnce() {
        let expected = "string longer than 0 bytes; raise PlistReader.Options.maxStringLength"
        #expect(Self.messages { $0.maxStringLength = 0 } == ["<string> text longer than 0 bytes; raise PlistReader.Options.maxStringLength", expected, expected, expected])
    }
}
