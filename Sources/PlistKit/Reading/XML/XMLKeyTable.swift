import Foundation

/// The dictionary keys of one XML parse, interned: a document of records repeats the same few
/// keys thousands of times, and looking the bytes up here is cheaper than validating and
/// building a new `String` for each.
///
/// Bounded whatever the input: at most ``maxKeys`` keys of at most ``maxKeyLength`` bytes are
/// kept (about 16 KB); other keys are built afresh each time and get no id. Entries are never
/// evicted, so a key's bytes always get the same answer within a parse: the same id, or none.
/// That lets ``XMLTreeBuilder`` skip the duplicate search for an interned key whose id it has
/// not yet seen in the dictionary being read.
struct XMLKeyTable {
    /// The most keys kept.
    static let maxKeys = 256
    /// The longest key kept, in UTF-8 bytes.
    static let maxKeyLength = 64
    /// Open-addressing slots (a power of two, twice ``maxKeys``).
    private static let slotCount = 512

    /// Per slot: the id + 1 of the key there, or 0 when empty.
    private var slots: [UInt16]
    /// Per id: the key, where its bytes start in `bytes`, and their count.
    private var strings: [String] = []
    private var starts: [Int] = []
    private var lengths: [Int] = []
    /// The bytes of all keys, one after another.
    private var bytes: [UInt8] = []

    init() {
        slots = [UInt16](repeating: 0, count: Self.slotCount)
    }

    /// The key spelled by `text` (valid UTF-8) and its id, or `nil` for the id when the key is
    /// not kept (too long, or the table is full).
    mutating func key(for text: UnsafeBufferPointer<UInt8>) -> (key: String, id: Int?) {
        let n = text.count
        guard n <= Self.maxKeyLength, let source = text.baseAddress else {
            return (String(decoding: text, as: UTF8.self), nil)
        }
        // FNV-1a over the bytes.
        var hash: UInt32 = 2_166_136_261
        for k in 0..<n { hash = (hash ^ UInt32(source[k])) &* 16_777_619 }
        let mask = Self.slotCount - 1
        var slot = Int(hash ^ (hash >> 16)) & mask
        while true {
            let occupant = Int(slots[slot])
            if occupant == 0 { break }
            let id = occupant - 1
            if lengths[id] == n, bytes.withUnsafeBufferPointer({ stored in
                guard let base = stored.baseAddress else { return n == 0 }
                return memcmp(base + starts[id], source, n) == 0
            }) {
                return (strings[id], id)
            }
            slot = (slot + 1) & mask
        }
        let string = String(decoding: text, as: UTF8.self)
        guard strings.count < Self.maxKeys else { return (string, nil) }
        let id = strings.count
        strings.append(string)
        starts.append(bytes.count)
        lengths.append(n)
        bytes.append(contentsOf: text)
        slots[slot] = UInt16(truncatingIfNeeded: id + 1)  // id < maxKeys
        return (string, id)
    }
}
