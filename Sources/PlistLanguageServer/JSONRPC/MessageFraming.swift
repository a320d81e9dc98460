import Foundation

/// The base protocol's framing (LSP 3.17 "Base Protocol"): each message is a header part —
/// `Content-Length: N` and optionally `Content-Type`, each line ending CR LF, then an empty
/// line — followed by N bytes of UTF-8 JSON.
///
/// ``MessageFramer`` takes bytes as they arrive, in pieces of any size, and hands out whole
/// bodies. A header without a usable `Content-Length`, or one announcing more than
/// ``maxMessageSize`` bytes, is a ``FramingError``: the stream cannot be resynchronised, so
/// the server stops.
package struct MessageFramer: Sendable {
    /// The largest body accepted: 64 MiB (a document is limited to `plist-lint`'s 16 MiB
    /// default `--max-size`, and JSON escaping can at most quadruple it).
    package static let maxMessageSize = 64 << 20
    /// The longest header part accepted: 8 KiB.
    package static let maxHeaderSize = 8 << 10

    private var buffer: [UInt8] = []
    private var start = 0

    /// Creates an empty framer.
    package init() {}

    /// A framing problem that leaves the stream unreadable.
    package struct FramingError: Error, Equatable, Sendable {
        /// What was wrong.
        package var message: String
    }

    /// Appends received bytes.
    package mutating func append(_ bytes: some Sequence<UInt8>) {
        if start > 0 && start * 2 >= buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next whole message body, or `nil` when more bytes are needed.
    /// - Throws: ``FramingError`` for a header without `Content-Length`, with a malformed or
    ///   too large one, or a header part longer than ``maxHeaderSize``.
    package mutating func nextMessage() throws -> Data? {
        guard let headerEnd = Self.find([13, 10, 13, 10], in: buffer, from: start) else {
            if buffer.count - start > Self.maxHeaderSize { throw FramingError(message: "header part longer than \(Self.maxHeaderSize) bytes") }
            return nil
        }
        let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
        var length: Int?
        for line in header.split(separator: "\r\n", omittingEmptySubsequences: true) {
            guard let colon = line.firstIndex(of: ":") else { throw FramingError(message: "header line without a colon") }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name == "content-length" {
                guard let n = Int(value), n >= 0 else { throw FramingError(message: "Content-Length is not a number") }
                guard n <= Self.maxMessageSize else { throw FramingError(message: "message of \(n) bytes exceeds \(Self.maxMessageSize)") }
                length = n
            }
        }
        guard let length else { throw FramingError(message: "header without Content-Length") }
        let bodyStart = headerEnd + 4
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Data(buffer[bodyStart..<(bodyStart + length)])
        start = bodyStart + length
        return body
    }

    /// `body` with its header part, ready to write.
    package static func framed(_ body: Data) -> Data {
        Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        var i = from
        while i + needle.count <= haystack.count {
            if haystack[i] == needle[0] && haystack[i + 1] == needle[1] && haystack[i + 2] == needle[2] && haystack[i + 3] == needle[3] {
                return i
            }
            i += 1
        }
        return nil
    }
}
