import Foundation

/// Runs a ``LanguageServer`` over a pair of file descriptors (stdin and stdout for
/// `plist-lsp`): reads framed messages (``MessageFramer``) until `exit` or end of input,
/// writes each outgoing message framed.
package enum StdioConnection {
    /// Serves until `exit` (status 0 after `shutdown`, else 1), end of input (0 after
    /// `shutdown`, else 1; a message cut short is named on `errorOutput`) or a framing error
    /// (1, after a message to `errorOutput`), holding at most what `limits` allow; a message
    /// over ``ServerLimits/maxMessageSize`` is skipped and answered as too large.
    /// - Returns: the process exit status.
    package static func run(limits: ServerLimits = ServerLimits(), input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO,
                            errorOutput: Int32 = STDERR_FILENO) -> Int32 {
        let server = LanguageServer(limits: limits) { body in write(MessageFramer.framed(body), to: output) }
        var framer = MessageFramer(maxMessageSize: limits.maxMessageSize)
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                if let unfinished = framer.unfinished { write(Data("plist-lsp: \(unfinished); stopping\n".utf8), to: errorOutput) }
                return server.exitStatus ?? (server.isShutDown ? 0 : 1)
            }
            framer.append(buffer[0..<count])
            do {
                while let frame = try framer.nextFrame() {
                    switch frame {
                    case .message(let body): server.handle(body)
                    case .oversized(let length, let prefix): server.handleOversized(length: length, prefix: prefix, limit: framer.maxMessageSize)
                    }
                    if let status = server.exitStatus { return status }
                }
            } catch {
                let problem = (error as? MessageFramer.FramingError)?.message ?? "unreadable input"
                write(Data("plist-lsp: \(problem); stopping\n".utf8), to: errorOutput)
                return 1
            }
        }
    }

    private static func write(_ data: Data, to descriptor: Int32) {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Foundation.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { return }
                offset += n
            }
        }
    }
}
