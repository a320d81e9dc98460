extension JSONSchemaImporter {
    /// The formats ``SchemaConstraint/format(_:)`` checks.
    static let checkedFormats: Set<String> = ["date-time", "date", "time", "email", "uri", "uuid"]

    /// Appends the constraints of `d` that its shape did not consume, in a fixed order.
    mutating func addConstraints(_ d: PlistDictionary, to result: inout Schema, pointer: String) throws {
        var c: [SchemaConstraint] = []
        if let ref = d["$ref"] { c.append(.allOf([try reference(ref, pointer: pointer + "/$ref")])) }
        let isModel: Bool
        let isArray: Bool
        switch result.shape {
        case .object, .map: isModel = true; isArray = false
        case .array: isModel = false; isArray = d["prefixItems"] == nil
        default: isModel = false; isArray = false
        }
        if let v = d["const"] { c.append(.constant(v.value)) }
        let counts: [(String, (Int) -> SchemaConstraint)] = [
            ("minLength", SchemaConstraint.minLength), ("maxLength", SchemaConstraint.maxLength),
            ("minItems", SchemaConstraint.minItems), ("maxItems", SchemaConstraint.maxItems),
            ("minProperties", SchemaConstraint.minProperties), ("maxProperties", SchemaConstraint.maxProperties),
        ]
        for (key, make) in counts {
            if let n = try count(d, key, pointer) { c.append(make(n)) }
        }
        if let u = d["uniqueItems"] {
            guard case .bool(let b) = u.value else { throw invalid(DiagnosticRule.keywordMustBeMessage("uniqueItems", "a boolean"), pointer + "/uniqueItems", u) }
            if b { c.append(.uniqueItems) }
        }
        let bounds: [(String, (PlistValue) -> SchemaConstraint)] = [
            ("minimum", SchemaConstraint.minimum), ("exclusiveMinimum", SchemaConstraint.exclusiveMinimum),
            ("maximum", SchemaConstraint.maximum), ("exclusiveMaximum", SchemaConstraint.exclusiveMaximum),
            ("multipleOf", SchemaConstraint.multipleOf),
        ]
        for (key, make) in bounds {
            guard let n = d[key] else { continue }
            guard let number = JSONSchemaValue.double(n.value), number.isFinite else {
                throw invalid(DiagnosticRule.keywordMustBeMessage(key, "a finite number"), pointer + "/" + key, n)
            }
            if key == "multipleOf", JSONSchemaValue.compare(n.value, .integer(0)) != 1 {
                throw invalid(DiagnosticRule.keywordMustBeMessage("multipleOf", "greater than 0"), pointer + "/" + key, n)
            }
            // The range an `x-plist-type` integer has anyway is not a second constraint.
            if case .integer(let f) = result.shape {
                if key == "minimum", n.value == .integer(f.minimum) { continue }
                if key == "maximum", n.value == .integer(f.maximum) { continue }
            }
            c.append(make(n.value))
        }
        if !isModel {
            let properties = try propertyList(d, pointer: pointer)
            if !properties.isEmpty { c.append(.properties(properties)) }
            let required = try requiredKeys(d, pointer: pointer)
            if !required.isEmpty { c.append(.required(required)) }
            if let ap = d["additionalProperties"] {
                c.append(.additionalProperties(try descending(ap, pointer: pointer + "/additionalProperties"),
                                               declaredKeys: properties.map(\.key), declaredPatterns: try patternKeys(d, pointer: pointer)))
            }
            for key in ["x-plist-additional-keys", "x-plist-key-modifiers"] {
                if let x = d[key] { throw invalid("\"\(key)\" needs \"type\": \"object\"", pointer + "/" + key, x) }
            }
        }
        if let p = try string(d, "pattern", pointer) {
            try checkPattern(p, pointer: pointer + "/pattern", node: d["pattern"] ?? PlistNode(.null))
            c.append(.pattern(p))
        }
        if let pp = d["patternProperties"] {
            guard case .dictionary(let pd) = pp.value else { throw invalid(DiagnosticRule.keywordMustBeMessage("patternProperties", "an object"), pointer + "/patternProperties", pp) }
            var list: [PatternProperty] = []
            for e in pd.entries {
                let pk = pointer + "/patternProperties/" + JSONPointer.escape(e.key)
                try checkPattern(e.key, pointer: pk, node: PlistNode(.string(e.key), location: e.keyLocation))
                list.append(PatternProperty(pattern: e.key, schema: try descending(e.value, pointer: pk)))
            }
            c.append(.patternProperties(list))
        }
        if let pn = d["propertyNames"] { c.append(.propertyNames(try descending(pn, pointer: pointer + "/propertyNames"))) }
        if let dr = d["dependentRequired"] { c.append(.dependentRequired(try dependentRequired(dr, pointer: pointer + "/dependentRequired"))) }
        if !isArray, d["items"] != nil || d["prefixItems"] != nil {
            var prefix: [Schema] = []
            if let p = d["prefixItems"] {
                guard case .array(let items) = p.value, !items.isEmpty else { throw invalid(DiagnosticRule.keywordMustBeMessage("prefixItems", "a non-empty array"), pointer + "/prefixItems", p) }
                for (i, item) in items.enumerated() { prefix.append(try descending(item, pointer: pointer + "/prefixItems/\(i)")) }
            }
            let rest = try d["items"].map { try descending($0, pointer: pointer + "/items") }
            c.append(.items(prefix: prefix, rest: rest))
        }
        if let con = d["contains"] {
            let s = try descending(con, pointer: pointer + "/contains")
            c.append(.contains(s, minimum: try count(d, "minContains", pointer) ?? 1, maximum: try count(d, "maxContains", pointer)))
        }
        for key in ["allOf", "anyOf", "oneOf"] {
            guard let list = d[key] else { continue }
            guard case .array(let items) = list.value, !items.isEmpty else { throw invalid(DiagnosticRule.keywordMustBeMessage(key, "a non-empty array"), pointer + "/" + key, list) }
            var schemas: [Schema] = []
            for (i, item) in items.enumerated() { schemas.append(try schema(item, pointer: pointer + "/\(key)/\(i)")) }
            c.append(key == "allOf" ? .allOf(schemas) : key == "anyOf" ? .anyOf(schemas) : .oneOf(schemas))
        }
        if let n = d["not"] { c.append(.not(try schema(n, pointer: pointer + "/not"))) }
        if let i = d["if"] {
            let condition = try schema(i, pointer: pointer + "/if")
            let then = try d["then"].map { try schema($0, pointer: pointer + "/then") }
            let otherwise = try d["else"].map { try schema($0, pointer: pointer + "/else") }
            c.append(.conditional(condition, then: then, else: otherwise))
        }
        if let f = try string(d, "format", pointer) {
            if case .url = result.shape, f == "uri" {
            } else if case .date = result.shape, f == "date-time" {
            } else {
                guard Self.checkedFormats.contains(f) else {
                    throw unsupported(DiagnosticRule.notSupportedMessage("\"format\" \(UntrustedText.quoted(f))", only: "checked formats: \(Self.checkedFormats.sorted().joined(separator: ", "))"), pointer + "/format", d["format"] ?? PlistNode(.null))
                }
                c.append(.format(f))
            }
        }
        if let dv = d["x-plist-deprecated-values"] {
            guard case .dictionary(let dd) = dv.value else { throw invalid(DiagnosticRule.keywordMustBeMessage("x-plist-deprecated-values", "an object"), pointer + "/x-plist-deprecated-values", dv) }
            c.append(.deprecatedValues(dd.entries.map { DeprecatedValue(value: .string($0.key), replacement: $0.value.value) }))
        }
        if let m = try string(d, "x-plist-message", pointer) {
            guard !m.isEmpty else { throw invalid(DiagnosticRule.keywordMustBeMessage("x-plist-message", "a non-empty string"), pointer + "/x-plist-message", d["x-plist-message"] ?? PlistNode(.null)) }
            c.append(.message(m))
        }
        if let el = d["x-plist-equal-length"] {
            guard case .array(let items) = el.value, items.count >= 2,
                  case let keys = items.compactMap(\.value.stringValue), keys.count == items.count, Set(keys).count == keys.count else {
                throw invalid(DiagnosticRule.keywordMustBeMessage("x-plist-equal-length", "an array of two or more different keys"), pointer + "/x-plist-equal-length", el)
            }
            c.append(.equalLength(keys))
        }
        result.constraints += c
    }

    /// Throws `invalid-schema` naming the ``SchemaPattern/SyntaxError`` when `source` is not
    /// an ECMA-262 pattern PlistKit matches (see <doc:SchemaPatterns>).
    func checkPattern(_ source: String, pointer: String, node: PlistNode) throws {
        do throws(SchemaPattern.SyntaxError) {
            _ = try SchemaPattern(source)
        } catch {
            throw invalid(
                DiagnosticRule.invalidPatternMessage(source, error),
                pointer, node)
        }
    }

    /// The keys of `patternProperties` (checked when that keyword is imported), in order.
    func patternKeys(_ d: PlistDictionary, pointer: String) throws -> [String] {
        guard case .dictionary(let pd)? = d["patternProperties"]?.value else { return [] }
        return pd.entries.map(\.key)
    }

    /// A non-negative integer keyword (`minLength`…). A count beyond `Int.max` (such as
    /// `1e30` or `18446744073709551616`, integers as JSON numbers) is read as `Int.max`: no
    /// string, array or dictionary reaches either, so the verdict is the same.
    func count(_ d: PlistDictionary, _ key: String, _ pointer: String) throws -> Int? {
        guard let n = d[key] else { return nil }
        if case .integer(let i) = n.value, !i.isNegative { return i.int64Value.map { Int(clamping: $0) } ?? Int.max }
        if case .real(let r) = n.value, r >= 0, r.isFinite, r.rounded(.towardZero) == r { return Int(exactly: r) ?? Int.max }
        throw invalid(DiagnosticRule.keywordMustBeMessage(key, "a non-negative integer"), pointer + "/" + key, n)
    }

    /// `dependentRequired`: an object of arrays of strings.
    func dependentRequired(_ node: PlistNode, pointer: String) throws -> [String: [String]] {
        guard case .dictionary(let d) = node.value else { throw invalid(DiagnosticRule.keywordMustBeMessage("dependentRequired", "an object"), pointer, node) }
        var out: [String: [String]] = [:]
        for e in d.entries {
            guard case .array(let items) = e.value.value else { throw invalid(DiagnosticRule.entriesMustBeMessage("dependentRequired", "arrays"), pointer + "/" + JSONPointer.escape(e.key), e.value) }
            out[e.key] = try items.map { i in
                guard case .string(let s) = i.value else { throw invalid(DiagnosticRule.entriesMustBeMessage("dependentRequired", "arrays of strings"), pointer + "/" + JSONPointer.escape(e.key), i) }
                return s
            }
        }
        return out
    }
}
