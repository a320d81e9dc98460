import Foundation
import Testing
@testable import PlistKit

/// ``XMLLocationTracker`` walks back from the target to the line feed before it and counts
/// the line feeds before that one sixteen bytes at a time (issue 5); every position of texts
/// made of line feeds, tabs and one- to four-byte characters is located as a byte-by-byte
/// count locates it, forwards and after a step back, and when the text it sees ends right at
/// the target.
@Suite struct XMLLocationTrackerTests {
    static let pieces = ["\n", "\t", "a", "<", "é", "新", "😀", "\n\n", "abcdefgh", "\u{0085}"]

    /// A text of `count` pieces picked by a fixed linear congruential sequence from `seed`.
    static func text(seed: UInt64, count: Int) -> [UInt8] {
        var state = seed
        var bytes: [UInt8] = []
        for _ in 0..<count {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            bytes += Array(pieces[Int(state >> 33) % pieces.count].utf8)
        }
        return bytes
    }

    /// The location of every byte index (and of the end), counted one byte at a time.
    static func expected(_ bytes: [UInt8]) -> [PlistKit.SourceLocation] {
        var result: [PlistKit.SourceLocation] = []
        var line = 1, column = 1
        for (i, b) in bytes.enumerated() {
            result.append(PlistKit.SourceLocation(line: line, column: column, offset: i))
            if b == 0x0A { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
        }
        result.append(PlistKit.SourceLocation(line: line, column: column, offset: bytes.count))
        return result
    }

    @Test(arguments: [(1, 40), (2, 200), (3, 1000), (4, 3), (5, 17)])
    func everyStepSizeLocatesExactly(seed: UInt64, count: Int) {
        let bytes = Self.text(seed: seed, count: count)
        let expected = Self.expected(bytes)
        bytes.withUnsafeBufferPointer { text in
            for step in [1, 3, 7, 8, 9, 15, 16, 17, 63, 64, 65, 200] {
                var tracker = XMLLocationTracker(text: text, prefixBytes: 0, isUTF16: false)
                var target = 0
                while target <= bytes.count {
                    #expect(tracker.location(at: target) == expected[target], "step \(step) at \(target)")
                    target += step
                }
                // Back to an earlier position: counted again from the start.
                let back = bytes.count / 3
                #expect(tracker.location(at: back) == expected[back])
                #expect(tracker.location(at: bytes.count) == expected[bytes.count])
            }
        }
    }

    /// A tracker whose window ends at the target reads no byte after it, and still counts
    /// every line feed and character before it, however far back the last query was.
    @Test(arguments: [(6, 300), (7, 1000)])
    func aWindowEndingAtTheTargetLocatesExactly(seed: UInt64, count: Int) {
        let bytes = Self.text(seed: seed, count: count)
        let expected = Self.expected(bytes)
        bytes.withUnsafeBufferPointer { text in
            for step in [1, 5, 16, 17, 40, 100] {
                var tracker = XMLLocationTracker(text: UnsafeBufferPointer(rebasing: text[..<0]), prefixBytes: 0, isUTF16: false)
                var target = 0
                while target <= bytes.count {
                    tracker.setWindow(UnsafeBufferPointer(rebasing: text[..<target]))
                    #expect(tracker.location(at: target) == expected[target], "step \(step) at \(target)")
                    target += step
                }
            }
        }
    }

    /// Long lines without a line feed, and many line feeds between two queries.
    @Test func longLinesAndManyLineFeedsBetweenQueries() {
        let bytes = Array((String(repeating: "新a", count: 500) + "<k>" + String(repeating: "\n", count: 300) + "\t\t<k>"
            + String(repeating: "x\n", count: 70) + "é<k>").utf8)
        let expected = Self.expected(bytes)
        bytes.withUnsafeBufferPointer { text in
            var tracker = XMLLocationTracker(text: text, prefixBytes: 0, isUTF16: false)
            var previous = 0
            for (k, b) in bytes.enumerated() where b == UInt8(ascii: "<") {
                #expect(tracker.location(at: k) == expected[k], "at \(k) after \(previous)")
                previous = k
            }
            #expect(tracker.location(at: bytes.count) == expected[bytes.count])
        }
        #expect(expected[1_000] == PlistKit.SourceLocation(line: 1, column: 501, offset: 1_000))
    }

    @Test func aPrefixShiftsOnlyTheOffset() {
        let bytes = Array("ab\n\t新<k>".utf8)
        bytes.withUnsafeBufferPointer { text in
            var tracker = XMLLocationTracker(text: text, prefixBytes: 3, isUTF16: false)
            #expect(tracker.location(at: 7) == PlistKit.SourceLocation(line: 2, column: 3, offset: 10))
        }
    }
}
