/// A JSON-RPC 2.0 request id: an integer or a string, echoed in the response.
package enum RequestID: Hashable, Sendable, Codable {
    case integer(Int)
    case string(String)

    /// Decodes an integer or a string id; anything else throws `DecodingError`.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let i = try? container.decode(Int.self) { self = .integer(i) } else { self = .string(try container.decode(String.self)) }
    }

    /// Encodes the id as it came.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .integer(let i): try container.encode(i)
        case .string(let s): try container.encode(s)
        }
    }
}
