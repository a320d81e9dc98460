extension PlistDecoder {
    /// How a ``PlistDecoder`` maps a tree onto a model. Every default is named on its property.
    public struct Options: Sendable {
        /// What keys that match no property of a model mean. Default ``AdditionalKeysPolicy/warn``:
        /// a `warning` per unknown key; an unknown key that is a probable misspelling of a missing
        /// required key is always an `error` (one finding with "did you mean").
        /// A model's ``PlistMapping/additionalKeys`` overrides this.
        public var unknownKeys: AdditionalKeysPolicy = .warn
        /// Which conversions between kinds of values are accepted. Default ``ValueCoercion/strict``.
        public var valueCoercion: ValueCoercion = .strict
        /// How the keys of the property list map onto coding keys. Default ``KeyDecodingStrategy/useDefaultKeys``.
        public var keyDecodingStrategy: KeyDecodingStrategy = .useDefaultKeys
        /// The options of the ``PlistReader`` used by the `Data` and file entry points. Its
        /// ``PlistReader/Options/duplicateKeys`` is the one duplicate-key option: with
        /// ``PlistReader/DuplicateKeyPolicy/error`` a repeated key fails the read, and a
        /// document read elsewhere has its `duplicate-key` warnings decoded as errors.
        public var reader: PlistReader.Options = PlistReader.Options()
        /// Values handed to every `init(from:)` as `decoder.userInfo` (Foundation's
        /// `PropertyListDecoder.userInfo`). Default: empty. The schema a model is checked
        /// against is found without them (``Schema/init(of:)`` probes the type once).
        public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

        /// The defaults described on each property.
        public init() {}
    }

    /// Which conversions between kinds of values the decoder (and ``Validator``) accepts.
    public enum ValueCoercion: Sendable, Hashable {
        /// Codable's rules (default): a value must have the declared kind; integers are accepted
        /// for floating-point properties when exactly representable, integral reals (`34.0`,
        /// `1e2`) for integer properties when in range.
        case strict
        /// Also the conversions Objective-C KVC and MJExtension users expect, each reported as a
        /// `note` (rule `coercion`) with its location: `"YES"`/`"NO"`/`"true"`/`"false"`/`"1"`/`"0"`
        /// to `Bool`; exact decimal strings (`"19"`, `"-7.50"`, `"1e3"`) to numbers — integers
        /// parsed as integers, never through `Double`; no whitespace trimming, no grouping
        /// separators, no trailing characters, and `""` is not a number; numbers to `String`
        /// (their decimal text).
        case kvcLike
    }

    /// How the keys of a property list map onto the coding keys of a model.
    public enum KeyDecodingStrategy: Sendable {
        /// Keys are used as written (default; Foundation's name). Keys are case-sensitive.
        case useDefaultKeys
        /// `snake_case` keys become `camelCase` before matching, as Foundation's
        /// `JSONDecoder.KeyDecodingStrategy.convertFromSnakeCase` does: `user_id` → `userId`,
        /// `_private_key_` → `_privateKey_`.
        case convertFromSnakeCase
        /// A function from a key of the property list to the coding key it stands for.
        case custom(@Sendable (String) -> String)

        /// Whether keys are used unchanged.
        var isIdentity: Bool { if case .useDefaultKeys = self { return true }; return false }

        /// The coding key for a key of the property list.
        func convert(_ key: String) -> String {
            switch self {
            case .useDefaultKeys: return key
            case .convertFromSnakeCase: return Self.camelCase(fromSnakeCase: key)
            case .custom(let f): return f(key)
            }
        }

        /// `user_id` → `userId`; leading and trailing underscores are kept.
        static func camelCase(fromSnakeCase key: String) -> String {
            guard key.contains("_") else { return key }
            let scalars = Array(key.unicodeScalars)
            var start = 0
            while start < scalars.count, scalars[start] == "_" { start += 1 }
            var end = scalars.count
            while end > start, scalars[end - 1] == "_" { end -= 1 }
            guard start < end else { return key }
            let lead = String(String.UnicodeScalarView(scalars[0..<start]))
            let trail = String(String.UnicodeScalarView(scalars[end...]))
            let words = String(String.UnicodeScalarView(scalars[start..<end])).split(separator: "_")
            guard let head = words.first else { return key }
            var out = lead + head
            for w in words.dropFirst() { out += w.prefix(1).uppercased() + w.dropFirst().lowercased() }
            return out + trail
        }
    }

}
