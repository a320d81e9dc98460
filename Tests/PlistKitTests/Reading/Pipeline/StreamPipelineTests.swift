import Foundation
import Testing
@testable import PlistKit

/// A streamed read whose sink records every element (index and tree with locations), and its
/// outcome: what a pipelined read must reproduce exactly.
struct SunkRead: Equatable, CustomStringConvertible {
    var elements: [String]
    var outcome: ReadOutcome

    init(elements: [String], outcome: ReadOutcome) {
        self.elements = elements
        self.outcome = outcome
    }

    init(_ url: URL, _ options: PlistReader.Options, _ use: StreamPipeline.Policy.Use) {
        var options = options
        options.pipeline.use = use
        var received: [String] = []
        outcome = ReadOutcome {
            try PlistReader(options: options).readStreaming(contentsOf: url) { received.append("\($1) \($0.debugDescription)") }
        }
        elements = received
    }

    var description: String { "\(elements.count) elements, \(outcome)" }
}

/// The pipeline's events, and a gate the calling thread waits at until the reading thread
/// reports a full queue. Test helper: every property is guarded by `condition`.
final class PipelineProbe: @unchecked Sendable {
    private let condition = NSCondition()
    private var log: [StreamPipeline.Event] = []
    private var full = false
    private var threadPath: String?
    private var armed = false

    /// Makes ``waitUntilFull()`` wait (until then it returns at once).
    func arm() {
        condition.lock()
        armed = true
        full = false
        condition.unlock()
    }

    var events: [StreamPipeline.Event] {
        condition.lock()
        defer { condition.unlock() }
        return log
    }

    /// `/proc/<pid>/task/<tid>` of the last reading thread.
    var lastThread: String? {
        condition.lock()
        defer { condition.unlock() }
        return threadPath
    }

    /// The observer to install in a ``StreamPipeline/Policy``.
    var observer: @Sendable (StreamPipeline.Event) -> Void {
        { [self] event in
            // On the reading thread: /proc/thread-self names it.
            let path = event == .started ? (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")) : nil
            condition.lock()
            log.append(event)
            if let path { threadPath = "/proc/" + path }
            if case .waitingForRoom = event { full = true }
            condition.broadcast()
            condition.unlock()
        }
    }

    /// When armed, waits (at most 60 s) until the reading thread waited for room, then disarms.
    /// - Returns: whether it did (false: it timed out).
    @discardableResult
    func waitUntilFull() -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard armed else { return true }
        let deadline = Date(timeIntervalSinceNow: 60)
        while !full && condition.wait(until: deadline) {}
        armed = false
        return full
    }
}

/// An element whose decode of the value 1000 waits until the reading thread is far ahead
/// (its queue full), and whose negative values fail (an error the schema cannot foresee).
private struct GatedPicky: Decodable, Equatable {
    static let probe = PipelineProbe()
    var n: Int
    init(from decoder: any Decoder) throws {
        n = try decoder.singleValueContainer().decode(Int.self)
        if n == 1000 { Self.probe.waitUntilFull() }
        if n < 0 { throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "negative")) }
    }
}

/// The two-thread streamed read (``StreamPipeline``): forced on, its results are those of the
/// one-thread read for every fixture, attack and failure; its thread and file never outlive
/// the call; it stops when the caller stops.
@Suite(.serialized) struct StreamPipelineTests {
    static func temp(_ name: String, _ text: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plistkit-pipe-\(getpid())-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    static func integers(_ values: some Sequence<Int>, then tail: String = "</array></plist>") -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<array>\n"
            + values.map { "\t<integer>\($0)</integer>\n" }.joined() + tail
    }

    /// A small queue and batches, so that a few hundred elements fill it.
    static func smallQueue(_ probe: PipelineProbe? = nil) -> StreamPipeline.Policy {
        var policy = StreamPipeline.Policy()
        policy.use = .always
        policy.maxQueuedElements = 8
        policy.batchElements = 2
        policy.observer = probe?.observer
        return policy
    }

    static func decodeOutcome<T: Decodable>(_ type: T.Type, _ url: URL, _ policy: StreamPipeline.Policy) -> DecodeOutcome {
        var options = PlistDecoder.Options()
        options.reader.pipeline = policy
        return DecodeOutcome { try PlistDecoder(options: options).decodeWithDiagnostics(type, contentsOf: url, file: "f.plist") }
    }

    static func never() -> StreamPipeline.Policy {
        var policy = StreamPipeline.Policy()
        policy.use = .never
        return policy
    }

