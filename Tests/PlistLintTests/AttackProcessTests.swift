import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The attack corpus through the real `plist-lint` process, as CI runs it on pull requests:
/// every file ends with exit status 0 (controls) or 1 (rejected), never a signal, within one
/// second and 256 MiB; nothing connects to 127.0.0.1:45678 (where the network attacks point);
/// and no file other than the input is opened (a FIFO canary would be opened by any reader).
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
        let listener = try LoopbackListener(port: 45678)
        defer { listener.close() }
        for file in files {
            let outcome = try ChildProcess.run(ChildProcess.plistLint, [Fixtures.url("Attacks/" + file).path])
            #expect(outcome.signal == nil, "\(file): killed by signal \(outcome.signal ?? 0)")
            #expect(outcome.exitStatus == (Self.controls.contains(file) ? 0 : 1), "\(file): exit \(String(describing: outcome.exitStatus)), stderr \(outcome.stderr)")
            #expect(outcome.seconds < TimeBudget.seconds(1.0), "\(file): \(outcome.seconds) s")
            #expect(outcome.peakRSSBytes > 0 && outcome.peakRSSBytes < 256 << 20, "\(file): peak RSS \(outcome.peakRSSBytes)")
            for line in (outcome.stdout + outcome.stderr).split(separator: "\n", omittingEmptySubsequences: false) {
                #expect(!line.hasPrefix("::"), "\(file): a line starts with ::")
                #expect(!line.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\t") || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value) },
                        "\(file): raw control character in output")
            }
        }
        #expect(listener.acceptedConnections() == 0, "something connected to 127.0.0.1:45678")
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
        let outcome = try ChildProcess.run(ChildProcess.plistLint, paths, timeout: 5)
        let opened = watcher.stop()
        #expect(!opened, "a reader opened the canary FIFO")
        #expect(outcome.signal == nil)
        #expect(outcome.seconds < TimeBudget.seconds(5), "plist-lint hung (blocked opening the canary?)")
        // The DTD forms are accepted (never fetched); the rest are rejected.
        #expect(outcome.exitStatus == 1)
        #expect(outcome.stdout.split(separator: "\n").sorted() == [
            Substring(dir.appendingPathComponent("bare-dtd.plist").path + ": OK"),
            Substring(dir.appendingPathComponent("dtd.plist").path + ": OK"),
        ])
    }
}

/// A TCP listener on 127.0.0.1 that counts connections without ever blocking.
final class LoopbackListener: @unchecked Sendable {
    private let fd: Int32

    init(port: UInt16) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else { throw POSIXError(.EADDRINUSE) }
    }

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
