/// One JSON Schema 2020-12 assertion or applicator that a ``Schema`` checks beside its
/// ``Schema/Shape`` (JSON Schema Validation 2020-12 §6, Core 2020-12 §10).
///
/// A value is valid when its shape fits and every constraint holds. Constraints that name a
/// kind of value (`minLength` for strings, `minItems` for arrays, `properties` for
/// dictionaries, `minimum` for numbers) ignore values of other kinds, as JSON Schema says;
/// `type` is the one that rejects a kind. Numbers compare exactly: `1` equals `1.0`, and an
/// integer is any number without a fractional part.
public indirect enum SchemaConstraint: Hashable, Sendable {
    /// `type`: the value is one of these JSON types.
    case type([JSONSchemaType])
    /// `const`: the value equals this one (numbers by value, dictionaries in any order).
    case constant(PlistValue)
    /// `minLength`: a string has at least this many Unicode scalars.
    case minLength(Int)
    /// `maxLength`: a string has at most this many Unicode scalars.
    case maxLength(Int)
    /// `minItems`: an array has at least this many elements.
    case minItems(Int)
    /// `maxItems`: an array has at most this many elements.
    case maxItems(Int)
    /// `uniqueItems: true`: no two elements of an array are equal.
    case uniqueItems
    /// `minProperties`: a dictionary has at least this many entries.
    case minProperties(Int)
    /// `maxProperties`: a dictionary has at most this many entries.
    case maxProperties(Int)
    /// `minimum`: a number is ≥ this one (an integer or a finite real).
    case minimum(PlistValue)
    /// `exclusiveMinimum`: a number is > this one.
    case exclusiveMinimum(PlistValue)
    /// `maximum`: a number is ≤ this one.
    case maximum(PlistValue)
    /// `exclusiveMaximum`: a number is < this one.
    case exclusiveMaximum(PlistValue)
    /// `multipleOf`: a number divided by this one (> 0) is an integer.
    case multipleOf(PlistValue)
    /// `required` (where the keys are not properties of a model shape): a dictionary has
    /// these keys.
    case required([String])
    /// `properties` (outside a model shape): each present key's value has the schema.
    /// Only `key` and `schema` of each property are used.
    case properties([SchemaProperty])
    /// `additionalProperties` with a schema (or `false`): the value of every key not in
    /// `declaredKeys` (the sibling `properties`) and matched by none of `declaredPatterns` (the
    /// sibling `patternProperties`' ECMA-262 patterns) has the schema (Core 2020-12 §10.3.2.3).
    case additionalProperties(Schema, declaredKeys: [String], declaredPatterns: [String] = [])
    /// `pattern`: a string matches this ECMA-262 regular expression somewhere (unanchored,
    /// `u` flag; Validation 2020-12 §6.3.3). The import refuses a pattern that
    /// does not parse (see <doc:SchemaPatterns>); a schema built in code with such a pattern
    /// reports every string it checks with rule `invalid-schema`.
    case pattern(String)
    /// `patternProperties`: the value of every key that a pattern matches (unanchored) has
    /// that pattern's schema (Core 2020-12 §10.3.2.2).
    case patternProperties([PatternProperty])
    /// `propertyNames`: every key of a dictionary, as a string value, has the schema (Core
    /// 2020-12 §10.3.2.4).
    case propertyNames(Schema)
    /// `dependentRequired`: when a dictionary has the key, it also has the listed keys.
    case dependentRequired([String: [String]])
    /// `prefixItems` and `items`: the first elements of an array have `prefix`' schemas in
    /// order, every later one `rest` (when not `nil`).
    case items(prefix: [Schema], rest: Schema?)
    /// `contains`, `minContains` (default 1), `maxContains`: between `minimum` and
    /// `maximum` elements of an array have the schema.
    case contains(Schema, minimum: Int, maximum: Int?)
    /// `allOf`: every schema holds.
    case allOf([Schema])
    /// `anyOf`: at least one schema holds.
    case anyOf([Schema])
    /// `oneOf`: exactly one schema holds.
    case oneOf([Schema])
    /// `not`: the schema does not hold (`not: {}` is JSON Schema's `false`).
    case not(Schema)
    /// `if`/`then`/`else`: when `condition` holds, `then` must; otherwise `else` must.
    case conditional(Schema, then: Schema?, else: Schema?)
    /// `format`: a string has this format. Checked formats: `date-time`, `date`, `time`
    /// (RFC 3339 §5.6), `email` (an `@` between non-empty parts), `uri` (RFC 3986 scheme
    /// then `:`), `uuid` (RFC 4122 text); any other format is an import error.
    case format(String)
    /// `x-plist-deprecated-values`: a value equal to a key is accepted with a warning
    /// (rule `deprecated-value`) that names its replacement, the entry's value.
    case deprecatedValues([DeprecatedValue])
    /// `x-plist-message`: the text of the findings this schema's own assertions (`const`,
    /// `not`, `minLength`, `pattern`, `anyOf`…, not those of its properties or elements)
    /// report about the value, after its key path: the mistake in the words of the file's
    /// domain ("App Store Connect rejects an empty purpose string") instead of JSON Schema's.
    /// The rule id stays the assertion's.
    case message(String)
    /// `x-plist-equal-length`: of these keys, the ones a dictionary holds with array values
    /// have arrays of one length (a Settings multi-value specifier's `Values`, `Titles` and
    /// `ShortTitles`); each array whose length differs from the first one's is reported (rule
    /// `invalid-size`). JSON Schema 2020-12 cannot compare two values, so this is PlistKit's.
    case equalLength([String])
}

/// One entry of `patternProperties`: the schema of the values whose keys `pattern` matches.
public struct PatternProperty: Hashable, Sendable {
    /// The ECMA-262 regular expression (`u` flag) a key is searched with.
    public var pattern: String
    /// The schema of the matched keys' values.
    public var schema: Schema

    /// Creates an entry.
    public init(pattern: String, schema: Schema) {
        self.pattern = pattern
        self.schema = schema
    }
}

/// A value that still works but has a replacement (`x-plist-deprecated-values` entry):
/// Xcode 15.3's `ExportOptions.plist` `method` `app-store` → `app-store-connect`.
public struct DeprecatedValue: Hashable, Sendable {
    /// The deprecated value.
    public var value: PlistValue
    /// The value to write instead.
    public var replacement: PlistValue

    /// Creates an entry.
    public init(value: PlistValue, replacement: PlistValue) {
        self.value = value
        self.replacement = replacement
    }
}

/// A JSON type name of the `type` keyword (JSON Schema Validation 2020-12 §6.1.1).
public enum JSONSchemaType: String, Hashable, Sendable, CaseIterable {
    /// `null` (JSON only).
    case null
    /// `boolean`: `<true/>`, `<false/>`.
    case boolean
    /// `object`: a dictionary.
    case object
    /// `array`: an array.
    case array
    /// `number`: an integer or a real.
    case number
    /// `string`: a string.
    case string
    /// `integer`: a number without a fractional part (`1.0` included).
    case integer

    /// Whether `value` is of this type.
    public func matches(_ value: PlistValue) -> Bool {
        switch (self, value) {
        case (.null, .null), (.boolean, .bool), (.object, .dictionary), (.array, .array), (.string, .string),
             (.number, .integer), (.number, .real), (.integer, .integer):
            return true
        case (.integer, .real(let r)):
            return r.isFinite && r.rounded(.towardZero) == r
        default:
            return false
        }
    }
}
