import Foundation

extension ScalarConversion {
    /// Converts to `Date`: a `<date>` as is, or — JSON has no date type — a string in the one
    /// form PlistKit's JSON writer produces and `<date>` allows, `YYYY-MM-DDTHH:MM:SSZ` (UTC, no
    /// fraction, no offset; as `JSONDecoder`'s `.iso8601` strategy reads it). Any other string is
    /// a type mismatch naming the text.
    static func date(_ node: PlistNode, typeName: String) -> Result<Date, ConversionFailure> {
        switch node.value {
        case .date(let d): return .success(d)
        case .string(let s):
            if case .success(let d) = PlistDateParser.parse(s) { return .success(d) }
            return .failure(mismatch(typeName, node, reason: "dates in strings are written YYYY-MM-DDTHH:MM:SSZ"))
        default:
            return .failure(mismatch(typeName, node))
        }
    }

    /// Converts to `Data`: a `<data>` as is, or — JSON has no bytes type — a string of standard
    /// base64 (RFC 4648 §4, padded; what PlistKit's JSON writer and `JSONDecoder`'s `.base64`
    /// strategy use). Characters outside the alphabet are a type mismatch, never skipped.
    static func data(_ node: PlistNode, typeName: String) -> Result<Data, ConversionFailure> {
        switch node.value {
        case .data(let d): return .success(d)
        case .string(let s):
            if case .success(let r) = Base64Decoder.decode(s), !r.isUnpadded { return .success(r.bytes) }
            return .failure(mismatch(typeName, node, reason: "not base64"))
        default:
            return .failure(mismatch(typeName, node))
        }
    }
}
