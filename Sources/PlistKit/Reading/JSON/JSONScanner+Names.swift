extension JSONScanner {
    /// One remembered member name: its bytes (zero-padded, little-endian) and its `String`.
    struct NameSlot {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var count = -1
        var text = ""
    }

    /// How many names are remembered (a direct-mapped table: a new name replaces the one in
    /// its slot, so memory stays fixed whatever the input).
    static let nameSlots = 64

    /// Reads a member name like ``scanString()``. A name of at most 15 ASCII bytes without
    /// escapes is looked up among the names already made (records of one shape repeat theirs)
    /// and made only once; any other name, or a name near the end of the input, is read by
    /// ``scanString()``. The result, the errors and the limits are those of ``scanString()``.
    mutating func scanMemberName() throws -> String {
        let start = pos + 1
        guard start + 16 <= end else { return try scanString() }
        let raw = UnsafeRawPointer(base + start)
        let low = raw.loadUnaligned(as: UInt64.self), high = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        let n: Int
        let lowMask = Self.stopMask(low)
        if lowMask != 0 {
            n = lowMask.trailingZeroBitCount >> 3
        } else {
            let highMask = Self.stopMask(high)
            guard highMask != 0 else { return try scanString() }
            n = 8 + highMask.trailingZeroBitCount >> 3
        }
        // The first byte that stops a plain ASCII name must be its closing quote.
        guard base[start + n] == UInt8(ascii: "\""), n <= maxStringLength else { return try scanString() }
        let l = n >= 8 ? low : low & ((1 &<< UInt64(8 * n)) &- 1)
        let h = n > 8 ? high & ((1 &<< UInt64(8 * (n - 8))) &- 1) : 0
        let slot = Int(truncatingIfNeeded: ((l ^ (h &* 31) ^ UInt64(n)) &* 0x9E37_79B9_7F4A_7C15) >> 58)
        if names.isEmpty { names = Array(repeating: NameSlot(), count: Self.nameSlots) }
        pos = start + n + 1
        if names[slot].count == n && names[slot].low == l && names[slot].high == h { return names[slot].text }
        let text = String(decoding: UnsafeBufferPointer(start: base + start, count: n), as: UTF8.self)
        names[slot] = NameSlot(low: l, high: h, count: n, text: text)
        return text
    }

    /// A word whose bytes are 0x80 in place of every `"`, `\`, control character and non-ASCII
    /// byte, exactly up to the first of them (bytes after it may be marked falsely).
    @inline(__always)
    static func stopMask(_ w: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let quote = w ^ (ones &* 0x22), backslash = w ^ (ones &* 0x5C)
        let zeroQuote = (quote &- ones) & ~quote
        let zeroBackslash = (backslash &- ones) & ~backslash
        let control = (w &- ones &* 0x20) & ~w
        return (zeroQuote | zeroBackslash | control | w) & highs
    }
}
