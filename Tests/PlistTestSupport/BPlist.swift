/// Builds small bplist00 files in the test targets: objects given as encoded bytes, offsets and trailer
/// computed (1-byte offsets when they fit, else 4-byte).
public enum BPlist {
    /// `bplist00`, `objects` in order, the offset table, the trailer; object 0 is the root.
    public static func make(_ objects: [[UInt8]], refSize: UInt8 = 1) -> [UInt8] {
        var out = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(out.count)
            out += object
        }
        let tableOffset = out.count
        let offsetSize = tableOffset < 256 ? 1 : 4
        for offset in offsets { out += bigEndian(UInt64(offset), size: offsetSize) }
        out += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), refSize]
        out += bigEndian(UInt64(objects.count), size: 8) + bigEndian(0, size: 8) + bigEndian(UInt64(tableOffset), size: 8)
        return out
    }

    /// `value` as `size` big-endian bytes.
    public static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64(size - 1 - $0))) }
    }

    /// An array marker with its count (inline below 15, else as a 4-byte int object).
    public static func arrayHeader(count: Int) -> [UInt8] {
        count < 15 ? [0xA0 | UInt8(count)] : [0xAF, 0x12] + bigEndian(UInt64(count), size: 4)
    }
}
