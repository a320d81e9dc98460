/// Per-model mapping configuration, the one documented place for what Objective-C code did with
/// MJExtension's `mj_replacedKeyFromPropertyName` and hand-written `initWithDict:`.
///
/// ```swift
/// struct Column: Decodable, PlistMappable {
///     var id: Int
///     var columnName: String
///     var timeout: Int
///     static let plistMapping = PlistMapping(
///         alternateKeys: ["id": ["ID", "identifier"]],  // "id", else "ID", else "identifier"
///         keyPaths: ["columnName": "column.columnName"], // flat property, nested key
///         defaults: ["timeout": 30])                     // used when the key is missing
/// }
/// ```
///
/// Properties are named by their coding key (`CodingKey.stringValue`). Alternate keys and key
/// path components are compared with the keys of the property list after the key decoding
/// strategy (``PlistDecoder/KeyDecodingStrategy``) has been applied to them. Each use of a
/// default is reported as a `note` (rule `default-used`).
public protocol PlistMappable {
    /// The mapping of this model. Read once per type (probing caches it in the schema).
    static var plistMapping: PlistMapping { get }
}

/// The mapping configuration of one model type; see ``PlistMappable``.
public struct PlistMapping: Sendable {
    /// For a property (by coding key), further keys accepted for it besides its own key
    /// (MJExtension's `@[@"id", @"ID"]`): any of them is accepted, and when several are present
    /// the property's own key wins, then these in order. The encoder writes the own key.
    /// JSON Schema export writes them as `"x-plist-alternate-keys"`.
    public var alternateKeys: [String: [String]]
    /// For a property (by coding key), a key path into nested dictionaries read instead of the
    /// property's own key, in the grammar of ``PlistKeyPath`` (`"column.columnName"`,
    /// `#"images["0.jpg"].title"#`); a component is always a key here, digits included.
    public var keyPaths: [String: String]
    /// For a property (by coding key), the value used when its key is missing. The value must
    /// have the property's type (e.g. `.integer(30)` for an `Int`).
    public var defaults: [String: PlistValue]
    /// What keys that match no property mean for this model, overriding the decoder's
    /// ``PlistDecoder/Options/unknownKeys``; `nil` (the default) keeps the decoder's policy.
    public var additionalKeys: AdditionalKeysPolicy?
    /// Whether the keys seen by probing the model (``Schema/init(of:)``) are its keys. Default
    /// `true`. Set `false` for a hand-written `init(from:)` that reads different keys depending
    /// on decoded values: the ``Validator`` then still checks the types of the keys it saw, but
    /// reports no missing and no unknown key for this model; what the model's `init(from:)`
    /// finds missing is still reported, located, by the decoder.
    public var keysAreComplete: Bool

    /// Creates a mapping; every part defaults to empty.
    public init(alternateKeys: [String: [String]] = [:], keyPaths: [String: String] = [:],
                defaults: [String: PlistValue] = [:], additionalKeys: AdditionalKeysPolicy? = nil,
                keysAreComplete: Bool = true) {
        self.alternateKeys = alternateKeys
        self.keyPaths = keyPaths
        self.defaults = defaults
        self.additionalKeys = additionalKeys
        self.keysAreComplete = keysAreComplete
    }

    /// The keys of the key path of `property`, or `nil`. Text that is not a valid key path
    /// is read as one key (a model's mapping is code, not input: it is never rejected here).
    func keyPath(for property: String) -> [String]? {
        keyPaths[property].map { text in
            (try? PlistKeyPath(parsing: text))?.components.map(\.key) ?? [text]
        }
    }
}
