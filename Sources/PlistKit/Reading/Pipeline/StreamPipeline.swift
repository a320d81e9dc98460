import Foundation

/// A streamed read in two stages on two threads: a reading thread runs libxml2's push parser
/// and the tree builder over the file (all of ``XMLPlistReader``'s state, which is PlistKit's
/// own) and hands each finished element of the root array, in batches, through a bounded
/// ``ElementHandoff`` to the calling thread, which runs the element sink (for a decode: the
/// user's `init(from:)`, the validation, and the freeing of the element's tree) while the next
/// elements are read.
///
/// Used by ``PlistReader/readStreaming(contentsOf:file:elementSink:)`` for a UTF-8 XML
/// file with an element sink when ``Policy`` says so. The sink sees the same elements, in the
/// same order, with the same indices, as on one thread, and the read ends with the same
/// document or error (elements finished before an error are handed over before it), so every
/// result is that of the one-thread read.
///
/// The reading thread is started and joined within the call: it never outlives it, also when
/// the sink throws (the read is cancelled: the thread drops what it would queue and reads no
/// further chunk). Memory: at most ``Policy/maxQueuedElements`` elements spanning
/// ``Policy/maxQueuedBytes`` source bytes wait in the queue, plus the batch being built and
/// the one being consumed.
enum StreamPipeline {
    /// When and how a streamed read is pipelined. Internal: tests force it on and off.
    struct Policy: Sendable {
        /// Whether to pipeline.
        enum Use: Sendable {
            /// Files of at least ``Policy/minimumFileSize`` bytes when this process may run on
            /// two processors or more (`ProcessInfo.activeProcessorCount`).
            case automatic
            /// Every streamed read with an element sink (tests).
            case always
            /// Never.
            case never
        }

        var use = Use.automatic
        /// The smallest file, in bytes, pipelined under ``Use/automatic``. Measured with
        /// `plist-bench threshold` on two cores: a second thread is slower at 8 KiB, gains 4–10 %
        /// of the wall time from 32 to 512 KiB and 14–20 % from 1 MiB, for 5–15 % more CPU; so
        /// only from 1 MiB, where the gain is clear.
        var minimumFileSize = 1 << 20
        /// Queue bounds: elements, and source bytes they span. A batch always goes into an
        /// empty queue, so one element larger than the bound still passes.
        var maxQueuedElements = 4096
        var maxQueuedBytes = 2 << 20
        /// A batch is handed over when it holds this many elements or spans this many bytes.
        /// The first batches are smaller (from 1/64 of these, doubling), so that the calling
        /// thread starts early.
        var batchElements = 1024
        var batchBytes = 128 << 10
        /// Told of the reading thread's progress, on that thread (tests only; see ``Event``).
        var observer: (@Sendable (Event) -> Void)?

        /// The reading thread's stack: PlistKit's reader keeps explicit stacks, libxml2's push
        /// parser does not recurse per element; its deepest recursion (DTD content models) is
        /// bounded by libxml2 at 128 levels.
        static let stackSize = 4 << 20

        /// Whether a read of a `fileSize`-byte file with an element sink is pipelined.
        func applies(toFileSize fileSize: Int) -> Bool {
            switch use {
            case .always: return true
            case .never: return false
            case .automatic: return fileSize >= minimumFileSize && ProcessInfo.processInfo.activeProcessorCount >= 2
            }
        }
    }

    /// What the reading thread tells ``Policy/observer``.
    enum Event: Sendable, Equatable {
        /// It started (called on it before it reads).
        case started
        /// The queue is full; it waits for the calling thread to take a batch.
        case waitingForRoom(queuedElements: Int)
        /// It ended, having queued `elements` elements.
        case finished(elements: Int)
    }

    /// What the reading thread stops with when the calling thread cancelled the read.
    struct Cancelled: Error {}

