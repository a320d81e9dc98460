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

    private struct IDOnly: Decodable { var id: RequestID? }

    /// The id of a message that did not parse, if it can still be read (so the error response
    /// names the request); `nil` otherwise, as JSON-RPC 2.0 §5 says. Read on its own, so that a
    /// malformed `method` does not lose it; a message too deep for `JSONDecoder` is scanned.
    package static func salvagedID(of body: Data) -> RequestID? {
        if let id = (try? JSONDecoder().decode(IDOnly.self, from: body))?.id { return id }
        return salvage(body.prefix(MessageFramer.keptPrefixSize)).id
    }

    /// The `id`, `method` and first `uri` members found in the first bytes of a message that
    /// cannot be decoded (too long, or cut short): the first occurrence of each, as JSON text
    /// `"name": value` outside any string. Best effort: a member the prefix does not show is `nil`.
    package static func salvage(_ prefix: Data) -> (id: RequestID?, method: String?, uri: String?) {
        let text = String(decoding: prefix, as: UTF8.self)
        func first(_ name: String, _ value: String) -> String? {
            guard let regex = try? NSRegularExpression(pattern: "\"\(name)\"\\s*:\\s*(\(value))") else { return nil }
            let range = NSRange(text.startIndex..., in: text)
            guard let match = regex.firstMatch(in: text, range: range), let r = Range(match.range(at: 1), in: text) else { return nil }
            return String(text[r])
        }
        let stringValue = #""(?:[^"\\]|\\.)*""#
        func decoded(_ json: String?) -> String? { json.flatMap { try? JSONDecoder().decode(String.self, from: Data($0.utf8)) } }
        let id = first("id", "-?[0-9]+|" + stringValue).flatMap { try? JSONDecoder().decode(RequestID.self, from: Data($0.utf8)) }
        return (id, decoded(first("method", stringValue)), decoded(first("uri", stringValue)))
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
        codingPath.isEmpty ? "the top of the message" : codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
}
