import Foundation
import Testing
#if canImport(Glibc)
import Glibc
import PlistTestSupport
#endif

/// The attack corpus through the real `plist-lint` process, as CI runs it on pull requests:
/// every file ends with exit status 0 (controls) or 1 (rejected), never a signal, within one
/// second of CPU time and 256 MiB; nothing connects to the loopback listener the network attacks point at
/// (the corpus names 127.0.0.1:45678; the test listens on a port the kernel picks and rewrites
/// the files to name it, so that two test runs on one machine never collide); and no file other
/// than the input is opened (a FIFO canary would be opened by any reader).
@Suite(.serialized) struct AttackProcessTests {
    static let controls: Set<String> = [
        "standard-doctype.plist", "utf8-bom.plist", "depth-250.plist", "depth-257.plist",
        "external-dtd.plist", "utf8-bom.json", "duplicate-keys.json",
    ]

    static var attackFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: Fixtures.url("Attacks").path)) ?? [])
            .filter { $0 != "README.md" }.sorted()
    }

    @Test func everyAttackFileIsRejectedOrAcceptedCleanlyAndCheaply() throws {
        let files = Self.attackFiles
        #expect(files.count == 41)
        let listener = try LoopbackListener()
        defer { listener.close() }
        // The listener counts a connection (else "nothing connected" would prove nothing).
        #expect(try LoopbackListener.connect(to: listener.port))
        #expect(listener.acceptedConnections() == 1)
        let corpus = try Self.corpus(pointingAt: listener.port)
        defer { try? FileManager.default.removeItem(at: corpus.folder) }
        #expect(corpus.rewritten == ["external-dtd.plist", "parameter-entity-external.plist", "xinclude.plist", "xxe-net.plist"])
        var sampled = 0
        for file in files {
            let outcome = try ChildProcess.run(ChildProcess.plistLint, [corpus.folder.appendingPathComponent(file).path])
            #expect(outcome.signal == nil, "\(file): killed by signal \(outcome.signal ?? 0)")
            #expect(outcome.exitStatus == (Self.controls.contains(file) ? 0 : 1), "\(file): exit \(String(describing: outcome.exitStatus)), stderr \(outcome.stderr)")
            #expect(!outcome.timedOut, "\(file): still running after \(outcome.seconds) s")
            #expect(outcome.cpuSeconds < TimeBudget.seconds(1.0), "\(file): \(outcome.cpuSeconds) s of CPU")
            // 0: the child ended before its first sample (a run of a millisecond or so).
            #expect(outcome.peakRSSBytes < 256 << 20, "\(file): peak RSS \(outcome.peakRSSBytes)")
            if outcome.peakRSSBytes > 0 { sampled += 1 }
            for line in (outcome.stdout + outcome.stderr).split(separator: "\n", omittingEmptySubsequences: false) {
                #expect(!line.hasPrefix("::"), "\(file): a line starts with ::")
                #expect(!line.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\t") || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value) },
                        "\(file): raw control character in output")
            }
        }
        // The sampling works: most children are caught running.
        #expect(sampled >= files.count / 2, "\(sampled) of \(files.count) children sampled")
        #expect(listener.acceptedConnections() == 0, "something connected to 127.0.0.1:\(listener.port)")
    }

    /// The address the committed network attacks point at.
    static let committedAddress = "127.0.0.1:45678"

    /// A copy of the attack corpus in a new temporary folder, with every `127.0.0.1:45678`
    /// replaced by `127.0.0.1:<port>`; `rewritten` names the files that held it, sorted.
    static func corpus(pointingAt port: UInt16) throws -> (folder: URL, rewritten: [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("attacks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let from = Array(committedAddress.utf8), to = Array("127.0.0.1:\(port)".utf8)
        var rewritten: [String] = []
        for file in attackFiles {
            let bytes = [UInt8](try Fixtures.data("Attacks/" + file))
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var i = 0, found = false
            while i < bytes.count {
                if bytes[i] == from[0], bytes[i...].starts(with: from) {
                    found = true
                    out += to
                    i += from.count
                } else {
                    out.append(bytes[i])
                    i += 1
                }
            }
            if found { rewritten.append(file) }
            try Data(out).write(to: folder.appendingPathComponent(file))
        }
        return (folder, rewritten)
    }

    @Test func noOtherFileIsOpened() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("canary-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let canary = dir.appendingPathComponent("canary").path
        #expect(mkfifo(canary, 0o600) == 0)
        let doctype = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        let inputs = [
            "entity.plist": doctype + "<!DOCTYPE plist [<!ENTITY x SYSTEM \"file://\(canary)\">]>\n<plist><string>&x;</string></plist>\n",
            "dtd.plist": doctype + "<!DOCTYPE plist SYSTEM \"file://\(canary)\">\n<plist><string>a</string></plist>\n",
            "pe.plist": doctype + "<!DOCTYPE plist [<!ENTITY % p SYSTEM \"file://\(canary)\"> %p;]>\n<plist><string>a</string></plist>\n",
            "xinclude.plist": doctype + "<plist xmlns:xi=\"http://www.w3.org/2001/XInclude\"><xi:include href=\"file://\(canary)\"/></plist>\n",
            "bare-dtd.plist": doctype + "<!DOCTYPE plist SYSTEM \"\(canary)\">\n<plist><string>a</string></plist>\n",
        ]
        var paths: [String] = []
        for (name, text) in inputs.sorted(by: { $0.key < $1.key }) {
            let url = dir.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            paths.append(url.path)
        }
        let watcher = FIFOWatcher(path: canary)
        let outcome = try ChildProcess.run(ChildProcess.plistLint, paths)
        let opened = watcher.stop()
        #expect(!opened, "a reader opened the canary FIFO")
        #expect(outcome.signal == nil)
        #expect(!outcome.timedOut, "plist-lint hung (blocked opening the canary?)")
        // The DTD forms are accepted (never fetched); the rest are rejected.
        #expect(outcome.exitStatus == 1)
        #expect(outcome.stdout.split(separator: "\n").sorted() == [
            Substring(dir.appendingPathComponent("bare-dtd.plist").path + ": OK"),
            Substring(dir.appendingPathComponent("dtd.plist").path + ": OK"),
        ])
    }
}

