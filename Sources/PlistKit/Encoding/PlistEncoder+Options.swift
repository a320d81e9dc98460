extension PlistEncoder {
    /// How a ``PlistEncoder`` names keys, represents `nil` and writes its output.
    public struct Options: Sendable {
        /// The format ``PlistEncoder/encode(_:)`` writes. Default: ``PlistFormat/xml``
        /// (Foundation's `PropertyListEncoder` defaults to binary).
        public var outputFormat: PlistFormat
        /// How property names become dictionary keys. Default: ``KeyEncodingStrategy/useDefaultKeys``.
        public var keyEncodingStrategy: KeyEncodingStrategy
        /// What an explicitly encoded `nil` becomes. Default: ``NilEncodingStrategy/null``.
        public var nilEncodingStrategy: NilEncodingStrategy
        /// Options of the XML writer (key order, real literals). Default: Apple's layout.
        public var xml: XMLPlistWriter.Options
        /// Options of the JSON writer (layout, sorted keys). Default: its defaults.
        public var json: JSONPlistWriter.Options
        /// Values handed to every `encode(to:)` as `encoder.userInfo`. Default: empty.
        public var userInfo: [CodingUserInfoKey: any Sendable]

        /// Creates options; every parameter defaults to the documented default.
        public init(outputFormat: PlistFormat = .xml,
                    keyEncodingStrategy: KeyEncodingStrategy = .useDefaultKeys,
                    nilEncodingStrategy: NilEncodingStrategy = .null,
                    xml: XMLPlistWriter.Options = .init(),
                    json: JSONPlistWriter.Options = .init(),
                    userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
            self.outputFormat = outputFormat
            self.keyEncodingStrategy = keyEncodingStrategy
            self.nilEncodingStrategy = nilEncodingStrategy
            self.xml = xml
            self.json = json
            self.userInfo = userInfo
        }
    }

    /// How a property's coding key becomes a dictionary key; the mirror of
    /// ``PlistDecoder/KeyDecodingStrategy`` (`useDefaultKeys` ↔ `useDefaultKeys`,
    /// `convertToSnakeCase` ↔ `convertFromSnakeCase`, `custom` ↔ `custom` with the inverse
    /// function). Keys of `[String: T]` dictionaries are data and are never converted.
    ///
    /// As with Foundation's coders, snake case does not always round-trip: `myURLProperty`
    /// is written `my_url_property`, which converts back to `myUrlProperty`.
    public enum KeyEncodingStrategy: Sendable {
        /// The coding key's `stringValue` as is. The default.
        case useDefaultKeys
        /// `camelCase` to `snake_case` with the rules of Foundation's `JSONEncoder`: a word
        /// starts at each uppercase letter, a run of uppercase letters is one word
        /// (`myURLProperty` → `my_url_property`), words are lowercased and joined by `_`;
        /// leading and trailing underscores and digits are kept as they are.
        case convertToSnakeCase
        /// A function from a coding key's `stringValue` to the key written: the inverse of the
        /// function given to the decoder's `custom` strategy.
        case custom(@Sendable (String) -> String)
    }

    /// What `encodeNil` produces.
    public enum NilEncodingStrategy: Hashable, Sendable {
        /// ``PlistValue/null``: JSON writes `null`; the XML and binary writers reject it with a
        /// ``PlistWriteError`` naming its path, since property lists have no null. The default.
        case null
        /// The string `$null`, as Foundation's `PropertyListEncoder` writes it (and its
        /// decoder reads it back as `nil`); indistinguishable from a real `"$null"` string.
        case foundationNullString
    }
}
