import Foundation
import Testing
@testable import PlistKit

/// What a read gives, comparable: the tree with every location, format, findings and file, or
/// the error.
enum ReadOutcome: Equatable, CustomStringConvertible {
    case document(tree: String, format: PlistFormat, findings: [Diagnostic], file: String?)
    case error(PlistReadError)

    init(_ body: () throws -> PlistDocument) {
        do {
            let d = try body()
            self = .document(tree: d.root.debugDescription, format: d.format, findings: d.diagnostics, file: d.file)
        } catch let e as PlistReadError {
            self = .error(e)
        } catch {
            self = .error(PlistReadError(.io, "not a PlistReadError: \(error)"))
        }
    }

    var description: String {
        switch self {
        case .document(let tree, _, let findings, _): return "document \(tree.prefix(300)) \(findings.map(\.description))"
        case .error(let e): return "error \(e.description)"
        }
    }
}

/// The XML reader fed in chunks (``PlistReader/readStreaming(contentsOf:file:elementSink:)``)
/// gives what reading the whole file gives — trees, locations, findings, errors — for every
/// fixture, at chunk sizes down to one byte.
@Suite struct StreamingReaderTests {
    /// Every `.plist` fixture (XML, binary, the attacks) up to 200 KB.
    static let fixtures: [String] = {
        let root = Fixtures.root
        let all = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.fileSizeKey])?
            .compactMap { $0 as? URL } ?? []
        return all.filter { url in
            url.pathExtension == "plist" && !url.path.contains("PluginConsumer")
                && ((try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0) <= 200_000
        }.map { String($0.path.dropFirst(root.path.count + 1)) }.sorted()
    }()

    static func compare(_ fixture: String, options base: PlistReader.Options = PlistReader.Options(),
                        chunkSizes: [Int]) throws {
        let url = Fixtures.url(fixture)
        let inMemory = ReadOutcome { try PlistReader(options: base).read(try Data(contentsOf: url), file: url.path) }
        for size in chunkSizes {
            var options = base
            options.streamChunkSize = size
            let streamed = ReadOutcome { try PlistReader(options: options).readStreaming(contentsOf: url, elementSink: nil) }
            #expect(streamed == inMemory, "\(fixture), chunk size \(size)")
        }
    }

    @Test(arguments: fixtures)
    func chunkedReadEqualsWholeRead(_ fixture: String) throws {
        let size = try Fixtures.data(fixture).count
        try Self.compare(fixture, chunkSizes: size <= 20_000 ? [1, 2, 3, 7, 1000, 256 << 10] : [7, 4096, 256 << 10])
    }

    @Test(arguments: ["Attacks/attribute-explosion.plist", "Attacks/deep-nesting-100k.plist", "Attacks/gzip-bomb.plist"])
    func largeAttacksReadInChunks(_ fixture: String) throws {
        try Self.compare(fixture, chunkSizes: [4093, 256 << 10])
    }

    /// The attribute pre-scan across chunk boundaries: a start tag over the limit is rejected
    /// wherever it is cut, one inside a comment, the internal subset or a quoted value is not,
    /// and a pre-scan error later in the file wins over an earlier syntax error.
    @Test(arguments: [1, 2, 3, 4, 5])
    func attributeLimitAcrossChunks(_ limit: Int) throws {
        var options = PlistReader.Options()
        options.maxAttributesPerElement = limit
        for fixture in ["Streaming/attributes-split.plist", "Streaming/syntax-then-attributes.plist"] {
            try Self.compare(fixture, options: options, chunkSizes: Array(1...40) + [100, 1000])
        }
    }

    @Test func overLimitTagSplitAcrossChunksIsRejected() throws {
        var options = PlistReader.Options()
        options.maxAttributesPerElement = 2
        options.streamChunkSize = 1
        let url = Fixtures.url("Streaming/attributes-split.plist")
        #expect(throws: PlistReadError.self) { try PlistReader(options: options).readStreaming(contentsOf: url, elementSink: nil) }
        do {
            _ = try PlistReader(options: options).readStreaming(contentsOf: url, file: "a.plist", elementSink: nil)
        } catch {
            #expect("\(error)" == "a.plist:9:2: error: [limit-exceeded] too many attributes on <dict> (more than 2); raise PlistReader.Options.maxAttributesPerElement")
        }
        // The syntax error on line 5 comes first in the file, but the pre-scan sees the whole file first.
        do {
            _ = try PlistReader(options: options).readStreaming(contentsOf: Fixtures.url("Streaming/syntax-then-attributes.plist"),
                                                                file: "s.plist", elementSink: nil)
        } catch {
            #expect("\(error)" == "s.plist:6:2: error: [limit-exceeded] too many attributes on <dict> (more than 2); raise PlistReader.Options.maxAttributesPerElement")
        }
    }

    /// With a sink, the root array's elements go to it, in order, with their locations, and
    /// the tree keeps an empty root array.
    @Test(arguments: [1, 3, 256 << 10], [StreamPipeline.Policy.Use.never, .always])
    func sinkReceivesTheRootArrayElements(_ chunkSize: Int, _ use: StreamPipeline.Policy.Use) throws {
        var options = PlistReader.Options()
        options.streamChunkSize = chunkSize
        options.pipeline.use = use
        let url = Fixtures.url("questions.plist")
        let whole = try PlistReader().read(try Data(contentsOf: url))
        final class Received: @unchecked Sendable { var items: [(Int, PlistNode)] = [] }
        let received = Received()
        let document = try PlistReader(options: options).readStreaming(contentsOf: url) { received.items.append(($1, $0)) }
        #expect(received.items.map(\.0) == Array(0..<10))
        #expect(received.items.map(\.1.debugDescription) == (whole.root.value.arrayValue ?? []).map(\.debugDescription))
        #expect(document.root.value.arrayValue?.isEmpty == true)
        #expect(document.root.location == whole.root.location)
    }

    @Test(arguments: [StreamPipeline.Policy.Use.never, .always])
    func errorsInsideTheStreamedArrayKeepTheirKeyPath(_ use: StreamPipeline.Policy.Use) throws {
        var options = PlistReader.Options()
        options.streamChunkSize = 2
        options.pipeline.use = use
        let url = Fixtures.url("Streaming/bad-element.plist")
        let inMemory = ReadOutcome { try PlistReader().read(try Data(contentsOf: url), file: url.path) }
        let streamed = ReadOutcome { try PlistReader(options: options).readStreaming(contentsOf: url) { _, _ in } }
        #expect(streamed == inMemory)
        guard case .error(let e) = streamed else { Issue.record("no error"); return }
        #expect(e.keyPath == "[2].count")
        #expect(e.location?.line == 6)
    }
}
