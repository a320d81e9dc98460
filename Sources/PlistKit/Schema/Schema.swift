/// The shape a property list (or one value in it) must have — the hub between `Decodable`
/// types, sample files, JSON Schema files and generated Swift source.
///
/// A schema comes from a `Decodable` type (probing it once), from samples (inference in
/// `PlistModelGen`), or from a JSON Schema 2020-12 document; the ``Validator`` checks a tree
/// against it, and it can be written out as JSON Schema or as Swift source.
public struct Schema: Hashable, Sendable {
    /// What kind of value is expected.
    public indirect enum Shape: Hashable, Sendable {
        /// Anything.
        case any
        /// A string (`<string>`); see ``Schema/allowedValues`` for enumerations.
        case string
        /// An integer within the range of a Swift integer type.
        case integer(IntegerFormat)
        /// A floating-point or decimal number (`<real>`; integers are accepted where exact).
        case real(RealFormat)
        /// `<true/>` / `<false/>`.
        case bool
        /// `<date>`.
        case date
        /// `<data>`.
        case data
        /// A URL, stored as a string.
        case url
        /// An array whose every element has the given schema.
        case array(Schema)
        /// A dictionary with arbitrary keys (data, not names) whose every value has the given
        /// schema: Swift `[String: T]`.
        case map(Schema)
        /// A dictionary with named properties: a Swift struct or class.
        case object(ObjectSchema)
        /// A reference to a named object schema in ``Schema/definitions`` (recursive types).
        case reference(String)
    }

    /// What kind of value is expected.
    public var shape: Shape
    /// The Swift spelling of the expected type for messages, e.g. `Int8`, `[String]`,
    /// `AppConfig`; `nil` to derive it from the shape.
    public var typeName: String?
    /// The values an enumeration allows (raw values of a `RawRepresentable` enum), or `nil`.
    public var allowedValues: [PlistValue]?
    /// Whether JSON `null` is accepted (an `Optional` element, e.g. `[String?]`).
    public var isNullable: Bool
    /// Named object schemas referenced by `.reference` anywhere below (only on the root).
    public var definitions: [String: ObjectSchema]
    /// Named schemas that are not plain models, referenced by `.reference` anywhere below
    /// (only on the root): recursive arrays, maps and schemas with ``constraints``, such as
    /// JSON Schema's `{"type": "array", "items": {"$ref": "#/$defs/Tree"}}`. A name is looked
    /// up in ``definitions`` first.
    public var recursiveDefinitions: [String: Schema]
    /// JSON Schema 2020-12 assertions and applicators checked beside ``shape`` (all must
    /// hold), in the order they were written; empty for schemas of Swift models.
    public var constraints: [SchemaConstraint]
    /// JSON Schema 2020-12 annotations kept for export and never checked: `description`,
    /// `deprecated`, `default` (outside properties), `examples`, `$comment`, keyed by keyword.
    public var annotations: [String: PlistValue]

    /// Creates a schema.
    public init(_ shape: Shape, typeName: String? = nil, allowedValues: [PlistValue]? = nil,
                isNullable: Bool = false, definitions: [String: ObjectSchema] = [:],
                constraints: [SchemaConstraint] = [], annotations: [String: PlistValue] = [:],
                recursiveDefinitions: [String: Schema] = [:]) {
        self.shape = shape
        self.typeName = typeName
        self.allowedValues = allowedValues
        self.isNullable = isNullable
        self.definitions = definitions
        self.constraints = constraints
        self.annotations = annotations
        self.recursiveDefinitions = recursiveDefinitions
    }

    /// The expected type as shown in messages: ``typeName`` or one derived from the shape.
    package var displayTypeName: String {
        if let typeName { return typeName }
        switch shape {
        case .any: return "Any"
        case .string: return "String"
        case .integer(let f): return f.rawValue
        case .real(let f): return f.rawValue
        case .bool: return "Bool"
        case .date: return "Date"
        case .data: return "Data"
        case .url: return "URL"
        case .array(let e): return "[\(e.displayTypeName)]"
        case .map(let e): return "[String: \(e.displayTypeName)]"
        case .object(let o): return o.name
        case .reference(let name): return name
        }
    }
}

/// The Swift integer type an `.integer` schema stands for, which fixes its range.
public enum IntegerFormat: String, Hashable, Sendable, CaseIterable {
    case int = "Int", int8 = "Int8", int16 = "Int16", int32 = "Int32", int64 = "Int64"
    case uint = "UInt", uint8 = "UInt8", uint16 = "UInt16", uint32 = "UInt32", uint64 = "UInt64"