    @Test(arguments: StreamingReaderTests.fixtures)
    func fixturesGiveTheSameElementsAndOutcome(_ fixture: String) throws {
        let url = Fixtures.url(fixture)
        for size in [7, 256 << 10] {
            var options = PlistReader.Options()
            options.streamChunkSize = size
            #expect(SunkRead(url, options, .always) == SunkRead(url, options, .never), "chunk size \(size)")
        }
    }

    @Test(arguments: ["Attacks/attribute-explosion.plist", "Attacks/deep-nesting-100k.plist", "Attacks/gzip-bomb.plist",
                      "Attacks/quadratic-blowup.plist", "Attacks/huge-name.plist", "Attacks/billion-laughs.plist",
                      "Attacks/xxe-file.plist", "Attacks/depth-257.plist", "Attacks/invalid-utf8.plist"])
    func attacksThroughThePipeline(_ fixture: String) throws {
        let url = Fixtures.url(fixture)
        for size in [4093, 256 << 10] {
            var options = PlistReader.Options()
            options.streamChunkSize = size
            let piped = SunkRead(url, options, .always)
            #expect(piped == SunkRead(url, options, .never), "chunk size \(size)")
            // Every attack file but the one that probes libxml2's own depth limit is refused.
            if case .document = piped.outcome, fixture != "Attacks/depth-257.plist" { Issue.record("\(fixture) was accepted") }
        }
        var piped = StreamPipeline.Policy()
        piped.use = .always
        #expect(Self.decodeOutcome([String].self, url, piped) == Self.decodeOutcome([String].self, url, Self.never()))
    }

    @Test func earlyDecodeFailureWhileTheReaderIsFarAhead() throws {
        // Element 0 (1000) waits until the queue is full; element 3 fails; the earlier elements
        // were validated in full as they were decoded, so the file is read once (issue 16).
        let url = try Self.temp("early.plist", Self.integers([1000, 1, 2, -3] + Array(4..<300)))
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let expected = Self.decodeOutcome([GatedPicky].self, url, Self.never())
        #expect(expected.description == "failure [\"f.plist:7:2: error: [type-mismatch] [3]: negative\"]")
        let probe = GatedPicky.probe
        probe.arm()
        let piped = Self.decodeOutcome([GatedPicky].self, url, Self.smallQueue(probe))
        #expect(piped == expected)
        let events = probe.events
        #expect(events.contains { if case .waitingForRoom(let n) = $0 { n >= 7 } else { false } })
        #expect(events.filter { $0 == .started }.count == 1)
        #expect(events.filter { $0 == .finished(elements: 300) }.count == 1)
    }

    @Test func readErrorAfterManyElements() throws {
        let url = try Self.temp("late-error.plist", Self.integers(0..<5000, then: "\t<bogus/>\n</array></plist>"))
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        var piped = StreamPipeline.Policy()
        piped.use = .always
        let expected = Self.decodeOutcome([Int].self, url, Self.never())
        #expect(Self.decodeOutcome([Int].self, url, piped) == expected)
        guard case .failure(let diagnostics) = expected else { Issue.record("no error"); return }
        #expect(diagnostics.map(\.description) == ["f.plist:5004:2: error: [unknown-element] unknown element <bogus>"])
        var options = PlistReader.Options()
        options.pipeline = piped
        let sunk = SunkRead(url, options, .always)
        #expect(sunk == SunkRead(url, options, .never))
        #expect(sunk.elements.count == 5000)
        var decoder = PlistDecoder.Options()
        decoder.reader.pipeline = piped
        let elements = DecodeOutcome { PlistDecodingResult(value: "\(try PlistDecoder(options: decoder).decodeElements(Int.self, contentsOf: url).elements)", diagnostics: []) }
        decoder.reader.pipeline.use = .never
        #expect(elements == DecodeOutcome { PlistDecodingResult(value: "\(try PlistDecoder(options: decoder).decodeElements(Int.self, contentsOf: url).elements)", diagnostics: []) })
    }

