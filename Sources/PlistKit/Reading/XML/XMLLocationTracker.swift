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
            // Skip whole lines with memchr; count characters only on the last one. A short
            // rest (the indentation before a tag, typically) is counted byte by byte instead.
            while target - i > 16, let hit = memchr(base + i, 0x0A, target - i) {
                line += 1
                column = 1
                i = UnsafeRawPointer(hit) - UnsafeRawPointer(base) + 1
            }
            while i < target {
                if base[i] == 0x0A { line += 1; column = 1; i += 1; continue }
                if base[i] & 0xC0 != 0x80 { column += 1 }
                i += 1
            }
            units = i
        }
        index = i; self.line = line; self.column = column; sourceOffset = units
        return SourceLocation(line: line, column: column, offset: prefixBytes + (isUTF16 ? units * 2 : units))
    }
}
