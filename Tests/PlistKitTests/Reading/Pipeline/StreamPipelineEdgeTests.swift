import Foundation
import Testing
@testable import PlistKit

/// A record whose `init(from:)` decodes another file (re-entrant, pipelined too).
struct Reentrant: Decodable, Equatable {
    nonisolated(unsafe) static var inner: URL?
    var n: Int
    var inner: Int
    init(from decoder: any Decoder) throws {
        n = try decoder.singleValueContainer().decode(Int.self)
        var options = PlistDecoder.Options()
        options.reader.pipeline.use = .always
        inner = try Reentrant.inner.map { try PlistDecoder(options: options).decode([Int].self, contentsOf: $0).count } ?? -1
    }
}

/// Edges of the two-thread streamed read: the results equal the one-thread read.
@Suite(.serialized) struct StreamPipelineEdgeTests {
    static func outcome<T: Decodable & Sendable>(_ type: T.Type, _ url: URL, _ use: StreamPipeline.Policy.Use,
                                       _ change: (inout PlistReader.Options) -> Void = { _ in }) -> DecodeOutcome {
        var options = PlistDecoder.Options()
        options.reader.pipeline.use = use
        change(&options.reader)
        return DecodeOutcome { try PlistDecoder(options: options).decodeWithDiagnostics(type, contentsOf: url, file: "f.plist") }
    }

    @Test(arguments: [
        "<plist><array/></plist>", "<plist><array><integer>1</integer></array></plist>",
        "<plist><dict><key>a</key><integer>1</integer></dict></plist>", "<plist><integer>1</integer></plist>",
        "<plist><array><integer>1</integer><array></plist>", "<plist><array><integer>1</integer><string>x</string></array></plist>",
        "", "   ", "<plist><array>" + String(repeating: "<array>", count: 600) + "</plist>",
    ])
    func smallShapes(text: String) throws {
        let url = try StreamPipelineTests.temp("s.plist", text)
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        #expect(Self.outcome([Int].self, url, .always) == Self.outcome([Int].self, url, .never))
        for use in [StreamPipeline.Policy.Use.always, .never] {
            var options = PlistReader.Options()
            options.streamChunkSize = 3
            options.pipeline.use = use
            #expect(SunkRead(url, options, .always) == SunkRead(url, options, .never))
        }
    }

    @Test func limitsHitOnTheReadingThread() throws {
        let url = try StreamPipelineTests.temp("l.plist", StreamPipelineTests.integers(0..<3000))
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let changes: [(inout PlistReader.Options) -> Void] = [
            { $0.maxValueCount = 1000 }, { $0.maxDepth = 0 }, { $0.maxInputSize = 5000 }, { $0.maxStringLength = 2 },
        ]
        for change in changes {
            let piped = Self.outcome([Int].self, url, .always, change)
            #expect(piped == Self.outcome([Int].self, url, .never, change))
            guard case .failure(let diagnostics) = piped else { Issue.record("limit not hit"); continue }
            #expect(diagnostics.map(\.rule) == ["limit-exceeded"])
        }
    }

    @Test func reentrantDecodeFromInsideAnElement() throws {
        let inner = try StreamPipelineTests.temp("i.plist", StreamPipelineTests.integers(0..<2000))
        let outer = try StreamPipelineTests.temp("o.plist", StreamPipelineTests.integers(0..<50))
        defer {
            try? FileManager.default.removeItem(at: inner.deletingLastPathComponent())
            try? FileManager.default.removeItem(at: outer.deletingLastPathComponent())
        }
        Reentrant.inner = inner
        defer { Reentrant.inner = nil }
        let piped = Self.outcome([Reentrant].self, outer, .always)
        #expect(piped == Self.outcome([Reentrant].self, outer, .never))
    }

    @Test func manyConcurrentDecodesFromATaskGroup() async throws {
        let url = try StreamPipelineTests.temp("c.plist", StreamPipelineTests.integers(0..<20000))
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let expected = Self.outcome([Int].self, url, .never)
        let results = await withTaskGroup(of: DecodeOutcome.self) { group in
            for _ in 0..<24 { group.addTask { Self.outcome([Int].self, url, .always) } }
            var all: [DecodeOutcome] = []
            for await r in group { all.append(r) }
            return all
        }
        #expect(results.count == 24)
        #expect(results.allSatisfy { $0 == expected })
    }

    @Test func utf16FileOverTheThreshold() throws {
        var text = StreamPipelineTests.integers(0..<100_000)
        text = text.replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"UTF-16\"")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plistkit-u16-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("u.plist")
        try #require(text.data(using: .utf16LittleEndian).map { try Data([0xFF, 0xFE] + $0).write(to: url) } != nil)
        let automatic = Self.outcome([Int].self, url, .automatic)
        #expect(automatic == Self.outcome([Int].self, url, .never))
        if case .value = automatic {} else { Issue.record("\(automatic)") }
    }
}
