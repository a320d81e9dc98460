import Foundation
import Testing
@testable import PlistKit

/// The attribute pre-scan skips the name and value bytes above `>` sixteen at a time (issue 5):
/// `=` and quotes after long names, digits and dots in values, `>` and `=` inside quotes are
/// still judged one by one, in memory and cut into chunks anywhere.
@Suite struct XMLAttributeScanTests {
    /// A plist whose `<dict>` on line 4 carries `attributes` attributes with long names and
    /// values full of digits, dots, and a quoted `>` and `=`.
    static func text(attributes: Int) -> String {
        let list = (0..<attributes).map { k in
            k % 2 == 0 ? "attribute_name_number_\(k)=\"1.25 > 3 = x\(k)\"" : "other_attribute_\(k)\n\t\t='0.5=\(k)>'"
        }.joined(separator: " ")
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<array>\n\t<dict \(list)>\n"
            + "\t\t<key>k</key>\n\t\t<string>v</string>\n\t</dict>\n</array>\n</plist>\n"
    }

    @Test(arguments: [2, 3])
    func overTheLimitIsRejectedAtTheTag(_ attributes: Int) throws {
        var options = PlistReader.Options()
        options.maxAttributesPerElement = 2
        let error = try #require(throws: PlistReadError.self) {
            try PlistReader(options: options).read(Data(Self.text(attributes: attributes + 1).utf8))
        }
        #expect(error.kind == .limitExceeded)
        #expect(error.message == "too many attributes on <dict> (more than 2); raise PlistReader.Options.maxAttributesPerElement")
        #expect(error.location == SourceLocation(line: 4, column: 2, offset: 70))
    }

    @Test func atTheLimitTheQuotedCharactersDoNotCount() throws {
        var options = PlistReader.Options()
        options.maxAttributesPerElement = 2
        let outcome = ReadOutcome { try PlistReader(options: options).read(Data(Self.text(attributes: 2).utf8)) }
        if case .error(let error) = outcome { #expect(error.kind != .limitExceeded, "\(error)") }
    }

    @Test(arguments: [2, 3, 4])
    func chunkedReadsJudgeAsTheWholeRead(_ attributes: Int) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scan-\(UUID().uuidString).plist")
        try Data(Self.text(attributes: attributes).utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        var options = PlistReader.Options()
        options.maxAttributesPerElement = 3
        let whole = ReadOutcome { try PlistReader(options: options).read(try Data(contentsOf: url), file: url.path) }
        if attributes > 3 {
            guard case .error(let error) = whole else { Issue.record("no error: \(whole)"); return }
            #expect(error.kind == .limitExceeded)
            #expect(error.location == SourceLocation(line: 4, column: 2, offset: 70))
        }
        for size in Array(1...40) + [1000] {
            options.streamChunkSize = size
            let streamed = ReadOutcome { try PlistReader(options: options).readStreaming(contentsOf: url, elementSink: nil) }
            #expect(streamed == whole, "chunk size \(size)")
        }
    }
}
