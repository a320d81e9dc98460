import Foundation

/// JSON Schema 2020-12 output of a ``Schema``.
///
/// Mapping (keywords written in this fixed order, so the output is byte-for-byte stable):
///
/// | Schema | JSON Schema |
/// |---|---|
/// | `.string` | `"type": "string"` |
/// | `.integer(f)` | `"type": "integer"`, `"minimum"`/`"maximum"` of `f`, `"x-plist-type": "Int8"` … |
/// | `.real(f)` | `"type": "number"`, `"x-plist-type": "Double"`/`"Float"`/`"Decimal"` |
/// | `.bool` | `"type": "boolean"` |
/// | `.date` | `"type": "string"`, `"format": "date-time"`, `"x-plist-type": "date"` (a `<date>`) |
/// | `.data` | `"type": "string"`, `"contentEncoding": "base64"`, `"x-plist-type": "data"` (a `<data>`) |
/// | `.url` | `"type": "string"`, `"format": "uri"`, `"x-plist-type": "url"` |
/// | `.array(e)` | `"type": "array"`, `"items": e` |
/// | `.map(e)` | `"type": "object"`, `"additionalProperties": e` |
/// | `.object(o)` | `"$ref": "#/$defs/<o.name>"`; the definition has `"type": "object"`, `"title"`, `"properties"`, `"required"` and `"additionalProperties"` (`true` for ignore, `false` for error, or `"x-plist-additional-keys": "warn"`) |
/// | `.any` | `{}` |
///
/// `x-plist-type` says which property-list kind a JSON type stands for (JSON has no dates or
/// bytes) and which Swift number type fixes the range; an importer that does not know it
/// still sees standard JSON Schema. Nullable schemas get `"null"` in `"type"` (and in
/// `"enum"`), or `"anyOf": [{"$ref": …}, {"type": "null"}]` for models. Allowed values are
/// `"enum"`, an explicit type name is `"title"`. Properties carry `"default"`,
/// `"x-plist-alternate-keys"` (``SchemaProperty/alternateKeys``) and `"x-plist-key-path"`
/// (`"column.columnName"`, in ``PlistKeyPath``'s notation).
/// Every model is written once in `"$defs"` (sorted by name); models with the same name but
/// different shapes get a numeric suffix (`Item2`).
extension Schema {
    /// The JSON Schema 2020-12 URI written in `"$schema"`.
    public static let jsonSchemaDialect = "https://json-schema.org/draft/2020-12/schema"

    /// This schema as a JSON Schema 2020-12 document (an ordered tree), see the extension's
    /// documentation for the mapping.
    /// - Parameter title: an optional `"title"` for the document.
    public func jsonSchema(title: String? = nil) -> PlistValue {
        var exporter = JSONSchemaExporter(definitions: definitions)
        let body = exporter.export(self)
        for name in recursiveDefinitions.keys.sorted() where exporter.defs[name] == nil && definitions[name] == nil {
            if let s = recursiveDefinitions[name] { exporter.defs[name] = exporter.export(s) }
        }
        var root = PlistDictionary()
        root["$schema"] = PlistNode(.string(Self.jsonSchemaDialect))
        if let title { root["title"] = PlistNode(.string(title)) }
        if case .dictionary(let d) = body { for e in d.entries { root.insert(e) } }
        if !exporter.defs.isEmpty {
            var defs = PlistDictionary()
            for name in exporter.defs.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                if let v = exporter.defs[name] { defs[name] = PlistNode(v) }
            }
            root["$defs"] = PlistNode(.dictionary(defs))
        }
        return .dictionary(root)
    }

    /// ``jsonSchema(title:)`` as JSON text: two-space indentation, fixed key order, final newline.
    public func jsonSchemaText(title: String? = nil) -> String {
        JSONText.write(jsonSchema(title: title))
    }
}

/// The state of one export: the `$defs` written so far.
struct JSONSchemaExporter {
    let definitions: [String: ObjectSchema]
    var defs: [String: PlistValue] = [:]
    var exported: [String: ObjectSchema] = [:]

    init(definitions: [String: ObjectSchema]) { self.definitions = definitions }

    mutating func export(_ s: Schema) -> PlistValue {
        var d = PlistDictionary()
        func set(_ k: String, _ v: PlistValue) { d[k] = PlistNode(v) }
        func type(_ t: String) {
            set("type", s.isNullable ? .array([PlistNode(.string(t)), PlistNode(.string("null"))]) : .string(t))
        }
        if let typeName = s.typeName, s.allowedValues != nil || Self.isScalar(s.shape) { set("title", .string(typeName)) }
        switch s.shape {
        case .any:
            break
        case .string:
            type("string")
        case .integer(let f):
            type("integer")
            set("minimum", .integer(f.minimum))
            set("maximum", .integer(f.maximum))
            set("x-plist-type", .string(f.rawValue))
        case .real(let f):
            type("number")
            set("x-plist-type", .string(f.rawValue))
        case .bool:
            type("boolean")
        case .date:
            type("string"); set("format", "date-time"); set("x-plist-type", "date")
        case .data:
            type("string"); set("contentEncoding", "base64"); set("x-plist-type", "data")
        case .url:
            type("string"); set("format", "uri"); set("x-plist-type", "url")
        case .array(let e):
            type("array")
            set("items", export(e))
        case .map(let e):
            type("object")
            set("additionalProperties", export(e))
        case .object(let o):
            // A model with constraints is written in place: beside a `$ref`, an importer
            // would read them as a second schema (`allOf`).
            guard s.constraints.isEmpty && s.annotations.isEmpty else {
                var body = objectBody(o)
                if s.isNullable { body["type"] = PlistNode(.array([PlistNode(.string("object")), PlistNode(.string("null"))])) }
                return withConstraints(.dictionary(body), s)
            }
            return ref(define(o), nullable: s.isNullable)
        case .reference(let name):
            if let o = definitions[name] { return withConstraints(ref(define(o), nullable: s.isNullable), s) }
            return withConstraints(ref(name, nullable: s.isNullable), s)
        }
        if var allowed = s.allowedValues {
            if s.isNullable { allowed.append(.null) }
            set("enum", .array(allowed.map { PlistNode($0) }))
        }
        return withConstraints(.dictionary(d), s)
    }

