import Foundation

/// Turns byte indices of the UTF-8 text handed to libxml2 into 1-based lines and columns and
/// byte offsets in the original input.
///
/// Queries come in document order, so the tracker only moves forward: the whole input is
/// scanned once however many elements it has. Lines count `\n` (as libxml2 does); columns
/// count Unicode scalars from the start of the line (a tab is one column).
///
/// The tracker sees a window of the text: all of it for input in memory, or, when a file is
/// read in chunks, the bytes from ``retainFrom`` on (``forget(before:)`` and
/// ``setWindow(_:)`` move the window). Indices are always indices in the whole text. A query behind the last located
/// position rescans from the start of the window (exact for a whole text; clamped to the
/// window's start otherwise).
struct XMLLocationTracker {
    /// The window of the UTF-8 text (after the BOM; for UTF-16 input, the transcoding).
    private var text: UnsafeBufferPointer<UInt8>
    /// The index in the whole text of `text[0]`.
    private var windowStart = 0
    /// Bytes before the text in the original input (a byte-order mark).
    private let prefixBytes: Int
    /// Whether offsets must be converted back to UTF-16 positions.
    private let isUTF16: Bool

    /// The state at `windowStart`, where a backward query restarts.
    private var checkpoint = (line: 1, column: 1, units: 0)

    private var index = 0
    private var line = 1
    private var column = 1
    private var sourceOffset = 0

    init(text: UnsafeBufferPointer<UInt8>, prefixBytes: Int, isUTF16: Bool) {
        self.text = text
        self.prefixBytes = prefixBytes
        self.isUTF16 = isUTF16
    }

    /// The index (in the whole text) of the last located position: a window must keep the
    /// bytes from here on.
    var retainFrom: Int { index }

    /// Forgets the bytes before index `newStart` (not before the window's start, not after its
    /// end): the state there becomes the restart point of a backward query.
    mutating func forget(before newStart: Int) {
        guard newStart > windowStart else { return }
        _ = location(at: newStart)
        checkpoint = (line, column, sourceOffset)
        text = UnsafeBufferPointer(rebasing: text[(newStart - windowStart)...])
        windowStart = newStart
    }

    /// Replaces the window by `window`, which starts at the same index and holds at least the
    /// bytes of the old one (moved, or with more bytes after them).
    mutating func setWindow(_ window: UnsafeBufferPointer<UInt8>) {
        text = window
    }

    /// The offset in the original input of the byte at index `target` of the text: O(1) for
    /// UTF-8 input (no line is counted); for UTF-16 input, as ``location(at:)``.
    @inline(__always)
    mutating func sourceOffset(at target: Int) -> Int {
        isUTF16 ? location(at: target).offset : prefixBytes + target
    }

    /// The location of the byte at `target` (clamped to the window).
    mutating func location(at target: Int) -> SourceLocation {
        let target = min(max(windowStart, target), windowStart + text.count)
        if target < index {
            index = windowStart
            (line, column, sourceOffset) = checkpoint
        }
        var i = index - windowStart, line = self.line, column = self.column, units = sourceOffset
        let end = target - windowStart
        if isUTF16 {
            while i < end {
                let b = text[i]
                if b == 0x0A { line += 1; column = 1; units += 1 }
                else if b & 0xC0 != 0x80 { column += 1; units += b >= 0xF0 ? 2 : 1 }
                i += 1
            }
        } else if let base = text.baseAddress {
            // Back from the target to the line feed before it, counting the characters after
            // it (on a pretty-printed plist, the indentation of a tag); then the line feeds
            // before that one, if any, are counted forwards, sixteen bytes at a time. Each byte
            // is read once either way.
            var j = end, characters = 0
            while j > i, base[j - 1] != 0x0A {
                if base[j - 1] & 0xC0 != 0x80 { characters += 1 }
                j -= 1
            }
            if j > i {
                line += 1
                column = 1 + characters
                var k = i
                while let feed = XMLByteSearch.firstIndex(of: 0x0A, in: base, from: k, to: j - 1, readable: text.count) {
                    line += 1
                    k = feed + 1
                }
            } else {
                column += characters
            }
            i = end
            units = i + windowStart
        }
        index = i + windowStart; self.line = line; self.column = column; sourceOffset = units
        return SourceLocation(line: line, column: column, offset: prefixBytes + (isUTF16 ? units * 2 : units))
    }
}