    /// Reads a UTF-8 XML property list on a new thread, whose first bytes (`head`, all of them
    /// when `isWhole`) were read from `chunks`, handing each element of the root array to
    /// `sink` on the calling thread.
    /// - Returns: the document, as ``XMLPlistReader/read(head:isWhole:next:streaming:)``
    ///   returns it, or `nil` when no thread could be started (nothing was read then).
    /// - Throws: what that read throws (with every element finished before the error handed
    ///   to `sink` first), or what `sink` throws (the read is then cancelled).
    static func read(head: Data, isWhole: Bool, chunks: RegularFile.Chunks, options: PlistReader.Options,
                     sink: (PlistNode, Int) throws -> Void) throws -> PlistDocument? {
        let policy = options.pipeline
        let handoff = ElementHandoff(policy: policy)
        guard let thread = JoinableThread(name: "plistkit-read", stackSize: Policy.stackSize, body: {
            readAndHandOver(head: head, isWhole: isWhole, chunks: chunks, options: options, to: handoff)
        }) else { return nil }
        let outcome: Result<PlistDocument, any Error>
        do {
            outcome = .success(try consume(handoff, sink: sink))
        } catch {
            outcome = .failure(error)
        }
        handoff.cancel()
        thread.join()
        return try outcome.get()
    }

    /// The calling thread's loop: every batch to `sink`, then the reading thread's outcome.
    private static func consume(_ handoff: ElementHandoff, sink: (PlistNode, Int) throws -> Void) throws -> PlistDocument {
        while true {
            switch handoff.next() {
            case .batch(let batch):
                // Each element is let go as soon as the sink returns (as on one thread), not
                // when the whole batch is done: a batch of large elements is not held whole.
                var index = batch.first
                var nodes = consume batch
                nodes.nodes.reverse()
                while let node = nodes.nodes.popLast() {
                    try sink(node, index)
                    index += 1
                }
            case .finished(let outcome):
                return try outcome.get()
            }
        }
    }

    /// The reading thread: the read of ``XMLPlistReader/read(head:isWhole:next:streaming:)``
    /// with its elements batched into `handoff`; the file is closed before the outcome is left.
    private static func readAndHandOver(head: Data, isWhole: Bool, chunks: RegularFile.Chunks, options: PlistReader.Options,
                                        to handoff: ElementHandoff) {
        let policy = options.pipeline
        policy.observer?(.started)
        var chunks = chunks
        let batcher = Batcher(handoff: handoff, policy: policy)
        let outcome: Result<PlistDocument, any Error>
        do {
            let document = try head.withUnsafeBytes { bytes in
                try XMLPlistReader(options: options).read(head: bytes, isWhole: isWhole, next: {
                    guard !handoff.isCancelled else { throw Cancelled() }
                    return try chunks.next()
                }, streaming: .rootArray(into: { batcher.add($0, at: $1) }))
            }
            outcome = .success(document)
        } catch {
            outcome = .failure(error)
        }
        chunks.close()
        batcher.flush()
        policy.observer?(.finished(elements: batcher.handedOver))
        handoff.finish(outcome)
    }

    /// The batch the reading thread is filling (it never leaves that thread).
    private final class Batcher {
        private let handoff: ElementHandoff
        private let policy: Policy
        private var batch = ElementHandoff.Batch(first: 0, nodes: [], bytes: 0)
        private var lastOffset = 0
        private var cancelled = false
        /// The bounds of the batch being filled: small at first, doubling up to the policy's.
        private var maxElements: Int
        private var maxBytes: Int
        /// How many elements went into the queue.
        private(set) var handedOver = 0

        init(handoff: ElementHandoff, policy: Policy) {
            self.handoff = handoff
            self.policy = policy
            maxElements = max(1, policy.batchElements / 64)
            maxBytes = max(1, policy.batchBytes / 64)
        }

        /// Adds element `index`, handing the batch over when it is full.
        func add(_ node: PlistNode, at index: Int) {
            guard !cancelled else { return }
            if batch.nodes.isEmpty {
                batch.first = index
                batch.nodes.reserveCapacity(maxElements)
            }
            // The bytes from the previous element's start to this one's: each element is
            // counted once, one batch late at worst.
            let offset = node.location.offset
            if offset > lastOffset {
                batch.bytes += offset - lastOffset
                lastOffset = offset
            }
            batch.nodes.append(node)
            if batch.nodes.count >= maxElements || batch.bytes >= maxBytes {
                flush()
                maxElements = min(policy.batchElements, maxElements * 2)
                maxBytes = min(policy.batchBytes, maxBytes * 2)
            }
        }

        /// Hands the batch over, if it holds anything.
        func flush() {
            guard !batch.nodes.isEmpty, !cancelled else { return }
            var full = ElementHandoff.Batch(first: 0, nodes: [], bytes: 0)
            swap(&full, &batch)
            let count = full.nodes.count
            if handoff.put(full) {
                handedOver += count
            } else {
                cancelled = true
            }
        }
    }
}
