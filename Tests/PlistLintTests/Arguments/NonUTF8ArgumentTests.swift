import CommandLineSupport
import Foundation
import Testing
@testable import PlistLint

/// A path argument that is not valid UTF-8 names a file that exists: it is read, and named in
/// results with the bad bytes written `\xHH` (never a false "no such file").
@Suite struct NonUTF8ArgumentTests {
    @Test func argumentsDecodeToTheirVisibleFormAndBack() throws {
        let raw: [UInt8] = Array("/tmp/".utf8) + [0xFF] + Array(".plist".utf8)
        #expect(NonUTF8Argument.decode(raw) == "/tmp/\\xFF.plist\u{0}")
        #expect(NonUTF8Argument.displayName(NonUTF8Argument.decode(raw)) == "/tmp/\\xFF.plist")
        #expect(NonUTF8Argument.decode(Array("/tmp/é.plist".utf8)) == "/tmp/é.plist")
        #expect(NonUTF8Argument.bytes(of: "/tmp/é.plist") == nil)
        // A backslash of the name is doubled; a cut sequence (C3 without its second byte) and
        // an overlong one are escaped byte by byte; valid characters around them stay.
        let mixed: [UInt8] = Array("a\\".utf8) + [0xC3] + Array("é".utf8) + [0xC0, 0xAF, 0xFE]
        #expect(NonUTF8Argument.visibleForm(mixed) == "a\\\\\\xC3é\\xC0\\xAF\\xFE")
        for bytes in [raw, mixed, [0x80], Array("\\x41".utf8) + [0xFF]] {
            #expect(NonUTF8Argument.bytes(of: NonUTF8Argument.decode(bytes)) == bytes)
        }
    }

    /// `folder/name` as bytes.
    static func path(_ folder: URL, _ name: [UInt8]) -> [UInt8] { Array(folder.path.utf8) + [UInt8(ascii: "/")] + name }