    /// `value` (an object) with the constraints and annotations of `s` added.
    mutating func withConstraints(_ value: PlistValue, _ s: Schema) -> PlistValue {
        guard !s.constraints.isEmpty || !s.annotations.isEmpty, case .dictionary(var d) = value else { return value }
        for c in s.constraints { export(c, into: &d) }
        for key in ["description", "deprecated", "default", "examples", "$comment"] {
            if let v = s.annotations[key] { d[key] = PlistNode(v) }
        }
        return .dictionary(d)
    }

    static func isScalar(_ shape: Schema.Shape) -> Bool {
        switch shape {
        case .array, .map, .object, .reference, .any: return false
        default: return true
        }
    }

    func ref(_ name: String, nullable: Bool) -> PlistValue {
        let r: PlistValue = ["$ref": .string("#/$defs/" + JSONPointer.escape(name))]
        return nullable ? ["anyOf": [r, ["type": "null"]]] : r
    }

    /// Writes `o` into `$defs` (once) and returns its name there.
    mutating func define(_ o: ObjectSchema) -> String {
        var name = o.name
        var n = 2
        while let existing = exported[name], existing != o {
            name = o.name + String(n)
            n += 1
        }
        if exported[name] != nil { return name }
        exported[name] = o
        defs[name] = .null  // reserve: recursive references end here
        defs[name] = .dictionary(objectBody(o))
        return name
    }

    /// The keywords of a model: `type`, `title`, `properties`, `required`, and
    /// `additionalProperties` or `x-plist-additional-keys`.
    mutating func objectBody(_ o: ObjectSchema) -> PlistDictionary {
        var d = PlistDictionary()
        d["type"] = PlistNode("object")
        d["title"] = PlistNode(.string(o.name))
        var props = PlistDictionary()
        var required: [PlistNode] = []
        for p in o.properties {
            var ps = export(p.schema)
            if case .dictionary(var pd) = ps {
                if let dv = p.defaultValue { pd["default"] = PlistNode(dv) }
                if !p.alternateKeys.isEmpty { pd["x-plist-alternate-keys"] = PlistNode(.array(p.alternateKeys.map { PlistNode(.string($0)) })) }
                if let kp = p.keyPath { pd["x-plist-key-path"] = PlistNode(.string(PlistKeyPath(kp.map { .init(key: $0) }).description)) }
                if let title = p.title, pd["title"] == nil { pd["title"] = PlistNode(.string(title)) }
                ps = .dictionary(pd)
            }
            props[p.key] = PlistNode(ps)
            if p.isRequired { required.append(PlistNode(.string(p.key))) }
        }
        d["properties"] = PlistNode(.dictionary(props))
        if !required.isEmpty { d["required"] = PlistNode(.array(required)) }
        switch o.additionalKeys {
        case .ignore?: d["additionalProperties"] = PlistNode(true)
        case .error?: d["additionalProperties"] = PlistNode(false)
        case .warn?: d["x-plist-additional-keys"] = PlistNode("warn")
        case .suggest?: d["x-plist-additional-keys"] = PlistNode("suggest")
        case nil: break
        }
        if !o.keyModifiers.isEmpty { d["x-plist-key-modifiers"] = PlistNode(.array(o.keyModifiers.map { PlistNode(.string($0)) })) }
        return d
    }
}

/// JSON Pointer (RFC 6901) escaping.
enum JSONPointer {
    static func escape(_ token: String) -> String {
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return token }
        var out = ""
        for c in token.unicodeScalars {
            switch c {
            case "~": out += "~0"
            case "/": out += "~1"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
    static func unescape(_ token: String) -> String {
        token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }
    /// `token` unescaped, or `nil` when a `~` is not followed by `0` or `1` (RFC 6901 §3).
    static func strictUnescape(_ token: Substring) -> String? {
        var out = ""
        var tilde = false
        for c in token.unicodeScalars {
            if tilde {
                guard c == "0" || c == "1" else { return nil }
                out.unicodeScalars.append(c == "0" ? "~" : "/")
                tilde = false
            } else if c == "~" {
                tilde = true
            } else {
                out.unicodeScalars.append(c)
            }
        }
        return tilde ? nil : out
    }
}
