import Foundation
import Testing
@testable import PlistKit

/// ``XMLByteSearch`` (issue 5) answers as a byte-by-byte search does, whatever the start, the
/// end and how many bytes after the end may be read: whole blocks, a last partial block read
/// whole or byte by byte, and the hand-over to `memchr` after 64 bytes.
@Suite struct XMLByteSearchTests {
    /// `count` bytes from `alphabet`, picked by a fixed linear congruential sequence.
    static func bytes(seed: UInt64, count: Int, alphabet: [UInt8]) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return alphabet[Int(state >> 33) % alphabet.count]
        }
    }

    static let alphabets: [(UInt64, [UInt8])] = [
        (1, [0x0A, 0x61, 0x09]), (2, [0x3C, 0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67]), (3, [0x61, 0xE6, 0x96, 0xB0, 0x0A]),
    ]

    @Test(arguments: alphabets)
    func firstIndexFindsWhatAByteLoopFinds(seed: UInt64, alphabet: [UInt8]) {
        let text = Self.bytes(seed: seed, count: 160, alphabet: alphabet)
        text.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            for target in [UInt8(0x0A), 0x3C, 0xE6] {
                for start in 0...text.count {
                    for end in start...text.count {
                        let expected = text[start..<end].firstIndex(of: target)
                        for readable in Set([end, min(text.count, end + 7), text.count]) {
                            let found = XMLByteSearch.firstIndex(of: target, in: base, from: start, to: end, readable: readable)
                            if found != expected {
                                Issue.record("byte \(target) in \(start)..<\(end), readable \(readable): \(String(describing: found)), expected \(String(describing: expected))")
                                return
                            }
                        }
                    }
                }
            }
        }
    }

    /// The first `<` not followed by `/` in the range (one on the last byte counts), over
    /// whole blocks, the byte-by-byte rest and the `memchr` part after 64 bytes.
    @Test(arguments: [(4, 60), (5, 400)])
    func firstMarkupStartSkipsEndTags(seed: UInt64, count: Int) {
        let alphabet = Array("<</a\n".utf8) + [0x2F, 0x2F]
        let text = Self.bytes(seed: seed, count: count, alphabet: alphabet)
        text.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            for start in 0...text.count {
                for end in stride(from: start, through: text.count, by: count > 100 ? 7 : 1) {
                    let expected = (start..<end).first { text[$0] == 0x3C && ($0 + 1 >= end || text[$0 + 1] != 0x2F) }
                    let found = XMLByteSearch.firstMarkupStart(in: base, from: start, to: end)
                    if found != expected {
                        Issue.record("\(start)..<\(end): \(String(describing: found)), expected \(String(describing: expected))")
                        return
                    }
                }
            }
        }
        let long = [UInt8]((String(repeating: "</k>", count: 50) + String(repeating: "x", count: 100) + "</z><a").utf8)
        long.withUnsafeBufferPointer { buffer in
            #expect(XMLByteSearch.firstMarkupStart(in: buffer.baseAddress!, from: 0, to: buffer.count) == buffer.count - 2)
            #expect(XMLByteSearch.firstMarkupStart(in: buffer.baseAddress!, from: 0, to: buffer.count - 2) == nil)
        }
    }

    @Test func aFarByteIsFoundPastTheVectorLoop() {
        var text = [UInt8](repeating: 0x61, count: 10_000)
        text[9_999] = 0x3C
        text[5_000] = 0x0A
        text.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            #expect(XMLByteSearch.firstIndex(of: 0x3C, in: base, from: 0, to: 10_000, readable: 10_000) == 9_999)
            #expect(XMLByteSearch.firstIndex(of: 0x3C, in: base, from: 3, to: 9_999, readable: 10_000) == nil)
            #expect(XMLByteSearch.firstIndex(of: 0x0A, in: base, from: 1, to: 10_000, readable: 10_000) == 5_000)
            #expect(XMLByteSearch.firstIndex(of: 0x0A, in: base, from: 5_001, to: 10_000, readable: 10_000) == nil)
        }
    }

    @Test func notAboveMarksTheBytesUpToTheLimit() {
        let text = Self.bytes(seed: 9, count: 16 * 64, alphabet: Array(0x00...0xFF))
        text.withUnsafeBufferPointer { buffer in
            for block in 0..<64 {
                let (w0, w1) = XMLByteSearch.notAbove(buffer.baseAddress! + 16 * block, UInt8(ascii: ">"))
                for k in 0..<16 {
                    let marked = (k < 8 ? w0 >> UInt64(8 * k) : w1 >> UInt64(8 * (k - 8))) & 0xFF
                    #expect(marked == (text[16 * block + k] <= UInt8(ascii: ">") ? 0xFF : 0), "block \(block), byte \(k)")
                }
            }
        }
    }
}
