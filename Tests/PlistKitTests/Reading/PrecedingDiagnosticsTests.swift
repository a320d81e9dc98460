import Foundation
import Testing
@testable import PlistKit

@Suite("PlistReadError.precedingDiagnostics")
struct PrecedingDiagnosticsTests {
    static let xml = Data("""
        <plist version="1.0"><dict>
        <key>a</key><string>x</string>
        <key>a</key><string>y</string>
        <key>n</key><integer>1x</integer>
        </dict></plist>
        """.utf8)

    @Test("the reader's error carries the warnings before it, naming the file")
    func reader() throws {
        do {
            _ = try PlistReader().read(Self.xml, file: "p.plist")
            Issue.record("expected an error")
        } catch let error as PlistReadError {
            #expect(error.precedingDiagnostics.map(\.description) == [
                "p.plist:3:1: warning: [duplicate-key] duplicate key \"a\" (first defined at 2:1); the later value wins",
            ])
            #expect(error.diagnostics.map(\.description) == [
                "p.plist:3:1: warning: [duplicate-key] duplicate key \"a\" (first defined at 2:1); the later value wins",
                "p.plist:4:13: error: [invalid-integer] invalid integer \"1x\": unexpected character 'x'",
            ])
        }
    }

    @Test("a decode that cannot read the bytes reports the earlier warnings too")
    func decoder() throws {
        struct M: Decodable { var a: String }
        do {
            _ = try PlistDecoder().decode(M.self, from: Self.xml, file: "p.plist")
            Issue.record("expected an error")
        } catch let error as PlistDecodingError {
            #expect(error.diagnostics.map(\.rule) == ["duplicate-key", "invalid-integer"])
        }
    }
}
