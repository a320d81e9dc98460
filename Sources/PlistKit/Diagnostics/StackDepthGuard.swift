import Foundation

/// How much of the calling thread's stack is left: the bound on recursion by stack use rather
/// than by a depth count alone (issue 15 #13).
///
/// A depth count cannot tell whether a recursion fits: a 512 KiB thread (the macOS default for
/// secondary threads) overflowed decoding a model 300 levels deep, well inside the readers'
/// 512-level limit, while the main thread's 8 MiB holds that many times over. The guard reads
/// the thread's stack bounds once (`pthread_getattr_np` on Linux, `pthread_get_stackaddr_np`
/// and `pthread_get_stacksize_np` on Darwin) and then compares the address of a local with
/// them, which costs a few instructions. Stacks grow down on every platform PlistKit supports.
/// When the bounds cannot be read, the guard assumes 512 KiB from where it was made.
struct StackDepthGuard: Sendable {
    /// The lowest address of the stack (its end), as far as it is known.
    let end: UInt
    /// Where ``remainingForNextLevel()`` was last called from.
    private var lastCall: UInt
    /// The most stack used between two calls of ``remainingForNextLevel()`` going down: what
    /// one level of the recursion has been seen to take, measured rather than assumed.
    private(set) var largestLevel = 0

    /// The guard of the calling thread.
    init() {
        let here = Self.address()
        end = Self.cachedStackEnd() ?? (here &- 512 * 1024)
        lastCall = here
    }

    /// The thread-local slot caching ``stackEnd()`` (glibc reads `/proc/self/maps` to answer
    /// for the main thread: once per thread, not once per decode).
    private static let slot: pthread_key_t? = {
        var key = pthread_key_t()
        return pthread_key_create(&key, nil) == 0 ? key : nil
    }()

    /// ``stackEnd()`` of the calling thread, computed once per thread.
    static func cachedStackEnd() -> UInt? {
        guard let slot else { return stackEnd() }
        if let cached = pthread_getspecific(slot) { return UInt(bitPattern: cached) }
        guard let end = stackEnd() else { return nil }
        pthread_setspecific(slot, UnsafeRawPointer(bitPattern: end))
        return end
    }

    /// The bytes of stack left below the caller (approximately: its frame's address).
    var remaining: Int {
        let here = Self.address()
        return here > end ? Int(here - end) : 0
    }

    /// The bytes of stack left below the caller, less twice the largest level of the recursion
    /// seen so far: called once per level (before it goes down one more), so that levels whose
    /// frames exceed a fixed reserve — a model with a 32 KiB local in its `init(from:)` takes
    /// about 68 KiB a level in a debug build — stop before they overflow. Twice, because what
    /// is measured between two calls is the stack a level keeps while it goes down; the calls
    /// it makes and returns from before that (building that local took a 32 KiB frame of its
    /// own) use more, for a moment.
    mutating func remainingForNextLevel() -> Int {
        let here = Self.address()
        if lastCall > here { largestLevel = max(largestLevel, Int(lastCall - here)) }
        lastCall = here
        return (here > end ? Int(here - end) : 0) - 2 * largestLevel
    }

    /// The address of a local of this (never inlined) function: the current stack depth.
    @inline(never)
    static func address() -> UInt {
        var local: UInt8 = 0
        return withUnsafeMutablePointer(to: &local) { UInt(bitPattern: $0) }
    }

    /// The lowest address of the calling thread's stack, or `nil` when it cannot be read.
    static func stackEnd() -> UInt? {
        #if canImport(Darwin)
        let thread = pthread_self()
        let top = UInt(bitPattern: pthread_get_stackaddr_np(thread))
        let size = UInt(pthread_get_stacksize_np(thread))
        return top > size ? top - size : nil
        #elseif os(Linux)
        // `pthread_getattr_np` is a GNU extension the Glibc module does not import: looked up once.
        guard let getattr = linuxGetAttr else { return nil }
        var attributes = pthread_attr_t()
        guard getattr(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var base: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &base, &size) == 0, let base, size > 0 else { return nil }
        // The lowest address; a guard page at it is covered by the callers' reserve.
        return UInt(bitPattern: base)
        #else
        return nil
        #endif
    }

    #if os(Linux)
    private typealias GetAttr = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
    /// glibc's `pthread_getattr_np`, or `nil`.
    private static let linuxGetAttr: GetAttr? = dlsym(nil, "pthread_getattr_np").map { unsafeBitCast($0, to: GetAttr.self) }
    #endif
}
