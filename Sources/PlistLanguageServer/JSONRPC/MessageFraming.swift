import Foundation

/// The base protocol's framing (LSP 3.17 "Base Protocol"): each message is a header part —
/// `Content-Length: N` and optionally `Content-Type`, each line ending CR LF, then an empty
/// line — followed by N bytes of UTF-8 JSON.
///
/// ``MessageFramer`` takes bytes as they arrive, in pieces of any size, and hands out whole
/// messages (``Frame``). A message longer than ``maxMessageSize`` is not kept: its bytes are
/// skipped as they arrive, and only its first ``keptPrefixSize`` bytes are handed out, so that
/// the server can still say which request or document it was. A header without a usable
/// `Content-Length` is a ``FramingError``: the stream cannot be resynchronised, so the server
/// stops.
package struct MessageFramer: Sendable {
    /// The default ``maxMessageSize``: 64 MiB.
    package static let defaultMaxMessageSize = 64 << 20
    /// The longest header part accepted: 8 KiB.
    package static let maxHeaderSize = 8 << 10
    /// How much of a message over ``maxMessageSize`` is kept: 64 KiB.
    package static let keptPrefixSize = 64 << 10

    /// What the framer hands out.
    package enum Frame: Equatable, Sendable {
        /// A whole message body.
        case message(Data)
        /// A message of `length` bytes, more than ``maxMessageSize``, skipped; `prefix` holds
        /// its first bytes (at most ``keptPrefixSize``).
        case oversized(length: Int, prefix: Data)
    }

    /// The longest message kept whole, in bytes.
    package let maxMessageSize: Int
    private var buffer: [UInt8] = []
    private var start = 0
    /// While a message over the limit is skipped: its length, what is kept of it, and the
    /// bytes still to skip.
    private var skipping: (length: Int, prefix: Data, remaining: Int)?

    /// Creates an empty framer keeping messages of up to `maxMessageSize` bytes.
    package init(maxMessageSize: Int = MessageFramer.defaultMaxMessageSize) {
        self.maxMessageSize = maxMessageSize
    }

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

    /// Why the input cannot end here: a message begun and not finished (a header without its
    /// end, or a body cut short), said for the error output; `nil` between messages.
    package var unfinished: String? {
        if let skipping { return "the input ended inside a message of \(skipping.length) bytes" }
        guard buffer.count > start else { return nil }
        let rest = buffer[start...]
        if !rest.contains(13) && rest.contains(10) {
            return "the input ended inside a header part whose lines end with LF alone (LSP 3.17 ends them with CR LF)"
        }
        return "the input ended inside a message (\(rest.count) bytes of it read)"
    }

    /// The next whole frame, or `nil` when more bytes are needed.
    /// - Throws: ``FramingError`` for a header without `Content-Length`, with a malformed,
    ///   negative or impossibly large one, or a header part longer than ``maxHeaderSize``.
    package mutating func nextFrame() throws -> Frame? {
        if skipping != nil { return skip() }
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
                guard !value.isEmpty, value.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) || value.hasPrefix("-") else {
                    throw FramingError(message: "Content-Length is not a number")
                }
                guard let n = Int(value) else { throw FramingError(message: "Content-Length \(value.prefix(40)) is larger than any message") }
                guard n >= 0 else { throw FramingError(message: "Content-Length is negative") }
                length = n
            }
        }
        guard let length else { throw FramingError(message: "header without Content-Length") }
        let bodyStart = headerEnd + 4
        if length > maxMessageSize {
            start = bodyStart
            skipping = (length, Data(), length)
            return skip()
        }
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Data(buffer[bodyStart..<(bodyStart + length)])
        start = bodyStart + length
        return .message(body)
    }

    /// Consumes what has arrived of the message being skipped, keeping its first bytes.
    private mutating func skip() -> Frame? {
        guard var s = skipping else { return nil }
        let available = min(buffer.count - start, s.remaining)
        let keep = min(available, Self.keptPrefixSize - s.prefix.count)
        if keep > 0 { s.prefix.append(contentsOf: buffer[start..<(start + keep)]) }
        start += available
        s.remaining -= available
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: buffer.count <= Self.keptPrefixSize * 4)
            start = 0
        }
        guard s.remaining == 0 else {
            skipping = s
            return nil
        }
        skipping = nil
        return .oversized(length: s.length, prefix: s.prefix)
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
