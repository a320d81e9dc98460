/// A JSON-RPC 2.0 error object (§5.1 of the JSON-RPC 2.0 specification), with the codes
/// LSP 3.17 adds (`ServerNotInitialized`, `RequestCancelled`…).
package struct ResponseError: Error, Hashable, Sendable, Codable {
    /// The error code.
    package var code: Int
    /// One sentence saying what went wrong.
    package var message: String

    /// Creates an error.
    package init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    /// `-32700`: the message is not JSON.
    package static func parseError(_ detail: String) -> ResponseError { ResponseError(code: -32700, message: "parse error: \(detail)") }
    /// `-32600`: JSON, but not a JSON-RPC request object.
    package static func invalidRequest(_ detail: String) -> ResponseError { ResponseError(code: -32600, message: "invalid request: \(detail)") }
    /// `-32601`: no handler for the method.
    package static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: -32601, message: "method not found: \(method)")
    }
    /// `-32602`: the params do not have the method's shape.
    package static func invalidParams(_ detail: String) -> ResponseError { ResponseError(code: -32602, message: "invalid params: \(detail)") }
    /// `-32002` (LSP `ServerNotInitialized`): a request before `initialize`.
    package static let serverNotInitialized = ResponseError(code: -32002, message: "server not initialized: send initialize first")
    /// `-32600` (LSP 3.17: after `shutdown` every request but `exit` is an invalid request).
    package static let shutDown = ResponseError(code: -32600, message: "invalid request: the server is shut down; only exit is accepted")
}
