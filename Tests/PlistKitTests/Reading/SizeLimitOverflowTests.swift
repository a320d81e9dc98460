import Foundation
import Testing
@testable import PlistKit

@Suite("Size limits: overflow-safe arithmetic")
struct SizeLimitOverflowTests {
    @Test("a size limit of Int.max reads the file instead of overflowing")
    func maxSizeLimit() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("maxsize-\(UUID().uuidString).plist")
        try Data("<plist><string>x</string></plist>".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        var options = PlistReader.Options()
        options.maxInputSize = Int.max
        let document = try PlistReader(options: options).read(contentsOf: url, file: "x.plist")
        #expect(document.root.value == .string("x"))
        options.maxInputSize = 5
        #expect(throws: PlistReadError.self) { try PlistReader(options: options).read(contentsOf: url, file: "x.plist") }
    }
}