    @Test func readErrorWhileTheQueueIsFull() throws {
        let url = try Self.temp("full.plist", Self.integers(0..<20, then: "\t<integer>x</integer>\n</array></plist>"))
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let probe = PipelineProbe()
        var options = PlistReader.Options()
        options.pipeline = Self.smallQueue(probe)
        let expected = SunkRead(url, options, .never)
        probe.arm()
        var received: [String] = []
        let outcome = ReadOutcome {
            try PlistReader(options: options).readStreaming(contentsOf: url) { node, i in
                // The caller stalls at the first element until the reader waits on a full queue.
                if i == 0 { #expect(probe.waitUntilFull()) }
                received.append("\(i) \(node.debugDescription)")
            }
        }
        #expect(SunkRead.init(elements: received, outcome: outcome) == expected)
        #expect(received.count == 20)
        #expect(probe.events.first == .started)
        #expect(probe.events.contains { if case .waitingForRoom(let n) = $0 { n >= 7 } else { false } })
        #expect(probe.events.last == .finished(elements: 20))
        guard case .error(let e) = outcome else { Issue.record("no error"); return }
        #expect(e.description.hasSuffix("full.plist:24:2: error: [invalid-integer] invalid integer \"x\": unexpected character 'x'"))
    }

    /// The reading thread has ended and the file is closed when the call returns, whatever way
    /// the read ends.
    @Test func noThreadOrDescriptorIsLeftBehind() throws {
        let texts = [
            ("ok.plist", Self.integers(0..<3000)),
            ("syntax.plist", Self.integers(0..<3000, then: "<bogus>")),
            ("truncated.plist", Self.integers(0..<3000, then: "")),
            ("wrong-type.plist", Self.integers(0..<3000, then: "<string>x</string></array></plist>")),
        ]
        for (name, text) in texts {
            let url = try Self.temp(name, text)
            defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
            let runs: [(String, (PlistReader.Options) -> Void)] = [
                ("read", { _ = try? PlistReader(options: $0).readStreaming(contentsOf: url) { _, _ in } }),
                ("decode", { o in
                    var d = PlistDecoder.Options()
                    d.reader = o
                    _ = try? PlistDecoder(options: d).decode([Int].self, contentsOf: url)
                }),
                ("elements", { o in
                    var d = PlistDecoder.Options()
                    d.reader = o
                    _ = try? PlistDecoder(options: d).decodeElements(Int.self, contentsOf: url)
                }),
            ]
            for (label, run) in runs {
                let probe = PipelineProbe()
                var options = PlistReader.Options()
                options.pipeline = Self.smallQueue(probe)
                options.streamChunkSize = 4096
                run(options)
                // Joined: the reading thread's last act came before the return...
                #expect(probe.events.last.map { if case .finished = $0 { true } else { false } } == true, "\(name) \(label)")
                // ...the file is closed...
                let links = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
                let open = links.compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + $0) }
                #expect(!open.contains(url.path), "\(name) \(label)")
                // ...and the thread is gone (pthread_join returned; the kernel drops the task
                // entry a moment after the thread's exit wakes the joiner).
                let task = try #require(probe.lastThread)
                var gone = false
                for _ in 0..<2000 where !gone {
                    gone = !FileManager.default.fileExists(atPath: task)
                    if !gone { usleep(1000) }
                }
                #expect(gone, "\(name) \(label): \(task) still exists")
            }
        }
    }

    /// A sink that throws cancels the read: the reading thread hands over little more than the
    /// queue holds and reads no further chunk; the sink's error is what the call throws.
    @Test func theReaderStopsWhenTheCallerStops() throws {
        struct Stop: Error, Equatable {}
        let url = try Self.temp("long.plist", Self.integers(0..<20_000))
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let probe = PipelineProbe()
        var options = PlistReader.Options()
        options.pipeline = Self.smallQueue(probe)
        var chunks = try RegularFile.Chunks(url, maxSize: options.maxInputSize, displayName: "long.plist", chunkSize: 4096)
        defer { chunks.close() }
        let head = try #require(try chunks.next())
        var received = 0
        #expect(throws: Stop()) {
            _ = try StreamPipeline.read(head: head, isWhole: false, chunks: chunks, options: options) { _, i in
                received += 1
                if i == 2 { throw Stop() }
            }
        }
        #expect(received == 3)
        guard case .finished(let handedOver) = probe.events.last else { Issue.record("not finished: \(probe.events)"); return }
        #expect(handedOver <= 8 + 2 + 2)
    }

    @Test func policyDecidesBySizeAndProcessors() {
        var policy = StreamPipeline.Policy()
        let twoCores = ProcessInfo.processInfo.activeProcessorCount >= 2
        #expect(policy.applies(toFileSize: 1 << 20) == twoCores)
        #expect(policy.applies(toFileSize: (1 << 20) - 1) == false)
        policy.use = .always
        #expect(policy.applies(toFileSize: 0))
        policy.use = .never
        #expect(!policy.applies(toFileSize: 1 << 30))
    }
}
