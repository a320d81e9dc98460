import Foundation

/// Byte searches of the XML hot paths, sixteen bytes at a time with the standard library's
/// portable SIMD types and inlined into their callers (issue 5).
///
/// The pre-scan (``XMLAttributeScanner``) and the location tracker (``XMLLocationTracker``) look
/// for a `<` or a line feed a few bytes ahead thousands of times per file; `memchr` is fast on
/// long distances but costs a call and its set-up every time, which on a pretty-printed plist is
/// most of the work. Here a block is one unaligned 16-byte load and one vector compare, read as
/// two 64-bit words (byte `k` of a block is byte `k % 8` of word `k / 8`, least significant
/// first), so that no bit-mask extraction is needed: a match is a byte `0xFF`.
///
/// A search that finds nothing in the first 64 bytes goes on with `memchr`, so long texts (a
/// big `<data>`, a comment) are crossed at its speed.
///
/// The searches taking `readable` read only bytes of `base[0 ..< readable]`: a block is loaded whole only when
/// it lies inside; bytes after `end` inside it are ignored; the last bytes (fewer than 16 before
/// `readable`) are looked at one by one.
enum XMLByteSearch {
    /// The two words of the compare of the 16 bytes at `p` with `byte`: byte `0xFF` where equal,
    /// `0x00` elsewhere, in memory order from the least significant byte of the first word.
    @inline(__always)
    static func matches(_ p: UnsafePointer<UInt8>, _ byte: UInt8) -> (UInt64, UInt64) {
        let block = UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt8>.self)
        let equal = unsafeBitCast(block .== SIMD16<UInt8>(repeating: byte), to: SIMD2<UInt64>.self)
        return (UInt64(littleEndian: equal[0]), UInt64(littleEndian: equal[1]))
    }

    /// The two words of the compare of the 16 bytes at `p` with `limit`: byte `0xFF` where the
    /// byte is at most `limit`, `0x00` elsewhere (in the order of ``matches(_:_:)``).
    @inline(__always)
    static func notAbove(_ p: UnsafePointer<UInt8>, _ limit: UInt8) -> (UInt64, UInt64) {
        let block = UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt8>.self)
        let low = unsafeBitCast(block .<= SIMD16<UInt8>(repeating: limit), to: SIMD2<UInt64>.self)
        return (UInt64(littleEndian: low[0]), UInt64(littleEndian: low[1]))
    }

    /// The word keeping the first `count` bytes (0 ... 7, least significant first) of a word.
    @inline(__always)
    static func lowBytes(_ count: Int) -> UInt64 {
        (1 &<< UInt64(truncatingIfNeeded: 8 &* count)) &- 1
    }

    /// The compare words of `byte` over the `count` bytes (1 ... 15) at `base + k`, zero beyond
    /// them: one block when it is readable, else byte by byte.
    @inline(__always)
    static func partialMatches(_ base: UnsafePointer<UInt8>, _ k: Int, count: Int, readable: Int,
                               _ byte: UInt8) -> (UInt64, UInt64) {
        if k &+ 16 <= readable {
            let (w0, w1) = matches(base + k, byte)
            return count >= 8 ? (w0, w1 & lowBytes(count &- 8)) : (w0 & lowBytes(count), 0)
        }
        var w0: UInt64 = 0, w1: UInt64 = 0
        for j in 0..<count where base[k &+ j] == byte {
            if j < 8 { w0 |= 0xFF &<< UInt64(8 &* j) } else { w1 |= 0xFF &<< UInt64(8 &* (j &- 8)) }
        }
        return (w0, w1)
    }

    /// The index of the first `byte` in `base[start ..< end]`, or `nil` when there is none.
    /// `end ≤ readable`.
    @inline(__always)
    static func firstIndex(of byte: UInt8, in base: UnsafePointer<UInt8>, from start: Int, to end: Int,
                           readable: Int) -> Int? {
        var k = start
        while k &+ 16 <= end {
            let (w0, w1) = matches(base + k, byte)
            if w0 != 0 { return k &+ w0.trailingZeroBitCount &>> 3 }
            if w1 != 0 { return k &+ 8 &+ w1.trailingZeroBitCount &>> 3 }
            k &+= 16
            if k &- start >= 64 {
                // Far ahead: `memchr`'s wider loop wins once its call is paid for.
                guard k < end, let hit = memchr(base + k, Int32(byte), end &- k) else { return nil }
                return UnsafeRawPointer(hit) - UnsafeRawPointer(base)
            }
        }
        guard k < end else { return nil }
        let (w0, w1) = partialMatches(base, k, count: end &- k, readable: readable, byte)
        if w0 != 0 { return k &+ w0.trailingZeroBitCount &>> 3 }
        if w1 != 0 { return k &+ 8 &+ w1.trailingZeroBitCount &>> 3 }
        return nil
    }

    /// The index of the first `<` in `base[start ..< end]` that does not start an end tag: the
    /// next byte is not `/`, or is not in the range (a `<` on the last byte is returned, its
    /// next byte unknown); `nil` when there is none. Reads only bytes of `base[start ..< end]`
    /// (a block one byte on is loaded only while it ends inside). For the pre-scan, to
    /// which an end tag is nothing: half the markup of a plist is skipped without a stop.
    @inline(__always)
    static func firstMarkupStart(in base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int? {
        var k = start
        // Whole blocks while the byte after the block is in the range too.
        while k &+ 17 <= end {
            let (l0, l1) = matches(base + k, UInt8(ascii: "<"))
            if l0 | l1 != 0 {
                let (s0, s1) = matches(base + k + 1, UInt8(ascii: "/"))
                let m0 = l0 & ~s0, m1 = l1 & ~s1
                if m0 != 0 { return k &+ m0.trailingZeroBitCount &>> 3 }
                if m1 != 0 { return k &+ 8 &+ m1.trailingZeroBitCount &>> 3 }
            }
            k &+= 16
            if k &- start >= 64 { break }
        }
        // The rest (a long text: `memchr` from one `<` to the next).
        while k < end {
            guard let hit = k &+ 16 < end ? memchr(base + k, Int32(UInt8(ascii: "<")), end &- k).map({ UnsafeRawPointer($0) - UnsafeRawPointer(base) })
                                          : (k..<end).first(where: { base[$0] == UInt8(ascii: "<") }) else { return nil }
            if hit &+ 1 >= end || base[hit &+ 1] != UInt8(ascii: "/") { return hit }
            k = hit &+ 2
        }
        return nil
    }
}
