import Foundation

/// One JSON-RPC 2.0 message received: a request (``id`` and ``method``), a notification
/// (``method`` only) or a response to a request of ours (``id`` only), with its raw bytes so
/// that the params are decoded once, into the type the method's handler wants.
package struct IncomingMessage: Sendable {
    /// The request id; `nil` for a notification.
    package var id: RequestID?
    /// The method; `nil` for a response.
    package var method: String?
    /// The message's JSON text.
    package var body: Data

    private struct Header: Decodable {
        var jsonrpc: String?
        var id: RequestID?
        var method: String?
        /// Whether `"id": null` was written (LSP 3.17 does not allow it; JSON-RPC 2.0 discourages it).
        var hasNullID = false

        private enum CodingKeys: String, CodingKey { case jsonrpc, id, method }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            jsonrpc = try container.decodeIfPresent(String.self, forKey: .jsonrpc)
            method = try container.decodeIfPresent(String.self, forKey: .method)
            if container.contains(.id), try container.decodeNil(forKey: .id) {
                hasNullID = true
            } else {
                id = try container.decodeIfPresent(RequestID.self, forKey: .id)
            }
        }
    }

    private struct Envelope<Params: Decodable>: Decodable {
        var params: Params
    }

    /// Reads the envelope of `body`.
    /// - Throws: ``ResponseError/parseError(_:)`` when `body` is not JSON,
    ///   ``ResponseError/invalidRequest(_:)`` when it is not a JSON-RPC 2.0 object or its id is
    ///   `null`.
    package init(_ body: Data) throws {
        let header: Header
        do {
            header = try JSONDecoder().decode(Header.self, from: body)
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            // The text itself does not parse (JSONDecoder reports that at the top, with no path).
            throw ResponseError.parseError("the message is not JSON (RFC 8259)")
        } catch {
            throw ResponseError.invalidRequest("not a JSON-RPC 2.0 object (\"id\" must be an integer or a string, \"method\" a string)")
        }
        // JSON-RPC 2.0 allows a null id but LSP 3.17 does not (`integer | string`), and a
        // null id cannot be told from a missing one in the response: refuse it.
        if header.hasNullID {
            throw ResponseError.invalidRequest("\"id\" is null; LSP 3.17 takes an integer or a string")
        }
        guard header.jsonrpc == "2.0" else { throw ResponseError.invalidRequest("\"jsonrpc\" must be \"2.0\"") }
        guard header.id != nil || header.method != nil else { throw ResponseError.invalidRequest("neither \"id\" nor \"method\"") }
        self.id = header.id
        self.method = header.method
        self.body = body
    }

    /// The id of a message that did not parse, if it can still be read (so the error response
    /// names the request); `nil` otherwise, as JSON-RPC 2.0 §5 says.
    package static func salvagedID(of body: Data) -> RequestID? {
        (try? JSONDecoder().decode(Header.self, from: body))?.id
    }

    /// The params decoded as `Params`.
    /// - Throws: ``ResponseError/invalidParams(_:)`` when they are missing or of another shape.
    package func params<Params: Decodable>(_ type: Params.Type) throws -> Params {
        do {
            return try JSONDecoder().decode(Envelope<Params>.self, from: body).params
        } catch let DecodingError.keyNotFound(key, context) {
            throw ResponseError.invalidParams("missing \"\(key.stringValue)\" at \(Self.path(context.codingPath))")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw ResponseError.invalidParams("wrong type at \(Self.path(context.codingPath))")
        } catch {
            throw ResponseError.invalidParams("not the shape \(method ?? "the method") takes")
        }
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
}