/// A TCP listener on 127.0.0.1, on a port the kernel picks, that counts connections without
/// ever blocking.
final class LoopbackListener: @unchecked Sendable {
    private let fd: Int32
    /// The port it listens on (host byte order), read back with `getsockname`.
    let port: UInt16

    /// Binds port 0 (any free port) and listens.
    /// - Throws: `POSIXError` with the `errno` of the failing `socket`, `bind`, `listen` or
    ///   `getsockname`.
    init() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw Self.lastError() }
        var address = Self.loopback(port: 0)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else { let error = Self.lastError(); Glibc.close(fd); throw error }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard named == 0 else { let error = Self.lastError(); Glibc.close(fd); throw error }
        self.fd = fd
        port = UInt16(bigEndian: address.sin_port)
    }

    /// Connects to 127.0.0.1:`port` and closes the connection; whether the connection was made.
    static func connect(to port: UInt16) throws -> Bool {
        let client = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard client >= 0 else { throw lastError() }
        defer { Glibc.close(client) }
        var address = loopback(port: port)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        } == 0
    }

    private static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }

    private static func lastError() -> POSIXError { POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }

    /// Connections waiting to be accepted (each is accepted and closed).
    func acceptedConnections() -> Int {
        var count = 0
        while true {
            let c = accept(fd, nil, nil)
            if c < 0 { return count }
            Glibc.close(c)
            count += 1
        }
    }

    func close() { Glibc.close(fd) }
}

/// Polls a FIFO with a non-blocking open for writing, which succeeds only while some process
/// has it open for reading.
final class FIFOWatcher: @unchecked Sendable {
    private let lock = NSLock()
    private var running = true
    private var opened = false
    private let done = DispatchSemaphore(value: 0)

    init(path: String) {
        Thread.detachNewThread { [self] in
            while lock.withLock({ running }) {
                let fd = open(path, O_WRONLY | O_NONBLOCK)
                if fd >= 0 {
                    lock.withLock { opened = true }
                    Glibc.close(fd)
                }
                usleep(500)
            }
            done.signal()
        }
    }

    /// Stops watching; returns whether a reader was ever seen.
    func stop() -> Bool {
        lock.withLock { running = false }
        done.wait()
        return lock.withLock { opened }
    }
}
