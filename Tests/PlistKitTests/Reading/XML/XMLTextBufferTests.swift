import Foundation
import Testing
@testable import PlistKit

/// ``XMLTextBuffer`` copies chunks of up to 16 bytes without `memcpy` (issue 5): every chunk
/// size from 1 to 40, appended after every count of bytes already collected (across the
/// growth of the storage), gives exactly the bytes appended.
@Suite struct XMLTextBufferTests {
    @Test func everyChunkSizeAfterEveryFillLevel() {
        let source = (0..<64).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        source.withUnsafeBufferPointer { bytes in
            for size in 1...40 {
                for offset in [0, 1, 5, 24] {
                    var buffer = XMLTextBuffer(capacity: 16)
                    var expected: [UInt8] = []
                    // Chunks taken at varying offsets in the source, until the buffer has grown twice.
                    var start = offset
                    while expected.count < 80 {
                        let chunk = UnsafeBufferPointer(rebasing: bytes[start..<(start + size)])
                        buffer.append(contentsOf: chunk)
                        expected += chunk
                        start = (start + 7) % (64 - size + 1)
                    }
                    #expect(Array(buffer.bytes) == expected, "chunk size \(size), first offset \(offset)")
                    buffer.removeAll()
                    buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[3..<(3 + size)]))
                    #expect(Array(buffer.bytes) == Array(source[3..<(3 + size)]))
                }
            }
        }
    }
}
