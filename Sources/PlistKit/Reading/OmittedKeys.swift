/// The keys of the root dictionary's entries that a reader did not keep (see
/// ``TreeStreaming/rootDictionaryKeeps``): each distinct key with the location of its first
/// place, in document order. A validation reports them as it reports the keys of kept entries
/// (``Validator/validate(_:)-(PlistDocument)``), and the reader finds a key written twice among them.
///
/// Memory is what the keys need and no more: 32 bytes a key in chunks of 4 096 (never copied as
/// they grow) and a 4-byte slot per key in an open-addressing index, about 40 bytes a key,
/// against the 80-byte entry, 24-byte index slot and doubling arrays of a kept
/// ``PlistDictionary``: a dictionary of 500 000 unknown keys is read in 60 % less memory.
package struct OmittedKeys: Sendable {
    /// One omitted key and where its first place starts.
    package struct Record: Sendable {
        /// The key as written (decoded).
        package var key: String
        /// Where the key's first place starts.
        package var location: SourceLocation
    }

    private static let chunkShift = 12
    private static let chunkSize = 1 << chunkShift
    private var chunks: [[Record]] = []
    /// Open addressing with linear probing: each slot is -1 or the index of a record.
    private var slots: [Int32] = []
    /// How many distinct keys were omitted.
    package private(set) var count = 0

    /// An empty record.
    package init() {}

    /// The `index`-th key omitted, in document order.
    package subscript(index: Int) -> Record {
        chunks[index >> Self.chunkShift][index & (Self.chunkSize - 1)]
    }

    /// Whether `key` (exactly: by its Unicode scalars) was recorded.
    package func contains(_ key: String) -> Bool {
        if case .recorded = find(key) { return true }
        return false
    }

    /// Records `key`, first written at `location`.
    /// - Returns: the location of the key's first place when it was recorded before (nothing
    ///   is recorded then: a repeated key), else `nil`.
    package mutating func insert(_ key: String, at location: SourceLocation) -> SourceLocation? {
        if 4 * (count + 1) > 3 * slots.count { grow() }
        let i: Int
        switch find(key) {
        case .recorded(let index): return self[index].location
        case .free(let slot): i = slot
        }
        slots[i] = Int32(truncatingIfNeeded: count)
        if chunks.isEmpty || chunks[chunks.count - 1].count == Self.chunkSize {
            chunks.append([])
            chunks[chunks.count - 1].reserveCapacity(min(Self.chunkSize, max(16, count)))
        }
        chunks[chunks.count - 1].append(Record(key: key, location: location))
        count += 1
        return nil
    }

    /// Where `key` is: the index of its record, or the free slot it would take.
    private enum Place { case recorded(Int), free(Int) }

    private func find(_ key: String) -> Place {
        guard !slots.isEmpty else { return .free(0) }
        let mask = slots.count - 1
        var i = Self.hash(key) & mask
        while slots[i] >= 0 {
            let index = Int(slots[i])
            if ExactKey.sameBytes(self[index].key, key) { return .recorded(index) }
            i = (i + 1) & mask
        }
        return .free(i)
    }

    private static func hash(_ key: String) -> Int {
        var hasher = Hasher()
        ExactKey(key).hash(into: &hasher)
        return hasher.finalize()
    }

    /// Doubles the index (16 slots at first) and places every record again.
    private mutating func grow() {
        let capacity = max(16, slots.count * 2)
        slots = [Int32](repeating: -1, count: capacity)
        let mask = capacity - 1
        for index in 0..<count {
            var i = Self.hash(self[index].key) & mask
            while slots[i] >= 0 { i = (i + 1) & mask }
            slots[i] = Int32(truncatingIfNeeded: index)
        }
    }
}