    /// Writes `text` to the file at `path` (raw bytes).
    static func create(_ text: String, at path: [UInt8]) throws {
        let fd = (path + [0]).withUnsafeBufferPointer { p in
            p.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY | O_TRUNC, 0o644) }
        }
        try #require(fd >= 0)
        _ = Array(text.utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }

    @Test func aFileNamedWithByteFFIsReadAndNamedVisibly() throws {
        let tree = try TemporaryTree([:])
        try FileManager.default.createDirectory(at: tree.url, withIntermediateDirectories: true)
        defer { tree.remove() }
        let good = Self.path(tree.url, [0xFF] + Array(".plist".utf8))
        let bad = Self.path(tree.url, Array("bad".utf8) + [0xFE] + Array(".plist".utf8))
        try Self.create("<plist><true/></plist>\n", at: good)
        try Self.create("<plist><true/>\n", at: bad)
        let dir = tree.url.path
        let run = LintRun.run([NonUTF8Argument.decode(good), NonUTF8Argument.decode(bad),
                               NonUTF8Argument.decode(Self.path(tree.url, [0xFD]))])
        #expect(run.status == 1)
        #expect(run.stdout == "\(dir)/\\xFF.plist: OK\n")
        #expect(run.stderr == """
            \(dir)/bad\\xFE.plist:1:1: error: [syntax] <plist> opened at line 1 is not closed before the end of the file
            <plist><true/>
            ^
            \(dir)/bad\\xFE.plist:1:15: note: the file ends here
            <plist><true/>
                          ^
            \(dir)/\\xFD: error: [io] no such file

            """)

        let json = LintRun.run(["--output-format", "json", NonUTF8Argument.decode(good)])
        #expect(json.stdout == """
            {"files": [
            {"path": "\(dir)/\\\\xFF.plist", "status": "ok", "format": "xml", "diagnostics": []}
            ],
            "summary": {"checked": 1, "passed": 1, "failed": 0}}

            """)
        #expect(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) is [String: Any])
    }

    @Test func aFolderOrSchemaNamedWithByteFFIsAClearError() throws {
        let tree = try TemporaryTree(["a.plist": "<plist><true/></plist>\n"])
        defer { tree.remove() }
        let folder = Self.path(tree.url, [0xFF])
        try #require((folder + [0]).withUnsafeBufferPointer { p in
            p.withMemoryRebound(to: CChar.self) { mkdir($0.baseAddress!, 0o755) } } == 0)
        let dir = tree.url.path
        let run = LintRun.run([NonUTF8Argument.decode(folder)])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        // Searched like any folder (NonUTF8WalkTests): this one holds no plist.
        #expect(run.stderr == "\(dir)/\\xFF: error: [io] no property list files (*.plist, *.strings, *.stringsdict, *.entitlements, *.xcprivacy, *.mobileconfig) in this folder\n")

        let schema = LintRun.run(["--schema", NonUTF8Argument.decode(Self.path(tree.url, [0xFF] + Array(".json".utf8))), dir + "/a.plist"])
        #expect(schema.status == 1)
        #expect(schema.stderr == "\(dir)/\\xFF.json: error: [io] name is not valid UTF-8; cannot be read (given with --schema)\n")

        // A schema beside such a file cannot be read by name: an error, not a silent skip.
        let plist = Self.path(tree.url, Array("b".utf8) + [0xFF] + Array(".plist".utf8))
        try Self.create("<plist><true/></plist>\n", at: plist)
        try Self.create("{}", at: Self.path(tree.url, Array("b".utf8) + [0xFF] + Array(".schema.json".utf8)))
        let sibling = LintRun.run([NonUTF8Argument.decode(plist)])
        #expect(sibling.status == 1)
        #expect(sibling.stderr == "\(dir)/b\\xFF.schema.json: error: [io] schema name is not valid UTF-8; cannot be read\n")
    }

    /// A file named by bytes is read by the library's own code (`PlistReader.contents(ofPath:)`):
    /// every refusal says what it says for a file named by text.
    @Test func refusalsReadAsForATextName() throws {
        let tree = try TemporaryTree(["a.plist": "<plist><true/></plist>\n"])
        defer { tree.remove() }
        let big = String(repeating: " ", count: 2000) + "<plist><true/></plist>\n"
        var arguments: [String] = []
        for stem in [Array("t".utf8), Array("r".utf8) + [0xFF]] {
            let link = Self.path(tree.url, stem + Array("-link.plist".utf8))
            try #require((link + [0]).withUnsafeBufferPointer { p in
                p.withMemoryRebound(to: CChar.self) { symlink("a.plist", $0.baseAddress!) } } == 0)
            let fifo = Self.path(tree.url, stem + Array("-fifo.plist".utf8))
            try #require((fifo + [0]).withUnsafeBufferPointer { p in
                p.withMemoryRebound(to: CChar.self) { mkfifo($0.baseAddress!, 0o644) } } == 0)
            let large = Self.path(tree.url, stem + Array("-big.plist".utf8))
            try Self.create(big, at: large)
            arguments += [link, fifo, large, Self.path(tree.url, stem + Array("-gone.plist".utf8))].map(NonUTF8Argument.decode)
        }
        let run = LintRun.run(["--max-size", "1k"] + arguments)
        let dir = tree.url.path
        func report(_ stem: String) -> String {
            """
            \(dir)/\(stem)-link.plist: error: [io] is a symbolic link; only regular files are read
            \(dir)/\(stem)-fifo.plist: error: [io] not a regular file
            \(dir)/\(stem)-big.plist: error: [limit-exceeded] file is 2023 bytes, more than the limit of 1024 (raise it with --max-size)
            \(dir)/\(stem)-gone.plist: error: [io] no such file

            """
        }
        #expect(run == LintRun(status: 1, stdout: "", stderr: report("t") + report("r\\xFF")))
    }

    /// The real process takes the bytes from argv (`CommandLine.arguments` would give U+FFFD).
    @Test func theProcessReadsItsRawArgv() throws {
        let tree = try TemporaryTree(["a.plist": "<plist><true/></plist>\n"])
        defer { tree.remove() }
        let good = Self.path(tree.url, [0xFF] + Array(".plist".utf8))
        try Self.create("<plist><true/></plist>\n", at: good)
        let outcome = try ChildProcess.run(ChildProcess.plistLint, rawArguments: [good, Array((tree.url.path + "/a.plist").utf8)])
        #expect(outcome.exitStatus == 0, "\(outcome.stderr)")
        #expect(outcome.stdout == "\(tree.url.path)/\\xFF.plist: OK\n\(tree.url.path)/a.plist: OK\n")
        #expect(outcome.stderr == "")
    }
}
