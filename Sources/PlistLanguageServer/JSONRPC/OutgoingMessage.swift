import Foundation

/// Builds the JSON text of the messages the server sends: responses, error responses and
/// notifications (JSON-RPC 2.0 §4 and §5), keys sorted so that output is byte-stable.
package enum OutgoingMessage {
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// `value` as JSON text; `null` when it cannot be encoded (no LSP type of ours fails).
    package static func json(_ value: some Encodable) -> Data {
        (try? encoder.encode(value)) ?? Data("null".utf8)
    }

    /// A response carrying `result` (JSON text; `null` for none).
    package static func response(id: RequestID, result: Data) -> Data {
        var out = Data("{\"id\":".utf8)
        out += json(id)
        out += Data(",\"jsonrpc\":\"2.0\",\"result\":".utf8)
        out += result
        out += Data("}".utf8)
        return out
    }

    /// An error response; `id` is `null` when the request's id could not be read.
    package static func error(id: RequestID?, _ error: ResponseError) -> Data {
        var out = Data("{\"error\":".utf8)
        out += json(error)
        out += Data(",\"id\":".utf8)
        out += id.map { json($0) } ?? Data("null".utf8)
        out += Data(",\"jsonrpc\":\"2.0\"}".utf8)
        return out
    }

    /// A notification of `method` with `params`.
    package static func notification(_ method: String, params: some Encodable) -> Data {
        var out = Data("{\"jsonrpc\":\"2.0\",\"method\":".utf8)
        out += json(method)
        out += Data(",\"params\":".utf8)
        out += json(params)
        out += Data("}".utf8)
        return out
    }
}
