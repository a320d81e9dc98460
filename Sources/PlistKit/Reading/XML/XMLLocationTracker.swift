import Foundation

/// Turns byte indices of the UTF-8 text handed to libxml2 into 1-based lines and columns and
/// byte offsets in the original input.
///
/// Queries come in document order, so the tracker only moves forward: the whole input is
/// scanned once however many elements it has. Lines count `\n` (as libxml2 does); columns
/// count Unicode scalars from the start of the line (a tab is one column).
struct XMLLocationTracker {
    /// The UTF-8 text (after the BOM; for UTF-16 input, the transcoding).
    private let text: UnsafeBufferPointer<UInt8>
    /// Bytes before `text` in the original input (a byte-order mark).
    private let prefixBytes: Int
    /// Whether offsets must be converted back to UTF-16 positions.
    private let isUTF16: Bool

    private var index = 0
    private var line = 1
    private var column = 1
    private var sourceOffset = 0

    init(text: UnsafeBufferPointer<UInt8>, prefixBytes: Int, isUTF16: Bool) {
        self.text = text
        self.prefixBytes = prefixBytes
        self.isUTF16 = isUTF16
    }

    /// The location of the byte at `target` (clamped to the text).
    mutating func location(at target: Int) -> SourceLocation {
        let target = min(max(0, target), text.count)
        if target < index { self = XMLLocationTracker(text: text, prefixBytes: prefixBytes, isUTF16: isUTF16) }
        var i = index, line = self.line, column = self.column, units = sourceOffset
        if isUTF16 {
            while i < target {
                let b = text[i]
                if b == 0x0A { line += 1; column = 1; units += 1 }
                else if b & 0xC0 != 0x80 { column += 1; units += b >= 0xF0 ? 2 : 1 }
                i += 1
            }
        } else if let base = text.baseAddress {
            // Eight bytes at a time: newlines and UTF-8 lead bytes are counted with bit masks.
            let raw = UnsafeRawPointer(base)
            while target - i >= 8 {
                let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                let newlines = Self.newlineMask(w)
                let leads = Self.leadMask(w)
                if newlines == 0 {
                    column += leads.nonzeroBitCount
                } else {
                    line += newlines.nonzeroBitCount
                    // Characters after the last newline of the word (little-endian: later bytes
                    // are higher bits).
                    let last = 63 - newlines.leadingZeroBitCount
                    let after: UInt64 = last == 63 ? 0 : ~0 << UInt64(last + 1)
                    column = 1 + (leads & after).nonzeroBitCount
                }
                i += 8
            }
            while i < target {
                let b = base[i]
                if b == 0x0A { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
                i += 1
            }
            units = i
        }
        index = i; self.line = line; self.column = column; sourceOffset = units
        return SourceLocation(line: line, column: column, offset: prefixBytes + (isUTF16 ? units * 2 : units))
    }

    private static let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    private static let high: UInt64 = 0x8080_8080_8080_8080

    /// Bit 7 of each byte of `w` that is `\n` (exact: no carries between bytes).
    @inline(__always)
    private static func newlineMask(_ w: UInt64) -> UInt64 {
        let x = w ^ 0x0A0A_0A0A_0A0A_0A0A
        return ~(((x & low7) &+ low7) | x | low7)
    }

    /// Bit 7 of each byte of `w` that starts a character (is not a UTF-8 continuation byte
    /// `10xxxxxx`).
    @inline(__always)
    private static func leadMask(_ w: UInt64) -> UInt64 {
        let continuation = w & ~(w << 1) & high
        return ~continuation & high
    }
}
