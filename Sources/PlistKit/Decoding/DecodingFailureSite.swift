/// Where in the file an error thrown while decoding belongs: the location of the node the
/// decoder held when it was thrown and the path of that node as written in the file (the keys
/// of the file, so that the path reads the node back through
/// ``PlistNode/value(forKeyPath:)-(String)`` whatever the key strategy or mapping).
///
/// The decoder's own errors carry their site from the throw (as the `underlyingError` of the
/// `DecodingError`, a ``LocatedConversionFailure``); a model's own `DecodingError` gets its
/// site as it leaves the model's `init(from:)` (``DecodingContext/noteSite(of:leaving:)``).
/// Either way nothing follows the coding path down the tree again.
struct DecodingFailureSite {
    /// The location of the node.
    var location: SourceLocation
    /// The node's path as written in the file (for `keyNotFound`: the dictionary's).
    var path: PlistPath
}

/// The decoder's own failure with its site: the `underlyingError` of the `DecodingError` the
/// decoder throws. Models see a `DecodingError` as from any decoder.
struct LocatedConversionFailure: Error {
    let failure: ConversionFailure
    let site: DecodingFailureSite
}

/// The site of a model's own `DecodingError` (one the decoder did not build), found as the
/// error left the innermost `init(from:)` whose coding path it extends, and the coding path
/// it was found for (an error with another path is not this one).
struct ModelFailureSite {
    /// The error's coding path (string and int values of its keys).
    let codingPath: [CodingKeyValue]
    let site: DecodingFailureSite
    /// How many keys of ``codingPath`` the model's decoder had (deeper is more precise).
    let depth: Int
}

/// A coding key by value, for comparing coding paths.
struct CodingKeyValue: Equatable {
    let string: String
    let int: Int?
    init(_ key: any CodingKey) {
        string = key.stringValue
        int = key.intValue
    }

    static func path(_ keys: [any CodingKey]) -> [CodingKeyValue] { keys.map(CodingKeyValue.init) }
}

extension DecodingError {
    /// The context of any case.
    var plistContext: Context? {
        switch self {
        case .keyNotFound(_, let c), .valueNotFound(_, let c), .typeMismatch(_, let c), .dataCorrupted(let c): return c
        @unknown default: return nil
        }
    }
}
