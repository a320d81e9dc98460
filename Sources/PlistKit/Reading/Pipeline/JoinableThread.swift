import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One POSIX thread with an explicit stack size that must be joined: the reading thread of a
/// pipelined streamed read (``StreamPipeline``).
///
/// POSIX threads rather than Foundation's `Thread`, for two guarantees `Thread` cannot give:
/// a failed start is reported (swift-corelibs-foundation's `Thread.start()` ignores the result
/// of `pthread_create`, so a caller waiting for a thread that never ran would wait forever;
/// here the caller falls back to reading on its own thread), and ``join()`` returns only when
/// the thread has ended (`pthread_join`), so the thread never outlives the call that started
/// it. Not Swift concurrency: the work blocks on a condition and must not hold a thread of
/// the cooperative pool.
struct JoinableThread: ~Copyable {
    /// The body run by the thread, kept alive by the retain passed to it.
    private final class Body: Sendable {
        let name: String
        let run: @Sendable () -> Void
        init(name: String, run: @escaping @Sendable () -> Void) {
            self.name = name
            self.run = run
        }
    }

    private let handle: pthread_t

    /// Starts a thread with a stack of `stackSize` bytes that runs `body`; on Darwin it is
    /// named `name` (Glibc's module does not export `pthread_setname_np`).
    /// - Returns: `nil` when the system cannot start a thread (a thread limit, no memory).
    init?(name: String, stackSize: Int, body: @escaping @Sendable () -> Void) {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, stackSize) == 0 else { return nil }
        let context = Unmanaged.passRetained(Body(name: name, run: body))
        #if canImport(Darwin)
        var started: pthread_t?
        #else
        var started = pthread_t()
        #endif
        let rc = pthread_create(&started, &attributes, { raw in
            guard let raw = raw as UnsafeMutableRawPointer? else { return nil }
            let body = Unmanaged<Body>.fromOpaque(raw).takeRetainedValue()
            #if canImport(Darwin)
            _ = pthread_setname_np(body.name)
            #endif
            body.run()
            return nil
        }, context.toOpaque())
        #if canImport(Darwin)
        guard rc == 0, let thread = started else {
            context.release()
            return nil
        }
        handle = thread
        #else
        guard rc == 0 else {
            context.release()
            return nil
        }
        handle = started
        #endif
    }

    /// Waits until the thread has ended.
    consuming func join() {
        _ = pthread_join(handle, nil)
        discard self
    }

    /// A thread not joined explicitly is joined here: it never outlives its owner.
    deinit {
        _ = pthread_join(handle, nil)
    }
}
