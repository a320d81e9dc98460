import Foundation
import Testing
@testable import PlistKit

/// The attribute pre-scan skips the name and value bytes above `>` sixteen at a time, and end
/// tags and start tags without attributes without stopping (issue 5): `=` and quotes after long
/// names, digits and dots in values, `>` and `=` inside quotes are still judged one by one, a
/// processing instruction is still skipped whole, in memory and cut into chunks anywhere.
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

    /// Start tags without attributes, of every name length around the 16-byte block, then one
    /// over the limit: found at its `<`. A processing instruction holding a tag-like text with
    /// more `=` than the limit is skipped whole, as before (`<?` is never taken for a tag).
    @Test(arguments: [1, 2, 7, 14, 15, 16, 17, 30])
    func startTagsWithoutAttributesAreSkipped(_ nameLength: Int) throws {
        var options = PlistReader.Options()
        options.maxAttributesPerElement = 2
        let name = String(repeating: "n", count: nameLength)
        let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<?pi><x a=\"1\" b=\"2\" c=\"3\">?>\n<plist>"
            + String(repeating: "<\(name)></\(name)>", count: 3) + "\n"
        let text = head + "<dict a=\"1\" b=\"2\" c=\"3\"/></plist>\n"
        let error = try #require(throws: PlistReadError.self) { try PlistReader(options: options).read(Data(text.utf8)) }
        #expect(error.kind == .limitExceeded)
        #expect(error.message == "too many attributes on <dict> (more than 2); raise PlistReader.Options.maxAttributesPerElement")
        #expect(error.location == SourceLocation(line: 4, column: 1, offset: head.utf8.count))
        // Without the over-limit tag, the PI's text does not count: libxml2's error on the PI
        // (`<?pi>` lacks a space) is the one reported, not a limit.
        let fine = head + "</plist>\n"
        let other = try #require(throws: PlistReadError.self) { try PlistReader(options: options).read(Data(fine.utf8)) }
        #expect(other.kind == .syntax)
        #expect(other.message == "XML error: ParsePI: PI pi space expected")
        // Without the PI, the unknown elements are named.
        let plain = fine.replacingOccurrences(of: "<?pi><x a=\"1\" b=\"2\" c=\"3\">?>", with: "")
            .replacingOccurrences(of: "<plist>", with: "<plist><array>").replacingOccurrences(of: "</plist>", with: "</array></plist>")
        let unknown = try #require(throws: PlistReadError.self) { try PlistReader(options: options).read(Data(plain.utf8)) }
        #expect(unknown.kind == .unknownElement)
        #expect(unknown.message == "unknown element <\(name)>")
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
