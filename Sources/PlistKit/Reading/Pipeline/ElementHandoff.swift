import Foundation

/// The bounded queue of a pipelined streamed read (``StreamPipeline``): the reading thread
/// puts batches of finished root-array elements in, the calling thread takes them out, and at
/// the end the reading thread leaves the outcome of the read (the document or its error).
///
/// `@unchecked Sendable` because every stored property that changes is read and written only
/// with `condition` locked (the bounds and the observer are constants); that lock is also the
/// only way nodes pass between the threads, so a batch is touched by one thread at a time.
/// Blocking, never spinning: a thread that cannot go on waits on `condition`. At most one
/// thread waits at a time — the reader only while the queue is not empty (full), the caller
/// only while it is empty — so `signal()` wakes the right one.
final class ElementHandoff: @unchecked Sendable {
    /// Consecutive elements of the root array, the first at index `first`.
    struct Batch: Sendable {
        var first: Int
        var nodes: [PlistNode]
        /// The source bytes the elements span (an estimate from their offsets), for the bound.
        var bytes: Int
    }

    /// What the calling thread gets next.
    enum Next: Sendable {
        case batch(Batch)
        /// The read ended and every batch has been taken.
        case finished(Result<PlistDocument, any Error>)
    }

    private let condition = NSCondition()
    private var queue: [Batch] = []
    private var queuedElements = 0
    private var queuedBytes = 0
    private var cancelled = false
    private var outcome: Result<PlistDocument, any Error>?
    private let policy: StreamPipeline.Policy

    /// A queue bounded by `policy`'s element and byte counts.
    init(policy: StreamPipeline.Policy) {
        self.policy = policy
    }

    // MARK: The reading thread

    /// Queues `batch`, first waiting while the queue holds batches and `batch` would take it
    /// past ``StreamPipeline/Policy/maxQueuedElements`` or ``StreamPipeline/Policy/maxQueuedBytes``
    /// (a batch always goes into an empty queue, however large).
    /// - Returns: `false` when the read was cancelled: `batch` was not queued.
    func put(_ batch: Batch) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !cancelled && !queue.isEmpty
                && (queuedElements + batch.nodes.count > policy.maxQueuedElements || queuedBytes + batch.bytes > policy.maxQueuedBytes) {
            // The observer (tests only) must not call back into this queue.
            policy.observer?(.waitingForRoom(queuedElements: queuedElements))
            condition.wait()
        }
        guard !cancelled else { return false }
        queue.append(batch)
        queuedElements += batch.nodes.count
        queuedBytes += batch.bytes
        condition.signal()
        return true
    }

    /// Whether the calling thread no longer wants elements.
    var isCancelled: Bool {
        condition.lock()
        defer { condition.unlock() }
        return cancelled
    }

    /// Leaves the outcome of the read, after the last batch.
    func finish(_ result: Result<PlistDocument, any Error>) {
        condition.lock()
        outcome = result
        condition.signal()
        condition.unlock()
    }

    // MARK: The calling thread

    /// The next batch, or the outcome once the read has ended and every batch was taken;
    /// waits while there is neither.
    func next() -> Next {
        condition.lock()
        defer { condition.unlock() }
        while queue.isEmpty && outcome == nil { condition.wait() }
        if !queue.isEmpty {
            // A handful of batches at most: removing the first is cheap.
            let batch = queue.removeFirst()
            queuedElements -= batch.nodes.count
            queuedBytes -= batch.bytes
            condition.signal()
            return .batch(batch)
        }
        return .finished(outcome ?? .failure(StreamPipeline.Cancelled()))
    }

    /// Tells the reading thread to stop (its ``put(_:)`` returns `false` at once and it reads
    /// no further chunk) and drops the queued batches. Harmless after the read ended.
    func cancel() {
        condition.lock()
        cancelled = true
        let dropped = queue
        queue = []
        queuedElements = 0
        queuedBytes = 0
        condition.signal()
        condition.unlock()
        // The trees are freed here, not while the reading thread waits for the lock.
        withExtendedLifetime(dropped) {}
    }
}
