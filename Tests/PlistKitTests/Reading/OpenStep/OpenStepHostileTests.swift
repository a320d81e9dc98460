import Foundation
import Testing
@testable import PlistKit
import PlistTestSupport

/// Hostile OpenStep input: deep nesting, unterminated everything, huge tokens — each a located
/// error (or a bounded result) in bounded CPU time.
@Suite struct OpenStepHostileTests {
    static func options(_ change: (inout PlistReader.Options) -> Void = { _ in }) -> PlistReader.Options {
        var o = PlistReader.Options()
        o.format = .openStep
        change(&o)
        return o
    }

    static func failure(_ bytes: [UInt8], _ options: PlistReader.Options = options()) -> (PlistReadError?, Double) {
        var caught: PlistReadError?
        let seconds = TimeBudget.cpuSeconds {
            do { _ = try PlistReader(options: options).read(Data(bytes)) } catch let e as PlistReadError { caught = e } catch {}
        }
        return (caught, seconds)
    }

    @Test func depthLimitIs512() throws {
        let ok = String(repeating: "(", count: 512) + String(repeating: ")", count: 512)
        #expect(throws: Never.self) { try PlistReader(options: Self.options()).read(Data(ok.utf8)) }
        let (error, _) = Self.failure(Array((String(repeating: "(", count: 513) + String(repeating: ")", count: 513)).utf8))
        #expect(error?.description == "<input>:1:513: error: [limit-exceeded] nesting too deep (limit 512); raise PlistReader.Options.maxDepth")
        let (dictionaries, _) = Self.failure(Array(String(repeating: "{a=", count: 600).utf8))
        #expect(dictionaries?.location == SourceLocation(line: 1, column: 1537, offset: 1536))
    }

    @Test func deepNestingFailsFast() {
        let (error, seconds) = Self.failure(Array(repeating: UInt8(ascii: "("), count: 1_000_000))
        #expect(error?.kind == .limitExceeded)
        #expect(seconds < TimeBudget.seconds(1))
    }

    @Test func unterminatedEverythingIsLocatedAndFast() {
        let body = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        let cases: [([UInt8], String)] = [
            (Array("\"".utf8) + body, "unterminated quoted string opened at 1:1"),
            (Array("<".utf8) + [UInt8](repeating: UInt8(ascii: "0"), count: 1_000_000), "unterminated data opened at 1:1"),
            (Array("/*".utf8) + body, "unterminated comment opened at 1:1"),
            (Array("<*I".utf8) + body, "unterminated typed value opened at 1:1"),
            (Array(repeating: UInt8(ascii: "("), count: 500) + Array(repeating: UInt8(ascii: "a"), count: 1), "unterminated array opened at 1:500"),
        ]
        for (bytes, message) in cases {
            let (error, seconds) = Self.failure(bytes)
            #expect(error?.message == message)
            #expect(seconds < TimeBudget.seconds(2), "\(message): \(seconds) s")
        }
    }

    @Test func hugeTokensStopAtTheStringLimit() {
        let options = Self.options { $0.maxStringLength = 1000 }
        for opener in ["", "\"", "<"] {
            let filler = opener == "<" ? "00" : "ab"
            let bytes = Array((opener + String(repeating: filler, count: 1_000_000)).utf8)
            let (error, seconds) = Self.failure(bytes, options)
            #expect(error?.description == "<input>:1:1: error: [limit-exceeded] string longer than 1000 bytes; raise PlistReader.Options.maxStringLength")
            #expect(seconds < TimeBudget.seconds(1))
        }
    }

    @Test func valueCountLimit() {
        let options = Self.options { $0.maxValueCount = 1000 }
        let (error, _) = Self.failure(Array(("(" + String(repeating: "a,", count: 2000) + ")").utf8), options)
        #expect(error?.description == "<input>:1:2000: error: [limit-exceeded] more than 1000 values; raise PlistReader.Options.maxValueCount")
    }

    @Test func aFloodOfDuplicateKeysKeepsAThousandFindings() throws {
        let text = String(repeating: "k = v;\n", count: 50_000)
        var document: PlistDocument?
        let seconds = try TimeBudget.cpuSeconds { document = try PlistReader(options: Self.options()).read(Data(text.utf8)) }
        #expect(document?.diagnostics.count == 1001)
        #expect(document?.diagnostics.last?.message == "48999 more findings not shown (limit 1000 of each severity)")
        #expect(seconds < TimeBudget.seconds(3))
    }

    /// Duplicates deep in the tree past the 1 000-finding cap are counted, not built: each kept
    /// finding's key path is 500 keys long, and building one per duplicate (as before) took
    /// 14 s for 100 000 of them.
    @Test func duplicatesPastTheCapBuildNoKeyPaths() throws {
        let text = (0..<500).map { "k\($0)={" }.joined() + String(repeating: "a=1;", count: 50_000)
            + String(repeating: "};", count: 500)
        var document: PlistDocument?
        let seconds = try TimeBudget.cpuSeconds { document = try PlistReader(options: Self.options()).read(Data(("{" + text + "}").utf8)) }
        #expect(document?.diagnostics.count == 1001)
        #expect(document?.diagnostics.last?.message == "48999 more findings not shown (limit 1000 of each severity)")
        #expect(seconds < TimeBudget.seconds(1), "\(seconds) s")
    }
}
