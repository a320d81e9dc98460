// Strings of bplist00: marker 0x5N holds ASCII bytes, 0x6N big-endian UTF-16 code units
// (CFBinaryPList.c). Both are validated: a byte above 0x7F in an ASCII string and an unpaired
// surrogate in a UTF-16 string are errors, never silently replaced.

extension BinaryPlistParser {
    /// The ASCII string of `count` bytes at `start` (bounds already checked).
    /// - Throws: `invalid-encoding` naming the first non-ASCII byte and its offset.
    func asciiString(_ start: Int, _ count: Int, _ index: Int, _ offset: Int) throws -> String {
        let slice = UnsafeRawBufferPointer(rebasing: bytes[start..<(start + count)])
        var i = 0
        // Eight bytes at a time while no high bit is set.
        while i + 8 <= count {
            if slice.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { break }
            i += 8
        }
        while i < count {
            let byte = slice[i]
            if byte >= 0x80 {
                throw PlistReadError(.invalidEncoding,
                    "ASCII string holds byte \(Self.hex(byte)) at byte \(start + i), which is not ASCII (object #\(index))",
                    at: .byteOffset(offset))
            }
            i += 1
        }
        return String(decoding: slice, as: UTF8.self)
    }

    /// The string of `count` big-endian UTF-16 code units at `start` (bounds already checked),
    /// transcoded to UTF-8 in one pass.
    /// - Throws: `invalid-encoding` naming the unpaired surrogate and its offset.
    func utf16String(_ start: Int, _ count: Int, _ index: Int, _ offset: Int) throws -> String {
        if count == 0 { return "" }
        let bytes = self.bytes
        // Each code unit becomes at most 3 UTF-8 bytes (a surrogate pair: 4 bytes for 2 units).
        return try String(unsafeUninitializedCapacity: count * 3) { out in
            var o = 0
            var i = 0
            @inline(__always) func unit(_ k: Int) -> UInt32 {
                UInt32(UInt16(bigEndian: bytes.loadUnaligned(fromByteOffset: start + 2 * k, as: UInt16.self)))
            }
            while i < count {
                let u = unit(i)
                var scalar = u
                if u >= 0xD800 && u <= 0xDFFF {
                    guard u <= 0xDBFF, i + 1 < count, case let low = unit(i + 1), low >= 0xDC00, low <= 0xDFFF else {
                        throw PlistReadError(.invalidEncoding,
                            "UTF-16 string holds an unpaired surrogate 0x\(String(u, radix: 16, uppercase: true)) at byte \(start + 2 * i) (object #\(index))",
                            at: .byteOffset(offset))
                    }
                    scalar = 0x10000 + ((u - 0xD800) << 10) + (low - 0xDC00)
                    i += 1
                }
                i += 1
                switch scalar {
                case 0..<0x80:
                    out[o] = UInt8(truncatingIfNeeded: scalar); o += 1
                case 0x80..<0x800:
                    out[o] = UInt8(truncatingIfNeeded: 0xC0 | scalar >> 6)
                    out[o + 1] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F); o += 2
                case 0x800..<0x10000:
                    out[o] = UInt8(truncatingIfNeeded: 0xE0 | scalar >> 12)
                    out[o + 1] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F)
                    out[o + 2] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F); o += 3
                default:
                    out[o] = UInt8(truncatingIfNeeded: 0xF0 | scalar >> 18)
                    out[o + 1] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 12 & 0x3F)
                    out[o + 2] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F)
                    out[o + 3] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F); o += 4
                }
            }
            return o
        }
    }
}
