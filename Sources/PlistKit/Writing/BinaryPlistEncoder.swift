import Foundation

/// Serialises a numbered object list (from ``BinaryPlistFlattener``) into bplist00 bytes:
/// `bplist00`, the objects in number order, the offset table, and the 32-byte trailer
/// (CFBinaryPList.c layout; object #0 is the root).
enum BinaryPlistEncoder {
    /// The bytes of the file.
    static func encode(_ objects: [BinaryPlistFlattener.Object]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(64 + objects.count * 12)
        out.append(contentsOf: "bplist00".utf8)
        let refSize = byteCount(UInt64(truncatingIfNeeded: objects.count))
        var offsets: [Int] = []
        offsets.reserveCapacity(objects.count)
        for object in objects {
            offsets.append(out.count)
            switch object {
            case .scalar(let value):
                appendScalar(value, to: &out)
            case .array(let refs):
                appendHeader(0xA0, count: refs.count, to: &out)
                for ref in refs { appendBigEndian(UInt64(truncatingIfNeeded: ref), size: refSize, to: &out) }
            case .dictionary(let keys, let values):
                appendHeader(0xD0, count: keys.count, to: &out)
                for ref in keys { appendBigEndian(UInt64(truncatingIfNeeded: ref), size: refSize, to: &out) }
                for ref in values { appendBigEndian(UInt64(truncatingIfNeeded: ref), size: refSize, to: &out) }
            }
        }
        let tableOffset = out.count
        let offsetSize = byteCount(UInt64(truncatingIfNeeded: tableOffset))
        for offset in offsets { appendBigEndian(UInt64(truncatingIfNeeded: offset), size: offsetSize, to: &out) }
        // Trailer: 5 unused bytes, sort version 0, offset size, reference size, object count,
        // root object number, offset-table offset.
        out.append(contentsOf: [0, 0, 0, 0, 0, 0, UInt8(truncatingIfNeeded: offsetSize), UInt8(truncatingIfNeeded: refSize)])
        appendBigEndian(UInt64(truncatingIfNeeded: objects.count), size: 8, to: &out)
        appendBigEndian(0, size: 8, to: &out)
        appendBigEndian(UInt64(truncatingIfNeeded: tableOffset), size: 8, to: &out)
        return out
    }

    /// The smallest of 1, 2, 4 and 8 bytes whose range holds `value` (CoreFoundation's
    /// `_byteCount`: the count itself must fit, so 256 objects take 2-byte references).
    static func byteCount(_ value: UInt64) -> Int {
        if value < 1 << 8 { return 1 }
        if value < 1 << 16 { return 2 }
        if value < 1 << 32 { return 4 }
        return 8
    }

    private static func appendScalar(_ value: PlistValue, to out: inout [UInt8]) {
        switch value {
        case .string(let string):
            appendString(string, to: &out)
        case .integer(let integer):
            appendInteger(integer, to: &out)
        case .real(let real):
            out.append(0x23)
            appendBigEndian(real.bitPattern, size: 8, to: &out)
        case .bool(let bool):
            out.append(bool ? 0x09 : 0x08)
        case .date(let date):
            out.append(0x33)
            appendBigEndian(date.timeIntervalSinceReferenceDate.bitPattern, size: 8, to: &out)
        case .data(let data):
            appendHeader(0x40, count: data.count, to: &out)
            out.append(contentsOf: data)
        case .uid(let uid):
            let size = byteCount(uid)
            out.append(0x80 | UInt8(truncatingIfNeeded: size - 1))
            appendBigEndian(uid, size: size, to: &out)
        case .array, .dictionary, .null:
            break  // never scalars: the flattener numbers containers and rejects null
        }
    }

    /// Negative: 8-byte two's complement; above `Int64.max`: 16 bytes, upper half zero;
    /// otherwise the smallest of 1, 2, 4, 8 bytes (unsigned, as bplist00 reads them).
    private static func appendInteger(_ integer: PlistInteger, to out: inout [UInt8]) {
        if let signed = integer.int64Value {
            if signed < 0 {
                out.append(0x13)
                appendBigEndian(UInt64(bitPattern: signed), size: 8, to: &out)
                return
            }
            let magnitude = UInt64(bitPattern: signed)
            let size = byteCount(magnitude)
            out.append(0x10 | UInt8(size.trailingZeroBitCount))
            appendBigEndian(magnitude, size: size, to: &out)
        } else if let unsigned = integer.uint64Value {
            out.append(0x14)
            appendBigEndian(0, size: 8, to: &out)
            appendBigEndian(unsigned, size: 8, to: &out)
        }
    }

    private static func appendString(_ string: String, to out: inout [UInt8]) {
        let utf8 = string.utf8
        if utf8.allSatisfy({ $0 < 0x80 }) {
            appendHeader(0x50, count: utf8.count, to: &out)
            out.append(contentsOf: utf8)
        } else {
            let utf16 = string.utf16
            appendHeader(0x60, count: utf16.count, to: &out)
            out.reserveCapacity(out.count + utf16.count * 2)
            for unit in utf16 {
                out.append(UInt8(truncatingIfNeeded: unit >> 8))
                out.append(UInt8(truncatingIfNeeded: unit))
            }
        }
    }

    /// A marker with the count in its low nibble, or `0xF` and an int object holding the count.
    private static func appendHeader(_ marker: UInt8, count: Int, to out: inout [UInt8]) {
        if count < 15 {
            out.append(marker | UInt8(truncatingIfNeeded: count))
            return
        }
        out.append(marker | 0x0F)
        let size = byteCount(UInt64(truncatingIfNeeded: count))
        out.append(0x10 | UInt8(size.trailingZeroBitCount))
        appendBigEndian(UInt64(truncatingIfNeeded: count), size: size, to: &out)
    }

    @inline(__always)
    private static func appendBigEndian(_ value: UInt64, size: Int, to out: inout [UInt8]) {
        var shift = (size - 1) * 8
        while shift >= 0 {
            out.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
            shift -= 8
        }
    }
}
