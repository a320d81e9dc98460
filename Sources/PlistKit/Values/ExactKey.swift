import Foundation

/// A string compared and hashed by its exact UTF-8 bytes: the one rule by which PlistKit tells
/// keys apart (dictionary index, decoder lookup, validator and schema key sets, the binary
/// writer's uniquing).
///
/// Swift's `String ==` and `hash(into:)` follow Unicode canonical equivalence: they normalise
/// both sides, so `café` written with U+00E9 equals `café` written `e` + U+0301, and the work
/// grows with the square of a run of combining marks that must be reordered (a 400 KB key of
/// U+0301 U+0316 pairs took over a minute to hash). CoreFoundation, `plutil` and Foundation's
/// decoders compare keys by their code units; so does PlistKit, in time linear in the bytes.
/// Two spellings that differ only in normalisation are two keys; the validator reports one
/// that stands for a declared key (see `KeySuggestion`).
package struct ExactKey: Hashable, Sendable {
    /// The key text.
    package let text: String

    /// Wraps `text`.
    package init(_ text: String) { self.text = text }

    /// Whether the two keys have the same UTF-8 bytes.
    package static func == (a: ExactKey, b: ExactKey) -> Bool { sameBytes(a.text, b.text) }

    /// Hashes the UTF-8 bytes (no normalisation).
    package func hash(into hasher: inout Hasher) {
        var t = text
        t.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Whether `a` and `b` have the same UTF-8 bytes (no canonical equivalence): the same
    /// representation first (the same small string, or the same storage — the usual case of a
    /// key read back, decided without touching the bytes), then lengths, then `memcmp` of the
    /// contiguous bytes.
    @inline(__always)
    package static func sameBytes(_ a: String, _ b: String) -> Bool {
        if unsafeBitCast(a, to: (UInt64, UInt64).self) == unsafeBitCast(b, to: (UInt64, UInt64).self) { return true }
        guard a.utf8.count == b.utf8.count else { return false }
        if let r = a.utf8.withContiguousStorageIfAvailable({ x in
            b.utf8.withContiguousStorageIfAvailable { y -> Bool in
                guard let p = x.baseAddress, let q = y.baseAddress else { return x.count == y.count }
                return memcmp(p, q, x.count) == 0
            }
        }), let r { return r }
        var a = a, b = b
        return a.withUTF8 { x in b.withUTF8 { y in x.elementsEqual(y) } }
    }
}

/// A set of keys compared by their exact bytes (see ``ExactKey``).
package struct ExactKeySet: Sendable {
    private var members: Set<ExactKey> = []

    /// An empty set.
    package init() {}

    /// The set of `keys`.
    package init(_ keys: some Sequence<String>) { for k in keys { members.insert(ExactKey(k)) } }

    /// Whether `key` (byte for byte) is in the set.
    package func contains(_ key: String) -> Bool { members.contains(ExactKey(key)) }

    /// Adds `key`.
    package mutating func insert(_ key: String) { members.insert(ExactKey(key)) }

    /// Adds every key of `keys`.
    package mutating func formUnion(_ keys: some Sequence<String>) { for k in keys { insert(k) } }

    /// The number of keys.
    package var count: Int { members.count }
}
