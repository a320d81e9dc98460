/// An ordered dictionary of a property list: string keys in document order, each key with its
/// own ``SourceLocation``, each value a located ``PlistNode``.
///
/// Keys are compared by their exact UTF-8 bytes (PlistKit's `ExactKey` rule), never by Swift's canonical
/// equivalence: NFC and NFD spellings of the same text are two keys (CoreFoundation compares
/// code units too), and comparing or hashing a key takes time linear in its bytes. Inserting a key
/// that is already present replaces the value and keeps the key's first position, as
/// `CFDictionarySetValue` and PlistBuddy do; the reader reports the duplicate as a finding.
///
/// - Complexity: lookup is O(1) on average (a hash index is kept once a dictionary has more
///   than 32 keys; below that a linear scan comparing lengths first, then bytes, which is
///   faster and keeps the many small dictionaries of a large document compact); appending is
///   amortised O(1).
public struct PlistDictionary: Sendable {
    /// One key and its value.
    public struct Entry: Sendable {
        /// The key text.
        public var key: String
        /// Where the key (`<key>` start tag, JSON member name) starts.
        public var keyLocation: SourceLocation
        /// The value.
        public var value: PlistNode
        // The key's length in bytes (0: unknown); 8 more bytes per entry (PlistNodeLayoutTests).
        private var storedKeyLength: UInt32 = 0

        /// Whether the source writes this key more than once. The reader keeps the key's first
        /// place and the last value (as CoreFoundation does), so ``keyRange`` is the first
        /// key's bytes and the value's ``PlistNode/sourceRange`` the last value's; the text
        /// between them may hold other keys. Readers set it (the duplicate is also a
        /// `duplicate-key` finding); entries made in code never have it. It sits in the
        /// entry's padding (no extra bytes).
        public internal(set) var isRepeated = false

        /// Creates an entry.
        public init(key: String, keyLocation: SourceLocation = .unknown, value: PlistNode) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }

        /// Creates an entry whose key occupies `keyRange` of the source (its lower bound
        /// must be `keyLocation`'s offset).
        init(key: String, keyLocation: SourceLocation, keyEnd: Int, value: PlistNode) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
            let length = keyEnd &- keyLocation.offset
            self.storedKeyLength = length > 0 && length <= Int(UInt32.max) ? UInt32(length) : 0
        }

        /// The bytes of the source the key occupies (0-based, end exclusive), or `nil` when not
        /// known (keys added in code, binary property lists, keys longer than 4 GiB): in XML
        /// `<key>…</key>` with its tags, in JSON the member name with its quotes, in OpenStep
        /// the quoted or unquoted string. Setting a range sets `keyLocation`'s offset to its
        /// lower bound.
        public var keyRange: Range<Int>? {
            get {
                guard storedKeyLength > 0, keyLocation.offset >= 0 else { return nil }
                return keyLocation.offset..<(keyLocation.offset + Int(storedKeyLength))
            }
            set {
                guard let newValue else { storedKeyLength = 0; return }
                keyLocation.offset = newValue.lowerBound
                storedKeyLength = UInt32(exactly: newValue.count) ?? 0
            }
        }
    }

    /// The entries in document order.
    public private(set) var entries: [Entry]
    private var index: [ExactKey: Int]?

    private static let indexThreshold = 32

    /// An empty dictionary.
    public init() { entries = [] }

    /// A dictionary from entries; a repeated key replaces the earlier value at the earlier
    /// position.
    public init(entries: [Entry]) {
        self.entries = []
        self.entries.reserveCapacity(entries.count)
        for entry in entries { insert(entry) }
    }

    /// Reserves room for `minimumCapacity` entries (a reader passes the size of a similar
    /// dictionary it has just read, so that records of the same shape need no regrowth).
    public mutating func reserveCapacity(_ minimumCapacity: Int) {
        entries.reserveCapacity(minimumCapacity)
    }

    /// The number of keys.
    public var count: Int { entries.count }
    /// Whether there are no keys.
    public var isEmpty: Bool { entries.isEmpty }
    /// The keys in document order.
    public var keys: [String] { entries.map(\.key) }

    /// The position of `key`, compared by exact UTF-8 bytes, or `nil`.
    public func index(forKey key: String) -> Int? {
        if let index { return index[ExactKey(key)] }
        // Lengths first (most keys of a small dictionary differ in length), read in place.
        let count = key.utf8.count
        return entries.withUnsafeBufferPointer { buffer in
            for i in buffer.indices where buffer[i].key.utf8.count == count && ExactKey.sameBytes(buffer[i].key, key) { return i }
            return nil
        }
    }

    /// The entry for `key`, or `nil`.
    public func entry(forKey key: String) -> Entry? {
        index(forKey: key).map { entries[$0] }
    }

    /// Calls `body` with each entry from `start` on, in place, until it returns `false`;
    /// returns the index after the last entry it was called with. `body` may change an entry's
    /// value and locations but must keep its key's text (the hash index stays as it is): how
    /// the source editor moves spans after a splice without copying the dictionary.
    mutating func updateEntries(from start: Int, _ body: (_ entry: inout Entry) -> Bool) -> Int {
        var i = start
        while i < entries.count {
            let goOn = body(&entries[i])
            i += 1
            if !goOn { break }
        }
        return i
    }

    /// The value node for `key`, or `nil`. Setting `nil` removes the key.
    public subscript(key: String) -> PlistNode? {
        get { index(forKey: key).map { entries[$0].value } }
        set {
            if let newValue {
                insert(Entry(key: key, value: newValue))
            } else {
                removeValue(forKey: key)
            }
        }
    }

    /// Inserts an entry. When the key is present the value (and its location) is replaced, the
    /// key keeps its first position and location, and the earlier entry is returned so that a
    /// reader can report the duplicate.
    @discardableResult
    public mutating func insert(_ entry: consuming Entry) -> Entry? {
        insert(entry, markingRepeated: false)
    }

    /// Inserts an entry a reader read from a source, as ``insert(_:)`` does, and marks an entry
    /// whose key was already present as ``Entry/isRepeated``: the one place where every reader
    /// (XML, JSON, binary, OpenStep) records that a key is written more than once.
    @discardableResult
    mutating func insertRead(_ entry: consuming Entry) -> Entry? {
        insert(entry, markingRepeated: true)
    }

    /// ``insert(_:)``, marking a replaced entry as repeated when `markingRepeated`.
    private mutating func insert(_ entry: consuming Entry, markingRepeated: Bool) -> Entry? {
        if let i = index(forKey: entry.key) {
            let old = entries[i]
            entries[i].value = entry.value
            if markingRepeated { entries[i].isRepeated = true }
            return old
        }
        appendNew(entry)
        return nil
    }

    /// Appends an entry whose key the caller knows is absent (a reader that tracks the keys of
    /// the dictionary it is building), skipping the search ``insert(_:)`` makes.
    /// - Precondition: no entry has the same UTF-8 bytes as `entry.key`; otherwise the
    ///   dictionary would hold the key twice.
    /// - Complexity: amortised O(1).
    mutating func appendNew(_ entry: consuming Entry) {
        if index != nil {
            index![ExactKey(entry.key)] = entries.count
            entries.append(entry)
        } else if entries.count < Self.indexThreshold {
            entries.append(entry)
        } else {
            entries.append(entry)
            var built = [ExactKey: Int](minimumCapacity: entries.count * 2)
            for (i, e) in entries.enumerated() { built[ExactKey(e.key)] = i }
            index = built
        }
    }

    /// Removes `key` and returns its entry, or `nil` when absent.
    /// - Complexity: O(n).
    @discardableResult
    public mutating func removeValue(forKey key: String) -> Entry? {
        guard let i = index(forKey: key) else { return nil }
        let removed = entries.remove(at: i)
        if index != nil {
            var built = [ExactKey: Int](minimumCapacity: entries.count * 2)
            for (j, e) in entries.enumerated() { built[ExactKey(e.key)] = j }
            index = entries.count > Self.indexThreshold ? built : nil
        }
        return removed
    }
}