    /// The smallest value allowed.
    public var minimum: PlistInteger {
        switch self {
        case .int, .int64: return PlistInteger(Int64.min)
        case .int8: return PlistInteger(Int64(Int8.min))
        case .int16: return PlistInteger(Int64(Int16.min))
        case .int32: return PlistInteger(Int64(Int32.min))
        case .uint, .uint8, .uint16, .uint32, .uint64: return 0
        }
    }

    /// The largest value allowed.
    public var maximum: PlistInteger {
        switch self {
        case .int, .int64: return PlistInteger(Int64.max)
        case .int8: return PlistInteger(Int64(Int8.max))
        case .int16: return PlistInteger(Int64(Int16.max))
        case .int32: return PlistInteger(Int64(Int32.max))
        case .uint, .uint64: return PlistInteger(UInt64.max)
        case .uint8: return PlistInteger(Int64(UInt8.max))
        case .uint16: return PlistInteger(Int64(UInt16.max))
        case .uint32: return PlistInteger(Int64(UInt32.max))
        }
    }

    /// Whether `value` lies in the range.
    public func contains(_ value: PlistInteger) -> Bool { value >= minimum && value <= maximum }
}

/// The Swift number type a `.real` schema stands for.
public enum RealFormat: String, Hashable, Sendable, CaseIterable {
    case double = "Double", float = "Float", decimal = "Decimal"
}

/// The named properties of a dictionary that maps onto a model type.
public struct ObjectSchema: Hashable, Sendable {
    /// The model's name (the Swift type name), used in messages: `Dependency.name`.
    public var name: String
    /// The properties in declaration order.
    public var properties: [SchemaProperty]
    /// What keys that match no property mean, or `nil` to leave it to the caller's policy
    /// (``PlistDecoder/Options`` or `plist-lint`'s options).
    public var additionalKeys: AdditionalKeysPolicy?
    /// Suffixes a key may carry to specialise a property for a device or platform
    /// (`x-plist-key-modifiers`: `~ipad`, `-iphoneos`…; each starts with `~` or `-`). Under
    /// ``AdditionalKeysPolicy/suggest``, an unknown key made of a declared key and such
    /// suffixes, one of them misspelled (`UISupportedInterfaceOrientations~ipda`,
    /// `UISupportedInterfaceOrientation~ipad`), is reported with the corrected key.
    public var keyModifiers: [String] = []

    /// Creates an object schema.
    public init(name: String, properties: [SchemaProperty], additionalKeys: AdditionalKeysPolicy? = nil) {
        self.name = name
        self.properties = properties
        self.additionalKeys = additionalKeys
    }
}

/// One property of an ``ObjectSchema``.
public struct SchemaProperty: Hashable, Sendable {
    /// The key as written in the property list (the coding key's string value).
    public var key: String
    /// Further keys accepted for the same property besides ``key`` (MJExtension's
    /// `@[@"id", @"ID"]`; ``PlistMapping/alternateKeys``; JSON Schema `x-plist-alternate-keys`).
    /// Any of them is accepted; when several are present ``key`` wins, then these in order.
    public var alternateKeys: [String]
    /// A nested key path read for this flat property (`["column", "columnName"]`), or `nil`.
    public var keyPath: [String]?
    /// The value's schema.
    public var schema: Schema
    /// Whether the key must be present (non-optional and without a default).
    public var isRequired: Bool
    /// The value used when the key is missing, or `nil`.
    public var defaultValue: PlistValue?
    /// A human-readable name of the property (JSON Schema `title` on the property; Xcode's
    /// display name of an Info.plist key, `Privacy - Camera Usage Description`), or `nil`.
    /// Under ``AdditionalKeysPolicy/suggest``, an unknown key equal or near to it (or to the
    /// type name of a scalar property, which a JSON Schema `title` on a scalar becomes) is
    /// reported with "did you mean" the property's key.
    public var title: String?

    /// Creates a property.
    public init(key: String, schema: Schema, isRequired: Bool = true, alternateKeys: [String] = [],
                keyPath: [String]? = nil, defaultValue: PlistValue? = nil) {
        self.key = key
        self.schema = schema
        self.isRequired = isRequired
        self.alternateKeys = alternateKeys
        self.keyPath = keyPath
        self.defaultValue = defaultValue
    }
}

/// What a key that matches no declared property means.
public enum AdditionalKeysPolicy: String, Hashable, Sendable, CaseIterable {
    /// Unknown keys are accepted silently.
    case ignore
    /// Unknown keys are warnings (misspellings of a missing key are still errors).
    case warn
    /// Unknown keys are errors.
    case error
    /// Unknown keys are accepted silently unless one is a near-miss of a declared key (see
    /// <doc:KeyMatching>), which is an error with "did you mean" (JSON Schema
    /// `"x-plist-additional-keys": "suggest"`): for open dictionaries such as Info.plist.
    case suggest
}
