/// SplitMix64 (Steele, Lea and Flood, 2014): a small, seedable generator, so that a randomised
/// test that fails names a seed that replays it exactly. Not for anything but tests; shared by
/// every test target.
package struct SplitMix64: RandomNumberGenerator {
    /// The generator's whole state; the seed is its first value.
    package var state: UInt64

    /// A generator whose first state is `state` (the seed).
    package init(state: UInt64) { self.state = state }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<n` (`n` > 0), by remainder: the slight bias is harmless in tests and
    /// keeps the sequence for a seed stable.
    package mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    /// One of `items` (not empty), chosen with ``below(_:)``.
    package mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
