import Foundation

/// The growable byte buffer collecting the text of the open leaf element.
///
/// Cheaper per event than `[UInt8]` (whose `append(contentsOf:)` and
/// `removeAll(keepingCapacity:)` go through generic code): appending is a `memcpy`, clearing
/// is setting the count. The memory is owned by a small box freed with the last copy.
struct XMLTextBuffer {
    /// Owns the allocation.
    private final class Storage {
        let base: UnsafeMutablePointer<UInt8>
        let capacity: Int
        init(capacity: Int) {
            self.capacity = capacity
            base = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
            base.initialize(repeating: 0, count: capacity)
        }
        deinit { base.deallocate() }
    }

    private var storage: Storage
    /// The number of bytes collected.
    private(set) var count = 0

    init(capacity: Int = 256) {
        storage = Storage(capacity: max(16, capacity))
    }

    /// Whether no byte has been collected.
    var isEmpty: Bool { count == 0 }

    /// The collected bytes; valid until the buffer is next changed.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: storage.base, count: count) }

    /// The byte at `index` (`0 ..< count`).
    subscript(index: Int) -> UInt8 { bytes[index] }

    /// The first 16 collected bytes as two little-endian words, zero beyond ``count`` (the
    /// storage always has at least 16 initialised bytes, so this is two plain loads).
    @inline(__always)
    var head: (UInt64, UInt64) {
        let raw = UnsafeRawPointer(storage.base)
        var w0 = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        var w1 = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        if count < 16 {
            if count <= 8 {
                w0 = count == 8 ? w0 : w0 & ((1 << UInt64(8 * count)) - 1)
                w1 = 0
            } else {
                w1 &= (1 << UInt64(8 * (count - 8))) - 1
            }
        }
        return (w0, w1)
    }

    /// Calls `body` with the collected bytes.
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try body(bytes)
    }

    /// Appends `chunk`, growing the storage geometrically.
    @inline(__always)
    mutating func append(contentsOf chunk: UnsafeBufferPointer<UInt8>) {
        guard let source = chunk.baseAddress, !chunk.isEmpty else { return }
        let n = chunk.count
        let needed = count + n
        if needed > storage.capacity { grow(to: needed) }
        let target = storage.base + count
        if n <= 16 {
            Self.copySmall(from: source, to: target, count: n)
        } else {
            target.update(from: source, count: n)
        }
        count = needed
    }

    /// Copies `count` bytes (1 ... 16) without a call: the text between two tags is a few
    /// bytes most of the time, and `memcpy`'s call costs more than the copy (issue 5). Two
    /// loads that may overlap, each inside the source; two stores inside the target.
    @inline(__always)
    private static func copySmall(from source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int) {
        let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(target)
        if count >= 8 {
            let head = from.loadUnaligned(as: UInt64.self), tail = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            to.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
        } else if count >= 4 {
            let head = from.loadUnaligned(as: UInt32.self), tail = from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
        } else {
            // 1 ... 3 bytes: the first, the last and the middle one (some the same).
            target[0] = source[0]
            target[count - 1] = source[count - 1]
            target[count / 2] = source[count / 2]
        }
    }

    private mutating func grow(to needed: Int) {
        let grown = Storage(capacity: max(needed, storage.capacity * 2))
        grown.base.update(from: storage.base, count: count)
        storage = grown
    }

    /// Forgets the collected bytes, keeping the storage.
    mutating func removeAll() { count = 0 }
}
