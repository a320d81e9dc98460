import Foundation
import Testing
@testable import PlistKit

/// Special files and changing files against the streamed read and decode.
@Suite struct HostileStreamingFileTests {
    static func dir() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plistkit-hostile-files-\(getpid())-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    static func openFDs() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0
    }

    static func streamError(_ url: URL) -> String {
        do {
            _ = try PlistReader().readStreaming(contentsOf: url, file: "x.plist", elementSink: { _, _ in })
            return "no error"
        } catch let e as PlistReadError { return e.description } catch { return "\(error)" }
    }

    static func wholeError(_ url: URL) -> String {
        do {
            _ = try PlistReader().read(contentsOf: url, file: "x.plist")
            return "no error"
        } catch let e as PlistReadError { return e.description } catch { return "\(error)" }
    }

    @Test func specialFilesAreRefused() throws {
        let d = try Self.dir()
        defer { try? FileManager.default.removeItem(at: d) }
        let fifo = d.appendingPathComponent("fifo.plist")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let cases: [(String, String)] = [
            ("/dev/zero", "x.plist: error: [io] not a regular file"),
            ("/dev/null", "x.plist: error: [io] not a regular file"),
            ("/dev/stdin", "x.plist: error: [io] is a symbolic link; only regular files are read"),
            ("/proc/self/fd/0", "x.plist: error: [io] is a symbolic link; only regular files are read"),
            (fifo.path, "x.plist: error: [io] not a regular file"),
            (d.path, "x.plist: error: [io] is a directory"),
            (d.appendingPathComponent("missing").path, "x.plist: error: [io] no such file"),
        ]
        var links: [(String, String)] = []
        for (i, target) in ["/dev/zero", fifo.path, d.path, "/etc/passwd"].enumerated() {
            let link = d.appendingPathComponent("link\(i).plist")
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target)
            links.append((link.path, "x.plist: error: [io] is a symbolic link; only regular files are read"))
        }
        for (path, expected) in cases + links {
            let url = URL(fileURLWithPath: path)
            #expect(Self.streamError(url) == expected, "\(path)")
            #expect(Self.wholeError(url) == expected, "\(path)")
        }
    }

    @Test func descriptorsAreClosedOnEveryPath() throws {
        let d = try Self.dir()
        defer { try? FileManager.default.removeItem(at: d) }
        func file(_ name: String, _ text: String) throws -> URL {
            let url = d.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            return url
        }
        let many = "<plist><array>" + String(repeating: "<integer>1</integer>", count: 3_000)
        let urls = [
            try file("ok.plist", many + "</array></plist>"),
            try file("syntax.plist", many + "<bogus>"),
            try file("attrs.plist", many + "<a " + (0..<100).map { "a\($0)='1'" }.joined(separator: " ") + ">"),
            try file("bad-elem.plist", many + "<string>x</string></array></plist>"),
            try file("empty.plist", ""),
            try file("json.plist", "[1, 2"),
        ]
        var options = PlistReader.Options()
        options.maxInputSize = 20_000
        let big = try file("big.plist", many + many + many)
        // Also pipelined: the file is then read (and closed) by a second thread.
        var piped = options
        piped.pipeline.use = .always
        var pipedDecoder = PlistDecoder.Options()
        pipedDecoder.reader.pipeline.use = .always
        let before = Self.openFDs()
        for _ in 0..<50 {
            for url in urls + [big] {
                _ = try? PlistReader(options: options).readStreaming(contentsOf: url, elementSink: { _, _ in })
                _ = try? PlistDecoder().decode([Int].self, contentsOf: url)
                _ = try? PlistDecoder().decodeElements(Int.self, contentsOf: url)
                _ = try? PlistReader(options: piped).readStreaming(contentsOf: url, elementSink: { _, _ in })
                _ = try? PlistDecoder(options: pipedDecoder).decode([Int].self, contentsOf: url)
                _ = try? PlistDecoder(options: pipedDecoder).decodeElements(Int.self, contentsOf: url)
            }
        }
        // Other suites open files concurrently (13 more were seen at once on a busy machine);
        // a leak on any one path would be 50 descriptors, on every path 50 × 7 × 6.
        #expect(Self.openFDs() - before < 40)
    }
}

/// An element whose failed decode rewrites the file, as a writer would while a streamed decode
/// that fails ends.
private struct Rewriting: Decodable {
    nonisolated(unsafe) static var url: URL?
    init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if (try? c.decode(Int.self)) == nil, let url = Self.url {
            try Data("<plist><array><integer>1</integer></array></plist>".utf8).write(to: url)
            Self.url = nil
        }
        _ = try c.decode(Int.self)
    }
}

/// Serialized: ``Rewriting`` keeps its file in a static.
@Suite(.serialized) struct HostileStreamingRewriteTests {
    /// On one thread and pipelined. A streamed decode that fails reads its file once (issue 16:
    /// it used to validate the earlier elements in a second pass, and reported a file rewritten
    /// in between as `changed while being read`): the report is that of the bytes read.
    @Test(arguments: [StreamPipeline.Policy.Use.never, .always])
    func fileRewrittenAfterAFailedElementIsNotReadAgain(_ use: StreamPipeline.Policy.Use) throws {
        let d = try HostileStreamingFileTests.dir()
        defer { try? FileManager.default.removeItem(at: d) }
        let url = d.appendingPathComponent("a.plist")
        var options = PlistDecoder.Options()
        options.reader.pipeline.use = use
        let decoder = PlistDecoder(options: options)
        try Data("<plist><array><integer>1</integer><integer>2</integer><string>x</string></array></plist>".utf8).write(to: url)
        Rewriting.url = url
        #expect(throws: PlistDecodingError.self) { try decoder.decode([Rewriting].self, contentsOf: url, file: "a.plist") }
        do {
            try Data("<plist><array><integer>1</integer><integer>2</integer><string>x</string></array></plist>".utf8).write(to: url)
            Rewriting.url = url
            _ = try decoder.decodeWithDiagnostics([Rewriting].self, contentsOf: url, file: "a.plist")
            Issue.record("no error")
        } catch let e as PlistDecodingError {
            #expect(e.diagnostics.map(\.description) == [#"a.plist:1:55: error: [type-mismatch] [2]: expected Rewriting, found string "x""#])
        }
    }
}
