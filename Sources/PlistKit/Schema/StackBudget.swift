import Foundation

/// Bounds a recursion by the stack it uses rather than by a count of levels: the schema
/// importer and the validator's nested checks (`anyOf`, `allOf`, `not`…) stop with an error
/// once they have used ``limit`` bytes below the point where the budget was made, so that
/// they never overflow a thread's stack.
///
/// The recursive work runs on a thread of its own (``DeepStack``) with a 16 MiB stack and a
/// 12 MiB budget — whatever the caller's thread (512 KiB is the macOS default for secondary
/// threads); when no thread can be started it runs on the caller's with
/// ``fallbackLimit``.
struct StackBudget {
    /// The budget on the caller's own stack, when no thread could be started: 96 KiB.
    static let fallbackLimit = 96 * 1024

    /// How many bytes of stack the recursion may use.
    let limit: Int
    private let base: UInt

    /// A budget of `limit` bytes starting at the caller's frame.
    init(limit: Int = StackBudget.fallbackLimit) {
        self.limit = limit
        base = Self.address()
    }

    /// Whether the caller is more than ``limit`` bytes below the start.
    var isExhausted: Bool {
        let here = Self.address()
        let used = base > here ? base - here : here - base
        return used > UInt(limit)
    }

    @inline(never)
    private static func address() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }
}
