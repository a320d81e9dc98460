import Foundation
import PlistKit

/// The path `-`: standard input, as `plutil` and most Unix tools read it. It is named
/// ``displayName`` in every result, read once (``LintOptions`` refuses a second `-`), and may be
/// a pipe, a terminal or a redirected file: it is read to its end, not checked to be a
/// regular file, but never more than `--max-size` + 1 bytes.
enum StandardInput {
    /// The argument that means standard input.
    static let argument = "-"
    /// The name standard input has in results and diagnostics (`<stdin>: OK`,
    /// `<stdin>:7:1: error: …`), as `plutil -lint -` names it. The library's renderer prints
    /// `<input>` for a diagnostic with no file at all; this name is the command's.
    static let displayName = "<stdin>"

    /// How many bytes one `read(2)` asks for at most.
    private static let chunkSize = 1 << 16

    /// Reads `descriptor` to its end, at most `maxSize` + 1 bytes: the extra byte tells an input
    /// over the limit, which is then refused (what follows it stays unread).
    ///
    /// - Parameters:
    ///   - descriptor: an open file descriptor (not closed here); a non-blocking one is waited
    ///     on with `poll(2)`.
    ///   - maxSize: the most bytes accepted (`--max-size`), at least 1.
    /// - Returns: the bytes read (empty when the input is empty).
    /// - Throws: ``PlistReadError`` of kind `limit-exceeded` (`file is more than the limit of N
    ///   bytes (raise it with --max-size)`, the wording of a file that grew past the limit) when
    ///   more than `maxSize` bytes arrive, and of kind `io` (`cannot read standard input: <reason>`)
    ///   when `read(2)` fails (a closed descriptor, a folder).
    static func read(_ descriptor: Int32, maxSize: Int) throws -> Data {
        let (limit, overflow) = maxSize.addingReportingOverflow(1)
        let wanted = overflow ? Int.max : limit
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: chunkSize)
        while data.count < wanted {
            let ask = min(chunkSize, wanted - data.count)
            let n = buffer.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress, ask) }
            if n > 0 {
                data.append(contentsOf: buffer[0..<n])
            } else if n == 0 {
                return data
            } else {
                let code = errno
                if code == EINTR { continue }
                if code == EAGAIN || code == EWOULDBLOCK {
                    var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    if poll(&waiting, 1, -1) >= 0 || errno == EINTR { continue }
                }
                throw PlistReadError(.io, "cannot read standard input: \(String(cString: strerror(code)))")
            }
        }
        throw PlistReadError(.limitExceeded, "file is more than the limit of \(maxSize) bytes (raise it with --max-size)")
    }
}

/// `read(2)`, named apart from ``StandardInput/read(_:maxSize:)``, which hides it inside the type.
private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
