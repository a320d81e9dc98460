import Foundation

/// The dictionary keys of one XML parse, interned: a document of records repeats the same few
/// keys thousands of times, and finding the bytes here is cheaper than validating and building
/// a new `String` for each.
///
/// Bounded whatever the input: at most ``maxKeys`` keys of at most ``maxKeyLength`` bytes are
/// kept (about 30 KB in all); other keys are built afresh each time and get no id. Entries are
/// never evicted, so a key's bytes always get the same answer within a parse: the same id, or
/// none. That lets ``XMLTreeBuilder`` skip the duplicate search for an interned key whose id it
/// has not yet seen in the dictionary being read. A lookup inspects at most ``maxProbes`` slots,
/// so keys crafted to collide cost little more than keys that are not kept.
///
/// A class with manually managed slots, so that lookups pay no bounds or uniqueness checks; one
/// table serves one parse on one thread.
final class XMLKeyTable {
    /// The most keys kept.
    static let maxKeys = 256
    /// The longest key kept, in UTF-8 bytes.
    static let maxKeyLength = 64
    /// The most slots one lookup inspects; a key that would need more is not kept. Slots are
    /// never emptied, so such a key never finds a place later either.
    static let maxProbes = 16
    /// Open-addressing slots (a power of two, twice ``maxKeys``).
    private static let slotCount = 512

    /// One interned key: its first 16 bytes as two little-endian words (zero-padded), its
    /// length, the rest of its bytes, and the string.
    private struct Slot {
        var head0: UInt64 = 0
        var head1: UInt64 = 0
        /// The key's length in bytes, or -1 for an empty slot.
        var length = -1
        var id = 0
        var tail: [UInt8] = []
        var string = ""
    }

    private let slots: UnsafeMutablePointer<Slot>
    /// The number of keys kept.
    private var count = 0

    init() {
        slots = UnsafeMutablePointer<Slot>.allocate(capacity: Self.slotCount)
        slots.initialize(repeating: Slot(), count: Self.slotCount)
    }

    deinit {
        slots.deinitialize(count: Self.slotCount)
        slots.deallocate()
    }

    /// The key spelled by the bytes of `buffer` (valid UTF-8) and its id, or `nil` for the id
    /// when the key is not kept (too long, or the table is full).
    func key(for buffer: XMLTextBuffer) -> (key: String, id: Int?) {
        let text = buffer.bytes
        let n = text.count
        guard n <= Self.maxKeyLength, let source = text.baseAddress else {
            return (String(decoding: text, as: UTF8.self), nil)
        }
        let head = buffer.head
        var hash = (head.0 ^ UInt64(truncatingIfNeeded: n)) &* 0x9E37_79B9_7F4A_7C15
        hash ^= head.1 &* 0xC2B2_AE3D_27D4_EB4F
        hash ^= hash >> 29
        let mask = Self.slotCount - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        var probes = 0
        while true {
            let slot = slots + index
            let length = slot.pointee.length
            if length < 0 { break }
            if length == n, slot.pointee.head0 == head.0, slot.pointee.head1 == head.1,
               n <= 16 || Self.sameTail(slot.pointee.tail, source, n) {
                return (slot.pointee.string, slot.pointee.id)
            }
            index = (index + 1) & mask
            probes += 1
            if probes == Self.maxProbes { return (String(decoding: text, as: UTF8.self), nil) }
        }
        let string = String(decoding: text, as: UTF8.self)
        guard count < Self.maxKeys else { return (string, nil) }
        let id = count
        count += 1
        let tail = n > 16 ? Array(UnsafeBufferPointer(start: source + 16, count: n - 16)) : []
        slots[index] = Slot(head0: head.0, head1: head.1, length: n, id: id, tail: tail, string: string)
        return (string, id)
    }

    /// Whether bytes 16 and on of `source` (`n` bytes) equal `tail`.
    private static func sameTail(_ tail: [UInt8], _ source: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        tail.withUnsafeBufferPointer { stored in
            guard let base = stored.baseAddress, stored.count == n - 16 else { return false }
            return memcmp(base, source + 16, n - 16) == 0
        }
    }
}
